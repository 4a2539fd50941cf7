//! What every catalogue store shares: the outline of its reads and writes ([`Stored`] and
//! [`catalogue_store!`]), the visibility rules as ids and the in-use refusal.

use diesel::pg::PgConnection;
use diesel::prelude::*;
use domain::audit::{Actor, AuditAction};
use domain::catalogue::{EntityKind, KindRule, ListQuery, Listed, Page, Parents, Resource, SortKey, Store, Visibility};
use domain::{Holding, RepoError};
use serde::Serialize;
use std::marker::PhantomData;

use super::exchange::Batched;
use crate::audit;
use crate::error::TxError;
use crate::pool::{DbPool, get};
use crate::schema::company_entity_filters as filters;

/// The value of one parent filter of a list request.
pub(crate) fn parent(parents: &Parents, name: &str) -> Option<i64> {
    parents.iter().find(|(key, _)| *key == name).map(|(_, id)| *id)
}

/// The ids a kind's rule admits and refuses, as vectors diesel can bind (`None`: no constraint).
pub(crate) fn rule_ids(visibility: &Visibility, kind: EntityKind) -> (Option<Vec<i64>>, Option<Vec<i64>>) {
    match visibility.rule(kind) {
        None => (None, None),
        Some(KindRule { allow, deny }) => (
            allow.as_ref().map(|ids| ids.iter().copied().collect()),
            (!deny.is_empty()).then(|| deny.iter().copied().collect()),
        ),
    }
}

/// Filters a boxed query down to what `$visibility` admits: each kind's rule on the column holding that kind's id.
macro_rules! admitted {
    ($query:expr, $visibility:expr, { $($kind:expr => $column:expr),+ $(,)? }) => {{
        let mut query = $query;
        $(
            let (allow, deny) = $crate::catalogue::support::rule_ids($visibility, $kind);
            if let Some(allow) = allow {
                query = query.filter($column.eq_any(allow));
            }
            if let Some(deny) = deny {
                query = query.filter($column.ne_all(deny));
            }
        )+
        query
    }};
}

pub(crate) use admitted;

/// What can hold a row (the domain names it in the caller's language).
pub(crate) type Holder = Holding;

/// Refuses a delete while any holder has rows; the answer names each holder with its count.
pub(crate) fn refuse_if_held(holders: Vec<(Holder, i64)>) -> Result<(), RepoError> {
    let held: Vec<(Holder, i64)> = holders.into_iter().filter(|(_, count)| *count > 0).collect();
    if held.is_empty() { Ok(()) } else { Err(RepoError::InUse(held)) }
}

pub(crate) const TYPES: Holder = Holding::Types;
pub(crate) const MODELS: Holder = Holding::Models;
pub(crate) const CONFIGURATORS: Holder = Holding::Configurators;
pub(crate) const CONFIGURATIONS: Holder = Holding::Configurations;
pub(crate) const COMPANY_FILTERS: Holder = Holding::CompanyFilters;
pub(crate) const VALUES: Holder = Holding::Values;
pub(crate) const PARTS: Holder = Holding::Parts;
pub(crate) const CUSTOMERS: Holder = Holding::Customers;
pub(crate) const USERS: Holder = Holding::Users;
pub(crate) const REQUESTS: Holder = Holding::Requests;

/// Company filters naming an item: they hold it like a foreign key would.
pub(crate) fn filters_naming(conn: &mut PgConnection, kind: EntityKind, id: i64) -> QueryResult<i64> {
    filters::table
        .filter(filters::entity_kind.eq(kind.as_str()))
        .filter(filters::entity_id.eq(id))
        .count()
        .get_result(conn)
}

/// A page read inside a transaction.
pub(crate) type TxPage<T> = Result<Page<T>, TxError>;

/// The draft a store writes.
pub(crate) type Draft<S> = <<S as Stored>::Resource as Resource>::Draft;

/// What a catalogue store says of its own rows ([`catalogue_store!`] writes `page` and `load` from its
/// declaration); the functions below are the one outline of every read and write of the domain's `Store`.
pub(crate) trait Stored {
    type Resource: Resource;

    /// The page of rows `visibility` admits, narrowed by `parents` and the search, sorted.
    fn page(
        conn: &mut PgConnection,
        query: &ListQuery,
        parents: &Parents,
        visibility: &Visibility,
    ) -> TxPage<Self::Resource>;

    /// One row, if `visibility` admits it.
    fn load(conn: &mut PgConnection, id: i64, visibility: &Visibility) -> Result<Option<Self::Resource>, TxError>;

