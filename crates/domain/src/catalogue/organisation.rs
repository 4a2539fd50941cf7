//! Companies, their customers and their catalogue filters: administrators' data.

use super::fields::Check;
use super::resource::{ReadAccess, Resource};
use super::shape::resource_fields;
use super::visibility::{EntityKind, FilterMode};
use crate::error::DomainError;
use crate::tr;
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
        check.fail("phone", tr!("Numero di telefono non valido.", "Invalid phone number."));
    }
    Some(value)
}

/// VAT numbers and fiscal codes: letters, digits and spaces, stored upper-case.
fn optional_vat(check: &mut Check, value: Option<String>) -> Option<String> {
    let value = value.map(|v| v.trim().to_uppercase()).filter(|v| !v.is_empty())?;
    if value.chars().count() > 30 || !value.chars().all(|c| c.is_ascii_alphanumeric() || c == ' ') {
        check.fail("vatNumber", tr!("Da 1 a 30 tra lettere, cifre e spazi.", "1 to 30 letters, digits and spaces."));
    }
    Some(value)
}

resource_fields! {
    pub struct Company {
        name: String,
        vat_number: Option<String>,
        email: Option<String>,
        phone: Option<String>,
        address: Option<String>,
        city: Option<String>,
        country: Option<String>,
        discount_percent: i32,
        account_manager_id: Option<i64>,
        active: bool,
    }
    joined {
        account_manager_name: Option<String>,
    }
    input CompanyInput;
    /// `account_manager_id` must name a user with the account-manager role; the store checks it.
    draft CompanyDraft;
}

impl Resource for Company {
    type Input = CompanyInput;
    type Draft = CompanyDraft;
    const LABEL: &'static str = "Azienda";
    const LABEL_EN: &'static str = "Company";
    const KIND: &'static str = "company";
    const READ: ReadAccess = ReadAccess::AdminOnly;
    const SORTABLE: &'static [&'static str] = &["name", "city", "discountPercent", "updatedAt"];
    const PARENTS: &'static [&'static str] = &[];

    fn validate(input: CompanyInput) -> Result<CompanyDraft, DomainError> {
        Check::all(|check| {
            let discount_percent = input.discount_percent.unwrap_or(0);
            if !(0..=100).contains(&discount_percent) {
                check.fail("discountPercent", tr!("Da 0 a 100.", "From 0 to 100."));
            }
            if input.account_manager_id.is_some_and(|id| id <= 0) {
                check.fail("accountManagerId", tr!("Utente non valido.", "Invalid user."));
            }
            CompanyDraft {
                name: check.name("name", input.name),
                vat_number: optional_vat(check, input.vat_number),
                email: optional_email(check, input.email),
                phone: optional_phone(check, input.phone),
                address: check.text("address", input.address, ADDRESS_CHARS),
                city: check.text("city", input.city, CITY_CHARS),
                country: check.text("country", input.country, CITY_CHARS),
                discount_percent,
                account_manager_id: input.account_manager_id,
                active: input.active.unwrap_or(true),
            }
        })
    }
}

resource_fields! {
    pub struct Customer {
        company_id: i64,
        name: String,
        vat_number: Option<String>,
        email: Option<String>,
        phone: Option<String>,
        address: Option<String>,
        city: Option<String>,
        notes: Option<String>,
        active: bool,
    }
    input CustomerInput;
    draft CustomerDraft;
}

impl Resource for Customer {
    type Input = CustomerInput;
    type Draft = CustomerDraft;
    const LABEL: &'static str = "Cliente";
    const LABEL_EN: &'static str = "Customer";
    const KIND: &'static str = "customer";
    const READ: ReadAccess = ReadAccess::OwnCompanies;
    const SORTABLE: &'static [&'static str] = &["name", "city", "updatedAt"];
    const PARENTS: &'static [&'static str] = &["companyId"];

    fn validate(input: CustomerInput) -> Result<CustomerDraft, DomainError> {
        Check::all(|check| CustomerDraft {
            company_id: check.reference("companyId", input.company_id),
            name: check.name("name", input.name),
            vat_number: optional_vat(check, input.vat_number),
            email: optional_email(check, input.email),
            phone: optional_phone(check, input.phone),
            address: check.text("address", input.address, ADDRESS_CHARS),
            city: check.text("city", input.city, CITY_CHARS),
            notes: check.text("notes", input.notes, NOTES_CHARS),
            active: input.active.unwrap_or(true),
        })
    }
}

resource_fields! {
    pub struct CompanyFilter {
        company_id: i64,
        entity_kind: EntityKind => Option<String>,
        entity_id: i64,
        mode: FilterMode => Option<String>,
    }
    joined {
        /// The filtered item's name, for people.
        entity_name: String,
    }
    input CompanyFilterInput;
    /// `entity_id` must exist among the items of `entity_kind`; the store checks it.
    draft CompanyFilterDraft;
}

impl Resource for CompanyFilter {
    type Input = CompanyFilterInput;
    type Draft = CompanyFilterDraft;
    const LABEL: &'static str = "Filtro aziendale";
    const LABEL_EN: &'static str = "Company filter";
    const KIND: &'static str = "companyentityfilter";
    const READ: ReadAccess = ReadAccess::AdminOnly;
    const SORTABLE: &'static [&'static str] = &["entityKind", "updatedAt"];
    const PARENTS: &'static [&'static str] = &["companyId"];

    fn validate(input: CompanyFilterInput) -> Result<CompanyFilterDraft, DomainError> {
        let mut check = Check::default();
        let company_id = check.reference("companyId", input.company_id);
        let entity_kind = input.entity_kind.as_deref().and_then(EntityKind::parse);
        if entity_kind.is_none() {
            check.fail(
                "entityKind",
                tr!(
                    "Tipo non valido: category, type, model, part o feature_value.",
                    "Invalid kind: category, type, model, part or feature_value."
                ),
            );
        }
        let entity_id = check.reference("entityId", input.entity_id);
        let mode = input.mode.as_deref().and_then(FilterMode::parse);
        if mode.is_none() {
            check.fail("mode", tr!("Modalità non valida: allow o deny.", "Invalid mode: allow or deny."));
        }
        match (entity_kind, mode) {
            (Some(entity_kind), Some(mode)) => {
                check.finish(CompanyFilterDraft { company_id, entity_kind, entity_id, mode })
            }
            // Either one missing has been recorded as a field error.
            _ => Err(check.into_error()),
        }
    }
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
