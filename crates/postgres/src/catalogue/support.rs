//! What every catalogue store shares: [`Stored`], a table's pieces of its reads and writes, put together
//! once for every table by [`PgStore`], the domain's `Store`; the visibility rules as filters; the in-use
//! refusal.

use std::marker::PhantomData;

use diesel::dsl::{self, AsSelect};
use diesel::pg::{Pg, PgConnection};
use diesel::prelude::*;
use diesel::query_builder::{
    AsChangeset, AsQuery, AstPass, InsertStatement, IntoUpdateTarget, Query, QueryFragment, QueryId,
};
use diesel::query_dsl::methods::{FilterDsl, FindDsl, SelectDsl};
use diesel::query_dsl::{LoadQuery, RunQueryDsl};
use diesel::sql_types::BigInt;
use domain::audit::{Actor, AuditAction};
use domain::catalogue::{
    EntityKind, KindRule, ListQuery, Listed, Page, ParentKey, Parents, Resource, SortKey, SortOrder, Store, Visibility,
};
use domain::{Holding, RepoError};
use serde::Serialize;

use crate::audit;
use crate::error::TxError;
use crate::paginate::{Paginate, Paginated, Total};
use crate::pool::{DbPool, get};
use crate::schema::company_entity_filters as filters;

/// Narrows `rows` to what `visibility` admits of `kind`, whose ids `column` holds (the rows of an item
/// hidden with its parent are narrowed by each parent's column in turn).
pub(crate) fn admitted<Q, C>(rows: Q, visibility: &Visibility, kind: EntityKind, column: C) -> Q
where
    C: Expression<SqlType = BigInt> + ExpressionMethods + Copy,
    Q: FilterDsl<dsl::EqAny<C, Vec<i64>>, Output = Q> + FilterDsl<dsl::NeAll<C, Vec<i64>>, Output = Q>,
{
    let Some(KindRule { allow, deny }) = visibility.rule(kind) else { return rows };
    let rows = match allow {
        Some(allow) => FilterDsl::filter(rows, column.eq_any(allow.iter().copied().collect::<Vec<i64>>())),
        None => rows,
    };
    if deny.is_empty() {
        rows
    } else {
        FilterDsl::filter(rows, column.ne_all(deny.iter().copied().collect::<Vec<i64>>()))
    }
}

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
    let naming = filters::entity_kind.eq(kind.as_str()).and(filters::entity_id.eq(id));
    QueryDsl::filter(filters::table, naming).count().get_result(conn)
}

/// The draft a store writes.
pub(crate) type Draft<S> = <<S as Stored>::Resource as Resource>::Draft;
/// The table a store writes: the one its fields are written to.
type TableOf<S> = <<S as Stored>::Fields as AsChangeset>::Target;
type IdOf<S> = <TableOf<S> as Table>::PrimaryKey;
type Sort<S> = <<S as Stored>::Resource as Listed>::Sort;
type Parent<S> = <<S as Stored>::Resource as Listed>::Parent;

