//! Use-case tests of `AuthService`: every port is a strict mockall double, so a call a test did not
//! expect fails it, and `.never()` / `.times(n)` state the calls that matter.
#![allow(clippy::unwrap_used, clippy::expect_used)]

use std::sync::Arc;

use chrono::{DateTime, Duration, TimeZone, Utc};

use super::*;
use crate::clock::MockClock;
use crate::error::{DomainError, RepoError};
use crate::users::{Credentials, MockUserRepository, Role, User};
use crate::versions::Versions;

// ---------------------------------------------------------------------------------------------
// Helpers
// ---------------------------------------------------------------------------------------------

const CLIENT: &str = "203.0.113.7";
const EMAIL: &str = "mario.rossi@example.com";
const PASSWORD: &str = "correct horse battery";
const NEW_PASSWORD: &str = "a brand new passphrase";
const SECRET: &str = "Xq3vLx9c0w2pZ8sJ1kR4mN7bT5yH6gF0dE2aC8uI9oP";

fn now() -> DateTime<Utc> {
    Utc.with_ymd_and_hms(2025, 3, 10, 9, 30, 0).unwrap()
}

fn user(id: i64, role: Role) -> User {
    User {
        id,
        email: if id == 7 { EMAIL.to_owned() } else { format!("user{id}@example.com") },
        role,
        first_name: "Mario".into(),
        last_name: "Rossi".into(),
        phone: None,
        locale: "it-IT".into(),
        company_id: None,
        customer_id: None,
        active: true,
        last_login_at: None,
        created_at: now() - Duration::days(30),
        updated_at: now() - Duration::days(30),
    }
}

fn credentials(user: User, password_hash: Option<&str>, token_version: i32) -> Credentials {
    Credentials { user, password_hash: password_hash.map(str::to_owned), token_version }
}

fn settings() -> AuthSettings {
    AuthSettings {
        app_base_url: "http://app.test".into(),
        reset_token_ttl: Duration::hours(1),
        rate_limits: RateLimitPolicy::default(),
    }
}

fn issued(token: &str) -> IssuedToken {
    IssuedToken { token: token.to_owned(), expires_at: now() + Duration::minutes(30) }
}

/// `count` attempts, the oldest `oldest_minutes_ago`, the latest `latest_seconds_ago`.
fn seen(count: i64, oldest_minutes_ago: i64, latest_seconds_ago: i64) -> RecentAttempts {
    RecentAttempts {
        count,
        oldest: Some(now() - Duration::minutes(oldest_minutes_ago)),
        latest: Some(now() - Duration::seconds(latest_seconds_ago)),
    }
}

fn email_key(action: &str) -> String {
    format!("{action}:email:{EMAIL}")
}

fn email_and_client_key(action: &str) -> String {
    format!("{action}:email+client:{EMAIL} {CLIENT}")
}

fn client_key(action: &str) -> String {
    format!("{action}:client:{CLIENT}")
}

/// The keys a counted login or forgot-password call of `EMAIL` from `CLIENT` adds to.
fn all_keys(action: &str) -> [String; 3] {
    [email_and_client_key(action), client_key(action), email_key(action)]
}

fn field_names(err: &DomainError) -> Vec<String> {
    match err {
        DomainError::Validation(errors) => errors.iter().map(|e| e.field.clone()).collect(),
        other => panic!("expected a validation error, got {other:?}"),
    }
}

/// The ports of an `AuthService`; every mock starts with no expectation (any call fails the test).
#[derive(Default)]
struct Ports {
    users: MockUserRepository,
    reset_tokens: MockResetTokenRepository,
    attempts: MockLoginAttempts,
    hasher: MockPasswordHasher,
    strength: MockPasswordStrength,
    tokens: MockTokenIssuer,
    secrets: MockSecretTokens,
}

impl Ports {
    fn service(self) -> AuthService {
        let mut clock = MockClock::new();
        clock.expect_now().return_const(now());
        AuthService {
            users: Arc::new(self.users),
            reset_tokens: Arc::new(self.reset_tokens),
            attempts: Arc::new(self.attempts),
            hasher: Arc::new(self.hasher),
            strength: Arc::new(self.strength),
            tokens: Arc::new(self.tokens),
            secrets: Arc::new(self.secrets),
            clock: Arc::new(clock),
            settings: settings(),
        }
    }

