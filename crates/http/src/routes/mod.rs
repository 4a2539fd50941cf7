pub mod admin;
pub mod catalogue;
pub mod catalogue_parts;
pub mod health;
pub mod organisation;
pub mod resources;
pub mod users;
