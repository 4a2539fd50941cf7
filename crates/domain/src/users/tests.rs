//! Use-case tests of `UserService` (reading and saving the extended user) over strict mockall doubles.
#![allow(clippy::unwrap_used, clippy::expect_used)]

use std::sync::Arc;

use chrono::{DateTime, Duration, TimeZone, Utc};

use super::*;
use crate::auth::{MockPasswordHasher, MockPasswordStrength, MockSecretTokens};
use crate::clock::MockClock;
use crate::error::{DomainError, RepoError};
use crate::testing::fields;

// ---------------------------------------------------------------------------------------------
// Helpers
// ---------------------------------------------------------------------------------------------

const ADMIN_ID: i64 = 1;
const INVITE_SECRET: &str = "inv1te-S3cret-0123456789abcdefghijklmnopqrs";

fn now() -> DateTime<Utc> {
    Utc.with_ymd_and_hms(2025, 3, 10, 9, 30, 0).unwrap()
}

fn user(id: i64, role: Role) -> User {
    let (company_id, customer_id) = if role.needs_company() { (Some(3), Some(30)) } else { (None, None) };
    User {
        id,
        email: format!("user{id}@example.com"),
        role,
        first_name: "Anna".into(),
        last_name: "Bianchi".into(),
        phone: Some("+39 02 123456".into()),
        locale: "it-IT".into(),
        company_id,
        customer_id,
        active: true,
        last_login_at: None,
        created_at: now() - Duration::days(30),
        updated_at: now() - Duration::days(30),
    }
}

fn admin() -> User {
    user(ADMIN_ID, Role::Admin)
}

fn extended_of(user: User) -> ExtendedUser {
    ExtendedUser { user, company_name: None, customer_name: None }
}

fn credentials(user: User) -> Credentials {
    Credentials { user, password_hash: Some("hash".into()), token_version: 1 }
}

/// The fields an admin's save of `input` is refused on.
fn refused_fields(ports: Ports, input: UserInput) -> Vec<String> {
    fields(ports.service().save_extended(&admin(), input))
}

/// A valid creation request for a manufacturer role (no company needed).
fn new_user_input() -> UserInput {
    UserInput {
        email: Some("  Nuovo.Utente@Example.COM ".into()),
        role: Some("account_manager".into()),
        first_name: Some("Nuovo".into()),
        last_name: Some("Utente".into()),
        ..UserInput::default()
    }
}

/// The ports `UserService` reaches: its repository and the parts of `AuthService` it borrows
/// (hasher, strength, secrets, clock). Every mock starts strict.
#[derive(Default)]
struct Ports {
    users: MockUserRepository,
    hasher: MockPasswordHasher,
    strength: MockPasswordStrength,
    secrets: MockSecretTokens,
}

impl Ports {
    fn service(self) -> UserService {
        let mut clock = MockClock::new();
        clock.expect_now().return_const(now());
        UserService {
            users: Arc::new(self.users),
            hasher: Arc::new(self.hasher),
            strength: Arc::new(self.strength),
            secrets: Arc::new(self.secrets),
            clock: Arc::new(clock),
            invitations: InvitationSettings { app_base_url: "http://app.test".into(), ttl: Duration::days(7) },
        }
    }

    /// `extended(id)` answers that user once (the answer of a successful save).
    fn reads_back(mut self, saved: User) -> Self {
        let id = saved.id;
        self.users.expect_extended().withf(move |i| *i == id).times(1).return_const(Ok(Some(extended_of(saved))));
        self
    }

    /// `credentials(id)` answers the stored user (what an admin update starts from).
    fn stored(mut self, current: User) -> Self {
        let id = current.id;
        self.users.expect_credentials().withf(move |i| *i == id).return_const(Ok(Some(credentials(current))));
        self
    }

    fn nothing_written(mut self) -> Self {
        self.users.expect_create().never();
        self.users.expect_update().never();
        self.users.expect_set_password().never();
        self
    }
}

// ---------------------------------------------------------------------------------------------
// extended
// ---------------------------------------------------------------------------------------------

