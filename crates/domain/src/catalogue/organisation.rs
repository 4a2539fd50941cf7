//! Companies, their customers and their catalogue filters: administrators' data.

use chrono::{DateTime, Utc};
use serde::Serialize;

use super::fields::Check;
use super::resource::Resource;
use super::visibility::{EntityKind, FilterMode};
use crate::said::{Catalogue, Common};
use crate::users::validate_email;

const ADDRESS_CHARS: usize = 300;
const CITY_CHARS: usize = 100;
const NOTES_CHARS: usize = 4000;

fn optional_email(check: &mut Check, value: Option<String>) -> Option<String> {
    let value = value.map(|v| v.trim().to_lowercase()).filter(|v| !v.is_empty())?;
    if let Err(message) = validate_email(&value) {
        check.fail("email", message);
    }
    Some(value)
}

fn optional_phone(check: &mut Check, value: Option<String>) -> Option<String> {
    let value = value.map(|v| v.trim().to_owned()).filter(|v| !v.is_empty())?;
    if value.chars().count() > 50 || !value.chars().all(|c| c.is_ascii_digit() || " +-./()".contains(c)) {
        check.fail("phone", Catalogue::InvalidPhone);
    }
    Some(value)
}

/// VAT numbers and fiscal codes: letters, digits and spaces, stored upper-case.
fn optional_vat(check: &mut Check, value: Option<String>) -> Option<String> {
    let value = value.map(|v| v.trim().to_uppercase()).filter(|v| !v.is_empty())?;
    if value.chars().count() > 30 || !value.chars().all(|c| c.is_ascii_alphanumeric() || c == ' ') {
        check.fail("vatNumber", Catalogue::InvalidVatNumber);
    }
    Some(value)
}

/// A company's discount: 0 when absent, at most 100.
fn discount(check: &mut Check, value: Option<i32>) -> i32 {
    let value = value.unwrap_or(0);
    if !(0..=100).contains(&value) {
        check.fail("discountPercent", Common::Between { min: 0, max: 100 });
    }
    value
}

/// A company's account manager, if any: a user's id (the store checks it names an account manager).
fn account_manager(check: &mut Check, value: Option<i64>) -> Option<i64> {
    if value.is_some_and(|id| id <= 0) {
        check.fail("accountManagerId", Catalogue::InvalidUser);
    }
    value
}

// A company. (No doc comment: it would enter the OpenAPI schema.)
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Resource)]
#[serde(rename_all = "camelCase")]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[resource(kind = "company", label = "Azienda", label_en = "Company", read = AdminOnly)]
#[resource(sort(name, city, discount_percent, updated_at), file = "aziende", omitted(account_manager_id))]
pub struct Company {
    pub id: i64,
    #[resource(check = name, column = "Nome")]
    pub name: String,
    #[resource(check_with = optional_vat, column = "Partita IVA")]
    pub vat_number: Option<String>,
    #[resource(check_with = optional_email, column = "Email")]
    pub email: Option<String>,
    #[resource(check_with = optional_phone, column = "Telefono")]
    pub phone: Option<String>,
    #[resource(check = text(ADDRESS_CHARS), column = "Indirizzo")]
    pub address: Option<String>,
    #[resource(check = text(CITY_CHARS), column = "Città")]
    pub city: Option<String>,
    #[resource(check = text(CITY_CHARS), column = "Paese")]
    pub country: Option<String>,
    #[resource(first, check_with = discount, column = "Sconto %")]
    pub discount_percent: i32,
    #[resource(first, check_with = account_manager)]
    pub account_manager_id: Option<i64>,
    #[resource(joined, column = "Account manager")]
    pub account_manager_name: Option<String>,
    #[resource(default = true, column = "Attivo")]
    pub active: bool,
    pub created_at: DateTime<Utc>,
    #[resource(column = "Aggiornato il")]
    pub updated_at: DateTime<Utc>,
}

// A customer of a company.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Resource)]
#[serde(rename_all = "camelCase")]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[resource(kind = "customer", label = "Cliente", label_en = "Customer", read = OwnCompanies)]
#[resource(sort(name, city, updated_at), parents(company_id), file = "clienti", key(company_id, name))]
pub struct Customer {
    pub id: i64,
    #[resource(check = reference, column = "Azienda (partita IVA)", kind = Ref(Book::Companies))]
    pub company_id: i64,
    #[resource(check = name, column = "Nome")]
    pub name: String,
    #[resource(check_with = optional_vat, column = "Partita IVA")]
    pub vat_number: Option<String>,
    #[resource(check_with = optional_email, column = "Email")]
    pub email: Option<String>,
    #[resource(check_with = optional_phone, column = "Telefono")]
    pub phone: Option<String>,
    #[resource(check = text(ADDRESS_CHARS), column = "Indirizzo")]
    pub address: Option<String>,
    #[resource(check = text(CITY_CHARS), column = "Città")]
    pub city: Option<String>,
    #[resource(check = text(NOTES_CHARS), column = "Note")]
    pub notes: Option<String>,
    #[resource(default = true, column = "Attivo")]
    pub active: bool,
    pub created_at: DateTime<Utc>,
    #[resource(column = "Aggiornato il")]
    pub updated_at: DateTime<Utc>,
}