/// One resource's table, as its store reads and writes it: the pieces each table has of its own, and
/// from them the one outline of every read and write (the provided functions), which [`PgStore`] runs in
/// transactions with their audit entries.
pub(crate) trait Stored: Sized + 'static {
    type Resource: Listed + Serialize;
    /// The columns of its table a draft's fields are written to (read back by [`Self::Row`], as written).
    type Fields: for<'d> From<&'d Draft<Self>>
        + AsChangeset<Target: Writes<Self::Fields> + Table<PrimaryKey: Expression<SqlType = BigInt> + Default>>;
    /// What a read selects of one row: its own columns and those it joins.
    type Row: Selectable<Pg, SelectExpression: QueryId>;
    /// The rows a read starts from: the table with what it joins, boxed.
    type Rows: SelectDsl<AsSelect<Self::Row, Pg>, Output: Selected<Self::Row>>
        + FilterDsl<dsl::EqAny<IdOf<Self>, Vec<i64>>, Output = Self::Rows>;

    /// The rows `visibility` admits (reading on the connection if it must).
    fn rows(conn: &mut PgConnection, visibility: &Visibility) -> QueryResult<Self::Rows>;

    /// The rows under one parent of a list.
    fn narrowed(rows: Self::Rows, parent: Parent<Self>) -> Self::Rows;

    /// The rows a list's search finds (`ILIKE pattern`); by default the list has no search.
    fn searched(rows: Self::Rows, _pattern: String) -> Self::Rows {
        rows
    }

    /// The rows sorted by the column of `key`, then by id.
    fn sorted(rows: Self::Rows, key: Sort<Self>, order: SortOrder) -> Self::Rows;

    /// Selected rows made into items (reading what hangs off them if they must).
    fn items(conn: &mut PgConnection, rows: Vec<Self::Row>) -> Result<Vec<Self::Resource>, TxError>;

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

    /// The page of rows `visibility` admits, narrowed by `parents` and the search, sorted.
    fn page(
        conn: &mut PgConnection,
        query: &ListQuery,
        parents: &Parents,
        visibility: &Visibility,
    ) -> Result<Page<Self::Resource>, TxError> {
        let mut rows = Self::rows(conn, visibility)?;
        for parent in Parent::<Self>::all_of(parents) {
            rows = Self::narrowed(rows, parent);
        }
        if let Some(pattern) = query.like_pattern() {
            rows = Self::searched(rows, pattern);
        }
        // ListQuery::parse admits only the names of `SORTABLE`, which the same declaration generates.
        let key = Sort::<Self>::named(query.sort).ok_or_else(|| crate::paginate::cannot_sort_by(query.sort))?;
        Self::sorted(rows, key, query.order).select(Self::Row::as_select()).page(conn, query, Self::items)
    }

    /// One row, if `visibility` admits it.
    fn load(conn: &mut PgConnection, id: i64, visibility: &Visibility) -> Result<Option<Self::Resource>, TxError> {
        let rows =
            with_ids::<Self>(Self::rows(conn, visibility)?, vec![id]).select(Self::Row::as_select()).all(conn)?;
        Ok(Self::items(conn, rows)?.pop())
    }

    /// The rows with these ids, whatever their visibility (an import's).
    fn load_many(conn: &mut PgConnection, ids: &[i64]) -> Result<Vec<Self::Resource>, TxError> {
        let rows = Self::rows(conn, &Visibility::everything())?;
        let rows = with_ids::<Self>(rows, ids.to_vec()).select(Self::Row::as_select()).all(conn)?;
        Self::items(conn, rows)
    }

    /// Inserts the drafts' rows (not what hangs off them), answering their ids in order.
    fn insert_many(conn: &mut PgConnection, drafts: &[Draft<Self>]) -> QueryResult<Vec<i64>> {
        TableOf::<Self>::insert_many(conn, drafts.iter().map(Self::Fields::from).collect())
    }

    /// Updates the row (not what hangs off it): how many rows it changed (0 or 1).
    fn update_one(conn: &mut PgConnection, id: i64, draft: &Draft<Self>) -> QueryResult<usize> {
        TableOf::<Self>::update_one(conn, id, Self::Fields::from(draft))
    }
}

/// The rows of `S` with these ids.
fn with_ids<S: Stored>(rows: S::Rows, ids: Vec<i64>) -> S::Rows {
    FilterDsl::filter(rows, IdOf::<S>::default().eq_any(ids))
}

/// A selected query of `Row`s, read whole or by the page (with the number of rows it pages through).
pub(crate) trait Selected<Row> {
    fn all(self, conn: &mut PgConnection) -> QueryResult<Vec<Row>>;

    /// The page `list` asks for, its rows made into items by `items`.
    fn page<T, E: From<diesel::result::Error>>(
        self,
        conn: &mut PgConnection,
        list: &ListQuery,
        items: impl FnOnce(&mut PgConnection, Vec<Row>) -> Result<Vec<T>, E>,
    ) -> Result<Page<T>, E>;
}

