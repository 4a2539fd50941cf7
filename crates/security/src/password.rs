use domain::DomainError;
use domain::auth::{PasswordHasher, PasswordStrength};
use zxcvbn::Score;

/// bcrypt at a configurable cost (12 in production, lower in tests).
pub struct BcryptHasher {
    cost: u32,
    /// A real hash of a random password at the same cost, verified against when the email is unknown.
    dummy_hash: String,
}

impl BcryptHasher {
    pub fn new(cost: u32) -> Result<Self, String> {
        let dummy_hash = bcrypt::hash("no user has this password, it only costs time", cost)
            .map_err(|err| format!("bcrypt cost {cost}: {err}"))?;
        Ok(Self { cost, dummy_hash })
    }
}

impl PasswordHasher for BcryptHasher {
    fn hash(&self, password: &str) -> Result<String, DomainError> {
        // `non_truncating`: the domain refuses passwords over 72 bytes; never silently cut one.
        bcrypt::non_truncating_hash(password, self.cost)
            .map_err(|err| DomainError::Internal(format!("hashing a password: {err}")))
    }

    fn verify(&self, password: &str, hash: &str) -> bool {
        bcrypt::non_truncating_verify(password, hash).unwrap_or(false)
    }

    fn dummy_verify(&self, password: &str) {
        let _ = bcrypt::verify(password, &self.dummy_hash);
    }
}

/// zxcvbn's estimate: a score under 3 ("safely unguessable" starts there) is weak.
pub struct ZxcvbnStrength;

impl PasswordStrength for ZxcvbnStrength {
    fn is_weak(&self, password: &str, user_inputs: &[String]) -> bool {
        // zxcvbn matches whole, lower-case dictionary words: give it the pieces of emails and names too.
        let words: Vec<String> = user_inputs
            .iter()
            .flat_map(|input| {
                let input = input.to_lowercase();
                let pieces: Vec<String> = input
                    .split(|c: char| !c.is_alphanumeric())
                    .filter(|piece| piece.chars().count() >= 3)
                    .map(str::to_owned)
                    .collect();
                std::iter::once(input).chain(pieces)
            })
            .collect();
        let words: Vec<&str> = words.iter().map(String::as_str).collect();
        zxcvbn::zxcvbn(password, &words).score() < Score::Three
    }
}

#[cfg(test)]
#[allow(clippy::unwrap_used)]
mod tests {
    use super::*;

    #[test]
    fn hashes_verify_and_wrong_passwords_do_not() {
        let hasher = BcryptHasher::new(4).unwrap();
        let hash = hasher.hash("correct horse battery staple").unwrap();
        assert!(hasher.verify("correct horse battery staple", &hash));
        assert!(!hasher.verify("correct horse battery stapl", &hash));
        assert!(!hasher.verify("anything", "not a bcrypt hash"));
    }

    #[test]
    fn a_password_over_72_bytes_is_not_truncated() {
        let hasher = BcryptHasher::new(4).unwrap();
        assert!(hasher.hash(&"a".repeat(73)).is_err());
    }

    #[test]
    fn common_and_personal_passwords_are_weak() {
        let inputs = vec!["mario.rossi@example.com".to_owned(), "Mario".to_owned(), "Rossi".to_owned()];
        assert!(ZxcvbnStrength.is_weak("password123", &[]));
        assert!(ZxcvbnStrength.is_weak("qwertyuiop", &[]));
        // The user's own email and names are weak for them, though not for someone else.
        assert!(ZxcvbnStrength.is_weak("mario.rossi@example.com", &inputs));
        assert!(!ZxcvbnStrength.is_weak("mario.rossi@example.com", &[]));
        assert!(ZxcvbnStrength.is_weak("MarioRossi", &inputs));
        assert!(!ZxcvbnStrength.is_weak("tramonto-sul-lago-di-como", &inputs));
    }
}
