//! Wire shapes of companies, customers and company entity filters.

use chrono::{DateTime, Utc};
use domain::catalogue::{Company, CompanyFilter, CompanyFilterInput, CompanyInput, Customer, CustomerInput};
use serde::{Deserialize, Serialize};
use utoipa::ToSchema;

use super::resources::ApiResource;

#[derive(Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct CompanyBody {
    id: i64,
    name: String,
    vat_number: Option<String>,
    email: Option<String>,
    phone: Option<String>,
    address: Option<String>,
    city: Option<String>,
    country: Option<String>,
    discount_percent: i32,
    account_manager_id: Option<i64>,
    account_manager_name: Option<String>,
    active: bool,
    created_at: DateTime<Utc>,
    updated_at: DateTime<Utc>,
}

impl From<Company> for CompanyBody {
    fn from(c: Company) -> Self {
        Self {
            id: c.id,
            name: c.name,
            vat_number: c.vat_number,
            email: c.email,
            phone: c.phone,
            address: c.address,
            city: c.city,
            country: c.country,
            discount_percent: c.discount_percent,
            account_manager_id: c.account_manager_id,
            account_manager_name: c.account_manager_name,
            active: c.active,
            created_at: c.created_at,
            updated_at: c.updated_at,
        }
    }
}

#[derive(Deserialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct CompanyInputBody {
    name: Option<String>,
    vat_number: Option<String>,
    email: Option<String>,
    phone: Option<String>,
    address: Option<String>,
    city: Option<String>,
    country: Option<String>,
    discount_percent: Option<i32>,
    account_manager_id: Option<i64>,
    active: Option<bool>,
}

impl From<CompanyInputBody> for CompanyInput {
    fn from(b: CompanyInputBody) -> Self {
        Self {
            name: b.name,
            vat_number: b.vat_number,
            email: b.email,
            phone: b.phone,
            address: b.address,
            city: b.city,
            country: b.country,
            discount_percent: b.discount_percent,
            account_manager_id: b.account_manager_id,
            active: b.active,
        }
    }
}

impl ApiResource for Company {
    type Body = CompanyBody;
    type InputBody = CompanyInputBody;
    const PATH: &'static str = "company";
}

#[derive(Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct CustomerBody {
    id: i64,
    company_id: i64,
    name: String,
    vat_number: Option<String>,
    email: Option<String>,
    phone: Option<String>,
    address: Option<String>,
    city: Option<String>,
    notes: Option<String>,
    active: bool,
    created_at: DateTime<Utc>,
    updated_at: DateTime<Utc>,
}

impl From<Customer> for CustomerBody {
    fn from(c: Customer) -> Self {
        Self {
            id: c.id,
            company_id: c.company_id,
            name: c.name,
            vat_number: c.vat_number,
            email: c.email,
            phone: c.phone,
            address: c.address,
            city: c.city,
            notes: c.notes,
            active: c.active,
            created_at: c.created_at,
            updated_at: c.updated_at,
        }
    }
}

#[derive(Deserialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct CustomerInputBody {
    company_id: Option<i64>,
    name: Option<String>,
    vat_number: Option<String>,
    email: Option<String>,
    phone: Option<String>,
    address: Option<String>,
    city: Option<String>,
    notes: Option<String>,
    active: Option<bool>,
}

impl From<CustomerInputBody> for CustomerInput {
    fn from(b: CustomerInputBody) -> Self {
        Self {
            company_id: b.company_id,
            name: b.name,
            vat_number: b.vat_number,
            email: b.email,
            phone: b.phone,
            address: b.address,
            city: b.city,
            notes: b.notes,
            active: b.active,
        }
    }
}

impl ApiResource for Customer {
    type Body = CustomerBody;
    type InputBody = CustomerInputBody;
    const PATH: &'static str = "customer";
}

#[derive(Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct CompanyFilterBody {
    id: i64,
    company_id: i64,
    /// `category`, `type`, `model`, `part` or `feature_value`.
    entity_kind: &'static str,
    entity_id: i64,
    /// `allow` or `deny`.
    mode: &'static str,
    entity_name: String,
    created_at: DateTime<Utc>,
    updated_at: DateTime<Utc>,
}

impl From<CompanyFilter> for CompanyFilterBody {
    fn from(f: CompanyFilter) -> Self {
        Self {
            id: f.id,
            company_id: f.company_id,
            entity_kind: f.entity_kind.as_str(),
            entity_id: f.entity_id,
            mode: f.mode.as_str(),
            entity_name: f.entity_name,
            created_at: f.created_at,
            updated_at: f.updated_at,
        }
    }
}

#[derive(Deserialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct CompanyFilterInputBody {
    company_id: Option<i64>,
    entity_kind: Option<String>,
    entity_id: Option<i64>,
    mode: Option<String>,
}

impl From<CompanyFilterInputBody> for CompanyFilterInput {
    fn from(b: CompanyFilterInputBody) -> Self {
        Self { company_id: b.company_id, entity_kind: b.entity_kind, entity_id: b.entity_id, mode: b.mode }
    }
}

impl ApiResource for CompanyFilter {
    type Body = CompanyFilterBody;
    type InputBody = CompanyFilterInputBody;
    const PATH: &'static str = "companyentityfilter";
}