    /// A refusal before writing: a reference no foreign key can check.
    fn check(_conn: &mut PgConnection, _draft: &Draft<Self>) -> Result<(), TxError> {
        Ok(())
    }

    /// What hangs off the row, replaced after each write of it.
    fn write_children(_conn: &mut PgConnection, _id: i64, _draft: &Draft<Self>) -> QueryResult<()> {
        Ok(())
    }

    /// What holds a row, counted: a delete is refused while any of them holds it.
    fn holders(_conn: &mut PgConnection, _id: i64) -> QueryResult<Vec<(Holder, i64)>> {
        Ok(vec![])
    }
}

pub(crate) fn list<S: Stored>(
    pool: &DbPool,
    query: &ListQuery,
    parents: &Parents,
    visibility: &Visibility,
) -> Result<Page<S::Resource>, RepoError> {
    let mut conn = get(pool)?;
    Ok(S::page(&mut conn, query, parents, visibility)?)
}

pub(crate) fn read<S: Stored>(
    pool: &DbPool,
    id: i64,
    visibility: &Visibility,
) -> Result<Option<S::Resource>, RepoError> {
    let mut conn = get(pool)?;
    Ok(S::load(&mut conn, id, visibility)?)
}

/// Checks, inserts the row (`insert` answers its id), writes what hangs off it, reads it back and records
/// `actor`'s audit entry, in one transaction.
pub(crate) fn create<S: Stored>(
    pool: &DbPool,
    draft: &Draft<S>,
    actor: &Actor,
    insert: impl FnOnce(&mut PgConnection) -> QueryResult<i64>,
) -> Result<S::Resource, RepoError>
where
    S::Resource: Serialize,
{
    let mut conn = get(pool)?;
    conn.transaction::<_, TxError, _>(|conn| {
        S::check(conn, draft)?;
        let id = insert(conn)?;
        S::write_children(conn, id, draft)?;
        let created =
            S::load(conn, id, &Visibility::everything())?.ok_or(TxError::Db(diesel::result::Error::NotFound))?;
        audit::record(conn, actor, AuditAction::Create, S::Resource::KIND, None, Some(&created))?;
        Ok(created)
    })
    .map_err(RepoError::from)
}

/// Checks, locks the row (`lock` answers whether it exists) and reads it, updates it (`update`), writes what
/// hangs off it, reads it back and records `actor`'s audit entry of the two readings, in one transaction;
/// `None` when there is no such row.
pub(crate) fn update<S: Stored>(
    pool: &DbPool,
    id: i64,
    draft: &Draft<S>,
    actor: &Actor,
    lock: impl FnOnce(&mut PgConnection) -> QueryResult<bool>,
    update: impl FnOnce(&mut PgConnection) -> QueryResult<usize>,
) -> Result<Option<S::Resource>, RepoError>
where
    S::Resource: Serialize,
{
    let mut conn = get(pool)?;
    conn.transaction::<_, TxError, _>(|conn| {
        S::check(conn, draft)?;
        if !lock(conn)? {
            return Ok(None);
        }
        let before = S::load(conn, id, &Visibility::everything())?;
        if update(conn)? == 0 {
            return Ok(None);
        }
        S::write_children(conn, id, draft)?;
        let after = S::load(conn, id, &Visibility::everything())?;
        audit::record(conn, actor, AuditAction::Update, S::Resource::KIND, before.as_ref(), after.as_ref())?;
        Ok(after)
    })
    .map_err(RepoError::from)
}

/// Locks the row and refuses while anything holds it, else reads it, deletes it (`delete` answers how many
/// rows it removed) and records `actor`'s audit entry of what it was, in one transaction.
pub(crate) fn delete<S: Stored>(
    pool: &DbPool,
    id: i64,
    actor: &Actor,
    lock: impl FnOnce(&mut PgConnection) -> QueryResult<bool>,
    delete: impl FnOnce(&mut PgConnection) -> QueryResult<usize>,
) -> Result<bool, RepoError>
where
    S::Resource: Serialize,
{
    let mut conn = get(pool)?;
    conn.transaction::<_, TxError, _>(|conn| {
        if !lock(conn)? {
            return Ok(false);
        }
        refuse_if_held(S::holders(conn, id)?)?;
        let before = S::load(conn, id, &Visibility::everything())?;
        if delete(conn)? == 0 {
            return Ok(false);
        }
        audit::record(conn, actor, AuditAction::Delete, S::Resource::KIND, before.as_ref(), None)?;
        Ok(true)
    })
    .map_err(RepoError::from)
}