    /// Recent attempts per key; any other key has none. Every lookup must ask for the window ending
    /// now: a day for an email from anywhere, 15 minutes for the rest.
    fn recent_attempts(mut self, recent: &[(&str, RecentAttempts)]) -> Self {
        let recent: Vec<(String, RecentAttempts)> =
            recent.iter().map(|(key, seen)| ((*key).to_owned(), *seen)).collect();
        let window = |key: &str| if key.contains(":email:") { Duration::days(1) } else { Duration::minutes(15) };
        self.attempts.expect_since().withf(move |key, since| *since == now() - window(key)).returning(move |key, _| {
            Ok(recent.iter().find(|(k, _)| k == key).map_or_else(RecentAttempts::default, |(_, seen)| *seen))
        });
        self
    }

    fn under_limits(self) -> Self {
        self.recent_attempts(&[])
    }

    fn user_by_email(mut self, email: &'static str, found: Option<Credentials>) -> Self {
        self.users.expect_credentials_by_email().withf(move |e| e == email).times(1).return_const(Ok(found));
        self
    }

    fn user_by_id(mut self, id: i64, found: Option<Credentials>) -> Self {
        self.users.expect_credentials().withf(move |i| *i == id).times(1).return_const(Ok(found));
        self
    }

    /// The caller `authenticate` reads, with the versions of kept answers read beside it.
    fn caller_by_id(mut self, id: i64, found: Option<Credentials>) -> Self {
        let found = found.map(|credentials| (credentials, VERSIONS));
        self.users.expect_caller().withf(move |i| *i == id).times(1).return_const(Ok(found));
        self
    }

    fn strength_says_weak(mut self, weak: bool) -> Self {
        self.strength.expect_is_weak().return_const(weak);
        self
    }
}

// ---------------------------------------------------------------------------------------------
// login
// ---------------------------------------------------------------------------------------------

#[test]
fn login_success_returns_the_issued_token_records_the_login_and_clears_the_email_failures_and_slowdown() {
    let mut ports = Ports::default()
        .under_limits()
        .user_by_email(EMAIL, Some(credentials(user(7, Role::Customer), Some("hash-7"), 3)));
    ports.hasher.expect_verify().withf(|pw, hash| pw == PASSWORD && hash == "hash-7").times(1).return_const(true);
    ports.hasher.expect_dummy_verify().never();
    ports.attempts.expect_record().never();
    ports
        .attempts
        .expect_clear()
        .withf(|keys| keys == [email_key("login"), email_and_client_key("login")])
        .times(1)
        .return_const(Ok(()));
    ports.users.expect_record_login().withf(|id, at| *id == 7 && *at == now()).times(1).return_const(Ok(()));
    ports
        .tokens
        .expect_issue()
        .withf(|claims, at| *claims == TokenClaims { user_id: 7, token_version: 3 } && *at == now())
        .times(1)
        .return_const(Ok(issued("signed.jwt.token")));

    let session = ports.service().login(EMAIL, PASSWORD, CLIENT).unwrap();

    assert_eq!(session.token, issued("signed.jwt.token"));
    assert_eq!(session.user.id, 7);
    assert_eq!(session.user.email, EMAIL);
    assert_eq!(session.user.last_login_at, Some(now()));
}

#[test]
fn login_with_a_wrong_password_is_invalid_credentials_and_counts_a_failure_for_email_client_and_both() {
    let mut ports = Ports::default()
        .under_limits()
        .user_by_email(EMAIL, Some(credentials(user(7, Role::Customer), Some("hash-7"), 3)));
    ports.hasher.expect_verify().times(1).return_const(false);
    ports.hasher.expect_dummy_verify().never();
    ports
        .attempts
        .expect_record()
        .withf(|keys, at| keys == all_keys("login") && *at == now())
        .times(1)
        .return_const(Ok(()));
    ports.attempts.expect_clear().never();
    ports.users.expect_record_login().never();
    ports.tokens.expect_issue().never();

    let err = ports.service().login(EMAIL, "wrong password!!", CLIENT).unwrap_err();

    assert_eq!(err, DomainError::InvalidCredentials);
}

#[test]
fn login_with_an_unknown_email_does_the_same_bcrypt_work_and_gives_the_same_answer() {
    let mut ports = Ports::default().under_limits().user_by_email("nobody@example.com", None);
    ports.hasher.expect_verify().never();
    ports.hasher.expect_dummy_verify().withf(|pw| pw == PASSWORD).times(1).return_const(());
    ports.attempts.expect_record().times(1).return_const(Ok(()));
    ports.tokens.expect_issue().never();

    let err = ports.service().login("nobody@example.com", PASSWORD, CLIENT).unwrap_err();

    assert_eq!(err, DomainError::InvalidCredentials);
}

