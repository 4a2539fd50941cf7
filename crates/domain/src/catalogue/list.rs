use serde::{Deserialize, Serialize};

use crate::error::DomainError;
use crate::said::Common;
use crate::text::{Lines, require_clean};

/// The page size (docs/product.md section 9.4).
pub const PAGE_SIZE: i64 = 10;
pub const MAX_PAGE_SIZE: i64 = 100;
/// Longer searches are refused: no name is longer than 200 characters.
pub const MAX_SEARCH_CHARS: usize = 200;

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum SortOrder {
    Asc,
    Desc,
}

/// A list request as the client sent it (query string), before validation: the parameters every list shares.
#[derive(Debug, Clone, Default, PartialEq, Eq, Deserialize)]
#[serde(rename_all = "camelCase")]
#[cfg_attr(feature = "openapi", derive(utoipa::IntoParams), into_params(parameter_in = Query))]
pub struct ListRequest {
    /// From 1.
    #[cfg_attr(feature = "openapi", param(minimum = 1))]
    pub page: Option<i64>,
    /// 1 to 100, 10 by default.
    #[cfg_attr(feature = "openapi", param(minimum = 1, maximum = 100))]
    pub page_size: Option<i64>,
    /// A case-insensitive search; `%` and `_` are taken literally.
    pub q: Option<String>,
    /// The field to sort by: one of the list's sortable fields (empty: the first).
    pub sort: Option<String>,
    /// `asc` (default) or `desc`.
    #[cfg_attr(feature = "openapi", param(pattern = "^(asc|desc)?$"))]
    pub order: Option<String>,
}

/// A validated list request: page within bounds, a sort field the resource allows, a trimmed search.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ListQuery {
    pub page: i64,
    pub page_size: i64,
    pub search: Option<String>,
    /// One of the resource's sortable fields (its API name), or its default.
    pub sort: &'static str,
    pub order: SortOrder,
}

impl ListQuery {
    /// `sortable` lists the resource's sortable fields; the first is the default.
    pub fn parse(request: ListRequest, sortable: &[&'static str]) -> Result<Self, DomainError> {
        let page = request.page.unwrap_or(1);
        if page < 1 {
            return Err(DomainError::BadRequest(Common::PageFromOne.into()));
        }
        let page_size = request.page_size.unwrap_or(PAGE_SIZE);
        if !(1..=MAX_PAGE_SIZE).contains(&page_size) {
            let bounds = Common::ParameterBetween { parameter: "pageSize".into(), min: 1, max: MAX_PAGE_SIZE };
            return Err(DomainError::BadRequest(bounds.into()));
        }
        // Checked as sent, as the document states it: a tab, a line break or a 201st character is refused
        // even where trimming would drop it.
        if let Some(q) = &request.q {
            if q.chars().count() > MAX_SEARCH_CHARS {
                return Err(DomainError::BadRequest(Common::SearchTooLong { max_chars: MAX_SEARCH_CHARS }.into()));
            }
            require_clean("q", q, Lines::One)?;
        }
        let search = request.q.map(|q| q.trim().to_owned()).filter(|q| !q.is_empty());
        let default_sort =
            sortable.first().copied().ok_or_else(|| DomainError::Internal("no sortable field".into()))?;
        let sort = match request.sort.as_deref().filter(|s| !s.is_empty()) {
            None => default_sort,
            Some(field) => sortable.iter().copied().find(|allowed| *allowed == field).ok_or_else(|| {
                DomainError::BadRequest(
                    Common::SortNotAvailable { field: field.to_owned(), sortable: sortable.to_vec() }.into(),
                )
            })?,
        };
        let order = match request.order.as_deref() {
            None | Some("") | Some("asc") => SortOrder::Asc,
            Some("desc") => SortOrder::Desc,
            Some(other) => {
                return Err(DomainError::BadRequest(Common::UnknownOrder { order: other.to_owned() }.into()));
            }
        };
        Ok(Self { page, page_size, search, sort, order })
    }

    /// Rows to skip; saturates so a huge page number yields an empty page rather than an overflow.
    pub fn offset(&self) -> i64 {
        (self.page - 1).saturating_mul(self.page_size)
    }

    /// The search as a `LIKE` pattern matching anywhere, with `%`, `_` and `\` taken literally.
    pub fn like_pattern(&self) -> Option<String> {
        self.search.as_ref().map(|q| {
            let escaped = q.replace('\\', "\\\\").replace('%', "\\%").replace('_', "\\_");
            format!("%{escaped}%")
        })
    }
}

/// One page of a list.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
#[serde(rename_all = "camelCase")]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
pub struct Page<T> {
    pub items: Vec<T>,
    pub total: i64,
    pub page: i64,
    pub page_size: i64,
}

impl<T> Page<T> {
    pub fn map<U>(self, f: impl FnMut(T) -> U) -> Page<U> {
        Page {
            items: self.items.into_iter().map(f).collect(),
            total: self.total,
            page: self.page,
            page_size: self.page_size,
        }
    }
}

#[cfg(test)]
#[allow(clippy::unwrap_used)]
mod tests {
    use super::*;

