//! A constant piece of SQL as a typed expression. diesel never keeps a statement holding one of its
//! `sql()` literals prepared (their text could vary from call to call), so PostgreSQL would parse and plan
//! such a statement on every request; a [`Fragment`] is a `&'static str`, the same at every call, and
//! leaves the statement cacheable.

use std::marker::PhantomData;

use diesel::backend::Backend;
use diesel::expression::{
    AppearsOnTable, Expression, SelectableExpression, TypedExpressionType, ValidGrouping, is_aggregate,
};
use diesel::query_builder::{AstPass, QueryFragment, QueryId};
use diesel::result::QueryResult;

#[derive(Debug, Clone, Copy)]
pub(crate) struct Fragment<ST> {
    sql: &'static str,
    sql_type: PhantomData<ST>,
}

/// `sql`, of SQL type `ST`; it may name the columns of the query it appears in.
pub(crate) const fn fragment<ST>(sql: &'static str) -> Fragment<ST> {
    Fragment { sql, sql_type: PhantomData }
}

impl<ST: TypedExpressionType> Expression for Fragment<ST> {
    type SqlType = ST;
}

impl<ST, DB: Backend> QueryFragment<DB> for Fragment<ST> {
    fn walk_ast<'b>(&'b self, mut out: AstPass<'_, 'b, DB>) -> QueryResult<()> {
        out.push_sql(self.sql);
        Ok(())
    }
}

impl<ST> QueryId for Fragment<ST> {
    type QueryId = ();
    const HAS_STATIC_QUERY_ID: bool = false;
}

impl<ST, QS> SelectableExpression<QS> for Fragment<ST> where Self: Expression {}

impl<ST, QS> AppearsOnTable<QS> for Fragment<ST> where Self: Expression {}

impl<ST, GB> ValidGrouping<GB> for Fragment<ST> {
    type IsAggregate = is_aggregate::Never;
}
