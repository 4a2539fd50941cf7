//! Saved configurations (the domain's `ConfigurationStore`): the row, its parts and their values written in
//! one transaction (an update replaces parts and values), reads filtered by the caller's scope, with the
//! owner's, customer's, category's and model's names and the latest customization request's status.
//!
//! Every save (create, copy, update) also writes a row of `product_configuration_revisions` in the same
//! transaction: the revision's number, the draft with name, notes and customer, whether it was complete and
//! valid, the price and who saved it (read back by `revisions.rs`).
//!
//! An update is conditional on the version the client read (`WHERE version = $v`): of two racing saves
//! the second waits for the first's row lock, then finds the version moved and answers `Stale`.

use std::collections::HashMap;

use chrono::{DateTime, Utc};
use const_format::concatcp;
use diesel::dsl::{self, AsSelect};
use diesel::helper_types::{InnerJoin, IntoBoxed, LeftJoin};
use diesel::pg::Pg;
use diesel::prelude::*;
use diesel::query_builder::{AstPass, QueryFragment, QueryId};
use diesel::sql_types::{Array, BigInt, Bool, Integer, Json, Jsonb, Nullable, Text};
use domain::RepoError;
use domain::catalogue::{ListQuery, Page};
use domain::clock::{business_day_end, business_midnight};
use domain::configurations::{
    Configuration, ConfigurationFilter, ConfigurationSort, ConfigurationStore, Contents, CustomerOwner, LatestRequest,
    NewConfiguration, Removed, Revision, Saved, Scope,
};
use domain::configurator::{Draft, DraftPart, Price};
use serde::Deserialize;

use crate::error::{TxError, repo_error};
use crate::fragment::{Fragment, fragment};
use crate::paginate::{Narrowed, Paginate, TOTAL_ROWS, each_tried, ordered, sort_key};
use crate::pool::{DbPool, get};
use crate::revisions::{Snapshot, read as read_revisions};
use crate::schema::{
    companies, customers, customization_requests as requests, product_categories as categories,
    product_configurations as configurations, product_models as models, users,
};
use crate::scope::Scoped;

#[derive(Queryable, Selectable)]
#[diesel(table_name = configurations, check_for_backend(Pg))]
struct Row {
    id: i64,
    public_id: String,
    owner_id: i64,
    company_id: Option<i64>,
    customer_id: Option<i64>,
    configurator_id: Option<i64>,
    category_id: i64,
    type_id: Option<i64>,
    model_id: Option<i64>,
    name: String,
    notes: Option<String>,
    quantity: i32,
    net_total: i64,
    complete: bool,
    valid: bool,
    copied_from: Option<String>,
    version: i32,
    revision: i32,
    created_at: DateTime<Utc>,
    updated_at: DateTime<Utc>,
}

/// The row with the names of what it refers to, and what hangs off it ([`HUNG_OFF`] or [`LISTED`]).
type Named = (
    Row,
    serde_json::Value,
    String,
    String,
    String,
    String,
    Option<String>,
    Option<String>,
    Option<String>,
    Option<String>,
    Option<String>,
);

/// The configurations with the tables whose names a row shows, as one boxed query to narrow.
fn joined<'a>() -> Listed<'a> {
    configurations::table
        .inner_join(users::table)
        .inner_join(categories::table)
        .left_join(customers::table)
        .left_join(models::table)
        .into_boxed()
}

/// The row, what hangs off it ([`HUNG_OFF`] or [`LISTED`]) and the names it shows.
#[dsl::auto_type]
fn named(hung_off: Fragment<Json>) -> _ {
    let row: AsSelect<Row, Pg> = Row::as_select();
    let company: Fragment<Nullable<Text>> = COMPANY_NAME;
    (
        row,
        hung_off,
        users::first_name,
        users::last_name,
        categories::slug,
        categories::name,
        customers::name.nullable(),
        models::name.nullable(),
        company,
        categories::name_en,
        models::name_en.nullable(),
    )
}