/// The store of one resource's rows (`PgStore<Parts>`): the domain's `Store` for every [`Rows`].
pub struct PgStore<S> {
    pool: DbPool,
    rows: PhantomData<fn() -> S>,
}

impl<S> Clone for PgStore<S> {
    fn clone(&self) -> Self {
        Self::new(self.pool.clone())
    }
}

impl<S> PgStore<S> {
    pub fn new(pool: DbPool) -> Self {
        Self { pool, rows: PhantomData }
    }
}

/// The writes of one resource's table, besides [`Stored`]'s reads and [`Batched`]'s many rows: what
/// [`PgStore`] needs to be the resource's `Store`.
pub(crate) trait Rows: Batched {
    /// Locks the row for the rest of the transaction, so the audit's "before" is what the write changes;
    /// `false` when there is no such row.
    fn lock(conn: &mut PgConnection, id: i64) -> QueryResult<bool>;

    /// How many rows it removed (0 or 1).
    fn delete_one(conn: &mut PgConnection, id: i64) -> QueryResult<usize>;
}

/// The validated sort key of a list request, as the resource declares it.
pub(crate) fn sort_key<R: Listed>(query: &ListQuery) -> Result<R::Sort, TxError> {
    // ListQuery::parse admits only the names of `R::SORTABLE`, which the same declaration generates.
    R::Sort::named(query.sort).ok_or_else(|| crate::paginate::cannot_sort_by(query.sort).into())
}

// The tables (`Rows`) are the crate's own: outside it, `PgStore<Parts>` is only ever the domain's `Store`.
#[allow(private_interfaces)]
impl<S: Rows> Store<S::Resource> for PgStore<S>
where
    S::Resource: Serialize,
{
    fn list(
        &self,
        query: &ListQuery,
        parents: &Parents,
        visibility: &Visibility,
    ) -> Result<Page<S::Resource>, RepoError> {
        list::<S>(&self.pool, query, parents, visibility)
    }

    fn get(&self, id: i64, visibility: &Visibility) -> Result<Option<S::Resource>, RepoError> {
        read::<S>(&self.pool, id, visibility)
    }

    fn create(&self, draft: &Draft<S>, actor: &Actor) -> Result<S::Resource, RepoError> {
        create::<S>(&self.pool, draft, actor, |conn| {
            S::insert_many(conn, std::slice::from_ref(draft))?.pop().ok_or(diesel::result::Error::NotFound)
        })
    }

    fn update(&self, id: i64, draft: &Draft<S>, actor: &Actor) -> Result<Option<S::Resource>, RepoError> {
        update::<S>(&self.pool, id, draft, actor, |conn| S::lock(conn, id), |conn| S::update_one(conn, id, draft))
    }

    fn delete(&self, id: i64, actor: &Actor) -> Result<bool, RepoError> {
        delete::<S>(&self.pool, id, actor, |conn| S::lock(conn, id), |conn| S::delete_one(conn, id))
    }
}