#[test]
fn login_with_a_malformed_email_never_stores_or_looks_up_the_raw_string() {
    let hostile = format!("{}\0@example.com", "a".repeat(10_000));
    let mut ports = Ports::default().under_limits();
    ports.users.expect_credentials_by_email().never();
    ports.hasher.expect_verify().never();
    ports.hasher.expect_dummy_verify().times(1).return_const(());
    ports
        .attempts
        .expect_record()
        .withf(|keys, _| keys == [format!("login:client:{CLIENT}")])
        .times(1)
        .return_const(Ok(()));
    ports.tokens.expect_issue().never();

    let err = ports.service().login(&hostile, PASSWORD, CLIENT).unwrap_err();

    assert_eq!(err, DomainError::InvalidCredentials);
}

#[test]
fn login_of_a_user_without_a_password_yet_is_invalid_credentials_after_a_dummy_verification() {
    let mut ports =
        Ports::default().under_limits().user_by_email(EMAIL, Some(credentials(user(7, Role::Customer), None, 1)));
    ports.hasher.expect_verify().never();
    ports.hasher.expect_dummy_verify().times(1).return_const(());
    ports.attempts.expect_record().times(1).return_const(Ok(()));
    ports.users.expect_record_login().never();
    ports.tokens.expect_issue().never();

    let err = ports.service().login(EMAIL, PASSWORD, CLIENT).unwrap_err();

    assert_eq!(err, DomainError::InvalidCredentials);
}

#[test]
fn login_of_a_deactivated_user_with_the_right_password_gives_the_same_invalid_credentials() {
    let mut inactive = user(7, Role::Customer);
    inactive.active = false;
    let mut ports =
        Ports::default().under_limits().user_by_email(EMAIL, Some(credentials(inactive, Some("hash-7"), 3)));
    ports.hasher.expect_verify().times(1).return_const(true);
    ports.hasher.expect_dummy_verify().never();
    ports.attempts.expect_record().times(1).return_const(Ok(()));
    ports.attempts.expect_clear().never();
    ports.users.expect_record_login().never();
    ports.tokens.expect_issue().never();

    let err = ports.service().login(EMAIL, PASSWORD, CLIENT).unwrap_err();

    assert_eq!(err, DomainError::InvalidCredentials);
}

#[test]
fn login_trims_and_lowercases_the_email_before_the_lookup_and_the_rate_limit_keys() {
    let mut ports =
        Ports::default().user_by_email(EMAIL, Some(credentials(user(7, Role::Customer), Some("hash-7"), 3)));
    let mut sequence = mockall::Sequence::new();
    for key in all_keys("login") {
        ports
            .attempts
            .expect_since()
            .withf(move |asked, _| asked == key)
            .times(1)
            .in_sequence(&mut sequence)
            .return_const(Ok(RecentAttempts::default()));
    }
    ports.hasher.expect_verify().times(1).return_const(true);
    ports.attempts.expect_clear().times(1).return_const(Ok(()));
    ports.users.expect_record_login().times(1).return_const(Ok(()));
    ports.tokens.expect_issue().times(1).return_const(Ok(issued("t")));

    let session = ports.service().login("  Mario.Rossi@Example.COM \n", PASSWORD, CLIENT).unwrap();

    assert_eq!(session.user.id, 7);
}

#[test]
fn login_over_the_per_email_and_client_limit_is_rate_limited_until_the_oldest_attempt_leaves_the_window() {
    // Five failures from this address, the oldest 4 minutes ago, in a 15-minute window: free again in
    // 11 minutes.
    let mut ports = Ports::default().recent_attempts(&[(&email_and_client_key("login"), seen(5, 4, 30))]);
    ports.users.expect_credentials_by_email().never();
    ports.hasher.expect_verify().never();
    ports.hasher.expect_dummy_verify().never();
    ports.attempts.expect_record().never();
    ports.tokens.expect_issue().never();

    let err = ports.service().login(EMAIL, PASSWORD, CLIENT).unwrap_err();

    assert_eq!(err, DomainError::RateLimited { retry_after_secs: 660 });
}

#[test]
fn login_just_under_the_per_email_and_client_limit_still_checks_the_password() {
    let mut ports = Ports::default()
        .recent_attempts(&[(&email_and_client_key("login"), seen(4, 4, 30))])
        .user_by_email(EMAIL, Some(credentials(user(7, Role::Customer), Some("hash-7"), 3)));
    ports.hasher.expect_verify().times(1).return_const(false);
    ports.attempts.expect_record().times(1).return_const(Ok(()));

    let err = ports.service().login(EMAIL, "wrong password!!", CLIENT).unwrap_err();

    assert_eq!(err, DomainError::InvalidCredentials);
}

