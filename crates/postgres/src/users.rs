use chrono::{DateTime, Utc};
use const_format::concatcp;
use diesel::pg::Pg;
use diesel::prelude::*;
use diesel::sql_types::BigInt;
use domain::RepoError;
use domain::audit::{Actor, AuditAction, USER, entry};
use domain::catalogue::{ListQuery, Page};
use domain::users::{
    Credentials, ExtendedUser, NewUser, PendingInvitation, Role, User, UserChanges, UserRepository, UserSort,
};
use domain::versions::Versions;

use crate::audit;
use crate::error::{TxError, repo_error};
use crate::fragment::{Fragment, fragment};
use crate::paginate::{Narrowed, Paginate, each_tried, ordered, sort_key};
use crate::pool::{DbPool, get};
use crate::reset_tokens::insert_token;
use crate::schema::{companies, customers, users};

diesel::define_sql_function!(fn lower(x: diesel::sql_types::Text) -> diesel::sql_types::Text);

#[derive(Queryable, Selectable)]
#[diesel(table_name = users, check_for_backend(diesel::pg::Pg))]
pub(crate) struct UserRow {
    id: i64,
    email: String,
    password_hash: Option<String>,
    role: String,
    first_name: String,
    last_name: String,
    phone: Option<String>,
    locale: String,
    company_id: Option<i64>,
    customer_id: Option<i64>,
    active: bool,
    token_version: i32,
    last_login_at: Option<DateTime<Utc>>,
    created_at: DateTime<Utc>,
    updated_at: DateTime<Utc>,
}

impl UserRow {
    fn into_credentials(self) -> Result<Credentials, RepoError> {
        let role = Role::parse(&self.role).ok_or_else(|| RepoError::Other(format!("unknown role {}", self.role)))?;
        Ok(Credentials {
            user: User {
                id: self.id,
                email: self.email,
                role,
                first_name: self.first_name,
                last_name: self.last_name,
                phone: self.phone,
                locale: self.locale,
                company_id: self.company_id,
                customer_id: self.customer_id,
                active: self.active,
                last_login_at: self.last_login_at,
                created_at: self.created_at,
                updated_at: self.updated_at,
            },
            password_hash: self.password_hash,
            token_version: self.token_version,
        })
    }
}

/// The columns both a new user and a change to one write.
#[derive(Insertable, AsChangeset)]
#[diesel(table_name = users, treat_none_as_null = true)]
struct UserValues<'a> {
    email: &'a str,
    role: &'a str,
    first_name: &'a str,
    last_name: &'a str,
    phone: Option<&'a str>,
    locale: &'a str,
    company_id: Option<i64>,
    customer_id: Option<i64>,
    active: bool,
}

impl<'a> From<&'a NewUser> for UserValues<'a> {
    fn from(user: &'a NewUser) -> Self {
        UserValues {
            email: &user.email,
            role: user.role.as_str(),
            first_name: &user.first_name,
            last_name: &user.last_name,
            phone: user.phone.as_deref(),
            locale: &user.locale,
            company_id: user.company_id,
            customer_id: user.customer_id,
            active: user.active,
        }
    }
}

#[derive(Clone)]
pub struct PgUsers {
    pool: DbPool,
}

impl PgUsers {
    pub fn new(pool: DbPool) -> Self {
        Self { pool }
    }

    /// The credentials of the one user `rows` selects.
    fn credentials_of(&self, rows: users::BoxedQuery<'_, Pg>) -> Result<Option<Credentials>, RepoError> {
        let mut conn = get(&self.pool)?;
        let row = rows.select(UserRow::as_select()).first(&mut conn).optional().map_err(repo_error)?;
        row.map(UserRow::into_credentials).transpose()
    }
}

/// The counters of what the server keeps answers for (migrations 000005 and 2026-11-28-000001), read
/// beside the caller: the catalogue's, and the configurations' versions of the caller's role scope and of
/// their own, each moved forward by the epoch every server advances as it starts (`advance_versions`).
const CATALOGUE_VERSION: Fragment<BigInt> = fragment("(SELECT version FROM catalogue_versions WHERE id = 1)");
const EPOCH: &str = "(SELECT version FROM configurations_versions WHERE id = 1)";
const OWN_ROW: &str =
    "coalesce((SELECT v.version FROM configuration_scope_versions v WHERE v.scope = 'owner' AND v.id = users.id), 0)";