impl<Q, Row> Selected<Row> for Q
where
    Q: Query + RunQueryDsl<PgConnection> + for<'q> LoadQuery<'q, PgConnection, Row>,
    for<'q> &'q Paginated<Q>: LoadQuery<'q, PgConnection, (i64, Row)>,
    for<'q> Total<'q, Q>: LoadQuery<'q, PgConnection, i64>,
{
    fn all(self, conn: &mut PgConnection) -> QueryResult<Vec<Row>> {
        self.load(conn)
    }

    fn page<T, E: From<diesel::result::Error>>(
        self,
        conn: &mut PgConnection,
        list: &ListQuery,
        items: impl FnOnce(&mut PgConnection, Vec<Row>) -> Result<Vec<T>, E>,
    ) -> Result<Page<T>, E> {
        self.paginate(list).load_page(conn, items)
    }
}

/// The writes of one table's rows, their fields as `V`, by id: written once here for every table.
pub(crate) trait Writes<V> {
    /// Answers the new rows' ids, in order.
    fn insert_many(conn: &mut PgConnection, values: Vec<V>) -> QueryResult<Vec<i64>>;

    /// How many rows it changed (0 or 1).
    fn update_one(conn: &mut PgConnection, id: i64, values: V) -> QueryResult<usize>;

    /// Locks the row for the rest of the transaction, so the audit's "before" is what the write changes;
    /// `false` when there is no such row.
    fn lock(conn: &mut PgConnection, id: i64) -> QueryResult<bool>;

    /// How many rows it removed (0 or 1).
    fn delete_one(conn: &mut PgConnection, id: i64) -> QueryResult<usize>;
}

// The bounds say what diesel needs of a table to write it by id; every table of the schema has it.
impl<T, V> Writes<V> for T
where
    T: Table + Default + FindDsl<i64>,
    dsl::Find<T, i64>: SelectDsl<T::PrimaryKey>,
    ForUpdate<dsl::Select<dsl::Find<T, i64>, T::PrimaryKey>>: for<'q> LoadQuery<'q, PgConnection, i64>,
    Vec<V>: Insertable<T>,
    dsl::Returning<InsertStatement<T, <Vec<V> as Insertable<T>>::Values>, T::PrimaryKey>:
        Query + for<'q> LoadQuery<'q, PgConnection, i64>,
    dsl::Find<T, i64>: IntoUpdateTarget,
    V: AsChangeset<Target = <dsl::Find<T, i64> as diesel::associations::HasTable>::Table>,
    dsl::Update<dsl::Find<T, i64>, V>: AsQuery + QueryFragment<Pg> + QueryId,
    dsl::delete<dsl::Find<T, i64>>: QueryFragment<Pg> + QueryId,
{
    fn insert_many(conn: &mut PgConnection, values: Vec<V>) -> QueryResult<Vec<i64>> {
        diesel::insert_into(T::default()).values(values).returning(T::default().primary_key()).get_results(conn)
    }

    fn update_one(conn: &mut PgConnection, id: i64, values: V) -> QueryResult<usize> {
        diesel::update(T::default().find(id)).set(values).execute(conn)
    }

    fn lock(conn: &mut PgConnection, id: i64) -> QueryResult<bool> {
        let found: Vec<i64> = ForUpdate(T::default().find(id).select(T::default().primary_key())).load(conn)?;
        Ok(!found.is_empty())
    }

    fn delete_one(conn: &mut PgConnection, id: i64) -> QueryResult<usize> {
        diesel::delete(T::default().find(id)).execute(conn)
    }
}

/// `… FOR UPDATE`: diesel's own `for_update` asks for a lock type it does not export, so generic code
/// cannot call it.
#[derive(QueryId)]
pub(crate) struct ForUpdate<Q>(Q);

impl<Q: Query> Query for ForUpdate<Q> {
    type SqlType = Q::SqlType;
}

