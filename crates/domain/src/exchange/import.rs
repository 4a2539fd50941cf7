//! Importing a resource's file: read with the `csv` crate, each row turned into the resource's input and
//! validated by the resource's own `validate` (the forms' checks, not a second set), matched with the
//! stored rows by natural key, compared cell by cell; then written all or nothing by the store.

use std::collections::{HashMap, HashSet};
use std::sync::Arc;

use serde::Serialize;
use serde::de::DeserializeOwned;
use serde_json::{Map, Value};

use super::format::{parse_bool, parse_int, parse_money, unescape};
use super::{Book, CodeBook, Codes, Column, DELIMITER, Exchange, Kind, cell};
use crate::access;
use crate::audit::Actor;
use crate::catalogue::Resource;
use crate::error::{DomainError, FieldError, RepoError};
use crate::said::{Catalogue, Language, Message, Said, Speak};
use crate::users::User;

/// The largest file an import reads.
pub const MAX_IMPORT_BYTES: usize = 10 * 1024 * 1024;

/// Storage of an import: the stored rows a file's rows may match, and the writes.
#[cfg_attr(any(test, feature = "mocks"), mockall::automock)]
pub trait ImportStore<R: Resource>: Send + Sync {
    /// The stored rows that may share a natural key with `drafts` (same code, slug, model or name), in one
    /// read or a few.
    fn matching(&self, drafts: &[R::Draft]) -> Result<Vec<R>, RepoError>;
    /// Inserts `creates` and updates `updates` (by id) in one transaction, all or nothing, with `actor`'s
    /// audit entry of each row, and moves the catalogue version on by one.
    fn apply(&self, creates: &[R::Draft], updates: &[(i64, R::Draft)], actor: &Actor) -> Result<(), RepoError>;
}

/// A row the file cannot import.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
pub struct ImportError {
    /// The file's line, the header being line 1.
    pub line: u64,
    /// The column's header, when the error is about one cell.
    pub column: Option<String>,
    #[cfg_attr(feature = "openapi", schema(value_type = String))]
    pub message: Said,
}

impl Speak for ImportError {
    fn speak(&mut self, language: Language) {
        self.message.speak(language);
    }
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
#[serde(rename_all = "snake_case")]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
pub enum ChangeKind {
    Created,
    Updated,
}

/// A changed cell: as stored and as the file has it.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
pub struct FieldChange {
    pub column: String,
    pub before: String,
    pub after: String,
}

/// A row the import creates or changes.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
pub struct RowChange {
    pub line: u64,
    /// The row's natural key as the file writes it (`TESSUTO / LINO`).
    pub key: String,
    pub kind: ChangeKind,
    /// For an update, the changed cells; empty for a new row.
    pub fields: Vec<FieldChange>,
}

/// What an import does (a dry run) or did.
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize)]
#[serde(rename_all = "camelCase")]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
pub struct ImportReport {
    pub created: usize,
    pub updated: usize,
    pub unchanged: usize,
    /// Every row that cannot be imported; an import with errors writes nothing.
    pub errors: Vec<ImportError>,
    /// The new and changed rows, in the file's order.
    pub changes: Vec<RowChange>,
    /// Whether the rows were written (never in a dry run or with errors).
    pub applied: bool,
}

impl ImportReport {
    fn error(&mut self, line: u64, column: Option<&str>, message: impl Into<Message>) {
        self.errors.push(ImportError { line, column: column.map(str::to_owned), message: message.into().into() });
    }
}

impl Speak for ImportReport {
    fn speak(&mut self, language: Language) {
        self.errors.speak(language);
    }
}

/// The import of one resource.
pub struct ImportService<R: Resource> {
    pub store: Arc<dyn ImportStore<R>>,
    pub codes: Arc<dyn CodeBook>,
}

/// A validated row of the file.
struct Row<D> {
    line: u64,
    /// The cells as the resource's input, kept (only when the file leaves a column out) to validate the row
    /// again with that column's stored value.
    input: Map<String, Value>,
    draft: D,
    json: Value,
    key: String,
}

/// The rows of a file, and the optional columns it leaves out.
struct Read<D> {
    rows: Vec<Row<D>>,
    absent: Vec<&'static Column>,
}

fn internal(err: impl std::fmt::Display) -> DomainError {
    DomainError::Internal(format!("import: {err}"))
}

/// The key of a row (draft or entity) as the JSON of its key fields.
fn key_of(json: &Value, fields: &[&str]) -> String {
    Value::Array(fields.iter().map(|name| json.get(name).cloned().unwrap_or(Value::Null)).collect()).to_string()
}