/// The status of a configuration's latest customization request (the row's own, like a lateral join).
const LATEST_REQUEST_STATUS: &str = "(SELECT r.status FROM customization_requests r \
     WHERE r.configuration_id = product_configurations.id ORDER BY r.created_at DESC, r.id DESC LIMIT 1)";

/// What a configuration's row does not carry through the sort, as one JSON object beside it, read after
/// the `LIMIT` (every query selecting it has one, so PostgreSQL computes it for the rows it returns only):
/// `{parts: [{partId, quantity, values: [{featureId, valueId, numericValue}]}], requestStatus}` and, but for
/// list pages, the saved `price` line by line. The parts and the price come from the latest revision,
/// which every save writes in its transaction with exactly the draft and price it writes to the row and
/// its parts (whose rows only restrict deletes of the catalogue): one indexed read instead of aggregating
/// the parts and values, and no wide price carried through the sort of every row the page counts.
const HUNG_OFF_HEAD: &str = "(SELECT json_build_object('parts', coalesce(rv.snapshot->'draft'->'parts', '[]'::jsonb), ";
const HUNG_OFF_TAIL: &str = concatcp!(
    "'requestStatus', ",
    LATEST_REQUEST_STATUS,
    ") FROM (SELECT) AS one LEFT JOIN product_configuration_revisions rv \
     ON rv.configuration_id = product_configurations.id AND rv.revision = product_configurations.revision)"
);

/// A whole configuration's: with the saved price.
const HUNG_OFF: Fragment<Json> = fragment(concatcp!(HUNG_OFF_HEAD, "'price', rv.price_snapshot, ", HUNG_OFF_TAIL));

/// A list row's: the row's totals are all a list shows of the price, so its lines (a few KB a row) are
/// neither read, nor sent, nor parsed.
const LISTED: Fragment<Json> = fragment(concatcp!(HUNG_OFF_HEAD, HUNG_OFF_TAIL));

/// The configurations whose latest customization request is as the filter says.
fn latest_request_is(latest: LatestRequest) -> Fragment<Bool> {
    fragment(match latest {
        LatestRequest::None => {
            "NOT EXISTS (SELECT 1 FROM customization_requests r WHERE r.configuration_id = product_configurations.id)"
        }
        LatestRequest::Pending => concatcp!(LATEST_REQUEST_STATUS, " = 'pending'"),
        LatestRequest::Approved => concatcp!(LATEST_REQUEST_STATUS, " = 'approved'"),
        LatestRequest::Rejected => concatcp!(LATEST_REQUEST_STATUS, " = 'rejected'"),
        LatestRequest::Replaced => concatcp!(LATEST_REQUEST_STATUS, " = 'replaced'"),
    })
}

const GRAND_TOTAL: Fragment<BigInt> = fragment("(product_configurations.net_total * product_configurations.quantity)");

/// The name of the row's company (read after the `LIMIT`, like [`HUNG_OFF`]).
const COMPANY_NAME: Fragment<Nullable<Text>> =
    fragment("(SELECT name FROM companies WHERE companies.id = product_configurations.company_id)");

/// What [`HUNG_OFF`] read.
struct HungOff {
    parts: Vec<DraftPart>,
    price: Option<serde_json::Value>,
    request_status: Option<String>,
}

impl HungOff {
    fn read(mut read: serde_json::Value) -> Result<Self, String> {
        Ok(Self {
            parts: serde_json::from_value(read["parts"].take()).map_err(|err| err.to_string())?,
            price: Some(read["price"].take()).filter(|price| !price.is_null()),
            request_status: read["requestStatus"].as_str().map(str::to_owned),
        })
    }
}

/// What a configuration shows besides its row: the names of what it refers to and its latest request.
#[derive(Deserialize)]
#[serde(rename_all = "camelCase")]
struct Shown {
    owner_first_name: String,
    owner_last_name: String,
    category_slug: String,
    category_name: String,
    customer_name: Option<String>,
    model_name: Option<String>,
    company_name: Option<String>,
    request_status: Option<String>,
    category_name_en: Option<String>,
    model_name_en: Option<String>,
}

