pub mod admin;
pub mod configurations;
pub mod configurators;
pub mod health;
pub mod requests;
pub mod resources;
pub mod users;
pub mod wizard;