#[test]
fn login_over_the_per_client_limit_is_rate_limited_for_any_email() {
    // 30 failures from one address, the oldest 10 minutes ago: free again in 5 minutes.
    let mut ports = Ports::default().recent_attempts(&[(&client_key("login"), seen(30, 10, 5))]);
    ports.users.expect_credentials_by_email().never();
    ports.hasher.expect_verify().never();
    ports.hasher.expect_dummy_verify().never();
    ports.attempts.expect_record().never();
    ports.tokens.expect_issue().never();

    let err = ports.service().login("someone.else@example.com", PASSWORD, CLIENT).unwrap_err();

    assert_eq!(err, DomainError::RateLimited { retry_after_secs: 300 });
}

#[test]
fn the_owner_logs_in_from_another_address_after_a_stranger_used_up_theirs() {
    // A stranger failed five times from another address: that address is refused, this one is not,
    // and five failures for the email alone are still under its free attempts.
    let mut ports = Ports::default()
        .recent_attempts(&[(&email_key("login"), seen(5, 3, 10))])
        .user_by_email(EMAIL, Some(credentials(user(7, Role::Customer), Some("hash-7"), 3)));
    ports.hasher.expect_verify().withf(|pw, _| pw == PASSWORD).times(1).return_const(true);
    ports.attempts.expect_record().never();
    ports.attempts.expect_clear().times(1).return_const(Ok(()));
    ports.users.expect_record_login().times(1).return_const(Ok(()));
    ports.tokens.expect_issue().times(1).return_const(Ok(issued("owner")));

    let session = ports.service().login(EMAIL, PASSWORD, CLIENT).unwrap();

    assert_eq!(session.token, issued("owner"));
}

#[test]
fn many_failures_for_an_email_from_everywhere_only_make_the_next_attempt_wait_a_doubling_delay() {
    // 12 failures in the window: 10 free, then 1 s doubling, so 4 s after the latest, 1 s ago.
    let mut ports = Ports::default().recent_attempts(&[(&email_key("login"), seen(12, 9, 1))]);
    ports.users.expect_credentials_by_email().never();
    ports.hasher.expect_verify().never();
    ports.hasher.expect_dummy_verify().never();
    ports.attempts.expect_record().never();

    let err = ports.service().login(EMAIL, PASSWORD, CLIENT).unwrap_err();

    assert_eq!(err, DomainError::RateLimited { retry_after_secs: 3 });
}

#[test]
fn once_the_delay_has_passed_the_owner_logs_in_however_many_failures_the_email_has() {
    // A thousand failures from everywhere: the wait never passes five minutes after the latest.
    let mut ports = Ports::default()
        .recent_attempts(&[(&email_key("login"), seen(1_000, 14, 5 * 60))])
        .user_by_email(EMAIL, Some(credentials(user(7, Role::Customer), Some("hash-7"), 3)));
    ports.hasher.expect_verify().times(1).return_const(true);
    ports.attempts.expect_clear().times(1).return_const(Ok(()));
    ports.users.expect_record_login().times(1).return_const(Ok(()));
    ports.tokens.expect_issue().times(1).return_const(Ok(issued("owner")));

    assert!(ports.service().login(EMAIL, PASSWORD, CLIENT).is_ok());
}

#[test]
fn over_several_limits_the_answer_waits_for_the_longest() {
    let mut ports = Ports::default()
        .recent_attempts(&[(&client_key("login"), seen(30, 10, 5)), (&email_key("login"), seen(12, 9, 1))]);
    ports.users.expect_credentials_by_email().never();
    ports.attempts.expect_record().never();

    let err = ports.service().login(EMAIL, PASSWORD, CLIENT).unwrap_err();

    assert_eq!(err, DomainError::RateLimited { retry_after_secs: 300 });
}

// ---------------------------------------------------------------------------------------------
// authenticate and renew
// ---------------------------------------------------------------------------------------------

/// The versions of kept answers the store reads with a caller.
const VERSIONS: Versions = Versions { catalogue: 41, configurations: 9, own_configurations: 5 };

/// `authenticate` with a token the issuer reads as `verified`.
fn authenticate(mut ports: Ports, verified: Result<TokenClaims, TokenError>) -> Result<Authenticated, DomainError> {
    ports.tokens.expect_verify().withf(|token| token == "the.jwt").times(1).return_const(verified);
    ports.service().authenticate("the.jwt")
}

/// A valid token of user 7 at the given token version.
fn user_7_at(token_version: i32) -> Result<TokenClaims, TokenError> {
    Ok(TokenClaims { user_id: 7, token_version })
}

