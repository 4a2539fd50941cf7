//! CSV exchange: every list exported as a file Excel in Italy opens as is, and the catalogue imported back
//! from such a file. Each resource describes its columns once ([`Exchange::COLUMNS`]); export, import,
//! matching and the dry run's differences all read that one description.
//!
//! The format: UTF-8 with a byte-order mark, `;` between cells, one header row of Italian names. Money is
//! in euros with a decimal comma and no thousands separator (`-50,00`), dates are `dd/mm/yyyy hh:mm` in
//! Italian time, yes/no cells are `sì`/`no`. Parents are named by their codes (category slugs; a type as
//! `category-slug/CODE`; an attribute value as `ATTRIBUTE/CODE`; a company by its VAT number), never by
//! database ids, so a file exported by one installation imports into another. Only a parent that has no
//! such key (a company without a VAT number) is written `#id`, which reads back as that row and no other
//! (never one that has a key), so every exported file imports back unchanged. A text cell starting with
//! `=`, `+`, `-`, `@`, a tab or a carriage return is written with an apostrophe in front (CSV injection),
//! which the import removes again; numbers and money are written by the server, never escaped, so a
//! negative price delta stays a number for the spreadsheet and reads back as it was.

mod columns;
mod format;
mod import;

#[cfg(test)]
mod tests;

use std::collections::{HashMap, HashSet};

use serde::Serialize;
use serde_json::Value;

use crate::error::{DomainError, RepoError};

pub use columns::{CONFIGURATION_COLUMNS, IMPACT_COLUMNS, REQUEST_COLUMNS};
use format::{escape, money};
pub use import::{
    ChangeKind, FieldChange, ImportError, ImportReport, ImportService, ImportStore, MAX_IMPORT_BYTES, RowChange,
};

/// The byte-order mark that makes Excel read the file as UTF-8.
pub const BOM: &[u8] = b"\xEF\xBB\xBF";
pub const DELIMITER: u8 = b';';
/// What starts the name of a row that has no key: `#12`.
const UNKEYED: &str = "#";
/// Rows read from the store per query while a list is exported.
pub const EXPORT_CHUNK: i64 = 100;

/// A table whose rows others name by a code: an id written as that code, read back from it.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Book {
    Attributes,
    /// `ATTRIBUTE/CODE`.
    AttributeValues,
    /// By slug.
    Categories,
    /// `category-slug/CODE`.
    Types,
    Models,
    Parts,
    Features,
    /// By VAT number; a company without one is named `#id`.
    Companies,
}

/// What a cell holds and how it is written and read.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Kind {
    /// Text, escaped against formulas.
    Text,
    Int,
    /// Cents, written in euros with a decimal comma.
    Money,
    Bool,
    /// A moment, written in Italian time; never imported.
    Date,
    /// One of a few values: (value on the wire, Italian word in the file).
    Choice(&'static [(&'static str, &'static str)]),
    /// An id, written as the code of its row in the book.
    Ref(Book),
    /// Ids, written as codes separated by `, `.
    Refs(Book),
    /// A part's features: `CODE:order` each, `CODE?:order` when optional, separated by `, `.
    PartFeatures,
}

/// One column of a file: its Italian header, the field of the entity's JSON it shows (a dotted path for
/// a nested one), what it holds, and whether an import reads it (the entity's own fields) or not (names
/// read with the row, dates).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Column {
    pub header: &'static str,
    pub field: &'static str,
    pub kind: Kind,
    pub import: bool,
    /// A file may leave it out: a new row then has none, an updated row keeps what is stored. So a file
    /// exported before the column existed (the English texts) still imports.
    pub optional: bool,
}

/// How an import matches a file's rows with stored ones: by the fields of its natural key (their values in
/// the validated draft and in the entity).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Match {
    pub key: &'static [&'static str],
}

/// A resource's file: its columns and, when it can be imported, its natural key.
pub trait Exchange: Serialize {
    /// The file's name without its extension (`valori-caratteristica`).
    const FILE: &'static str;
    const COLUMNS: &'static [Column];
    /// Fields of the declaration the file leaves out (shown by name in another column), so the test that
    /// every declared field has a column knows them.
    const OMITTED: &'static [&'static str] = &[];
    /// `None`: exported only.
    const MATCH: Option<Match> = None;
}

/// The codes of the rows other rows refer to.
#[cfg_attr(any(test, feature = "mocks"), mockall::automock)]
pub trait CodeBook: Send + Sync {
    /// Every row of the book: (id, key), the key `None` when the row has none.
    fn keys(&self, book: Book) -> Result<Vec<(i64, Option<String>)>, RepoError>;
}

/// The codes of the books some columns use, both ways.
#[derive(Debug, Default, Clone)]
pub struct Codes {
    keys: HashMap<Book, HashMap<i64, String>>,
    ids: HashMap<Book, HashMap<String, i64>>,
    /// The rows of each book that have no key, so are written `#id`.
    unkeyed: HashMap<Book, HashSet<i64>>,
}

impl Codes {
    /// Reads the books `columns` refer to (each once).
    pub fn load(book: &dyn CodeBook, columns: &[Column]) -> Result<Self, DomainError> {
        let mut codes = Codes::default();
        for column in columns {
            let needed = match column.kind {
                Kind::Ref(needed) | Kind::Refs(needed) => needed,
                Kind::PartFeatures => Book::Features,
                _ => continue,
            };
            if !codes.keys.contains_key(&needed) {
                codes.insert(needed, book.keys(needed)?);
            }
        }
        Ok(codes)
    }