/// The filtered kinds as the CSV file writes them.
const KIND_WORDS: &[(&str, &str)] = &[
    ("category", "categoria"),
    ("type", "tipologia"),
    ("model", "modello"),
    ("part", "parte"),
    ("feature_value", "valore di caratteristica"),
];

/// The modes as the CSV file writes them.
const MODE_WORDS: &[(&str, &str)] = &[("allow", "consenti"), ("deny", "escludi")];

// A company's catalogue filter. The store checks that `entity_id` exists among the items of `entity_kind`.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Resource)]
#[serde(rename_all = "camelCase")]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[resource(kind = "companyentityfilter", label = "Filtro aziendale", label_en = "Company filter", read = AdminOnly)]
#[resource(sort(entity_kind, updated_at), parents(company_id), file = "filtri-aziendali")]
pub struct CompanyFilter {
    pub id: i64,
    #[resource(check = reference, column = "Azienda (partita IVA)", kind = Ref(Book::Companies))]
    pub company_id: i64,
    #[resource(input = Option<String>, check_with = entity_kind, column = "Tipo", kind = Choice(KIND_WORDS))]
    pub entity_kind: EntityKind,
    #[resource(check = reference, column = "ID elemento", kind = Int)]
    pub entity_id: i64,
    /// The filtered item's name, for people.
    #[resource(joined, column = "Elemento")]
    pub entity_name: String,
    #[resource(input = Option<String>, check_with = filter_mode, column = "Modalità", kind = Choice(MODE_WORDS))]
    pub mode: FilterMode,
    pub created_at: DateTime<Utc>,
    #[resource(column = "Aggiornato il")]
    pub updated_at: DateTime<Utc>,
}

/// The kind of item a filter names (a placeholder when it names none: the draft is refused then).
fn entity_kind(check: &mut Check, value: Option<String>) -> EntityKind {
    value.as_deref().and_then(EntityKind::parse).unwrap_or_else(|| {
        check.fail("entityKind", Catalogue::UnknownEntityKind);
        EntityKind::Category
    })
}

/// Whether a filter shows or hides its item (a placeholder when it says neither: the draft is refused then).
fn filter_mode(check: &mut Check, value: Option<String>) -> FilterMode {
    value.as_deref().and_then(FilterMode::parse).unwrap_or_else(|| {
        check.fail("mode", Catalogue::UnknownFilterMode);
        FilterMode::Allow
    })
}

#[cfg(test)]
#[allow(clippy::unwrap_used)]
mod tests {
    use super::*;
    use crate::catalogue::fields::error_fields;

    #[test]
    fn a_company_needs_a_name_and_a_discount_between_0_and_100() {
        let draft = Company::validate(CompanyInput {
            name: Some("Arredo Sud".into()),
            vat_number: Some(" it 0123 ".into()),
            email: Some(" Info@ArredoSud.IT ".into()),
            ..Default::default()
        })
        .unwrap();
        assert_eq!((draft.vat_number.as_deref(), draft.email.as_deref()), (Some("IT 0123"), Some("info@arredosud.it")));
        assert_eq!((draft.discount_percent, draft.active), (0, true));
        let err = Company::validate(CompanyInput {
            discount_percent: Some(101),
            email: Some("nope".into()),
            phone: Some("<b>".into()),
            vat_number: Some("IT-01".into()),
            account_manager_id: Some(0),
            ..Default::default()
        });
        assert_eq!(
            error_fields(err.unwrap_err()),
            ["discountPercent", "accountManagerId", "name", "vatNumber", "email", "phone"]
        );
    }

    #[test]
    fn a_customer_belongs_to_a_company() {
        let err = Customer::validate(CustomerInput { name: Some("Hotel".into()), ..Default::default() });
        assert_eq!(error_fields(err.unwrap_err()), ["companyId"]);
        assert!(
            Customer::validate(CustomerInput { company_id: Some(1), name: Some("Hotel".into()), ..Default::default() })
                .is_ok()
        );
    }

    #[test]
    fn a_filter_names_a_kind_an_item_and_a_mode() {
        let draft = CompanyFilter::validate(CompanyFilterInput {
            company_id: Some(1),
            entity_kind: Some("feature_value".into()),
            entity_id: Some(7),
            mode: Some("deny".into()),
        })
        .unwrap();
        assert_eq!((draft.entity_kind, draft.mode), (EntityKind::FeatureValue, FilterMode::Deny));
        let err = CompanyFilter::validate(CompanyFilterInput {
            entity_kind: Some("user".into()),
            mode: Some("hide".into()),
            ..Default::default()
        });
        assert_eq!(error_fields(err.unwrap_err()), ["companyId", "entityKind", "entityId", "mode"]);
    }
}