const OWN_CONFIGURATIONS_VERSION: Fragment<BigInt> = fragment(concatcp!("(", EPOCH, " + ", OWN_ROW, ")"));
/// An administrator's: every owner's row summed (rows only grow and are never removed, so the sum moves
/// with every write). An account manager's: their own and membership rows and every managed company's,
/// hashed as one vector (a company leaving them bumps their membership row, so no vector comes back).
const CONFIGURATIONS_VERSION: Fragment<BigInt> = fragment(concatcp!(
    "(CASE WHEN users.role = 'admin' THEN ",
    EPOCH,
    " + (SELECT coalesce(sum(v.version), 0)::bigint FROM configuration_scope_versions v WHERE v.scope = 'owner') \
     WHEN users.role = 'account_manager' THEN (SELECT hashtextextended(",
    EPOCH,
    "::text || ' ' || coalesce(string_agg(v.scope || v.id || '=' || v.version, ',' ORDER BY v.scope, v.id), ''), 0) \
     FROM configuration_scope_versions v WHERE (v.scope IN ('owner', 'manager') AND v.id = users.id) \
     OR (v.scope = 'company' AND v.id IN (SELECT c.id FROM companies c WHERE c.account_manager_id = users.id))) \
     WHEN users.role = 'customer_manager' AND users.company_id IS NOT NULL THEN ",
    EPOCH,
    " + coalesce((SELECT v.version FROM configuration_scope_versions v WHERE v.scope = 'company' AND v.id = users.company_id), 0) \
     ELSE ",
    EPOCH,
    " + ",
    OWN_ROW,
    " END)"
));

/// A user with the names of their company and customer.
type Named = (UserRow, Option<String>, Option<String>);

type WithNames = diesel::dsl::LeftJoinOn<
    diesel::dsl::LeftJoinOn<
        users::table,
        companies::table,
        diesel::dsl::Eq<users::company_id, diesel::dsl::Nullable<companies::id>>,
    >,
    customers::table,
    diesel::dsl::Eq<users::customer_id, diesel::dsl::Nullable<customers::id>>,
>;

fn with_names<'a>() -> diesel::dsl::IntoBoxed<'a, WithNames, Pg> {
    users::table
        .left_join(companies::table.on(users::company_id.eq(companies::id.nullable())))
        .left_join(customers::table.on(users::customer_id.eq(customers::id.nullable())))
        .into_boxed()
}

fn named()
-> (diesel::dsl::AsSelect<UserRow, Pg>, diesel::dsl::Nullable<companies::name>, diesel::dsl::Nullable<customers::name>)
{
    (UserRow::as_select(), companies::name.nullable(), customers::name.nullable())
}

fn extended_user((user, company_name, customer_name): Named) -> Result<ExtendedUser, RepoError> {
    Ok(ExtendedUser { user: user.into_credentials()?.user, company_name, customer_name })
}

fn load_extended(conn: &mut PgConnection, id: i64) -> Result<Option<ExtendedUser>, TxError> {
    let row: Option<Named> = with_names().filter(users::id.eq(id)).select(named()).first(conn).optional()?;
    Ok(row.map(extended_user).transpose()?)
}

pub(crate) fn insert_user(conn: &mut PgConnection, user: &NewUser) -> QueryResult<i64> {
    diesel::insert_into(users::table)
        .values((UserValues::from(user), users::password_hash.eq(user.password_hash.as_deref())))
        .returning(users::id)
        .get_result(conn)
}

impl UserRepository for PgUsers {
    fn credentials_by_email(&self, email: &str) -> Result<Option<Credentials>, RepoError> {
        self.credentials_of(users::table.filter(lower(users::email).eq(email.to_lowercase())).into_boxed())
    }

    fn credentials(&self, id: i64) -> Result<Option<Credentials>, RepoError> {
        self.credentials_of(users::table.filter(users::id.eq(id)).into_boxed())
    }

    fn caller(&self, id: i64) -> Result<Option<(Credentials, Versions)>, RepoError> {
        let mut conn = get(&self.pool)?;
        let row = users::table
            .find(id)
            .select((UserRow::as_select(), CATALOGUE_VERSION, CONFIGURATIONS_VERSION, OWN_CONFIGURATIONS_VERSION))
            .first::<(UserRow, i64, i64, i64)>(&mut conn)
            .optional()
            .map_err(repo_error)?;
        row.map(|(user, catalogue, configurations, own_configurations)| {
            Ok((user.into_credentials()?, Versions { catalogue, configurations, own_configurations }))
        })
        .transpose()
    }

    fn extended(&self, id: i64) -> Result<Option<ExtendedUser>, RepoError> {
        let mut conn = get(&self.pool)?;
        load_extended(&mut conn, id).map_err(RepoError::from)
    }