/// [`Shown`] as the statement that writes a row returns it (`RETURNING`), so a save reads nothing after.
const SHOWN: Fragment<Json> = fragment(concatcp!(
    "(SELECT json_build_object('ownerFirstName', u.first_name, 'ownerLastName', u.last_name, \
     'categorySlug', c.slug, 'categoryName', c.name, 'categoryNameEn', c.name_en, \
     'customerName', (SELECT name FROM customers WHERE customers.id = product_configurations.customer_id), \
     'modelName', (SELECT name FROM product_models WHERE product_models.id = product_configurations.model_id), \
     'modelNameEn', (SELECT name_en FROM product_models WHERE product_models.id = product_configurations.model_id), \
     'companyName', (SELECT name FROM companies WHERE companies.id = product_configurations.company_id), \
     'requestStatus', ",
    LATEST_REQUEST_STATUS,
    ") FROM users u, product_categories c \
     WHERE u.id = product_configurations.owner_id AND c.id = product_configurations.category_id)"
));

fn configuration(named: Named) -> Result<Configuration, RepoError> {
    let (
        row,
        read,
        owner_first_name,
        owner_last_name,
        category_slug,
        category_name,
        customer_name,
        model_name,
        company_name,
        category_name_en,
        model_name_en,
    ) = named;
    let what = || format!("configuration {}", row.id);
    let HungOff { parts, price, request_status } =
        HungOff::read(read).map_err(|err| RepoError::Other(format!("{}: unreadable parts: {err}", what())))?;
    let saved_price = saved_price(price, what)?;
    let shown = Shown {
        owner_first_name,
        owner_last_name,
        category_slug,
        category_name,
        customer_name,
        model_name,
        company_name,
        request_status,
        category_name_en,
        model_name_en,
    };
    Ok(assembled(row, shown, parts, saved_price))
}

/// A row just written, with what the save wrote beside it.
fn written((row, shown): (Row, serde_json::Value), contents: &Contents) -> Result<Configuration, RepoError> {
    let shown: Shown = serde_json::from_value(shown)
        .map_err(|err| RepoError::Other(format!("configuration {}: unreadable names: {err}", row.id)))?;
    Ok(assembled(row, shown, contents.draft.parts.clone(), Some(contents.price.clone())))
}

fn assembled(row: Row, shown: Shown, parts: Vec<DraftPart>, saved_price: Option<Price>) -> Configuration {
    // As the price computes it (`net_total × quantity`, saturated), from the row that every save writes.
    let saved_grand_total = row.net_total.saturating_mul(i64::from(row.quantity));
    Configuration {
        id: row.id,
        public_id: row.public_id,
        owner_id: row.owner_id,
        owner_name: format!("{} {}", shown.owner_first_name, shown.owner_last_name).trim().to_owned(),
        company_id: row.company_id,
        company_name: shown.company_name,
        customer_id: row.customer_id,
        customer_name: shown.customer_name,
        configurator_id: row.configurator_id,
        category_id: row.category_id,
        category_slug: shown.category_slug,
        category_name: shown.category_name,
        model_name: shown.model_name,
        category_name_en: shown.category_name_en,
        model_name_en: shown.model_name_en,
        name: row.name,
        notes: row.notes,
        draft: Draft { type_id: row.type_id, model_id: row.model_id, parts, quantity: i64::from(row.quantity) },
        saved_grand_total,
        saved_price,
        complete: row.complete,
        valid: row.valid,
        copied_from: row.copied_from,
        version: row.version,
        revision: row.revision,
        request_status: shown.request_status,
        created_at: row.created_at,
        updated_at: row.updated_at,
    }
}

/// A price as saved in a `price_snapshot` column; `what` names the row when it cannot be read.
pub(crate) fn saved_price(
    snapshot: Option<serde_json::Value>,
    what: impl FnOnce() -> String,
) -> Result<Option<Price>, RepoError> {
    snapshot
        .map(serde_json::from_value::<Price>)
        .transpose()
        .map_err(|err| RepoError::Other(format!("{}: unreadable price: {err}", what())))
}

