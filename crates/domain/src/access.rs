//! Who may read and write what (docs/product.md section 2), in one place: every service asks here.
//!
//! - Administrators read and write everything and alone decide customization requests.
//! - Everyone else reads the catalogue through their company's entity filters, never writes it, and reads
//!   the configurations (and their requests) of their [`Scope`].
//! - Organisation data (companies, filters, users) is for administrators; a company's customers are read by
//!   its own users and by the account manager who manages it, to pick one for a configuration.

use crate::catalogue::{CompanyReach, EntityFilter, Visibility};
use crate::error::{DomainError, RepoError};
use crate::said::Common;
use crate::users::{Role, User};

/// Which saved configurations, and so which customization requests, a caller may see.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Scope {
    /// Only those the user owns.
    Own(i64),
    /// Every configuration of the company.
    Company(i64),
    /// Every configuration of the companies this account manager manages, and the manager's own (saved
    /// without a customer, or for a customer of a company they do not manage).
    Managed(i64),
    All,
}

impl Scope {
    /// A customer manager without a company sees only their own.
    pub fn for_caller(user: &User) -> Self {
        match user.role {
            Role::Admin => Scope::All,
            Role::AccountManager => Scope::Managed(user.id),
            Role::CustomerManager => user.company_id.map_or(Scope::Own(user.id), Scope::Company),
            Role::Customer => Scope::Own(user.id),
        }
    }

    /// The rows of the list's `scope`: `mine`, the caller's own whatever the role; the role's whole scope
    /// when the caller may pick it (or when none is asked); any other is 422 on `scope` (a well-formed name
    /// the role does not reach), so a list never reads what the caller did not ask for.
    pub fn for_list(user: &User, asked: Option<ListScope>) -> Result<Self, DomainError> {
        match asked {
            Some(ListScope::Mine) => Ok(Scope::Own(user.id)),
            Some(asked) if !ListScope::reachable(user).contains(&asked) => {
                let available = ListScope::reachable(user).iter().map(|scope| scope.name()).collect();
                Err(DomainError::validation("scope", Common::ScopeNotAvailable { scope: asked.name(), available }))
            }
            _ => Ok(Self::for_caller(user)),
        }
    }
}

/// Whose configurations a list shows, as the caller picks it (docs/product.md section 2): their own ("Mie"),
/// or their role's whole [`Scope`], named as the role sees it.
#[derive(Debug, Clone, Copy, PartialEq, Eq, serde::Deserialize)]
#[serde(rename_all = "snake_case")]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
pub enum ListScope {
    /// The caller's own ("Mie").
    Mine,
    /// A customer manager's company ("Della mia azienda").
    Company,
    /// An account manager's companies, with the manager's own ("Delle aziende che seguo").
    Followed,
    /// An administrator's: every configuration ("Tutte").
    All,
}

impl ListScope {
    /// The scopes the caller may pick, their own first; the second, if any, is their role's whole scope.
    pub fn reachable(user: &User) -> &'static [ListScope] {
        match Scope::for_caller(user) {
            Scope::Own(_) => &[ListScope::Mine],
            Scope::Company(_) => &[ListScope::Mine, ListScope::Company],
            Scope::Managed(_) => &[ListScope::Mine, ListScope::Followed],
            Scope::All => &[ListScope::Mine, ListScope::All],
        }
    }

    /// As the API names it.
    pub fn name(self) -> &'static str {
        match self {
            ListScope::Mine => "mine",
            ListScope::Company => "company",
            ListScope::Followed => "followed",
            ListScope::All => "all",
        }
    }
}

/// Administrators only: every write of the catalogue, the organisation and the configurators, the
/// dashboard, and the decision on a request. Anyone else is 403.
pub fn require_admin(caller: &User) -> Result<(), DomainError> {
    if caller.is_admin() { Ok(()) } else { Err(DomainError::Forbidden) }
}

/// An administrator previewing what one company's users see; the company must exist (checked after the role).
pub fn require_admin_previewing(
    caller: &User,
    company_exists: impl FnOnce() -> Result<bool, RepoError>,
) -> Result<(), DomainError> {
    require_admin(caller)?;
    if company_exists()? { Ok(()) } else { Err(company_not_found()) }
}

/// A company the caller names that does not exist.
pub fn company_not_found() -> DomainError {
    DomainError::NotFound(Common::CompanyNotFound.into())
}

/// A user's own record, or an administrator.
pub fn require_self_or_admin(caller: &User, user_id: i64) -> Result<(), DomainError> {
    if caller.is_admin() || caller.id == user_id { Ok(()) } else { Err(DomainError::Forbidden) }
}

/// Whether the catalogue reaches this caller through company filters: users of a company who are not
/// administrators. Administrators and users without a company see the whole catalogue.
pub fn filtered_company(caller: &User) -> Option<i64> {
    caller.company_id.filter(|_| !caller.is_admin())
}