impl<R> ImportService<R>
where
    R: Resource + Exchange,
    R::Input: DeserializeOwned,
    R::Draft: Serialize + Clone,
{
    /// Reads `file` and reports what importing it does; unless `dry_run`, writes it when no row is wrong.
    /// Administrators only.
    pub fn import(&self, caller: &User, file: &[u8], dry_run: bool) -> Result<ImportReport, DomainError> {
        access::require_admin(caller)?;
        let Some(matching) = R::MATCH else {
            return Err(DomainError::NotFound(Catalogue::ImportNotAvailable { resource: R::LABEL }.into()));
        };
        let codes = Codes::load(self.codes.as_ref(), R::COLUMNS)?;
        let mut report = ImportReport::default();
        let Read { rows, absent } = read_rows::<R>(file, &codes, matching.key, &mut report)?;
        let drafts: Vec<R::Draft> = rows.iter().map(|row| row.draft.clone()).collect();
        let stored = if drafts.is_empty() { Vec::new() } else { self.store.matching(&drafts)? };
        let mut by_key: HashMap<String, Vec<(i64, Value)>> = HashMap::new();
        for item in stored {
            let json = serde_json::to_value(&item).map_err(internal)?;
            let id = json.get("id").and_then(Value::as_i64).unwrap_or_default();
            by_key.entry(key_of(&json, matching.key)).or_default().push((id, json));
        }

        let (mut creates, mut updates) = (Vec::new(), Vec::new());
        // The first line of each key in the file, and the stored rows already taken by a line.
        let mut first_lines: HashMap<String, u64> = HashMap::new();
        let mut taken: HashSet<i64> = HashSet::new();
        for row in rows {
            let shown: Vec<String> =
                key_columns::<R>(matching.key).map(|column| cell(column, &row.json, &codes)).collect();
            let key = shown.join(" / ");
            let first = first_lines.get(&row.key).copied();
            first_lines.entry(row.key.clone()).or_insert(row.line);
            let stored = by_key.get(&row.key).map(Vec::as_slice).unwrap_or_default();
            let changes_to = |stored: &Value| changed_fields::<R>(stored, &row.json, &codes, &absent);
            match (stored, first) {
                (_, Some(first)) if stored.len() < 2 => report.error(
                    row.line,
                    key_columns::<R>(matching.key).last().map(|column| column.header),
                    Catalogue::RepeatsLine { first },
                ),
                ([], None) => {
                    report.created += 1;
                    report.changes.push(RowChange { line: row.line, key, kind: ChangeKind::Created, fields: vec![] });
                    creates.push(row.draft);
                }
                ([(id, stored)], None) => {
                    taken.insert(*id);
                    let fields = changes_to(stored);
                    if fields.is_empty() {
                        report.unchanged += 1;
                    } else {
                        let line = row.line;
                        match keeping::<R>(row, stored, &absent) {
                            Ok(kept) => {
                                report.updated += 1;
                                report.changes.push(RowChange { line, key, kind: ChangeKind::Updated, fields });
                                updates.push((*id, kept.draft));
                            }
                            // a kept text that today's checks refuse (a bound tightened since) is the row's error
                            Err(DomainError::Validation(errors)) => invalid::<R>(&mut report, line, errors),
                            Err(other) => return Err(other),
                        }
                    }
                }
                // Stored rows that share a key (two customers of a company with one name): a line equal to
                // one of them is that one, unchanged; a changed line cannot say which one it changes.
                _ => match stored.iter().find(|(id, stored)| !taken.contains(id) && changes_to(stored).is_empty()) {
                    Some((id, _)) => {
                        taken.insert(*id);
                        report.unchanged += 1;
                    }
                    None => report.error(row.line, None, Catalogue::AmbiguousKey { key }),
                },
            }
        }
        report.errors.sort_by_key(|error| error.line);

        if !dry_run && report.errors.is_empty() && !(creates.is_empty() && updates.is_empty()) {
            self.store.apply(&creates, &updates, &Actor::of(caller)).map_err(|err| match err {
                RepoError::Duplicate(field) => {
                    DomainError::conflict(Catalogue::ImportDuplicate { resource: R::LABEL, field })
                }
                other => other.into(),
            })?;
            report.applied = true;
        }
        Ok(report)
    }
}

/// The imported cells that differ between a stored row and a file's row (not those the file leaves out).
fn changed_fields<R: Exchange>(stored: &Value, row: &Value, codes: &Codes, absent: &[&Column]) -> Vec<FieldChange> {
    R::COLUMNS
        .iter()
        .filter(|column| column.import && !absent.contains(column))
        .filter_map(|column| {
            let (before, after) = (cell(column, stored, codes), cell(column, row, codes));
            (before != after).then(|| FieldChange { column: column.header.into(), before, after })
        })
        .collect()
}