impl<Q: QueryFragment<Pg>> QueryFragment<Pg> for ForUpdate<Q> {
    fn walk_ast<'b>(&'b self, mut out: AstPass<'_, 'b, Pg>) -> QueryResult<()> {
        self.0.walk_ast(out.reborrow())?;
        out.push_sql(" FOR UPDATE");
        Ok(())
    }
}

impl<Q> RunQueryDsl<PgConnection> for ForUpdate<Q> {}

/// The store of one resource's table (`PgStore<Parts>`): the domain's `Store` for every [`Stored`] table.
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

    /// Runs `write` in one transaction, as a repository's error.
    fn transaction<T>(&self, write: impl FnOnce(&mut PgConnection) -> Result<T, TxError>) -> Result<T, RepoError> {
        let mut conn = get(&self.pool)?;
        let conn: &mut PgConnection = &mut conn;
        conn.transaction(write).map_err(RepoError::from)
    }
}

// The tables (`Stored`) are the crate's own: outside it, `PgStore<Parts>` is only ever the domain's `Store`.
#[allow(private_interfaces, private_bounds)]
impl<S: Stored> Store<S::Resource> for PgStore<S> {
    fn list(
        &self,
        query: &ListQuery,
        parents: &Parents,
        visibility: &Visibility,
    ) -> Result<Page<S::Resource>, RepoError> {
        let mut conn = get(&self.pool)?;
        Ok(S::page(&mut conn, query, parents, visibility)?)
    }

    fn get(&self, id: i64, visibility: &Visibility) -> Result<Option<S::Resource>, RepoError> {
        let mut conn = get(&self.pool)?;
        Ok(S::load(&mut conn, id, visibility)?)
    }

    /// Checks, inserts the row, writes what hangs off it, reads it back and records `actor`'s audit entry,
    /// in one transaction.
    fn create(&self, draft: &Draft<S>, actor: &Actor) -> Result<S::Resource, RepoError> {
        self.transaction(|conn| {
            S::check(conn, draft)?;
            let id = S::insert_many(conn, std::slice::from_ref(draft))?.pop().ok_or(diesel::result::Error::NotFound)?;
            S::write_children(conn, id, draft)?;
            let created =
                S::load(conn, id, &Visibility::everything())?.ok_or(TxError::Db(diesel::result::Error::NotFound))?;
            audit::record(conn, actor, AuditAction::Create, S::Resource::KIND, None, Some(&created))?;
            Ok(created)
        })
    }

    /// Checks, locks the row and reads it, updates it, writes what hangs off it, reads it back and records
    /// `actor`'s audit entry of the two readings, in one transaction; `None` when there is no such row.
    fn update(&self, id: i64, draft: &Draft<S>, actor: &Actor) -> Result<Option<S::Resource>, RepoError> {
        self.transaction(|conn| {
            S::check(conn, draft)?;
            if !TableOf::<S>::lock(conn, id)? {
                return Ok(None);
            }
            let before = S::load(conn, id, &Visibility::everything())?;
            if S::update_one(conn, id, draft)? == 0 {
                return Ok(None);
            }
            S::write_children(conn, id, draft)?;
            let after = S::load(conn, id, &Visibility::everything())?;
            audit::record(conn, actor, AuditAction::Update, S::Resource::KIND, before.as_ref(), after.as_ref())?;
            Ok(after)
        })
    }

    /// Locks the row and refuses while anything holds it, else reads it, deletes it and records `actor`'s
    /// audit entry of what it was, in one transaction.
    fn delete(&self, id: i64, actor: &Actor) -> Result<bool, RepoError> {
        self.transaction(|conn| {
            if !TableOf::<S>::lock(conn, id)? {
                return Ok(false);
            }
            refuse_if_held(S::holders(conn, id)?)?;
            let before = S::load(conn, id, &Visibility::everything())?;
            if TableOf::<S>::delete_one(conn, id)? == 0 {
                return Ok(false);
            }
            audit::record(conn, actor, AuditAction::Delete, S::Resource::KIND, before.as_ref(), None)?;
            Ok(true)
        })
    }
}