/// The catalogue as the caller sees it, given their company's filters (read only when [`filtered_company`]).
pub fn catalogue_visibility(filters: Option<&[EntityFilter]>) -> Visibility {
    filters.map_or_else(Visibility::everything, Visibility::from_filters)
}

/// The companies whose organisation rows (customers) a non-administrator may read: their own and, for an
/// account manager, those they manage.
pub fn company_reach(caller: &User) -> CompanyReach {
    CompanyReach {
        company_id: caller.company_id,
        managed_by: (caller.role == Role::AccountManager).then_some(caller.id),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn user(role: Role, company_id: Option<i64>) -> User {
        User {
            id: 7,
            email: "u@example.com".into(),
            role,
            first_name: "U".into(),
            last_name: "U".into(),
            company_id,
            customer_id: None,
            active: true,
            locale: "it".into(),
            phone: None,
            last_login_at: None,
            created_at: chrono::DateTime::UNIX_EPOCH,
            updated_at: chrono::DateTime::UNIX_EPOCH,
        }
    }

    #[test]
    fn each_role_has_the_scope_of_product_section_2() {
        assert_eq!(Scope::for_caller(&user(Role::Admin, Some(3))), Scope::All);
        assert_eq!(Scope::for_caller(&user(Role::AccountManager, Some(3))), Scope::Managed(7));
        assert_eq!(Scope::for_caller(&user(Role::CustomerManager, Some(3))), Scope::Company(3));
        assert_eq!(Scope::for_caller(&user(Role::CustomerManager, None)), Scope::Own(7));
        assert_eq!(Scope::for_caller(&user(Role::Customer, Some(3))), Scope::Own(7));
    }

    #[test]
    fn a_list_offers_the_own_rows_and_the_roles_whole_scope_and_refuses_any_other() {
        let manager = user(Role::CustomerManager, Some(3));
        assert_eq!(ListScope::reachable(&manager), [ListScope::Mine, ListScope::Company]);
        assert_eq!(Scope::for_list(&manager, Some(ListScope::Mine)), Ok(Scope::Own(7)));
        assert_eq!(Scope::for_list(&manager, Some(ListScope::Company)), Ok(Scope::Company(3)));
        assert_eq!(Scope::for_list(&manager, None), Ok(Scope::Company(3)));
        let Err(DomainError::Validation(refused)) = Scope::for_list(&manager, Some(ListScope::All)) else {
            panic!("a customer manager asked for every configuration");
        };
        assert_eq!(refused[0].field, "scope");
        assert_eq!(
            refused[0].message.render(crate::said::Language::En),
            "Scope not available: all. Scopes: mine, company."
        );
        let lonely = user(Role::CustomerManager, None);
        assert_eq!(ListScope::reachable(&lonely), [ListScope::Mine]);
        assert!(Scope::for_list(&lonely, Some(ListScope::Company)).is_err());
        for asked in [ListScope::Company, ListScope::Followed, ListScope::All] {
            assert!(Scope::for_list(&user(Role::Customer, Some(3)), Some(asked)).is_err(), "{asked:?}");
        }
        let follower = user(Role::AccountManager, None);
        assert_eq!(Scope::for_list(&follower, Some(ListScope::Followed)), Ok(Scope::Managed(7)));
        assert!(Scope::for_list(&follower, Some(ListScope::Company)).is_err());
        let admin = user(Role::Admin, Some(3));
        assert_eq!(ListScope::reachable(&admin), [ListScope::Mine, ListScope::All]);
        assert_eq!(Scope::for_list(&admin, Some(ListScope::All)), Ok(Scope::All));
        assert_eq!(Scope::for_list(&admin, Some(ListScope::Mine)), Ok(Scope::Own(7)));
    }

    #[test]
    fn only_administrators_pass_the_admin_gate_and_a_user_reaches_their_own_record() {
        for role in [Role::AccountManager, Role::CustomerManager, Role::Customer] {
            assert_eq!(require_admin(&user(role, Some(3))), Err(DomainError::Forbidden));
            assert_eq!(require_self_or_admin(&user(role, Some(3)), 8), Err(DomainError::Forbidden));
            assert_eq!(require_self_or_admin(&user(role, Some(3)), 7), Ok(()));
        }
        assert_eq!(require_admin(&user(Role::Admin, None)), Ok(()));
        assert_eq!(require_self_or_admin(&user(Role::Admin, None), 8), Ok(()));
    }

    #[test]
    fn company_filters_apply_to_company_users_who_are_not_administrators() {
        assert_eq!(filtered_company(&user(Role::Customer, Some(3))), Some(3));
        assert_eq!(filtered_company(&user(Role::Admin, Some(3))), None);
        assert_eq!(filtered_company(&user(Role::AccountManager, None)), None);
        let reach = company_reach(&user(Role::AccountManager, Some(3)));
        assert_eq!((reach.company_id, reach.managed_by), (Some(3), Some(7)));
        assert_eq!(company_reach(&user(Role::Customer, Some(3))).managed_by, None);
    }
}