fn narrow(value: i64, what: &str) -> Result<i32, RepoError> {
    i32::try_from(value).map_err(|_| RepoError::Other(format!("{what} out of range: {value}")))
}

#[derive(AsChangeset, Insertable)]
#[diesel(table_name = configurations, treat_none_as_null = true)]
struct ContentValues<'a> {
    configurator_id: Option<i64>,
    category_id: i64,
    customer_id: Option<i64>,
    type_id: Option<i64>,
    model_id: Option<i64>,
    name: &'a str,
    notes: Option<&'a str>,
    quantity: i32,
    list_total: i64,
    net_total: i64,
    complete: bool,
    valid: bool,
}

impl<'a> ContentValues<'a> {
    fn new(contents: &'a Contents) -> Result<Self, RepoError> {
        Ok(Self {
            configurator_id: Some(contents.configurator_id),
            category_id: contents.category_id,
            customer_id: contents.customer_id,
            type_id: contents.draft.type_id,
            model_id: contents.draft.model_id,
            name: &contents.name,
            notes: contents.notes.as_deref(),
            quantity: narrow(contents.draft.quantity, "quantity")?,
            list_total: contents.price.list_total,
            net_total: contents.price.net_total,
            complete: contents.complete,
            valid: contents.valid,
        })
    }
}

/// Everything a save writes besides the configuration's row, as one statement: the old parts go (and their
/// values, by cascade), the draft's parts and all their values are written, and so is the revision with
/// the price (the only copy of the saved price: the page reads it from there). Its text is the same for
/// every draft (the parts and values travel as arrays, `unnest`), so diesel keeps it prepared and
/// PostgreSQL plans it once per connection. The values find their part's new row by the part's position,
/// which the parts' insert returns. The sub-statements share one snapshot, so the delete never sees the
/// parts written beside it.
struct WriteSave {
    configuration_id: i64,
    part_ids: Vec<i64>,
    quantities: Vec<i32>,
    /// Per value: the position of its part in the draft (from 1, as `WITH ORDINALITY` counts).
    value_parts: Vec<i64>,
    feature_ids: Vec<i64>,
    value_ids: Vec<Option<i64>>,
    numeric_values: Vec<Option<i32>>,
    revision: i32,
    snapshot: serde_json::Value,
    price: serde_json::Value,
    list_total: i64,
    net_total: i64,
    saved_by: i64,
}

impl WriteSave {
    /// Revision `revision` of configuration `id`, saved by `saved_by`.
    fn new((id, revision): (i64, i32), contents: &Contents, saved_by: i64) -> Result<Self, RepoError> {
        let draft = &contents.draft;
        let snapshot = serde_json::to_value(Snapshot {
            name: contents.name.clone(),
            notes: contents.notes.clone(),
            customer_id: contents.customer_id,
            draft: draft.clone(),
            complete: Some(contents.complete),
            valid: Some(contents.valid),
        })
        .map_err(|err| RepoError::Other(format!("revision to JSON: {err}")))?;
        let price =
            serde_json::to_value(&contents.price).map_err(|err| RepoError::Other(format!("price to JSON: {err}")))?;
        let mut write = Self {
            configuration_id: id,
            part_ids: Vec::with_capacity(draft.parts.len()),
            quantities: Vec::with_capacity(draft.parts.len()),
            value_parts: Vec::new(),
            feature_ids: Vec::new(),
            value_ids: Vec::new(),
            numeric_values: Vec::new(),
            revision,
            snapshot,
            price,
            list_total: contents.price.list_total,
            net_total: contents.price.net_total,
            saved_by,
        };
        for (ordinal, part) in (1..).zip(&draft.parts) {
            write.part_ids.push(part.part_id);
            write.quantities.push(narrow(part.quantity, "part quantity")?);
            for value in &part.values {
                write.value_parts.push(ordinal);
                write.feature_ids.push(value.feature_id);
                write.value_ids.push(value.value_id);
                write.numeric_values.push(value.numeric_value.map(|n| narrow(n, "numeric value")).transpose()?);
            }
        }
        Ok(write)
    }
}