#[test]
fn a_non_admin_cannot_read_another_users_extended_profile() {
    let mut ports = Ports::default();
    ports.users.expect_extended().never();

    let err = ports.service().extended(&user(7, Role::CustomerManager), 8).unwrap_err();

    assert_eq!(err, DomainError::Forbidden);
}

#[test]
fn a_user_reads_their_own_extended_profile() {
    let me = user(7, Role::Customer);
    let ports = Ports::default().reads_back(me.clone());

    assert_eq!(ports.service().extended(&me, 7), Ok(extended_of(me)));
}

#[test]
fn an_admin_reads_anyone_and_a_missing_user_is_not_found() {
    let other = user(8, Role::Customer);
    let ports = Ports::default().reads_back(other.clone());
    assert_eq!(ports.service().extended(&admin(), 8), Ok(extended_of(other)));

    let mut ports = Ports::default();
    ports.users.expect_extended().times(1).return_const(Ok(None));
    assert!(matches!(ports.service().extended(&admin(), 99), Err(DomainError::NotFound(_))));
}

// ---------------------------------------------------------------------------------------------
// create (admin, id None)
// ---------------------------------------------------------------------------------------------

#[test]
fn an_admin_creating_a_user_without_password_stores_an_invitation_with_a_set_password_link() {
    let mut ports = Ports::default().reads_back(user(42, Role::AccountManager));
    ports.secrets.expect_generate().times(1).return_const(INVITE_SECRET.to_owned());
    ports.secrets.expect_hash().withf(|s| s == INVITE_SECRET).times(1).return_const(vec![4, 2]);
    ports.hasher.expect_hash().never();
    ports
        .users
        .expect_create()
        .withf(|new_user, invitation, _| {
            new_user.email == "nuovo.utente@example.com"
                && new_user.password_hash.is_none()
                && new_user.role == Role::AccountManager
                && new_user.active
                && invitation.as_ref().is_some_and(|inv| {
                    inv.token_hash == [4, 2]
                        && inv.expires_at == now() + Duration::days(7)
                        && inv.mail.to == "nuovo.utente@example.com"
                        && inv.mail.body().contains("/reset-password/")
                        && inv.mail.body().contains(&format!("http://app.test/reset-password/{INVITE_SECRET}"))
                })
        })
        .times(1)
        .return_const(Ok(42));

    let (saved, created) = ports.service().save_extended(&admin(), new_user_input()).unwrap();

    assert!(created);
    assert_eq!(saved.user.id, 42);
}

#[test]
fn an_admin_creating_a_user_with_a_password_stores_its_hash_and_no_invitation() {
    let mut ports = Ports::default().reads_back(user(42, Role::AccountManager));
    ports.strength.expect_is_weak().times(1).return_const(false);
    ports
        .hasher
        .expect_hash()
        .withf(|pw| pw == "una frase lunga e rara")
        .times(1)
        .return_const(Ok("bcrypt-hash".into()));
    ports.secrets.expect_generate().never();
    ports
        .users
        .expect_create()
        .withf(|new_user, invitation, _| {
            new_user.password_hash.as_deref() == Some("bcrypt-hash") && invitation.is_none()
        })
        .times(1)
        .return_const(Ok(42));

    let input = UserInput { password: Some("una frase lunga e rara".into()), ..new_user_input() };
    let (_, created) = ports.service().save_extended(&admin(), input).unwrap();

    assert!(created);
}

#[test]
fn creating_with_a_weak_password_is_a_validation_error_and_nothing_is_created() {
    let mut ports = Ports::default().nothing_written();
    ports.strength.expect_is_weak().return_const(true);
    ports.hasher.expect_hash().never();

    let input = UserInput { password: Some("password1234".into()), ..new_user_input() };
    assert_eq!(refused_fields(ports, input), ["password"]);
}

#[test]
fn creating_a_customer_without_a_company_is_a_validation_error_on_company_id() {
    let mut ports = Ports::default().nothing_written();
    ports.users.expect_company_exists().never();
    ports.secrets.expect_generate().never();

    let input = UserInput { role: Some("customer".into()), ..new_user_input() };
    assert_eq!(refused_fields(ports, input), ["companyId"]);
}

