pub mod health;
pub mod users;