impl QueryFragment<Pg> for WriteSave {
    fn walk_ast<'b>(&'b self, mut out: AstPass<'_, 'b, Pg>) -> QueryResult<()> {
        out.push_sql("WITH gone AS (DELETE FROM product_configuration_parts WHERE configuration_id = ");
        out.push_bind_param::<BigInt, _>(&self.configuration_id)?;
        out.push_sql(
            "), parts AS (INSERT INTO product_configuration_parts (configuration_id, part_id, quantity, position) \
             SELECT ",
        );
        out.push_bind_param::<BigInt, _>(&self.configuration_id)?;
        out.push_sql(", p.part_id, p.quantity, p.ordinal - 1 FROM unnest(");
        out.push_bind_param::<Array<BigInt>, _>(&self.part_ids)?;
        out.push_sql(", ");
        out.push_bind_param::<Array<Integer>, _>(&self.quantities)?;
        out.push_sql(
            ") WITH ORDINALITY AS p (part_id, quantity, ordinal) RETURNING id, position), \
             vals AS (INSERT INTO product_configuration_values \
             (configuration_part_id, feature_id, feature_value_id, numeric_value) \
             SELECT parts.id, v.feature_id, v.value_id, v.numeric_value FROM unnest(",
        );
        out.push_bind_param::<Array<BigInt>, _>(&self.value_parts)?;
        out.push_sql(", ");
        out.push_bind_param::<Array<BigInt>, _>(&self.feature_ids)?;
        out.push_sql(", ");
        out.push_bind_param::<Array<Nullable<BigInt>>, _>(&self.value_ids)?;
        out.push_sql(", ");
        out.push_bind_param::<Array<Nullable<Integer>>, _>(&self.numeric_values)?;
        out.push_sql(
            ") AS v (ordinal, feature_id, value_id, numeric_value) JOIN parts ON parts.position = v.ordinal - 1) \
             INSERT INTO product_configuration_revisions \
             (configuration_id, revision, snapshot, price_snapshot, list_total, net_total, created_by_id) VALUES (",
        );
        out.push_bind_param::<BigInt, _>(&self.configuration_id)?;
        out.push_sql(", ");
        out.push_bind_param::<Integer, _>(&self.revision)?;
        out.push_sql(", ");
        out.push_bind_param::<Jsonb, _>(&self.snapshot)?;
        out.push_sql(", ");
        out.push_bind_param::<Jsonb, _>(&self.price)?;
        out.push_sql(", ");
        out.push_bind_param::<BigInt, _>(&self.list_total)?;
        out.push_sql(", ");
        out.push_bind_param::<BigInt, _>(&self.net_total)?;
        out.push_sql(", ");
        out.push_bind_param::<BigInt, _>(&self.saved_by)?;
        out.push_sql(")");
        Ok(())
    }
}

impl QueryId for WriteSave {
    type QueryId = ();
    const HAS_STATIC_QUERY_ID: bool = false;
}

impl RunQueryDsl<PgConnection> for WriteSave {}

/// The joined rows of the caller's scope, as the list filters, searches and sorts them (by id last).
type Listed<'a> = IntoBoxed<
    'a,
    LeftJoin<
        LeftJoin<InnerJoin<InnerJoin<configurations::table, users::table>, categories::table>, customers::table>,
        models::table,
    >,
    Pg,
>;