#[test]
fn creating_a_user_with_a_customer_of_another_company_is_a_validation_error_on_customer_id() {
    let mut ports = Ports::default().nothing_written();
    ports.users.expect_company_exists().withf(|c| *c == 3).times(1).return_const(Ok(true));
    ports.users.expect_customer_company().withf(|c| *c == 50).times(1).return_const(Ok(Some(4)));
    ports.secrets.expect_generate().never();

    let input =
        UserInput { role: Some("customer".into()), company_id: Some(3), customer_id: Some(50), ..new_user_input() };
    assert_eq!(refused_fields(ports, input), ["customerId"]);
}

#[test]
fn creating_with_bad_email_bad_role_and_empty_first_name_lists_every_field() {
    let ports = Ports::default().nothing_written();

    let input = UserInput {
        email: Some("not an email".into()),
        role: Some("superuser".into()),
        first_name: Some("   ".into()),
        ..new_user_input()
    };
    assert_eq!(refused_fields(ports, input), ["email", "role", "firstName"]);
}

#[test]
fn creating_with_an_email_already_registered_is_a_validation_error_on_email() {
    let mut ports = Ports::default();
    ports.secrets.expect_generate().return_const(INVITE_SECRET.to_owned());
    ports.secrets.expect_hash().return_const(vec![1]);
    ports.users.expect_create().times(1).return_const(Err(RepoError::Duplicate("users_email_key".into())));
    ports.users.expect_extended().never();

    assert_eq!(refused_fields(ports, new_user_input()), ["email"]);
}

#[test]
fn a_non_admin_cannot_create_users() {
    let mut ports = Ports::default().nothing_written();
    ports.users.expect_extended().never();

    let err = ports.service().save_extended(&user(7, Role::CustomerManager), new_user_input()).unwrap_err();

    assert_eq!(err, DomainError::Forbidden);
}

// ---------------------------------------------------------------------------------------------
// a user updating their own profile
// ---------------------------------------------------------------------------------------------

#[test]
fn a_user_changes_their_own_first_name_without_ending_sessions_or_touching_guarded_fields() {
    let me = user(7, Role::Customer);
    let expected = UserChanges {
        written: NewUser {
            email: me.email.clone(),
            role: Role::Customer,
            first_name: "Giulia".into(),
            last_name: me.last_name.clone(),
            phone: me.phone.clone(),
            locale: me.locale.clone(),
            company_id: Some(3),
            customer_id: Some(30),
            active: true,
            password_hash: None,
        },
        end_sessions: false,
    };
    let mut ports = Ports::default().reads_back(me.clone());
    ports
        .users
        .expect_update()
        .withf(move |id, changes, _| *id == 7 && *changes == expected)
        .times(1)
        .return_const(Ok(()));
    ports.users.expect_set_password().never();

    let input = UserInput { id: Some(7), first_name: Some(" Giulia ".into()), ..UserInput::default() };
    let (_, created) = ports.service().save_extended(&me, input).unwrap();

    assert!(!created);
}

#[test]
fn a_user_sending_their_own_unchanged_email_and_role_may_still_edit_names() {
    let me = user(7, Role::Customer);
    let mut ports = Ports::default().reads_back(me.clone());
    ports.users.expect_update().times(1).return_const(Ok(()));

    let input = UserInput {
        id: Some(7),
        email: Some("USER7@example.com".into()),
        role: Some("customer".into()),
        active: Some(true),
        last_name: Some("Verdi".into()),
        ..UserInput::default()
    };

    assert!(ports.service().save_extended(&me, input).is_ok());
}

