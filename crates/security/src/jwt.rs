use chrono::{DateTime, Duration, Utc};
use domain::DomainError;
use domain::auth::{IssuedToken, TokenClaims, TokenError, TokenIssuer};
use jsonwebtoken::errors::ErrorKind;
use jsonwebtoken::{Algorithm, DecodingKey, EncodingKey, Header, Validation, decode, encode};
use serde::{Deserialize, Serialize};

/// Bytes of secret HS256 needs to be as strong as its hash.
pub const MIN_SECRET_BYTES: usize = 32;
/// Clock skew tolerated between server copies.
const LEEWAY_SECS: u64 = 5;

#[derive(Clone)]
pub struct JwtSettings {
    pub secret: Vec<u8>,
    pub issuer: String,
    pub audience: String,
    pub ttl: Duration,
}

impl std::fmt::Debug for JwtSettings {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("JwtSettings")
            .field("secret", &"[redacted]")
            .field("issuer", &self.issuer)
            .field("audience", &self.audience)
            .field("ttl", &self.ttl)
            .finish()
    }
}

#[derive(Debug, Serialize, Deserialize)]
struct Claims {
    sub: String,
    /// The user's token version when issued; a password change or deactivation bumps it.
    ver: i32,
    iat: i64,
    exp: i64,
    iss: String,
    aud: String,
}

/// HS256 only: the algorithm is pinned on both sides, so `alg: none` or an RSA header never passes.
pub struct JwtIssuer {
    encoding: EncodingKey,
    decoding: DecodingKey,
    validation: Validation,
    settings: JwtSettings,
}

impl JwtIssuer {
    pub fn new(settings: JwtSettings) -> Result<Self, String> {
        if settings.secret.len() < MIN_SECRET_BYTES {
            return Err(format!("the JWT secret must be at least {MIN_SECRET_BYTES} bytes"));
        }
        let mut validation = Validation::new(Algorithm::HS256);
        validation.leeway = LEEWAY_SECS;
        validation.set_issuer(&[&settings.issuer]);
        validation.set_audience(&[&settings.audience]);
        validation.set_required_spec_claims(&["sub", "exp", "iat", "iss", "aud"]);
        Ok(Self {
            encoding: EncodingKey::from_secret(&settings.secret),
            decoding: DecodingKey::from_secret(&settings.secret),
            validation,
            settings,
        })
    }
}

impl TokenIssuer for JwtIssuer {
    fn issue(&self, claims: TokenClaims, now: DateTime<Utc>) -> Result<IssuedToken, DomainError> {
        let expires_at = now + self.settings.ttl;
        let body = Claims {
            sub: claims.user_id.to_string(),
            ver: claims.token_version,
            iat: now.timestamp(),
            exp: expires_at.timestamp(),
            iss: self.settings.issuer.clone(),
            aud: self.settings.audience.clone(),
        };
        let token = encode(&Header::new(Algorithm::HS256), &body, &self.encoding)
            .map_err(|err| DomainError::Internal(format!("signing a token: {err}")))?;
        Ok(IssuedToken { token, expires_at })
    }

    fn verify(&self, token: &str) -> Result<TokenClaims, TokenError> {
        let data = decode::<Claims>(token, &self.decoding, &self.validation).map_err(|err| match err.kind() {
            ErrorKind::ExpiredSignature => TokenError::Expired,
            _ => TokenError::Invalid,
        })?;
        let user_id = data.claims.sub.parse().map_err(|_| TokenError::Invalid)?;
        Ok(TokenClaims { user_id, token_version: data.claims.ver })
    }
}

#[cfg(test)]
#[allow(clippy::unwrap_used)]
mod tests {
    use super::*;
    use base64::Engine;
    use base64::engine::general_purpose::URL_SAFE_NO_PAD;