    const SORTABLE: &[&str] = &["name", "code", "updatedAt"];

    fn parse(request: ListRequest) -> Result<ListQuery, DomainError> {
        ListQuery::parse(request, SORTABLE)
    }

    #[test]
    fn defaults_are_the_first_page_of_ten_by_the_first_field() {
        let query = parse(ListRequest::default()).unwrap();
        assert_eq!((query.page, query.page_size, query.sort, query.order), (1, 10, "name", SortOrder::Asc));
        assert_eq!(query.offset(), 0);
        assert_eq!(query.like_pattern(), None);
    }

    #[test]
    fn page_bounds() {
        for page in [0, -1] {
            assert!(matches!(
                parse(ListRequest { page: Some(page), ..Default::default() }),
                Err(DomainError::BadRequest(_))
            ));
        }
        for size in [0, -5, 101, 1000] {
            let request = ListRequest { page_size: Some(size), ..Default::default() };
            assert!(matches!(parse(request), Err(DomainError::BadRequest(_))), "pageSize {size}");
        }
        let far = parse(ListRequest { page: Some(1_000_000_000), page_size: Some(100), ..Default::default() }).unwrap();
        assert_eq!(far.offset(), 99_999_999_900);
        let extreme = parse(ListRequest { page: Some(i64::MAX), ..Default::default() }).unwrap();
        assert_eq!(extreme.offset(), i64::MAX);
    }

    #[test]
    fn sort_must_be_a_listed_field_and_order_asc_or_desc() {
        let query = parse(ListRequest { sort: Some("code".into()), order: Some("desc".into()), ..Default::default() });
        let query = query.unwrap();
        assert_eq!((query.sort, query.order), ("code", SortOrder::Desc));
        assert!(parse(ListRequest { sort: Some("password_hash".into()), ..Default::default() }).is_err());
        assert!(parse(ListRequest { order: Some("sideways".into()), ..Default::default() }).is_err());
    }

    #[test]
    fn search_is_trimmed_and_its_wildcards_are_literal() {
        let query = parse(ListRequest { q: Some("  50%_off\\x ".into()), ..Default::default() }).unwrap();
        assert_eq!(query.search.as_deref(), Some("50%_off\\x"));
        assert_eq!(query.like_pattern().as_deref(), Some("%50\\%\\_off\\\\x%"));
        assert_eq!(parse(ListRequest { q: Some("   ".into()), ..Default::default() }).unwrap().search, None);
        assert!(parse(ListRequest { q: Some("é".repeat(201)), ..Default::default() }).is_err());
        let nul = parse(ListRequest { q: Some("a\0b".into()), ..Default::default() });
        assert!(matches!(nul, Err(DomainError::Validation(errors)) if errors[0].field == "q"));
    }
}
