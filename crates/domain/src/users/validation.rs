use email_address::EmailAddress;

use crate::error::FieldError;
use crate::said::Common;

const MAX_EMAIL_LEN: usize = 254;
pub(crate) const MAX_NAME_LEN: usize = 200;
const MAX_PHONE_LEN: usize = 50;

/// Emails are compared case-insensitively and stored trimmed and lower-cased.
pub fn normalise_email(email: &str) -> String {
    email.trim().to_lowercase()
}

/// The mailer's own rules (lettre checks each part with `email_address` when it sends), so an address
/// accepted here is one a mail can be sent to; and a dot in the domain, since mail leaves this network.
pub fn validate_email(email: &str) -> Result<(), Common> {
    if email.is_empty() {
        return Err(Common::EmailRequired);
    }
    if email.len() > MAX_EMAIL_LEN {
        return Err(Common::EmailTooLong);
    }
    let deliverable = email.rsplit_once('@').is_some_and(|(local, domain)| {
        EmailAddress::is_valid_local_part(local) && EmailAddress::is_valid_domain(domain) && domain.contains('.')
    });
    if deliverable { Ok(()) } else { Err(Common::EmailInvalid) }
}

pub(crate) fn required_name(field: &str, value: Option<&str>, errors: &mut Vec<FieldError>) -> String {
    let value = value.unwrap_or("").trim();
    if value.is_empty() {
        errors.push(FieldError::new(field, Common::Required));
    } else if value.chars().count() > MAX_NAME_LEN {
        errors.push(FieldError::new(field, Common::TooLong { max_chars: MAX_NAME_LEN }));
    } else if value.chars().any(char::is_control) {
        errors.push(FieldError::new(field, Common::NotAllowed));
    }
    value.to_owned()
}

pub(crate) fn optional_phone(value: Option<&str>, errors: &mut Vec<FieldError>) -> Option<String> {
    let value = value.map(str::trim).filter(|v| !v.is_empty())?;
    let allowed = value.chars().all(|c| c.is_ascii_digit() || " +-./()".contains(c));
    if value.chars().count() > MAX_PHONE_LEN || !allowed {
        errors.push(FieldError::new("phone", Common::InvalidPhone));
    }
    Some(value.to_owned())
}

pub(crate) fn locale(value: Option<&str>, errors: &mut Vec<FieldError>) -> String {
    let value = value.map(str::trim).filter(|v| !v.is_empty()).unwrap_or("it-IT");
    let bytes = value.as_bytes();
    let valid = match bytes.len() {
        2 => bytes.iter().all(u8::is_ascii_lowercase),
        5 => {
            bytes[..2].iter().all(u8::is_ascii_lowercase)
                && bytes[2] == b'-'
                && bytes[3..].iter().all(u8::is_ascii_uppercase)
        }
        _ => false,
    };
    if !valid {
        errors.push(FieldError::new("locale", Common::InvalidLocale));
    }
    value.to_owned()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn emails_are_normalised_and_checked() {
        assert_eq!(normalise_email("  Mario.Rossi@Example.COM "), "mario.rossi@example.com");
        assert!(validate_email("a@b.it").is_ok());
        for bad in [
            "",
            "ab.it",
            "a@b",
            "@b.it",
            "a@@b.it",
            "a b@c.it",
            "a@.it",
            "a@b.",
            "a..b@example.com",
            ".a@b.it",
            "a.@b.it",
            "a@b..it",
            &format!("{}@b.it", "a".repeat(260)),
        ] {
            assert!(validate_email(bad).is_err(), "{bad} should be rejected");
        }
    }

    #[test]
    fn names_are_trimmed_required_and_bounded() {
        let mut errors = vec![];
        assert_eq!(required_name("firstName", Some("  Anna "), &mut errors), "Anna");
        assert!(errors.is_empty());
        required_name("firstName", Some("   "), &mut errors);
        required_name("lastName", Some(&"x".repeat(201)), &mut errors);
        required_name("lastName", Some("Ros\0si"), &mut errors);
        assert_eq!(errors.iter().map(|e| e.field.as_str()).collect::<Vec<_>>(), ["firstName", "lastName", "lastName"]);
        // 200 characters of a multi-byte letter are still within the limit.
        let mut errors = vec![];
        required_name("firstName", Some(&"è".repeat(200)), &mut errors);
        assert!(errors.is_empty());
    }

    #[test]
    fn phone_and_locale() {
        let mut errors = vec![];
        assert_eq!(optional_phone(Some(" +39 02 123456 "), &mut errors).as_deref(), Some("+39 02 123456"));
        assert_eq!(optional_phone(Some("  "), &mut errors), None);
        assert_eq!(locale(None, &mut errors), "it-IT");
        assert_eq!(locale(Some("en-GB"), &mut errors), "en-GB");
        assert!(errors.is_empty());
        optional_phone(Some("<script>"), &mut errors);
        locale(Some("italiano"), &mut errors);
        assert_eq!(errors.len(), 2);
    }
}