/// Declares a catalogue store in one place: the struct `$store` of `$resource` rows, its reads and the domain's
/// `Store` over them, with its drafts written to `$table` as `$values` (their `From<&Draft>`).
///
/// The reads: the rows a visibility admits (`rows`, which may read on the connection), the id column, the
/// parent filters a list takes (each named parent's id to a filter), the columns a search looks in, the
/// sortable fields, what is selected, and how selected rows become items (which may read more). A row is read
/// as a page is, narrowed to its id. What follows the declaration joins the store's [`Stored`] impl
/// (`check`, `write_children`, `holders`).
macro_rules! catalogue_store {
    (
        $(#[$meta:meta])*
        $store:ident => $resource:ty, $table:ident, $values:ident;
        rows($conn:ident, $visibility:ident) => $rows:expr,
        id: $id:expr,
        $(parents: { $($parent:literal => |$value:ident| $filter:expr),+ $(,)? },)?
        $(search: [$first:expr $(, $column:expr)* $(,)?],)?
        sort: { $($field:literal => $sort:expr),+ $(,)? },
        select: $select:expr,
        items: $items:expr;
        $($stored:tt)*
    ) => {
        #[doc = concat!("The store of `", stringify!($resource), "` rows.")]
        $(#[$meta])*
        #[derive(Clone)]
        pub struct $store {
            pool: $crate::pool::DbPool,
        }

        impl $store {
            pub fn new(pool: $crate::pool::DbPool) -> Self {
                Self { pool }
            }

            /// Locks the row for the rest of the transaction, so the audit's "before" is what the write
            /// changes; `false` when there is no such row.
            fn lock(conn: &mut diesel::pg::PgConnection, id: i64) -> diesel::QueryResult<bool> {
                $table::table.find(id).select($table::id).for_update().first::<i64>(conn).optional().map(|row| row.is_some())
            }
        }

        impl $crate::catalogue::support::Stored for $store {
            type Resource = $resource;

            // `_parents`: a store without parent filters leaves it unread.
            fn page(
                $conn: &mut diesel::pg::PgConnection,
                query: &domain::catalogue::ListQuery,
                _parents: &domain::catalogue::Parents,
                $visibility: &domain::catalogue::Visibility,
            ) -> $crate::catalogue::support::TxPage<$resource> {
                use $crate::paginate::Paginate;
                let rows = $rows;
                $(
                    let rows = $crate::paginate::narrowed!(rows, {
                        $($crate::catalogue::support::parent(_parents, $parent) => |$value| $filter),+
                    });
                )?
                $(let rows = $crate::paginate::searched!(rows, query, [$first $(, $column)*]);)?
                $crate::paginate::sorted!(rows, query, $id, { $($field => $sort),+ })
                    .select($select)
                    .paginate(query)
                    .load_page($conn, $items)
            }

            fn load(
                $conn: &mut diesel::pg::PgConnection,
                id: i64,
                $visibility: &domain::catalogue::Visibility,
            ) -> Result<Option<$resource>, $crate::error::TxError> {
                let rows = $rows.filter($id.eq(id)).select($select).load($conn)?;
                Ok(($items)($conn, rows)?.pop())
            }

            $($stored)*
        }

        impl $crate::catalogue::exchange::Batched for $store {
            fn load_many(
                $conn: &mut diesel::pg::PgConnection,
                ids: &[i64],
            ) -> Result<Vec<$resource>, $crate::error::TxError> {
                let $visibility = &domain::catalogue::Visibility::everything();
                let rows = $rows.filter($id.eq_any(ids)).select($select).load($conn)?;
                ($items)($conn, rows)
            }

            fn insert_many(
                conn: &mut diesel::pg::PgConnection,
                drafts: &[<$resource as domain::catalogue::Resource>::Draft],
            ) -> diesel::QueryResult<Vec<i64>> {
                let values: Vec<$values> = drafts.iter().map($values::from).collect();
                diesel::insert_into($table::table).values(values).returning($table::id).get_results(conn)
            }

            fn update_one(
                conn: &mut diesel::pg::PgConnection,
                id: i64,
                draft: &<$resource as domain::catalogue::Resource>::Draft,
            ) -> diesel::QueryResult<usize> {
                diesel::update($table::table.find(id)).set($values::from(draft)).execute(conn)
            }
        }

        impl domain::catalogue::Store<$resource> for $store {
            fn list(
                &self,
                query: &domain::catalogue::ListQuery,
                parents: &domain::catalogue::Parents,
                visibility: &domain::catalogue::Visibility,
            ) -> Result<domain::catalogue::Page<$resource>, domain::RepoError> {
                $crate::catalogue::support::list::<Self>(&self.pool, query, parents, visibility)
            }

            fn get(
                &self,
                id: i64,
                visibility: &domain::catalogue::Visibility,
            ) -> Result<Option<$resource>, domain::RepoError> {
                $crate::catalogue::support::read::<Self>(&self.pool, id, visibility)
            }

            fn create(
                &self,
                draft: &<$resource as domain::catalogue::Resource>::Draft,
                actor: &domain::audit::Actor,
            ) -> Result<$resource, domain::RepoError> {
                $crate::catalogue::support::create::<Self>(&self.pool, draft, actor, |conn| {
                    let values = $values::from(draft);
                    diesel::insert_into($table::table).values(values).returning($table::id).get_result(conn)
                })
            }

            fn update(
                &self,
                id: i64,
                draft: &<$resource as domain::catalogue::Resource>::Draft,
                actor: &domain::audit::Actor,
            ) -> Result<Option<$resource>, domain::RepoError> {
                $crate::catalogue::support::update::<Self>(
                    &self.pool,
                    id,
                    draft,
                    actor,
                    |conn| Self::lock(conn, id),
                    |conn| diesel::update($table::table.find(id)).set($values::from(draft)).execute(conn),
                )
            }

            fn delete(&self, id: i64, actor: &domain::audit::Actor) -> Result<bool, domain::RepoError> {
                $crate::catalogue::support::delete::<Self>(
                    &self.pool,
                    id,
                    actor,
                    |conn| Self::lock(conn, id),
                    |conn| diesel::delete($table::table.find(id)).execute(conn),
                )
            }
        }
    };
}

pub(crate) use catalogue_store;