#[test]
fn authenticate_answers_the_user_as_the_repository_has_it_now() {
    // The repository says the user is now an admin: that is what the caller is, whatever they were
    // when the token was issued.
    let current = user(7, Role::Admin);
    let ports = Ports::default().caller_by_id(7, Some(credentials(current.clone(), Some("hash-7"), 3)));

    let caller = authenticate(ports, user_7_at(3)).unwrap();

    assert_eq!(caller, Authenticated { user: current, token_version: 3, versions: VERSIONS });
    assert_eq!(caller.user.role, Role::Admin);
}

#[test]
fn authenticate_with_an_expired_token_is_token_expired() {
    let mut ports = Ports::default();
    ports.users.expect_caller().never();

    assert_eq!(authenticate(ports, Err(TokenError::Expired)).unwrap_err(), DomainError::TokenExpired);
}

#[test]
fn authenticate_with_an_invalid_token_is_unauthorized() {
    let mut ports = Ports::default();
    ports.users.expect_caller().never();

    assert_eq!(authenticate(ports, Err(TokenError::Invalid)).unwrap_err(), DomainError::Unauthorized);
}

#[test]
fn authenticate_with_a_token_from_before_a_password_change_is_unauthorized() {
    let ports = Ports::default().caller_by_id(7, Some(credentials(user(7, Role::Customer), Some("hash-7"), 4)));

    assert_eq!(authenticate(ports, user_7_at(3)).unwrap_err(), DomainError::Unauthorized);
}

#[test]
fn authenticate_a_deactivated_user_is_unauthorized() {
    let mut inactive = user(7, Role::Customer);
    inactive.active = false;
    let ports = Ports::default().caller_by_id(7, Some(credentials(inactive, Some("hash-7"), 3)));

    assert_eq!(authenticate(ports, user_7_at(3)).unwrap_err(), DomainError::Unauthorized);
}

#[test]
fn authenticate_a_user_that_no_longer_exists_is_unauthorized() {
    let ports = Ports::default().caller_by_id(7, None);

    assert_eq!(authenticate(ports, user_7_at(3)).unwrap_err(), DomainError::Unauthorized);
}

#[test]
fn renew_issues_a_token_for_the_same_user_and_token_version() {
    let caller = Authenticated { user: user(7, Role::Customer), token_version: 4, versions: VERSIONS };
    let mut ports = Ports::default();
    ports
        .tokens
        .expect_issue()
        .withf(|claims, at| *claims == TokenClaims { user_id: 7, token_version: 4 } && *at == now())
        .times(1)
        .return_const(Ok(issued("renewed")));

    let session = ports.service().renew(&caller).unwrap();

    assert_eq!(session, Session { token: issued("renewed"), user: caller.user });
}

#[test]
fn logout_ends_every_session_keeping_the_user_as_the_repository_has_it_now() {
    let caller = Authenticated { user: user(7, Role::Customer), token_version: 4, versions: VERSIONS };
    let mut now_renamed = user(7, Role::CustomerManager);
    now_renamed.first_name = "Maria".into();
    let mut ports = Ports::default().user_by_id(7, Some(credentials(now_renamed, Some("hash"), 4)));
    ports
        .users
        .expect_update()
        .withf(|id, changes, _| {
            *id == 7
                && changes.end_sessions
                && changes.written.password_hash.is_none()
                && changes.written.active
                && changes.written.role == Role::CustomerManager
                && changes.written.first_name == "Maria"
                && changes.written.email == EMAIL
        })
        .times(1)
        .return_const(Ok(()));

    ports.service().logout(&caller).unwrap();
}

#[test]
fn logout_after_the_sessions_already_ended_writes_nothing() {
    let caller = Authenticated { user: user(7, Role::Customer), token_version: 4, versions: VERSIONS };
    let mut deactivated = user(7, Role::Customer);
    deactivated.active = false;
    for current in [credentials(deactivated, Some("hash"), 5), credentials(user(7, Role::Customer), Some("hash"), 5)] {
        let mut ports = Ports::default().user_by_id(7, Some(current));
        ports.users.expect_update().never();

        ports.service().logout(&caller).unwrap();
    }
}

// ---------------------------------------------------------------------------------------------
// forgot_password
// ---------------------------------------------------------------------------------------------

fn records_and_queues_one_forgot_call(ports: &mut Ports) {
    ports
        .attempts
        .expect_record()
        .withf(|keys, at| keys == all_keys("forgot") && *at == now())
        .times(1)
        .return_const(Ok(()));
    ports.reset_tokens.expect_request().withf(|email, at| email == EMAIL && *at == now()).times(1).return_const(Ok(()));
}

