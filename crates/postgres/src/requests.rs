//! Customization requests (the domain's `RequestStore`): reads scoped by the request's configuration, with
//! the names the answers show; a send and a decision each write their change and their mails in one
//! transaction.
//!
//! A send locks the configuration row first, so two sends on one configuration run one after the other:
//! the second finds the first's pending request and replaces it (the partial unique index on pending
//! requests guards the rule as well). A decision is conditional on `status = 'pending'`: of two racing
//! decisions the second waits for the first's row lock, then finds nothing pending.

use chrono::{DateTime, Utc};
use diesel::dsl::{self, AsSelect};
use diesel::helper_types::{InnerJoin, IntoBoxed, LeftJoin, LeftJoinOn};
use diesel::pg::Pg;
use diesel::prelude::*;
use diesel::query_source::{Alias, AliasedField};
use domain::RepoError;
use domain::audit::{AuditAction, REQUEST};
use domain::catalogue::{ListQuery, Page};
use domain::clock::{business_day_end, business_midnight};
use domain::configurations::Scope;
use domain::requests::{
    Created, Decided, Decision, NewRequest, Request, RequestFilter, RequestMails, RequestSort, RequestStatus,
    RequestStore,
};

use crate::audit;
use crate::configurations::saved_price;
use crate::error::{TxError, repo_error};
use crate::paginate::{Narrowed, Paginate, each_tried, ordered, sort_key};
use crate::pool::{DbPool, get};
use crate::revisions::saved_price_of;
use crate::schema::{
    companies, customization_requests as requests, product_categories as categories,
    product_configurations as configurations, users,
};
use crate::scope::Scoped;

// The reviewer beside the requester; the managed companies in a subquery beside the request's company.
diesel::alias!(users as reviewers: Reviewers);

#[derive(Queryable, Selectable)]
#[diesel(table_name = requests, check_for_backend(Pg))]
struct Row {
    id: i64,
    requester_id: i64,
    company_id: Option<i64>,
    message: String,
    status: String,
    response: Option<String>,
    reviewed_by_id: Option<i64>,
    reviewed_at: Option<DateTime<Utc>>,
    replaced_by_id: Option<i64>,
    configuration_revision: i32,
    price_snapshot: Option<serde_json::Value>,
    created_at: DateTime<Utc>,
    updated_at: DateTime<Utc>,
}

/// The row with its configuration's public id and name, the category's name and slug, the requester's,
/// company's and reviewer's names.
type Named = (Row, String, String, String, String, String, String, Option<String>, Option<(String, String)>);

/// The requests with the tables whose names a request shows, as one boxed query to narrow.
fn joined<'a>() -> Joined<'a> {
    requests::table
        .inner_join(configurations::table.inner_join(categories::table))
        .inner_join(users::table)
        .left_join(companies::table)
        .left_join(reviewers.on(reviewed_by(reviewers.field(users::id))))
        .into_boxed()
}

#[dsl::auto_type]
fn reviewed_by(reviewer_id: AliasedField<Reviewers, users::id>) -> _ {
    requests::reviewed_by_id.eq(reviewer_id.nullable())
}

type Joined<'a> = IntoBoxed<
    'a,
    LeftJoinOn<
        LeftJoin<
            InnerJoin<InnerJoin<requests::table, InnerJoin<configurations::table, categories::table>>, users::table>,
            companies::table,
        >,
        Alias<Reviewers>,
        reviewed_by,
    >,
    Pg,
>;

/// The row and the names it shows.
#[dsl::auto_type]
fn named() -> _ {
    let row: AsSelect<Row, Pg> = Row::as_select();
    let reviewer: dsl::Nullable<(
        AliasedField<Reviewers, users::first_name>,
        AliasedField<Reviewers, users::last_name>,
    )> = reviewers.fields((users::first_name, users::last_name)).nullable();
    (
        row,
        configurations::public_id,
        configurations::name,
        categories::name,
        categories::slug,
        users::first_name,
        users::last_name,
        companies::name.nullable(),
        reviewer,
    )
}