    fn settings(secret: &[u8]) -> JwtSettings {
        JwtSettings {
            secret: secret.to_vec(),
            issuer: "configuratore".into(),
            audience: "configuratore-app".into(),
            ttl: Duration::minutes(30),
        }
    }

    fn issuer() -> JwtIssuer {
        JwtIssuer::new(settings(&[7; 32])).unwrap()
    }

    fn claims() -> TokenClaims {
        TokenClaims { user_id: 42, token_version: 3 }
    }

    fn forge(header: &str, payload: serde_json::Value) -> String {
        let header = URL_SAFE_NO_PAD.encode(header);
        let payload = URL_SAFE_NO_PAD.encode(payload.to_string());
        format!("{header}.{payload}.")
    }

    #[test]
    fn a_short_secret_is_refused() {
        assert!(JwtIssuer::new(settings(&[1; 31])).is_err());
    }

    #[test]
    fn round_trip_keeps_user_and_version_and_sets_expiry() {
        let now = Utc::now();
        let issued = issuer().issue(claims(), now).unwrap();
        assert_eq!(issued.expires_at, now + Duration::minutes(30));
        assert_eq!(issuer().verify(&issued.token), Ok(claims()));
    }

    #[test]
    fn another_key_is_invalid() {
        let other = JwtIssuer::new(settings(&[8; 32])).unwrap();
        let token = other.issue(claims(), Utc::now()).unwrap().token;
        assert_eq!(issuer().verify(&token), Err(TokenError::Invalid));
    }

    #[test]
    fn expired_beyond_the_leeway_is_expired() {
        let token = issuer().issue(claims(), Utc::now() - Duration::minutes(31)).unwrap().token;
        assert_eq!(issuer().verify(&token), Err(TokenError::Expired));
    }

    #[test]
    fn alg_none_and_a_string_exp_are_invalid() {
        let now = Utc::now().timestamp();
        let payload = serde_json::json!({"sub": "42", "ver": 3, "iat": now, "exp": now + 600,
            "iss": "configuratore", "aud": "configuratore-app"});
        assert_eq!(issuer().verify(&forge(r#"{"alg":"none","typ":"JWT"}"#, payload)), Err(TokenError::Invalid));

        let string_exp = serde_json::json!({"sub": "42", "ver": 3, "iat": now, "exp": "99999999999",
            "iss": "configuratore", "aud": "configuratore-app"});
        let token = encode(&Header::new(Algorithm::HS256), &string_exp, &EncodingKey::from_secret(&[7; 32])).unwrap();
        assert_eq!(issuer().verify(&token), Err(TokenError::Invalid));
    }

    #[test]
    fn wrong_audience_or_issuer_or_missing_claims_are_invalid() {
        let now = Utc::now().timestamp();
        let key = EncodingKey::from_secret(&[7; 32]);
        for payload in [
            serde_json::json!({"sub": "42", "ver": 3, "iat": now, "exp": now + 600, "iss": "configuratore", "aud": "other"}),
            serde_json::json!({"sub": "42", "ver": 3, "iat": now, "exp": now + 600, "iss": "other", "aud": "configuratore-app"}),
            serde_json::json!({"sub": "42", "ver": 3, "exp": now + 600, "iss": "configuratore", "aud": "configuratore-app"}),
            serde_json::json!({"sub": "x", "ver": 3, "iat": now, "exp": now + 600, "iss": "configuratore", "aud": "configuratore-app"}),
        ] {
            let token = encode(&Header::new(Algorithm::HS256), &payload, &key).unwrap();
            assert_eq!(issuer().verify(&token), Err(TokenError::Invalid), "{payload}");
        }
        let hs512 = encode(
            &Header::new(Algorithm::HS512),
            &serde_json::json!({"sub": "42", "ver": 3, "iat": now,
            "exp": now + 600, "iss": "configuratore", "aud": "configuratore-app"}),
            &key,
        )
        .unwrap();
        assert_eq!(issuer().verify(&hs512), Err(TokenError::Invalid));
    }
}