/// `row` with the stored values of the columns its file leaves out, so an update keeps them.
fn keeping<R>(row: Row<R::Draft>, stored: &Value, absent: &[&Column]) -> Result<Row<R::Draft>, DomainError>
where
    R: Resource,
    R::Input: DeserializeOwned,
    R::Draft: Serialize,
{
    if absent.is_empty() {
        return Ok(row);
    }
    let mut input = row.input;
    for column in absent {
        input.insert(column.field.to_owned(), stored.get(column.field).cloned().unwrap_or(Value::Null));
    }
    // The stored values passed the same checks when they were written.
    let draft = R::validate(serde_json::from_value(Value::Object(input.clone())).map_err(internal)?)?;
    let json = serde_json::to_value(&draft).map_err(internal)?;
    Ok(Row { input, draft, json, ..row })
}

/// A row's validation errors, each under its column's header.
fn invalid<R: Exchange>(report: &mut ImportReport, line: u64, errors: Vec<FieldError>) {
    for error in errors {
        let header = R::COLUMNS.iter().find(|column| column.field == error.field).map(|column| column.header);
        report.error(line, Some(header.unwrap_or(&error.field)), error.message);
    }
}

fn key_columns<R: Exchange>(key: &'static [&'static str]) -> impl Iterator<Item = &'static Column> {
    key.iter().filter_map(|name| R::COLUMNS.iter().find(|column| column.field == *name))
}

/// The file's rows that are valid, each validated into a draft; the others reported.
fn read_rows<R>(
    file: &[u8],
    codes: &Codes,
    key: &'static [&'static str],
    report: &mut ImportReport,
) -> Result<Read<R::Draft>, DomainError>
where
    R: Resource + Exchange,
    R::Input: DeserializeOwned,
    R::Draft: Serialize,
{
    let file = file.strip_prefix(super::BOM).unwrap_or(file);
    let lines = Lines::of(file);
    let mut reader = csv::ReaderBuilder::new().delimiter(DELIMITER).flexible(true).from_reader(file);
    let headers = match reader.headers() {
        Ok(headers) if headers.iter().any(|header| !header.trim().is_empty()) => headers.clone(),
        Ok(_) => {
            report.error(1, None, Catalogue::EmptyFile);
            return Ok(Read { rows: Vec::new(), absent: Vec::new() });
        }
        Err(err) => {
            report.error(1, None, unreadable(&err));
            return Ok(Read { rows: Vec::new(), absent: Vec::new() });
        }
    };
    let position = |header: &str| headers.iter().position(|found| found.trim().eq_ignore_ascii_case(header));
    let (mut columns, mut absent) = (Vec::new(), Vec::new());
    for column in R::COLUMNS.iter().filter(|column| column.import) {
        match position(column.header) {
            Some(index) => columns.push((column, index)),
            None if column.optional => absent.push(column),
            None => report.error(1, Some(column.header), Catalogue::MissingColumn),
        }
    }
    if !report.errors.is_empty() {
        return Ok(Read { rows: Vec::new(), absent });
    }

    let mut rows: Vec<Row<R::Draft>> = Vec::new();
    for record in reader.records() {
        let record = match record {
            Ok(record) => record,
            Err(err) => {
                report.error(lines.at(err.position()), None, unreadable(&err));
                continue;
            }
        };
        let line = lines.at(record.position());
        if record.iter().all(|value| value.trim().is_empty()) {
            continue;
        }
        let mut input = Map::new();
        let before = report.errors.len();
        for (column, index) in &columns {
            let raw = record.get(*index).unwrap_or_default();
            match read_cell(column, raw, codes) {
                Ok(Some(value)) => {
                    input.insert(column.field.to_owned(), value);
                }
                Ok(None) => {}
                Err(message) => report.error(line, Some(column.header), message),
            }
        }
        if report.errors.len() > before {
            continue;
        }
        let cells = if absent.is_empty() { Map::new() } else { input.clone() };
        let input: R::Input = match serde_json::from_value(Value::Object(input)) {
            Ok(input) => input,
            Err(err) => {
                report.error(line, None, Catalogue::UnreadableRow { detail: err.to_string() });
                continue;
            }
        };
        let draft = match R::validate(input) {
            Ok(draft) => draft,
            Err(DomainError::Validation(errors)) => {
                invalid::<R>(report, line, errors);
                continue;
            }
            Err(other) => {
                report.error(line, None, other.message());
                continue;
            }
        };
        let json = serde_json::to_value(&draft).map_err(internal)?;
        if let Some(column) = key_columns::<R>(key).find(|column| json.get(column.field).is_none_or(Value::is_null)) {
            report.error(line, Some(column.header), Catalogue::KeyNeeded);
            continue;
        }
        let row_key = key_of(&json, key);
        rows.push(Row { line, input: cells, draft, json, key: row_key });
    }
    Ok(Read { rows, absent })
}

