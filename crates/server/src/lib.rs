//! The binary's library: configuration, the one wiring point, demo data and the outbox worker.

pub mod app_files;
pub mod config;
pub mod demo;
pub mod image_folder;
pub mod outbox_worker;
pub mod startup;
pub mod telemetry;
