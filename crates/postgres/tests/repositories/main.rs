//! Every repository against a real database; each test has a database of its own.

#![allow(clippy::unwrap_used, clippy::expect_used)]

mod catalogue;
mod configurations;
mod configurator_catalogue;
mod configurators;
mod demo;
mod demo_catalogue;
mod login_attempts;
mod migrations;
mod outbox;
mod reset_tokens;
mod support;
mod users;
