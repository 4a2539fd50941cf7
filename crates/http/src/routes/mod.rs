pub mod catalogue;
pub mod health;
pub mod resources;
pub mod users;
