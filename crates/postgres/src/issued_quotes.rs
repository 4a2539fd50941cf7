//! Issued quotes (tables `issued_quotes` and `quote_counters`): each issue takes the next number of its year
//! under the year's counter row lock, draws the document and keeps it with its SHA-256, in one transaction.

use chrono::{DateTime, NaiveDate, Utc};
use diesel::prelude::*;
use diesel::result::Error as DieselError;
use domain::audit::AuditAction;
use domain::quotes::{IssuedQuote, IssuedQuotes, NewIssuedQuote, QuoteNumber};
use domain::{DomainError, RepoError};
use sha2::{Digest, Sha256};

use crate::audit;
use crate::error::{TxError, repo_error};
use crate::pool::{DbPool, get};
use crate::schema::{issued_quotes as quotes, quote_counters as counters};

/// The audit trail's kind for an issued quote.
const QUOTE: &str = "quote";

#[derive(Clone)]
pub struct PgIssuedQuotes {
    pool: DbPool,
}

impl PgIssuedQuotes {
    pub fn new(pool: DbPool) -> Self {
        Self { pool }
    }
}

/// An issued quote as its row reads, without the PDF's bytes.
#[derive(Queryable, Selectable)]
#[diesel(table_name = quotes, check_for_backend(diesel::pg::Pg))]
struct Row {
    number: String,
    year: i32,
    sequence: i32,
    configuration_public_id: String,
    revision: i32,
    issued_by: Option<i64>,
    issued_by_name: String,
    issued_at: DateTime<Utc>,
    valid_until: NaiveDate,
    terms: String,
    grand_total: i64,
    file_name: String,
    sha256: String,
}

fn issued(row: Row) -> IssuedQuote {
    IssuedQuote {
        number: row.number,
        year: row.year,
        sequence: row.sequence,
        configuration_public_id: row.configuration_public_id,
        revision: row.revision,
        issued_by_id: row.issued_by,
        issued_by_name: row.issued_by_name,
        issued_at: row.issued_at,
        valid_until: row.valid_until,
        terms: row.terms,
        grand_total: row.grand_total,
        file_name: row.file_name,
        sha256: row.sha256,
    }
}

/// The SHA-256 of `bytes`, in lower-case hex.
fn sha256_hex(bytes: &[u8]) -> String {
    Sha256::digest(bytes).iter().map(|byte| format!("{byte:02x}")).collect()
}

/// An issue's transaction fails in SQL, in the repository, or in drawing the document.
enum IssueError {
    Tx(TxError),
    Draw(DomainError),
}

impl From<DieselError> for IssueError {
    fn from(err: DieselError) -> Self {
        IssueError::Tx(TxError::Db(err))
    }
}

impl From<TxError> for IssueError {
    fn from(err: TxError) -> Self {
        IssueError::Tx(err)
    }
}

impl IssuedQuotes for PgIssuedQuotes {
    fn issue(
        &self,
        year: i32,
        draw: &mut dyn FnMut(QuoteNumber) -> Result<NewIssuedQuote, DomainError>,
    ) -> Result<IssuedQuote, DomainError> {
        let mut conn = get(&self.pool)?;
        let written = conn.transaction::<_, IssueError, _>(|conn| {
            // The year's row is created once and then locked by each issue until it commits: the numbers of
            // a year follow one another with no gap, whoever issues at the same time.
            diesel::insert_into(counters::table)
                .values((counters::year.eq(year), counters::last_sequence.eq(0)))
                .on_conflict_do_nothing()
                .execute(conn)?;
            let sequence: i32 = diesel::update(counters::table.find(year))
                .set(counters::last_sequence.eq(counters::last_sequence + 1))
                .returning(counters::last_sequence)
                .get_result(conn)?;
            let number = QuoteNumber { year, sequence };
            let new = draw(number).map_err(IssueError::Draw)?;
            let sha256 = sha256_hex(&new.pdf);
            let id: i64 = diesel::insert_into(quotes::table)
                .values((
                    quotes::number.eq(number.text()),
                    quotes::year.eq(year),
                    quotes::sequence.eq(sequence),
                    quotes::configuration_id.eq(new.configuration_id),
                    quotes::configuration_public_id.eq(&new.configuration_public_id),
                    quotes::revision.eq(new.revision),
                    quotes::issued_by.eq(new.issued_by.user_id),
                    quotes::issued_by_name.eq(&new.issued_by.name),
                    quotes::issued_at.eq(new.issued_at),
                    quotes::valid_until.eq(new.valid_until),
                    quotes::terms.eq(&new.terms),
                    quotes::grand_total.eq(new.grand_total),
                    quotes::file_name.eq(&new.file_name),
                    quotes::pdf.eq(&new.pdf),
                    quotes::sha256.eq(&sha256),
                ))
                .returning(quotes::id)
                .get_result(conn)?;
            let row: Row = quotes::table.find(id).select(Row::as_select()).first(conn)?;
            let after = serde_json::json!({
                "id": id,
                "name": number.text(),
                "configuration": new.configuration_public_id,
                "revision": new.revision,
                "validUntil": new.valid_until,
                "grandTotal": new.grand_total,
                "sha256": sha256,
            });
            audit::record(conn, &new.issued_by, AuditAction::Create, QUOTE, None, Some(&after))?;
            Ok(issued(row))
        });
        match written {
            Ok(issued) => Ok(issued),
            Err(IssueError::Draw(err)) => Err(err),
            Err(IssueError::Tx(err)) => Err(RepoError::from(err).into()),
        }
    }

    fn of_configuration(&self, configuration_id: i64) -> Result<Vec<IssuedQuote>, RepoError> {
        let mut conn = get(&self.pool)?;
        let rows: Vec<Row> = quotes::table
            .filter(quotes::configuration_id.eq(configuration_id))
            .order(quotes::id.desc())
            .select(Row::as_select())
            .load(&mut conn)
            .map_err(repo_error)?;
        Ok(rows.into_iter().map(issued).collect())
    }

    fn find(&self, number: &str) -> Result<Option<(IssuedQuote, Vec<u8>)>, RepoError> {
        let mut conn = get(&self.pool)?;
        let found: Option<(Row, Vec<u8>)> = quotes::table
            .filter(quotes::number.eq(number))
            .select((Row::as_select(), quotes::pdf))
            .first(&mut conn)
            .optional()
            .map_err(repo_error)?;
        Ok(found.map(|(row, pdf)| (issued(row), pdf)))
    }
}

#[cfg(test)]
mod tests {
    use super::sha256_hex;

    #[test]
    fn the_hash_is_sha256_in_lower_case_hex() {
        assert_eq!(sha256_hex(b"abc"), "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad");
    }
}