/// What a list pages through, in its order: the page, and an export's ids.
fn listed<'a>(scope: &Scope, filter: &ConfigurationFilter, query: &'a ListQuery) -> Result<Listed<'a>, RepoError> {
    let rows = joined()
        .scoped(scope)
        .narrowed(query.like_pattern(), |pattern| configurations::name.ilike(pattern))
        .narrowed(filter.category_id, |category| configurations::category_id.eq(category))
        .narrowed(filter.request_status, latest_request_is)
        .narrowed(filter.owner_id, |owner| configurations::owner_id.eq(owner))
        .narrowed(filter.company_id, |company| configurations::company_id.eq(company))
        .narrowed(filter.customer_id, |customer| configurations::customer_id.eq(customer))
        .narrowed(filter.model_id, |model| configurations::model_id.eq(model))
        .narrowed(filter.updated_from.map(business_midnight), |since| configurations::updated_at.ge(since))
        .narrowed(filter.updated_to.map(business_day_end), |until| configurations::updated_at.lt(until));
    let (order, id) = (query.order, configurations::id);
    Ok(match sort_key(query)? {
        ConfigurationSort::UpdatedAt => ordered(rows, configurations::updated_at, order, id),
        ConfigurationSort::Name => ordered(rows, configurations::name, order, id),
        ConfigurationSort::CategoryName => ordered(rows, categories::name, order, id),
        ConfigurationSort::CustomerName => ordered(rows, customers::name.nullable(), order, id),
        ConfigurationSort::OwnerName => ordered(rows, users::last_name, order, id),
        ConfigurationSort::GrandTotal => ordered(rows, GRAND_TOTAL, order, id),
    })
}

#[derive(Clone)]
pub struct PgConfigurations {
    pool: DbPool,
}

impl PgConfigurations {
    pub fn new(pool: DbPool) -> Self {
        Self { pool }
    }
}

impl ConfigurationStore for PgConfigurations {
    fn list(
        &self,
        scope: &Scope,
        filter: &ConfigurationFilter,
        query: &ListQuery,
    ) -> Result<Page<Configuration>, RepoError> {
        let mut conn = get(&self.pool)?;
        let page = listed(scope, filter, query)?
            .select((TOTAL_ROWS, named(LISTED)))
            .paginate_counted(query)
            .load_page(&mut conn, each_tried(configuration))?;
        Ok(page)
    }

    fn ids(&self, scope: &Scope, filter: &ConfigurationFilter, query: &ListQuery) -> Result<Vec<i64>, RepoError> {
        let mut conn = get(&self.pool)?;
        listed(scope, filter, query)?.select(configurations::id).load(&mut conn).map_err(repo_error)
    }

    fn by_ids(&self, scope: &Scope, ids: &[i64]) -> Result<Vec<Configuration>, RepoError> {
        let mut conn = get(&self.pool)?;
        let rows: Vec<Named> = joined()
            .scoped(scope)
            .filter(configurations::id.eq_any(ids))
            .select(named(LISTED))
            .load(&mut conn)
            .map_err(repo_error)?;
        let mut found: HashMap<i64, Configuration> =
            rows.into_iter().map(|row| configuration(row).map(|c| (c.id, c))).collect::<Result<_, _>>()?;
        Ok(ids.iter().filter_map(|id| found.remove(id)).collect())
    }

    fn get(&self, public_id: &str, scope: &Scope) -> Result<Option<Configuration>, RepoError> {
        let mut conn = get(&self.pool)?;
        let row: Option<Named> = joined()
            .scoped(scope)
            .filter(configurations::public_id.eq(public_id))
            .select(named(HUNG_OFF))
            .first(&mut conn)
            .optional()
            .map_err(repo_error)?;
        row.map(configuration).transpose()
    }

    fn create(&self, new: &NewConfiguration) -> Result<Configuration, RepoError> {
        let values = ContentValues::new(&new.contents)?;
        let mut conn = get(&self.pool)?;
        conn.transaction::<_, TxError, _>(|conn| {
            let row: (Row, serde_json::Value) = diesel::insert_into(configurations::table)
                .values((
                    &values,
                    configurations::public_id.eq(&new.public_id),
                    configurations::owner_id.eq(new.owner_id),
                    configurations::company_id.eq(new.company_id),
                    configurations::copied_from.eq(new.copied_from.as_deref()),
                ))
                .returning((Row::as_returning(), SHOWN))
                .get_result(conn)?;
            WriteSave::new((row.0.id, row.0.revision), &new.contents, new.owner_id)?.execute(conn)?;
            Ok(written(row, &new.contents)?)
        })
        .map_err(RepoError::from)
    }

