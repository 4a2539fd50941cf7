use diesel::pg::PgConnection;
use diesel::prelude::*;
use domain::RepoError;
use domain::catalogue::{EntityKind, KindRule, ListQuery, Page, Parents, Visibility};

use crate::schema::company_entity_filters as filters;

/// The value of one parent filter of a list request.
pub(crate) fn parent(parents: &Parents, name: &str) -> Option<i64> {
    parents.iter().find(|(key, _)| *key == name).map(|(_, id)| *id)
}

pub(crate) fn page<T>(items: Vec<T>, total: i64, query: &ListQuery) -> Page<T> {
    Page { items, total, page: query.page, page_size: query.page_size }
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

/// What can hold a row: its Italian name in the singular and the plural.
pub(crate) type Holder = (&'static str, &'static str);

/// Refuses a delete while any holder has rows; the answer names each holder with its count.
pub(crate) fn refuse_if_held(holders: Vec<(Holder, i64)>) -> Result<(), RepoError> {
    let held: Vec<(String, i64)> = holders
        .into_iter()
        .filter(|(_, count)| *count > 0)
        .map(|((one, many), count)| ((if count == 1 { one } else { many }).to_owned(), count))
        .collect();
    if held.is_empty() { Ok(()) } else { Err(RepoError::InUse(held)) }
}

pub(crate) const TYPES: Holder = ("tipologia", "tipologie");
pub(crate) const MODELS: Holder = ("modello", "modelli");
pub(crate) const CONFIGURATORS: Holder = ("configuratore", "configuratori");
pub(crate) const CONFIGURATIONS: Holder = ("configurazione", "configurazioni");
pub(crate) const COMPANY_FILTERS: Holder = ("filtro aziendale", "filtri aziendali");
pub(crate) const VALUES: Holder = ("valore", "valori");
pub(crate) const PARTS: Holder = ("parte", "parti");
pub(crate) const CUSTOMERS: Holder = ("cliente", "clienti");
pub(crate) const USERS: Holder = ("utente", "utenti");
pub(crate) const REQUESTS: Holder = ("richiesta", "richieste");

/// Company filters naming an item: they hold it like a foreign key would.
pub(crate) fn filters_naming(conn: &mut PgConnection, kind: EntityKind, id: i64) -> QueryResult<i64> {
    filters::table
        .filter(filters::entity_kind.eq(kind.as_str()))
        .filter(filters::entity_id.eq(id))
        .count()
        .get_result(conn)
}

/// Sorts a boxed query by the validated sort field, then by id so pages are stable.
macro_rules! sorted {
    ($query:expr, $list:expr, $id:expr, { $($field:literal => $column:expr),+ $(,)? }) => {{
        use diesel::QueryDsl;
        use domain::catalogue::SortOrder;
        let query = $query;
        let query = match ($list.sort, $list.order) {
            $(
                ($field, SortOrder::Asc) => query.order($column.asc()),
                ($field, SortOrder::Desc) => query.order($column.desc()),
            )+
            _ => query.order($id.asc()),
        };
        query.then_order_by($id.asc())
    }};
}

pub(crate) use sorted;