    fn record_login(&self, id: i64, at: DateTime<Utc>) -> Result<(), RepoError> {
        let mut conn = get(&self.pool)?;
        diesel::update(users::table.find(id))
            .set(users::last_login_at.eq(at))
            .execute(&mut conn)
            .map(|_| ())
            .map_err(repo_error)
    }

    fn set_password(&self, id: i64, password_hash: &str) -> Result<i32, RepoError> {
        let mut conn = get(&self.pool)?;
        conn.transaction(|conn| {
            crate::reset_tokens::void_unused(conn, id)?;
            diesel::update(users::table.find(id))
                .set((users::password_hash.eq(password_hash), users::token_version.eq(users::token_version + 1)))
                .returning(users::token_version)
                .get_result(conn)
        })
        .map_err(repo_error)
    }

    fn create(&self, user: &NewUser, invitation: Option<PendingInvitation>, actor: &Actor) -> Result<i64, RepoError> {
        let mut conn = get(&self.pool)?;
        conn.transaction::<_, TxError, _>(|conn| {
            let id = insert_user(conn, user)?;
            let created = load_extended(conn, id)?;
            let password: &[&str] = if user.password_hash.is_some() { &["password"] } else { &[] };
            let entry = entry(actor, AuditAction::Create, USER, None, created.as_ref(), password)?;
            audit::record_all(conn, entry.as_slice())?;
            if let Some(invitation) = &invitation {
                insert_token(
                    conn,
                    id,
                    &invitation.token_hash,
                    domain::auth::ResetPurpose::Invite,
                    invitation.expires_at,
                )?;
                crate::outbox::enqueue(conn, &invitation.mail)?;
            }
            Ok(id)
        })
        .map_err(RepoError::from)
    }

    fn update(&self, id: i64, changes: &UserChanges, actor: &Actor) -> Result<(), RepoError> {
        let mut conn = get(&self.pool)?;
        let row = UserValues::from(&changes.written);
        let bump = if changes.end_sessions { 1 } else { 0 };
        conn.transaction::<_, TxError, _>(|conn| {
            // Locked first, so the audit's "before" is the user this change overwrites.
            let found: Option<i64> = users::table.find(id).select(users::id).for_update().first(conn).optional()?;
            if found.is_none() {
                return Err(TxError::Repo(RepoError::NotFound));
            }
            let before = load_extended(conn, id)?;
            diesel::update(users::table.find(id))
                .set((row, users::token_version.eq(users::token_version + bump)))
                .execute(conn)?;
            if let Some(hash) = &changes.written.password_hash {
                crate::reset_tokens::void_unused(conn, id)?;
                diesel::update(users::table.find(id)).set(users::password_hash.eq(hash)).execute(conn)?;
            }
            let after = load_extended(conn, id)?;
            let password: &[&str] = if changes.written.password_hash.is_some() { &["password"] } else { &[] };
            let entry = entry(actor, AuditAction::Update, USER, before.as_ref(), after.as_ref(), password)?;
            audit::record_all(conn, entry.as_slice())
        })
        .map_err(RepoError::from)
    }

    fn customer_company(&self, customer_id: i64) -> Result<Option<i64>, RepoError> {
        let mut conn = get(&self.pool)?;
        customers::table.find(customer_id).select(customers::company_id).first(&mut conn).optional().map_err(repo_error)
    }

    fn list(
        &self,
        query: &ListQuery,
        company_id: Option<i64>,
        role: Option<Role>,
    ) -> Result<Page<ExtendedUser>, RepoError> {
        let rows = with_names()
            .narrowed(company_id, |company| users::company_id.eq(company))
            .narrowed(role, |role| users::role.eq(role.as_str()))
            .narrowed(query.like_pattern(), |pattern| {
                users::email
                    .ilike(pattern.clone())
                    .or(users::first_name.ilike(pattern.clone()))
                    .or(users::last_name.ilike(pattern))
            });
        let rows = match sort_key(query)? {
            UserSort::Email => ordered(rows, users::email, query.order, users::id),
            UserSort::LastName => ordered(rows, users::last_name, query.order, users::id),
            UserSort::Role => ordered(rows, users::role, query.order, users::id),
            UserSort::LastLoginAt => ordered(rows, users::last_login_at, query.order, users::id),
        };
        let mut conn = get(&self.pool)?;
        let page = rows.select(named()).paginate(query).load_page(&mut conn, each_tried(extended_user))?;
        Ok(page)
    }

    fn company_exists(&self, company_id: i64) -> Result<bool, RepoError> {
        let mut conn = get(&self.pool)?;
        diesel::select(diesel::dsl::exists(companies::table.find(company_id))).get_result(&mut conn).map_err(repo_error)
    }
}
