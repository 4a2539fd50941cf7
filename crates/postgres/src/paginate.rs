//! What every list shares: its optional filters and its search ([`Narrowed`]), its sort ([`sort_key`] and
//! [`ordered`]), the rows made into items ([`each_tried`]), and one page with the number of rows it
//! pages through, in one query: `count(*) OVER ()` beside each row of the page (the way crates.io's
//! `Paginate` does it).
//!
//! The sorted query runs as a subquery: PostgreSQL does not flatten a subquery that has an `ORDER BY`, and
//! a window without `PARTITION BY` or `ORDER BY` adds no sort of its own, so the page keeps its order.
//! A query that selects [`TOTAL_ROWS`] first itself is limited in place instead
//! ([`Paginate::paginate_counted`]): then PostgreSQL computes its costly columns (subqueries) after the
//! `LIMIT`, for the page's rows only, where a subquery would compute them for every row it pages through.

use diesel::dsl;
use diesel::pg::{Pg, PgConnection};
use diesel::prelude::*;
use diesel::query_builder::{AstPass, Query, QueryFragment, QueryId};
use diesel::query_dsl::methods::{FilterDsl, LoadQuery, OrderDsl, ThenOrderDsl};
use std::marker::PhantomData;

use diesel::sql_types::BigInt;
use domain::RepoError;
use domain::catalogue::{ListQuery, Page, SortKey, SortOrder};

use crate::error::TxError;
use crate::fragment::{Fragment, fragment};

pub(crate) trait Paginate: Query + Sized {
    /// The page `list` asks for.
    fn paginate(self, list: &ListQuery) -> Paginated<Self> {
        Paginated { query: self, page: list.page, page_size: list.page_size, offset: list.offset(), count: PhantomData }
    }

    /// The page `list` asks for, of a query that selects [`TOTAL_ROWS`] first.
    fn paginate_counted(self, list: &ListQuery) -> Paginated<Self, Counted> {
        Paginated { query: self, page: list.page, page_size: list.page_size, offset: list.offset(), count: PhantomData }
    }
}

/// `count(*) OVER ()`: the number of rows a page pages through, beside each of its rows.
pub(crate) const TOTAL_ROWS: Fragment<BigInt> = fragment("count(*) OVER ()");

/// How a page gets its total: counted around the query, or by the query itself ([`TOTAL_ROWS`]).
#[derive(QueryId)]
pub(crate) struct Wrapped;

#[derive(QueryId)]
pub(crate) struct Counted;

impl<Q: Query> Paginate for Q {}

/// Rows made into items one by one by `item`, which may find one unreadable.
pub(crate) fn each_tried<U, T>(
    item: fn(U) -> Result<T, RepoError>,
) -> impl Fn(&mut PgConnection, Vec<U>) -> Result<Vec<T>, TxError> {
    move |_, rows| Ok(rows.into_iter().map(item).collect::<Result<_, _>>()?)
}

/// `SELECT count(*) OVER (), * FROM (query) LIMIT … OFFSET …` (the count first: diesel reads a nested
/// tuple of the query's columns only in last place).
#[derive(QueryId)]
pub(crate) struct Paginated<Q, C = Wrapped> {
    query: Q,
    page: i64,
    page_size: i64,
    offset: i64,
    count: PhantomData<C>,
}

impl<Q: Query> Query for Paginated<Q, Wrapped> {
    type SqlType = (BigInt, Q::SqlType);
}

impl<Q: Query> Query for Paginated<Q, Counted> {
    type SqlType = Q::SqlType;
}

impl<Q, C> RunQueryDsl<PgConnection> for &Paginated<Q, C> {}

impl<Q: QueryFragment<Pg>, C> Paginated<Q, C> {
    fn walk_limit<'b>(&'b self, out: &mut AstPass<'_, 'b, Pg>) -> QueryResult<()> {
        out.push_sql(" LIMIT ");
        out.push_bind_param::<BigInt, _>(&self.page_size)?;
        out.push_sql(" OFFSET ");
        out.push_bind_param::<BigInt, _>(&self.offset)
    }
}

impl<Q: QueryFragment<Pg>> QueryFragment<Pg> for Paginated<Q, Wrapped> {
    fn walk_ast<'b>(&'b self, mut out: AstPass<'_, 'b, Pg>) -> QueryResult<()> {
        out.push_sql("SELECT count(*) OVER (), * FROM (");
        self.query.walk_ast(out.reborrow())?;
        out.push_sql(") AS page");
        self.walk_limit(&mut out)
    }
}

