//! The API end to end: the real application in-process, every adapter real, one database per test.

#![allow(clippy::unwrap_used, clippy::expect_used)]

mod admin_ux;
mod assets;
mod audit;
mod catalogue_impact;
mod configurations;
mod configurators;
mod contract;
mod dashboard;
mod database;
mod engine;
mod english;
mod exchange;
mod exchange_round_trip;
mod hardening;
mod helpers;
mod jwt;
mod language;
mod login;
mod matrix;
mod operations;
mod passwords;
mod proxies;
mod publish_impact;
mod quote;
mod requests;
mod resources;
mod revisions;
mod scope_and_save;
mod users;
mod wizard;
