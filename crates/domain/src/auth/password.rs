use super::ports::PasswordStrength;
use crate::error::FieldError;
use crate::said::Common;

pub const MIN_PASSWORD_CHARS: usize = 10;
/// bcrypt reads at most 72 bytes; a longer password is refused rather than silently truncated.
pub const MAX_PASSWORD_BYTES: usize = 72;

/// The password policy: length bounds and no weak or common passwords; no composition rules.
pub fn check_password_policy(
    field: &str,
    password: &str,
    user_inputs: &[String],
    strength: &dyn PasswordStrength,
) -> Result<(), FieldError> {
    if password.chars().count() < MIN_PASSWORD_CHARS {
        return Err(FieldError::new(field, Common::PasswordTooShort { min_chars: MIN_PASSWORD_CHARS }));
    }
    if password.len() > MAX_PASSWORD_BYTES {
        return Err(FieldError::new(field, Common::PasswordTooLong { max_bytes: MAX_PASSWORD_BYTES }));
    }
    if password.chars().any(char::is_control) {
        return Err(FieldError::new(field, Common::PasswordControlCharacters));
    }
    if strength.is_weak(password, user_inputs) {
        return Err(FieldError::new(field, Common::PasswordTooWeak));
    }
    Ok(())
}

#[cfg(test)]
#[allow(clippy::unwrap_used)]
mod tests {
    use super::*;
    use crate::auth::ports::MockPasswordStrength;

    fn strength(weak: bool) -> MockPasswordStrength {
        let mut strength = MockPasswordStrength::new();
        strength.expect_is_weak().return_const(weak);
        strength
    }

    #[test]
    fn too_short_is_refused_counting_characters_not_bytes() {
        let err = check_password_policy("password", "abcdefghi", &[], &strength(false)).unwrap_err();
        assert_eq!(err.field, "password");
        // Ten accented letters are ten characters, though twenty bytes.
        assert!(check_password_policy("password", &"è".repeat(10), &[], &strength(false)).is_ok());
    }

    #[test]
    fn over_72_bytes_is_refused_not_truncated() {
        assert!(check_password_policy("password", &"a".repeat(72), &[], &strength(false)).is_ok());
        assert!(check_password_policy("password", &"a".repeat(73), &[], &strength(false)).is_err());
        // 37 two-byte letters: 37 characters, 74 bytes.
        assert!(check_password_policy("password", &"é".repeat(37), &[], &strength(false)).is_err());
    }

    #[test]
    fn control_characters_are_refused_before_the_estimator_is_asked() {
        let mut estimator = MockPasswordStrength::new();
        estimator.expect_is_weak().never();
        for password in ["tramonto\0sul-lago", "tramonto\nsul-lago"] {
            assert!(check_password_policy("password", password, &[], &estimator).is_err());
        }
    }

    #[test]
    fn weak_passwords_are_refused_and_the_estimator_sees_the_user_inputs() {
        let mut estimator = MockPasswordStrength::new();
        estimator
            .expect_is_weak()
            .withf(|password, inputs| password == "mario.rossi2025" && inputs == ["mario.rossi@example.com"])
            .return_const(true);
        let inputs = vec!["mario.rossi@example.com".to_owned()];
        assert!(check_password_policy("newPassword", "mario.rossi2025", &inputs, &estimator).is_err());
    }
}
