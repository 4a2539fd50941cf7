//! What the server enforces, said in the document where the derives cannot say it: the range of every
//! integer (a number the server cannot read as its `i64` or `i32` is out of the contract, not a surprise
//! 400), the length and characters of every list's search `q`, and the sort fields of the lists whose query is the shared
//! `ListRequest`.

use serde_json::{Value, json};

/// Text of one line as `domain::text` admits it: no control character (Unicode's `Cc`).
const ONE_LINE_TEXT: &str = domain::text::ONE_LINE_PATTERN;

/// The lists whose `sort` is the shared free string, with the fields each one sorts by (the domain's own
/// constants, so the document follows the code). The generic resources document theirs themselves.
fn sortable_lists() -> [(&'static str, &'static [&'static str]); 6] {
    [
        ("/api/user", domain::users::USER_SORTABLE),
        ("/api/configurator", domain::configurator::SORTABLE),
        ("/api/productconf", domain::configurations::SORTABLE),
        ("/api/productconf/export.csv", domain::configurations::SORTABLE),
        ("/api/customizationrequest", domain::requests::SORTABLE),
        ("/api/customizationrequest/export.csv", domain::requests::SORTABLE),
    ]
}

/// Applies all three to a serialized document.
pub(crate) fn tighten(document: &mut Value) {
    integer_ranges(document);
    let operations = document["paths"].as_object_mut().into_iter().flat_map(|paths| paths.values_mut());
    let parameters = operations
        .flat_map(|path| path.as_object_mut().into_iter().flat_map(|methods| methods.values_mut()))
        .filter_map(|operation| operation.get_mut("parameters").and_then(Value::as_array_mut))
        .flatten();
    for parameter in parameters {
        if parameter["name"] == "q" && parameter["in"] == "query" {
            parameter["schema"]["maxLength"] = json!(domain::catalogue::MAX_SEARCH_CHARS);
            parameter["schema"]["pattern"] = json!(ONE_LINE_TEXT);
        }
    }
    for (path, fields) in sortable_lists() {
        let Some(parameters) = document.pointer_mut(&format!("/paths/{}/get/parameters", escape(path))) else {
            continue;
        };
        for parameter in parameters.as_array_mut().into_iter().flatten() {
            if parameter["name"] == "sort" {
                // Empty is the list's default order, as it is for the generic resources.
                parameter["schema"]["enum"] = json!(std::iter::once(&"").chain(fields).collect::<Vec<_>>());
            }
        }
    }
}

/// A JSON pointer token: `~` and `/` escaped.
fn escape(path: &str) -> String {
    path.replace('~', "~0").replace('/', "~1")
}

/// Every integer schema with a format and no bounds of its own gets the bounds of its format.
fn integer_ranges(value: &mut Value) {
    match value {
        Value::Object(fields) => {
            let is_integer = match fields.get("type") {
                Some(Value::String(kind)) => kind == "integer",
                Some(Value::Array(kinds)) => kinds.iter().any(|kind| kind == "integer"),
                _ => false,
            };
            let range = match fields.get("format").and_then(Value::as_str) {
                Some("int64") => Some((json!(i64::MIN), json!(i64::MAX))),
                Some("int32") => Some((json!(i32::MIN), json!(i32::MAX))),
                _ => None,
            };
            if let (true, Some((minimum, maximum))) = (is_integer, range) {
                fields.entry("minimum").or_insert(minimum);
                fields.entry("maximum").or_insert(maximum);
            }
            fields.values_mut().for_each(integer_ranges);
        }
        Value::Array(items) => items.iter_mut().for_each(integer_ranges),
        _ => {}
    }
}

#[cfg(test)]
#[allow(clippy::unwrap_used)]
mod tests {
    use super::*;

    #[test]
    fn integers_get_their_formats_range_and_keep_their_own_bounds() {
        let mut document = json!({"a": {"type": "integer", "format": "int64"},
            "b": {"type": ["integer", "null"], "format": "int32", "minimum": 0},
            "c": {"type": "integer"}, "d": [{"type": "string", "format": "int64"}]});
        integer_ranges(&mut document);
        assert_eq!(
            document["a"],
            json!({"type": "integer", "format": "int64", "minimum": i64::MIN, "maximum": i64::MAX})
        );
        assert_eq!(document["b"]["minimum"], 0);
        assert_eq!(document["b"]["maximum"], i32::MAX);
        assert_eq!(document["c"], json!({"type": "integer"}));
        assert_eq!(document["d"][0], json!({"type": "string", "format": "int64"}));
    }

    #[test]
    fn the_served_document_names_the_sort_fields_of_every_list() {
        let document = crate::openapi::contract();
        for (path, fields) in sortable_lists() {
            let parameters = document["paths"][path]["get"]["parameters"].as_array().unwrap();
            let sort = parameters.iter().find(|parameter| parameter["name"] == "sort").unwrap();
            assert_eq!(sort["schema"]["enum"][0], "", "{path}");
            let search = parameters.iter().find(|parameter| parameter["name"] == "q").unwrap();
            assert_eq!(search["schema"]["maxLength"], 200, "{path}");
            assert_eq!(search["schema"]["pattern"], r"^[^\u0000-\u001F\u007F-\u009F]*$", "{path}");
            assert_eq!(
                sort["schema"]["enum"].as_array().unwrap()[1..],
                json!(fields).as_array().unwrap()[..],
                "{path}"
            );
        }
    }
}