#[test]
fn forgot_password_only_counts_and_queues_the_call_never_looking_the_email_up() {
    // The same work for any well-formed email, so its time says nothing about who has an account.
    let mut ports = Ports::default().under_limits();
    records_and_queues_one_forgot_call(&mut ports);
    ports.users.expect_credentials_by_email().never();
    ports.secrets.expect_generate().never();
    ports.reset_tokens.expect_fulfil_request().never();

    assert_eq!(ports.service().forgot_password(" Mario.Rossi@example.com ", CLIENT), Ok(()));
}

#[test]
fn forgot_password_with_a_malformed_email_is_a_validation_error_on_email() {
    let mut ports = Ports::default();
    ports.attempts.expect_since().never();
    ports.attempts.expect_record().never();
    ports.reset_tokens.expect_request().never();

    let err = ports.service().forgot_password("mario.rossi-at-example.com", CLIENT).unwrap_err();

    assert_eq!(field_names(&err), ["email"]);
}

#[test]
fn forgot_password_over_the_per_email_and_client_limit_is_rate_limited_and_queues_nothing() {
    let mut ports = Ports::default().recent_attempts(&[(&email_and_client_key("forgot"), seen(5, 1, 10))]);
    ports.attempts.expect_record().never();
    ports.reset_tokens.expect_request().never();

    let err = ports.service().forgot_password(EMAIL, CLIENT).unwrap_err();

    assert_eq!(err, DomainError::RateLimited { retry_after_secs: 14 * 60 });
}

#[test]
fn forgot_password_from_another_address_is_queued_after_a_stranger_used_up_theirs() {
    let mut ports = Ports::default().recent_attempts(&[(&email_key("forgot"), seen(5, 1, 10))]);
    records_and_queues_one_forgot_call(&mut ports);

    assert_eq!(ports.service().forgot_password(EMAIL, CLIENT), Ok(()));
}

#[test]
fn forgot_password_for_an_email_asked_from_everywhere_waits_a_doubling_delay() {
    let mut ports = Ports::default().recent_attempts(&[(&email_key("forgot"), seen(11, 5, 0))]);
    ports.attempts.expect_record().never();
    ports.reset_tokens.expect_request().never();

    let err = ports.service().forgot_password(EMAIL, CLIENT).unwrap_err();

    assert_eq!(err, DomainError::RateLimited { retry_after_secs: 2 });
}

// ---------------------------------------------------------------------------------------------
// send_requested_resets (the outbox worker's pass)
// ---------------------------------------------------------------------------------------------

/// Ports whose queue hands out one request of `email`, asked for in a batch of 20 leased 5 minutes.
fn one_request(email: &'static str) -> Ports {
    let mut ports = Ports::default();
    ports
        .reset_tokens
        .expect_claim_requests()
        .withf(|limit, at, lease_until| *limit == 20 && *at == now() && *lease_until == now() + Duration::minutes(5))
        .times(1)
        .return_const(Ok(vec![ResetRequest { id: 41, email: email.to_owned() }]));
    ports
}

#[test]
fn a_queued_request_of_an_active_user_stores_a_hashed_one_hour_token_and_queues_the_link_mail() {
    let mut ports =
        one_request(EMAIL).user_by_email(EMAIL, Some(credentials(user(7, Role::Customer), Some("hash-7"), 3)));
    ports.secrets.expect_generate().times(1).return_const(SECRET.to_owned());
    ports.secrets.expect_hash().withf(|secret| secret == SECRET).times(1).return_const(vec![0xAB, 0xCD]);
    ports
        .reset_tokens
        .expect_fulfil_request()
        .withf(|request_id, token, mail| {
            *request_id == 41
                && *token
                    == NewResetToken {
                        user_id: 7,
                        token_hash: vec![0xAB, 0xCD],
                        purpose: ResetPurpose::Reset,
                        expires_at: now() + Duration::hours(1),
                    }
                && mail.to == EMAIL
                && mail.body().contains(&format!("http://app.test/reset-password/{SECRET}"))
        })
        .times(1)
        .return_const(Ok(()));
    ports.reset_tokens.expect_discard_request().never();

    assert_eq!(ports.service().send_requested_resets(20), Ok(1));
}