    fn update(&self, id: i64, version: i32, contents: &Contents, saved_by: i64) -> Result<Saved, RepoError> {
        let values = ContentValues::new(contents)?;
        // The company follows the customer: a configuration saved without one gets its customer's company (the
        // service has refused a customer of another company).
        let company = contents.customer_id.map(|customer| {
            configurations::company_id.eq(customers::table.find(customer).select(customers::company_id).single_value())
        });
        let mut conn = get(&self.pool)?;
        conn.transaction::<_, TxError, _>(|conn| {
            let updated: Option<(Row, serde_json::Value)> = diesel::update(
                configurations::table.filter(configurations::id.eq(id)).filter(configurations::version.eq(version)),
            )
            .set((
                &values,
                company,
                configurations::version.eq(configurations::version + 1),
                configurations::revision.eq(configurations::revision + 1),
            ))
            .returning((Row::as_returning(), SHOWN))
            .get_result(conn)
            .optional()?;
            let Some(row) = updated else {
                let exists: i64 = configurations::table.filter(configurations::id.eq(id)).count().get_result(conn)?;
                return Ok(if exists == 0 { Saved::NotFound } else { Saved::Stale });
            };
            WriteSave::new((id, row.0.revision), contents, saved_by)?.execute(conn)?;
            Ok(Saved::Done(Box::new(written(row, contents)?)))
        })
        .map_err(RepoError::from)
    }

    fn delete(&self, id: i64) -> Result<Removed, RepoError> {
        let mut conn = get(&self.pool)?;
        conn.transaction::<_, TxError, _>(|conn| {
            let locked: Option<i64> =
                configurations::table.find(id).select(configurations::id).for_update().first(conn).optional()?;
            if locked.is_none() {
                return Ok(Removed::NotFound);
            }
            let pending: i64 = requests::table
                .filter(requests::configuration_id.eq(id))
                .filter(requests::status.eq("pending"))
                .count()
                .get_result(conn)?;
            if pending > 0 {
                return Ok(Removed::PendingRequest);
            }
            diesel::delete(configurations::table.find(id)).execute(conn)?;
            Ok(Removed::Done)
        })
        .map_err(RepoError::from)
    }

    fn revisions(&self, configuration_id: i64) -> Result<Vec<Revision>, RepoError> {
        let mut conn = get(&self.pool)?;
        read_revisions(&mut conn, configuration_id, None)
    }

    fn revision(&self, configuration_id: i64, revision: i32) -> Result<Option<Revision>, RepoError> {
        let mut conn = get(&self.pool)?;
        Ok(read_revisions(&mut conn, configuration_id, Some(revision))?.pop())
    }

    fn of_category(
        &self,
        category_id: i64,
        company_id: Option<i64>,
        after_id: i64,
        limit: usize,
    ) -> Result<Vec<Configuration>, RepoError> {
        let mut conn = get(&self.pool)?;
        let mut query = joined().filter(configurations::category_id.eq(category_id));
        if let Some(company_id) = company_id {
            query = query.filter(configurations::company_id.eq(company_id));
        }
        let rows: Vec<Named> = query
            .filter(configurations::id.gt(after_id))
            .order(configurations::id)
            .limit(i64::try_from(limit).unwrap_or(i64::MAX))
            .select(named(LISTED))
            .load(&mut conn)
            .map_err(repo_error)?;
        rows.into_iter().map(configuration).collect()
    }

    fn customer_owner(&self, customer_id: i64) -> Result<Option<CustomerOwner>, RepoError> {
        let mut conn = get(&self.pool)?;
        let row: Option<(i64, Option<i64>)> = customers::table
            .inner_join(companies::table)
            .filter(customers::id.eq(customer_id))
            .select((customers::company_id, companies::account_manager_id))
            .first(&mut conn)
            .optional()
            .map_err(repo_error)?;
        Ok(row.map(|(company_id, account_manager_id)| CustomerOwner { company_id, account_manager_id }))
    }
}