/// The file's line of a record, counting `\n` (so `\r\n` files too). The `csv` crate's position of a record
/// can be where the previous one ended (before its `\r\n`, before blank lines it skipped), so the line breaks
/// after it are skipped first.
struct Lines<'a> {
    file: &'a [u8],
    breaks: Vec<usize>,
}

impl<'a> Lines<'a> {
    fn of(file: &'a [u8]) -> Self {
        Lines { file, breaks: file.iter().enumerate().filter(|(_, byte)| **byte == b'\n').map(|(at, _)| at).collect() }
    }

    /// Line 1 is the header.
    fn at(&self, position: Option<&csv::Position>) -> u64 {
        let Some(position) = position else { return 0 };
        let mut start = usize::try_from(position.byte()).unwrap_or(usize::MAX).min(self.file.len());
        while self.file.get(start).is_some_and(|byte| matches!(byte, b'\r' | b'\n')) {
            start += 1;
        }
        self.breaks.partition_point(|at| *at < start) as u64 + 1
    }
}

fn unreadable(err: &csv::Error) -> Catalogue {
    match err.kind() {
        csv::ErrorKind::Utf8 { .. } => Catalogue::NotUtf8,
        _ => Catalogue::UnreadableRow { detail: err.to_string() },
    }
}

/// A code of the book, from a cell.
fn reference(book: Book, raw: &str, codes: &Codes) -> Result<i64, Catalogue> {
    codes.id(book, raw).ok_or_else(|| Catalogue::NoItemWithCode { code: raw.to_owned() })
}

/// The input's value of one cell: `None` when the cell is empty (absent from the input).
fn read_cell(column: &Column, raw: &str, codes: &Codes) -> Result<Option<Value>, Catalogue> {
    let raw = raw.trim();
    if raw.is_empty() {
        return Ok(None);
    }
    let value = match column.kind {
        Kind::Text => Value::from(unescape(raw)),
        Kind::Int => {
            let number = parse_int(raw).ok_or(Catalogue::WholeNumberExpected)?;
            i32::try_from(number).map_err(|_| Catalogue::NumberOutOfRange)?;
            Value::from(number)
        }
        Kind::Money => Value::from(parse_money(raw).ok_or(Catalogue::AmountExpected)?),
        Kind::Bool => Value::from(parse_bool(raw).ok_or(Catalogue::YesOrNoExpected)?),
        Kind::Date => return Ok(None),
        Kind::Choice(options) => {
            let found = options.iter().find(|(wire, word)| raw.eq_ignore_ascii_case(word) || raw == *wire);
            Value::from(found.map_or(raw, |(wire, _)| wire))
        }
        Kind::Ref(book) => Value::from(reference(book, unescape(raw), codes)?),
        Kind::Refs(book) => {
            let ids = unescape(raw)
                .split(',')
                .map(str::trim)
                .filter(|key| !key.is_empty())
                .map(|key| reference(book, key, codes))
                .collect::<Result<Vec<_>, _>>()?;
            Value::from(ids)
        }
        Kind::PartFeatures => {
            let features = unescape(raw)
                .split(',')
                .map(str::trim)
                .filter(|item| !item.is_empty())
                .map(|item| part_feature(item, codes))
                .collect::<Result<Vec<_>, _>>()?;
            Value::Array(features)
        }
    };
    Ok(Some(value))
}

/// `CODE:order`, `CODE?:order` (optional), the order defaulting to 0.
fn part_feature(item: &str, codes: &Codes) -> Result<Value, Catalogue> {
    let (code, order) = item.split_once(':').unwrap_or((item, "0"));
    let sort_order = parse_int(order).ok_or_else(|| Catalogue::OrderExpected { item: item.to_owned() })?;
    let (code, required) = match code.trim().strip_suffix('?') {
        Some(code) => (code.trim(), false),
        None => (code.trim(), true),
    };
    let feature_id = reference(Book::Features, code, codes)?;
    Ok(serde_json::json!({ "featureId": feature_id, "required": required, "sortOrder": sort_order }))
}