#[test]
fn a_queued_request_of_an_unknown_or_deactivated_email_is_discarded_without_a_token() {
    let mut inactive = user(7, Role::Customer);
    inactive.active = false;
    for found in [None, Some(credentials(inactive, Some("hash-7"), 3))] {
        let mut ports = one_request(EMAIL).user_by_email(EMAIL, found);
        ports.secrets.expect_generate().never();
        ports.reset_tokens.expect_fulfil_request().never();
        ports.reset_tokens.expect_discard_request().withf(|request_id| *request_id == 41).times(1).return_const(Ok(()));

        assert_eq!(ports.service().send_requested_resets(20), Ok(1));
    }
}

#[test]
fn a_failed_lookup_leaves_the_request_queued_for_a_later_pass() {
    let mut ports = one_request(EMAIL);
    ports.users.expect_credentials_by_email().times(1).return_const(Err(RepoError::Unavailable));
    ports.reset_tokens.expect_fulfil_request().never();
    ports.reset_tokens.expect_discard_request().never();

    assert_eq!(ports.service().send_requested_resets(20), Err(DomainError::Unavailable));
}

// ---------------------------------------------------------------------------------------------
// reset_password
// ---------------------------------------------------------------------------------------------

/// The secret hashes to `[9, 9]`, which `find_usable` maps to `usable_for`.
fn reset_ports(usable_for: Option<i64>) -> Ports {
    let mut ports = Ports::default();
    ports.secrets.expect_hash().withf(|secret| secret == SECRET).times(1).return_const(vec![9, 9]);
    ports
        .reset_tokens
        .expect_find_usable()
        .withf(|hash, at| hash == [9, 9] && *at == now())
        .times(1)
        .return_const(Ok(usable_for));
    ports.tokens.expect_issue().never();
    ports
}

#[test]
fn reset_password_with_a_usable_token_consumes_it_with_the_new_hash() {
    let mut ports = reset_ports(Some(7)).user_by_id(7, Some(credentials(user(7, Role::Customer), Some("old"), 3)));
    ports
        .strength
        .expect_is_weak()
        .withf(|pw, inputs| pw == NEW_PASSWORD && inputs.contains(&EMAIL.to_owned()))
        .times(1)
        .return_const(false);
    ports.hasher.expect_hash().withf(|pw| pw == NEW_PASSWORD).times(1).return_const(Ok("new-hash".to_owned()));
    ports
        .reset_tokens
        .expect_consume()
        .withf(|hash, password_hash, at| hash == [9, 9] && password_hash == "new-hash" && *at == now())
        .times(1)
        .return_const(Ok(Some(7)));

    assert_eq!(ports.service().reset_password(SECRET, NEW_PASSWORD), Ok(()));
}

#[test]
fn reset_password_with_an_unknown_or_expired_token_is_invalid_token_and_hashes_nothing() {
    let mut ports = reset_ports(None);
    ports.users.expect_credentials().never();
    ports.hasher.expect_hash().never();
    ports.reset_tokens.expect_consume().never();

    assert_eq!(ports.service().reset_password(SECRET, NEW_PASSWORD), Err(DomainError::InvalidToken));
}

#[test]
fn reset_password_with_an_empty_or_overlong_secret_is_invalid_token_without_a_lookup() {
    for secret in [String::new(), "a".repeat(129)] {
        let mut ports = Ports::default();
        ports.secrets.expect_hash().never();
        ports.reset_tokens.expect_find_usable().never();
        ports.reset_tokens.expect_consume().never();
        ports.hasher.expect_hash().never();

        assert_eq!(
            ports.service().reset_password(&secret, NEW_PASSWORD),
            Err(DomainError::InvalidToken),
            "secret of {} bytes",
            secret.len()
        );
    }
}

#[test]
fn reset_password_refuses_a_weak_password_on_the_password_field() {
    let mut ports = reset_ports(Some(7))
        .user_by_id(7, Some(credentials(user(7, Role::Customer), Some("old"), 3)))
        .strength_says_weak(true);
    ports.hasher.expect_hash().never();
    ports.reset_tokens.expect_consume().never();

    let err = ports.service().reset_password(SECRET, "password1234").unwrap_err();

    assert_eq!(field_names(&err), ["password"]);
}

#[test]
fn reset_password_refuses_passwords_too_short_or_over_72_bytes() {
    for password in ["abcdefghi".to_owned(), "a".repeat(73)] {
        let mut ports = reset_ports(Some(7))
            .user_by_id(7, Some(credentials(user(7, Role::Customer), Some("old"), 3)))
            .strength_says_weak(false);
        ports.hasher.expect_hash().never();
        ports.reset_tokens.expect_consume().never();

        let err = ports.service().reset_password(SECRET, &password).unwrap_err();

        assert_eq!(field_names(&err), ["password"], "password of {} bytes", password.len());
    }
}