#[test]
fn a_user_cannot_change_their_own_role_email_active_flag_company_or_password() {
    let me = user(7, Role::Customer);
    let attempts = [
        UserInput { role: Some("admin".into()), ..UserInput::default() },
        UserInput { email: Some("someone.else@example.com".into()), ..UserInput::default() },
        UserInput { active: Some(false), ..UserInput::default() },
        UserInput { company_id: Some(4), ..UserInput::default() },
        UserInput { password: Some("una frase lunga e rara".into()), ..UserInput::default() },
    ];
    for attempt in attempts {
        let ports = Ports::default().nothing_written();
        let input = UserInput { id: Some(7), ..attempt.clone() };

        assert_eq!(ports.service().save_extended(&me, input), Err(DomainError::Forbidden), "{attempt:?}");
    }
}

#[test]
fn a_non_admin_cannot_update_another_user() {
    let mut ports = Ports::default().nothing_written();
    ports.users.expect_credentials().never();
    ports.users.expect_extended().never();

    let input = UserInput { id: Some(8), first_name: Some("Giulia".into()), ..UserInput::default() };
    let err = ports.service().save_extended(&user(7, Role::CustomerManager), input).unwrap_err();

    assert_eq!(err, DomainError::Forbidden);
}

// ---------------------------------------------------------------------------------------------
// an admin updating a user
// ---------------------------------------------------------------------------------------------

#[test]
fn an_admin_deactivating_another_user_ends_their_sessions() {
    let target = user(9, Role::AccountManager);
    let mut ports = Ports::default().stored(target.clone()).reads_back(target);
    ports
        .users
        .expect_update()
        .withf(|id, changes, _| {
            *id == 9 && !changes.written.active && changes.end_sessions && changes.written.role == Role::AccountManager
        })
        .times(1)
        .return_const(Ok(()));

    let input = UserInput { id: Some(9), active: Some(false), ..UserInput::default() };
    let (_, created) = ports.service().save_extended(&admin(), input).unwrap();

    assert!(!created);
}

#[test]
fn an_admin_changing_another_users_role_ends_their_sessions() {
    let target = user(9, Role::AccountManager);
    let mut ports = Ports::default().stored(target.clone()).reads_back(target);
    ports
        .users
        .expect_update()
        .withf(|id, changes, _| {
            *id == 9 && changes.written.role == Role::Admin && changes.written.active && changes.end_sessions
        })
        .times(1)
        .return_const(Ok(()));

    let input = UserInput { id: Some(9), role: Some("admin".into()), ..UserInput::default() };

    assert!(ports.service().save_extended(&admin(), input).is_ok());
}

#[test]
fn an_admin_renaming_another_user_keeps_their_sessions() {
    let target = user(9, Role::AccountManager);
    let mut ports = Ports::default().stored(target.clone()).reads_back(target);
    ports
        .users
        .expect_update()
        .withf(|id, changes, _| *id == 9 && changes.written.first_name == "Giulia" && !changes.end_sessions)
        .times(1)
        .return_const(Ok(()));

    let input = UserInput { id: Some(9), first_name: Some("Giulia".into()), ..UserInput::default() };

    assert!(ports.service().save_extended(&admin(), input).is_ok());
}

#[test]
fn an_admin_cannot_deactivate_themself() {
    let ports = Ports::default().stored(admin()).nothing_written();

    let input = UserInput { id: Some(ADMIN_ID), active: Some(false), ..UserInput::default() };
    assert_eq!(refused_fields(ports, input), ["active"]);
}

#[test]
fn an_admin_cannot_demote_themself() {
    let ports = Ports::default().stored(admin()).nothing_written();

    let input = UserInput { id: Some(ADMIN_ID), role: Some("account_manager".into()), ..UserInput::default() };
    assert_eq!(refused_fields(ports, input), ["role"]);
}

/// A request refused with a validation error must leave the user unchanged. Setting another user's
/// password to a weak one is refused, but the other changes of the same request must not be saved.
#[test]
fn an_admin_update_with_a_weak_password_saves_nothing() {
    let target = user(9, Role::AccountManager);
    let mut ports = Ports::default().stored(target).nothing_written();
    ports.strength.expect_is_weak().return_const(true);
    ports.hasher.expect_hash().never();

    let input =
        UserInput { id: Some(9), active: Some(false), password: Some("password1234".into()), ..UserInput::default() };
    assert_eq!(refused_fields(ports, input), ["password"]);
}