/// What a send reads of the locked configuration: company, complete, valid, revision, saved price.
type Sendable = (Option<i64>, bool, bool, i32);

fn full_name(first: &str, last: &str) -> String {
    format!("{first} {last}").trim().to_owned()
}

fn to_request(named: Named) -> Result<Request, RepoError> {
    let (row, public_id, configuration_name, category_name, category_slug, first, last, company_name, reviewer) = named;
    let status = RequestStatus::parse(&row.status)
        .ok_or_else(|| RepoError::Other(format!("request {}: unknown status {}", row.id, row.status)))?;
    let price = saved_price(row.price_snapshot, || format!("request {}", row.id))?;
    Ok(Request {
        id: row.id,
        configuration_public_id: public_id,
        configuration_name,
        category_name,
        category_slug,
        requester_id: row.requester_id,
        requester_name: full_name(&first, &last),
        company_id: row.company_id,
        company_name,
        message: row.message,
        status,
        response: row.response,
        reviewed_by_id: row.reviewed_by_id,
        reviewed_by_name: reviewer.map(|(first, last)| full_name(&first, &last)),
        reviewed_at: row.reviewed_at,
        replaced_by_id: row.replaced_by_id,
        configuration_revision: row.configuration_revision,
        price,
        created_at: row.created_at,
        updated_at: row.updated_at,
    })
}

fn load_id(conn: &mut PgConnection, id: i64) -> Result<Request, TxError> {
    let row: Named = joined().filter(requests::id.eq(id)).select(named()).first(conn)?;
    Ok(to_request(row)?)
}

#[derive(Clone)]
pub struct PgRequests {
    pool: DbPool,
}

impl PgRequests {
    pub fn new(pool: DbPool) -> Self {
        Self { pool }
    }
}

impl RequestStore for PgRequests {
    fn list(&self, scope: &Scope, filter: &RequestFilter, query: &ListQuery) -> Result<Page<Request>, RepoError> {
        let rows = joined()
            .scoped(scope)
            .narrowed(filter.status, |status| requests::status.eq(status.as_str()))
            .narrowed(filter.company_id, |company| requests::company_id.eq(company))
            .narrowed(filter.configuration_id.clone(), |public_id| configurations::public_id.eq(public_id))
            .narrowed(filter.created_from.map(business_midnight), |since| requests::created_at.ge(since))
            .narrowed(filter.created_to.map(business_day_end), |until| requests::created_at.lt(until))
            .narrowed(query.like_pattern(), |pattern| {
                configurations::name.ilike(pattern.clone()).or(requests::message.ilike(pattern))
            });
        let rows = match sort_key(query)? {
            RequestSort::CreatedAt => ordered(rows, requests::created_at, query.order, requests::id),
            RequestSort::UpdatedAt => ordered(rows, requests::updated_at, query.order, requests::id),
            RequestSort::Status => ordered(rows, requests::status, query.order, requests::id),
        };
        let mut conn = get(&self.pool)?;
        let page = rows.select(named()).paginate(query).load_page(&mut conn, each_tried(to_request))?;
        Ok(page)
    }

    fn get(&self, id: i64, scope: &Scope) -> Result<Option<Request>, RepoError> {
        let mut conn = get(&self.pool)?;
        let row: Option<Named> = joined()
            .scoped(scope)
            .filter(requests::id.eq(id))
            .select(named())
            .first(&mut conn)
            .optional()
            .map_err(repo_error)?;
        row.map(to_request).transpose()
    }