#[test]
fn reset_password_whose_token_was_used_meanwhile_is_invalid_token() {
    let mut ports = reset_ports(Some(7))
        .user_by_id(7, Some(credentials(user(7, Role::Customer), Some("old"), 3)))
        .strength_says_weak(false);
    ports.hasher.expect_hash().times(1).return_const(Ok("new-hash".to_owned()));
    ports.reset_tokens.expect_consume().times(1).return_const(Ok(None));

    assert_eq!(ports.service().reset_password(SECRET, NEW_PASSWORD), Err(DomainError::InvalidToken));
}

// ---------------------------------------------------------------------------------------------
// change_password
// ---------------------------------------------------------------------------------------------

fn caller() -> Authenticated {
    Authenticated { user: user(7, Role::Customer), token_version: 2, versions: VERSIONS }
}

fn change_ports(current_password_ok: bool) -> Ports {
    let mut ports =
        Ports::default().under_limits().user_by_id(7, Some(credentials(user(7, Role::Customer), Some("old-hash"), 2)));
    ports
        .hasher
        .expect_verify()
        .withf(|pw, hash| pw == PASSWORD && hash == "old-hash")
        .times(1)
        .return_const(current_password_ok);
    ports
}

#[test]
fn change_password_sets_the_new_hash_and_answers_a_session_with_the_new_token_version() {
    let mut ports = change_ports(true).strength_says_weak(false);
    ports.hasher.expect_hash().withf(|pw| pw == NEW_PASSWORD).times(1).return_const(Ok("new-hash".to_owned()));
    ports.users.expect_set_password().withf(|id, hash| *id == 7 && hash == "new-hash").times(1).return_const(Ok(3));
    ports.attempts.expect_clear().withf(|keys| keys == ["password:user:7"]).times(1).return_const(Ok(()));
    ports.attempts.expect_record().never();
    ports
        .tokens
        .expect_issue()
        .withf(|claims, at| *claims == TokenClaims { user_id: 7, token_version: 3 } && *at == now())
        .times(1)
        .return_const(Ok(issued("fresh")));

    let session = ports.service().change_password(&caller(), PASSWORD, NEW_PASSWORD).unwrap();

    assert_eq!(session.token, issued("fresh"));
    assert_eq!(session.user.id, 7);
}

#[test]
fn change_password_with_a_wrong_current_password_is_a_field_error_not_an_auth_error() {
    let mut ports = change_ports(false);
    ports
        .attempts
        .expect_record()
        .withf(|keys, at| keys == ["password:user:7".to_owned()] && *at == now())
        .times(1)
        .return_const(Ok(()));
    ports.hasher.expect_hash().never();
    ports.users.expect_set_password().never();
    ports.tokens.expect_issue().never();

    let err = ports.service().change_password(&caller(), PASSWORD, NEW_PASSWORD).unwrap_err();

    // A 400 on the field keeps the UI signed in; a 401 would log the user out.
    assert_eq!(field_names(&err), ["currentPassword"]);
}

#[test]
fn change_password_refuses_a_weak_new_password_on_the_new_password_field() {
    let mut ports = change_ports(true);
    ports
        .strength
        .expect_is_weak()
        .withf(|pw, inputs| pw == "mario.rossi2025" && inputs.contains(&EMAIL.to_owned()))
        .times(1)
        .return_const(true);
    ports.hasher.expect_hash().never();
    ports.users.expect_set_password().never();
    ports.tokens.expect_issue().never();

    let err = ports.service().change_password(&caller(), PASSWORD, "mario.rossi2025").unwrap_err();

    assert_eq!(field_names(&err), ["newPassword"]);
}

#[test]
fn change_password_over_the_limit_is_rate_limited_before_checking_anything() {
    let mut ports = Ports::default().recent_attempts(&[("password:user:7", seen(5, 5, 60))]);
    ports.users.expect_credentials().never();
    ports.hasher.expect_verify().never();
    ports.users.expect_set_password().never();

    let err = ports.service().change_password(&caller(), PASSWORD, NEW_PASSWORD).unwrap_err();

    assert_eq!(err, DomainError::RateLimited { retry_after_secs: 600 });
}

// A repository failure is reported, never turned into a successful login.
#[test]
fn login_reports_an_unavailable_database_as_unavailable() {
    let mut ports = Ports::default().under_limits();
    ports.users.expect_credentials_by_email().times(1).return_const(Err(RepoError::Unavailable));
    ports.hasher.expect_verify().never();
    ports.tokens.expect_issue().never();

    assert_eq!(ports.service().login(EMAIL, PASSWORD, CLIENT).unwrap_err(), DomainError::Unavailable);
}
