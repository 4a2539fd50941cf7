//! Users, their roles, and account management (the "extended user" of the API).

mod model;
mod service;
mod validation;

pub use model::{Credentials, ExtendedUser, NewUser, ProfileInput, Role, User, UserChanges, UserInput};
pub(crate) use service::user_inputs;
pub use service::{InvitationSettings, PendingInvitation, USER_SORTABLE, UserRepository, UserService, UserSort};
pub use validation::{normalise_email, validate_email};

#[cfg(any(test, feature = "mocks"))]
pub use service::MockUserRepository;

#[cfg(test)]
mod tests;