    fn create(&self, new: &NewRequest, mails: &RequestMails) -> Result<Created, RepoError> {
        let mut conn = get(&self.pool)?;
        conn.transaction::<_, TxError, _>(|conn| {
            let locked: Option<Sendable> = configurations::table
                .find(new.configuration_id)
                .select((
                    configurations::company_id,
                    configurations::complete,
                    configurations::valid,
                    configurations::revision,
                ))
                .for_update()
                .first(conn)
                .optional()?;
            let Some((company_id, complete, valid, revision)) = locked else {
                return Ok(Created::NotFound);
            };
            if !(complete && valid) {
                return Ok(Created::NotSendable);
            }
            let price = saved_price_of(conn, new.configuration_id, revision)?;
            // The old pending one steps aside first: the unique index allows one pending per configuration.
            let replaced: Vec<i64> = diesel::update(
                requests::table
                    .filter(requests::configuration_id.eq(new.configuration_id))
                    .filter(requests::status.eq(RequestStatus::Pending.as_str())),
            )
            .set(requests::status.eq(RequestStatus::Replaced.as_str()))
            .returning(requests::id)
            .get_results(conn)?;
            let id: i64 = diesel::insert_into(requests::table)
                .values((
                    requests::configuration_id.eq(new.configuration_id),
                    requests::requester_id.eq(new.requester_id),
                    requests::company_id.eq(company_id),
                    requests::message.eq(&new.message),
                    requests::status.eq(RequestStatus::Pending.as_str()),
                    requests::configuration_revision.eq(revision),
                    requests::price_snapshot.eq(price),
                ))
                .returning(requests::id)
                .get_result(conn)?;
            diesel::update(requests::table.filter(requests::id.eq_any(&replaced)))
                .set(requests::replaced_by_id.eq(id))
                .execute(conn)?;
            let request = load_id(conn, id)?;
            let admins: Vec<(String, String)> = users::table
                .filter(users::role.eq("admin"))
                .filter(users::active.eq(true))
                .order(users::id)
                .select((users::email, users::locale))
                .load(conn)?;
            for (admin, locale) in admins {
                crate::outbox::enqueue(conn, &mails.sent(&admin, &locale, &request))?;
            }
            Ok(Created::Done(Box::new(request)))
        })
        .map_err(RepoError::from)
    }

    fn decide(&self, decision: &Decision, mails: &RequestMails) -> Result<Decided, RepoError> {
        let mut conn = get(&self.pool)?;
        conn.transaction::<_, TxError, _>(|conn| {
            // Locked first, so the audit's "before" is the request the decision changes.
            let found: Option<i64> =
                requests::table.find(decision.request_id).select(requests::id).for_update().first(conn).optional()?;
            if found.is_none() {
                return Ok(Decided::NotFound);
            }
            let before = load_id(conn, decision.request_id)?;
            let updated = diesel::update(
                requests::table
                    .filter(requests::id.eq(decision.request_id))
                    .filter(requests::status.eq(RequestStatus::Pending.as_str())),
            )
            .set((
                requests::status.eq(decision.status.as_str()),
                requests::response.eq(decision.response.as_deref()),
                requests::reviewed_by_id.eq(decision.reviewer.user_id),
                requests::reviewed_at.eq(diesel::dsl::now),
            ))
            .execute(conn)?;
            if updated == 0 {
                let now: Option<String> =
                    requests::table.find(decision.request_id).select(requests::status).first(conn).optional()?;
                let Some(now) = now else { return Ok(Decided::NotFound) };
                let status = RequestStatus::parse(&now).ok_or_else(|| {
                    RepoError::Other(format!("request {}: unknown status {now}", decision.request_id))
                })?;
                return Ok(Decided::NotPending(status));
            }
            let request = load_id(conn, decision.request_id)?;
            let action = match decision.status {
                RequestStatus::Approved => AuditAction::Approve,
                _ => AuditAction::Reject,
            };
            audit::record(conn, &decision.reviewer, action, REQUEST, Some(&before), Some(&request))?;
            let (requester, locale): (String, String) =
                users::table.find(request.requester_id).select((users::email, users::locale)).first(conn)?;
            crate::outbox::enqueue(conn, &mails.decided(&requester, &locale, &request))?;
            Ok(Decided::Done(Box::new(request)))
        })
        .map_err(RepoError::from)
    }
}