impl<Q: QueryFragment<Pg>> QueryFragment<Pg> for Paginated<Q, Counted> {
    fn walk_ast<'b>(&'b self, mut out: AstPass<'_, 'b, Pg>) -> QueryResult<()> {
        self.query.walk_ast(out.reborrow())?;
        self.walk_limit(&mut out)
    }
}

/// `SELECT count(*) FROM (query)`: the total when the page holds no row to carry it.
pub(crate) struct Total<'q, Q>(&'q Q);

impl<Q> QueryId for Total<'_, Q> {
    type QueryId = ();
    const HAS_STATIC_QUERY_ID: bool = false;
}

impl<Q> Query for Total<'_, Q> {
    type SqlType = BigInt;
}

impl<Q> RunQueryDsl<PgConnection> for Total<'_, Q> {}

impl<Q: QueryFragment<Pg>> QueryFragment<Pg> for Total<'_, Q> {
    fn walk_ast<'b>(&'b self, mut out: AstPass<'_, 'b, Pg>) -> QueryResult<()> {
        out.push_sql("SELECT count(*) FROM (");
        self.0.walk_ast(out.reborrow())?;
        out.push_sql(") AS rows");
        Ok(())
    }
}

impl<Q, C> Paginated<Q, C> {
    /// The page, its rows made into items by `items` (which may read more on the connection). A page past
    /// the end has no row to carry the total: only then is it counted on its own.
    pub(crate) fn load_page<'q, U, T, E>(
        &'q self,
        conn: &mut PgConnection,
        items: impl FnOnce(&mut PgConnection, Vec<U>) -> Result<Vec<T>, E>,
    ) -> Result<Page<T>, E>
    where
        &'q Self: LoadQuery<'q, PgConnection, (i64, U)>,
        Total<'q, Q>: LoadQuery<'q, PgConnection, i64>,
        E: From<diesel::result::Error>,
    {
        let rows: Vec<(i64, U)> = self.load(conn)?;
        let total = match rows.first() {
            Some((total, _)) => *total,
            None if self.offset > 0 => Total(&self.query).get_result(conn)?,
            None => 0,
        };
        let items = items(conn, rows.into_iter().map(|(_, row)| row).collect())?;
        Ok(Page { items, total, page: self.page, page_size: self.page_size })
    }
}

/// What narrows a list's query: a filter applied only when its value is set.
pub(crate) trait Narrowed: Query + Sized {
    /// The rows `filter` of `value` admits when `value` is set (one of a list's optional filters, or its
    /// search: [`ListQuery::like_pattern`]); every row otherwise.
    fn narrowed<V, P>(self, value: Option<V>, filter: impl FnOnce(V) -> P) -> Self
    where
        Self: FilterDsl<P, Output = Self>,
    {
        match value {
            Some(value) => FilterDsl::filter(self, filter(value)),
            None => self,
        }
    }
}

impl<Q: Query> Narrowed for Q {}

/// The sort key a validated list request names. `ListQuery::parse` admits only the names of the key's own
/// enum, so another name reaches a store only in a query built by hand: an error, never a quiet sort by id.
pub(crate) fn sort_key<K: SortKey>(list: &ListQuery) -> Result<K, RepoError> {
    K::named(list.sort).ok_or_else(|| cannot_sort_by(list.sort))
}

/// A boxed query sorted by `column` in `order`, then by `id` so pages are stable. A store calls it once per
/// variant of its list's sort key, in an exhaustive `match`: a key without a column does not compile.
pub(crate) fn ordered<Q, C, I>(rows: Q, column: C, order: SortOrder, id: I) -> Q
where
    C: ExpressionMethods,
    I: ExpressionMethods,
    Q: OrderDsl<dsl::Asc<C>, Output = Q> + OrderDsl<dsl::Desc<C>, Output = Q> + ThenOrderDsl<dsl::Asc<I>, Output = Q>,
{
    let rows = match order {
        SortOrder::Asc => OrderDsl::order(rows, column.asc()),
        SortOrder::Desc => OrderDsl::order(rows, column.desc()),
    };
    ThenOrderDsl::then_order_by(rows, id.asc())
}

/// A sort name a store has no key for: a mismatch between the domain's list and the store's.
pub(crate) fn cannot_sort_by(field: &str) -> RepoError {
    RepoError::Other(format!("the store has no column to sort by {field}"))
}