    pub fn insert(&mut self, book: Book, rows: Vec<(i64, Option<String>)>) {
        let (keyed, unkeyed): (Vec<_>, Vec<_>) = rows.into_iter().partition(|(_, key)| key.is_some());
        let keyed: Vec<(i64, String)> = keyed.into_iter().filter_map(|(id, key)| Some((id, key?))).collect();
        self.ids.insert(book, keyed.iter().map(|(id, key)| (key.clone(), *id)).collect());
        self.keys.insert(book, keyed.into_iter().collect());
        self.unkeyed.insert(book, unkeyed.into_iter().map(|(id, _)| id).collect());
    }

    /// The row's key, or `#id` for a row without one.
    fn key(&self, book: Book, id: i64) -> String {
        self.keys.get(&book).and_then(|keys| keys.get(&id)).cloned().unwrap_or_else(|| format!("{UNKEYED}{id}"))
    }

    /// The row a cell names: by its key, or `#id` for a row that has no key.
    fn id(&self, book: Book, key: &str) -> Option<i64> {
        if let Some(id) = self.ids.get(&book).and_then(|ids| ids.get(key)) {
            return Some(*id);
        }
        let id: i64 = key.strip_prefix(UNKEYED)?.parse().ok()?;
        self.unkeyed.get(&book).is_some_and(|ids| ids.contains(&id)).then_some(id)
    }
}

/// A field of an entity's JSON, by a dotted path.
fn field<'a>(row: &'a Value, path: &str) -> &'a Value {
    path.split('.').fold(row, |value, name| value.get(name).unwrap_or(&Value::Null))
}

/// A part feature as the JSON of a part holds it.
fn part_feature(value: &Value) -> (i64, bool, i64) {
    (
        value.get("featureId").and_then(Value::as_i64).unwrap_or_default(),
        value.get("required").and_then(Value::as_bool).unwrap_or(true),
        value.get("sortOrder").and_then(Value::as_i64).unwrap_or_default(),
    )
}

/// One cell of a row, as the file shows it.
fn cell(column: &Column, row: &Value, codes: &Codes) -> String {
    let value = field(row, column.field);
    if value.is_null() {
        return String::new();
    }
    match column.kind {
        Kind::Text => escape(&value.as_str().map_or_else(|| value.to_string(), str::to_owned)),
        Kind::Int => value.to_string(),
        Kind::Money => value.as_i64().map(money).unwrap_or_default(),
        Kind::Bool => value.as_bool().map(format::boolean).unwrap_or_default().to_owned(),
        Kind::Date => value
            .as_str()
            .and_then(|at| chrono::DateTime::parse_from_rfc3339(at).ok())
            .map(|at| format::date_time(at.to_utc()))
            .unwrap_or_default(),
        Kind::Choice(options) => {
            let wire = value.as_str().unwrap_or_default();
            options.iter().find(|(known, _)| *known == wire).map_or(wire, |(_, word)| word).to_owned()
        }
        Kind::Ref(book) => value.as_i64().map(|id| escape(&codes.key(book, id))).unwrap_or_default(),
        Kind::Refs(book) => {
            let mut keys: Vec<String> = value
                .as_array()
                .into_iter()
                .flatten()
                .filter_map(Value::as_i64)
                .map(|id| codes.key(book, id))
                .collect();
            keys.sort();
            escape(&keys.join(", "))
        }
        Kind::PartFeatures => {
            let mut features: Vec<(i64, String, bool)> = value
                .as_array()
                .into_iter()
                .flatten()
                .map(part_feature)
                .map(|(id, required, order)| (order, codes.key(Book::Features, id), required))
                .collect();
            features.sort();
            let written: Vec<String> = features
                .into_iter()
                .map(|(order, code, required)| format!("{code}{}:{order}", if required { "" } else { "?" }))
                .collect();
            escape(&written.join(", "))
        }
    }
}

/// The cells of one row.
fn row(columns: &[Column], item: &Value, codes: &Codes) -> Vec<String> {
    columns.iter().map(|column| cell(column, item, codes)).collect()
}

fn written(records: impl FnOnce(&mut csv::Writer<Vec<u8>>) -> csv::Result<()>) -> Result<Vec<u8>, DomainError> {
    let mut writer = csv::WriterBuilder::new().delimiter(DELIMITER).from_writer(Vec::new());
    records(&mut writer).map_err(|err| DomainError::Internal(format!("csv: {err}")))?;
    writer.into_inner().map_err(|err| DomainError::Internal(format!("csv: {err}")))
}

/// The file's start: the byte-order mark and the header row.
pub fn header(columns: &[Column]) -> Result<Vec<u8>, DomainError> {
    let mut bytes = BOM.to_vec();
    bytes.extend(written(|writer| writer.write_record(columns.iter().map(|column| column.header)))?);
    Ok(bytes)
}

/// Rows of the file, for `items` serialised as the API answers them.
pub fn rows<T: Serialize>(columns: &[Column], items: &[T], codes: &Codes) -> Result<Vec<u8>, DomainError> {
    let values = items
        .iter()
        .map(serde_json::to_value)
        .collect::<Result<Vec<_>, _>>()
        .map_err(|err| DomainError::Internal(format!("csv row: {err}")))?;
    written(|writer| values.iter().try_for_each(|value| writer.write_record(row(columns, value, codes))))
}

/// `valori-caratteristica.csv`.
pub fn file_name(stem: &str) -> String {
    format!("{stem}.csv")
}
