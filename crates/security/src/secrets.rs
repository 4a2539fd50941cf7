use base64::Engine;
use base64::engine::general_purpose::URL_SAFE_NO_PAD;
use domain::auth::SecretTokens;
use rand::RngCore;
use sha2::{Digest, Sha256};

/// 256-bit secrets from the OS generator, URL-safe; stored only as SHA-256 (a fast hash suffices:
/// the secret itself has full entropy, unlike a password).
pub struct RandomSecrets;

impl SecretTokens for RandomSecrets {
    fn generate(&self) -> String {
        let mut bytes = [0u8; 32];
        rand::rng().fill_bytes(&mut bytes);
        URL_SAFE_NO_PAD.encode(bytes)
    }

    fn hash(&self, secret: &str) -> Vec<u8> {
        Sha256::digest(secret.as_bytes()).to_vec()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn secrets_are_url_safe_distinct_and_hash_to_32_bytes() {
        let a = RandomSecrets.generate();
        let b = RandomSecrets.generate();
        assert_ne!(a, b);
        assert_eq!(a.len(), 43);
        assert!(a.chars().all(|c| c.is_ascii_alphanumeric() || c == '-' || c == '_'));
        assert_eq!(RandomSecrets.hash(&a).len(), 32);
        assert_eq!(RandomSecrets.hash(&a), RandomSecrets.hash(&a));
    }
}

/// Public ids of saved configurations: 128 random bits as URL-safe base64 without padding (22 characters).
pub struct RandomPublicIds;

impl domain::configurations::PublicIds for RandomPublicIds {
    fn generate(&self) -> String {
        let mut bytes = [0u8; 16];
        rand::rng().fill_bytes(&mut bytes);
        URL_SAFE_NO_PAD.encode(bytes)
    }
}

#[cfg(test)]
mod public_id_tests {
    use domain::configurations::PublicIds;

    use super::RandomPublicIds;

    #[test]
    fn public_ids_are_22_url_safe_characters_and_distinct() {
        let (a, b) = (RandomPublicIds.generate(), RandomPublicIds.generate());
        assert_ne!(a, b);
        assert_eq!(a.len(), 22);
        assert!(a.chars().all(|c| c.is_ascii_alphanumeric() || c == '-' || c == '_'));
    }
}
