use chrono::{DateTime, Utc};
use diesel::prelude::*;
use domain::RepoError;
use domain::auth::{NewResetToken, ResetPurpose, ResetRequest, ResetTokenRepository};
use domain::mail::NewMail;

use crate::error::repo_error;
use crate::pool::{DbPool, get};
use crate::schema::{password_reset_requests as requests, password_reset_tokens as tokens, users};

#[derive(Clone)]
pub struct PgResetTokens {
    pool: DbPool,
}

impl PgResetTokens {
    pub fn new(pool: DbPool) -> Self {
        Self { pool }
    }
}

pub(crate) fn insert_token(
    conn: &mut PgConnection,
    user_id: i64,
    token_hash: &[u8],
    purpose: ResetPurpose,
    expires_at: DateTime<Utc>,
) -> QueryResult<()> {
    diesel::insert_into(tokens::table)
        .values((
            tokens::user_id.eq(user_id),
            tokens::token_hash.eq(token_hash),
            tokens::purpose.eq(purpose.as_str()),
            tokens::expires_at.eq(expires_at),
        ))
        .execute(conn)
        .map(|_| ())
}

/// A password that changed by any route makes older links useless.
pub(crate) fn void_unused(conn: &mut PgConnection, user_id: i64) -> QueryResult<usize> {
    diesel::update(tokens::table.filter(tokens::user_id.eq(user_id)).filter(tokens::used_at.is_null()))
        .set(tokens::used_at.eq(diesel::dsl::now))
        .execute(conn)
}

impl ResetTokenRepository for PgResetTokens {
    fn request(&self, email: &str, at: DateTime<Utc>) -> Result<(), RepoError> {
        let mut conn = get(&self.pool)?;
        diesel::insert_into(requests::table)
            .values((requests::email.eq(email), requests::requested_at.eq(at), requests::not_before.eq(at)))
            .execute(&mut conn)
            .map(|_| ())
            .map_err(repo_error)
    }

    fn claim_requests(
        &self,
        limit: i64,
        now: DateTime<Utc>,
        lease_until: DateTime<Utc>,
    ) -> Result<Vec<ResetRequest>, RepoError> {
        let mut conn = get(&self.pool)?;
        conn.transaction(|conn| {
            // SKIP LOCKED: copies of the server running this at once each take different rows.
            let due: Vec<(i64, String)> = requests::table
                .filter(requests::not_before.le(now))
                .order(requests::not_before.asc())
                .limit(limit)
                .select((requests::id, requests::email))
                .for_update()
                .skip_locked()
                .load(conn)?;
            let ids: Vec<i64> = due.iter().map(|(id, _)| *id).collect();
            diesel::update(requests::table.filter(requests::id.eq_any(&ids)))
                .set(requests::not_before.eq(lease_until))
                .execute(conn)?;
            Ok(due.into_iter().map(|(id, email)| ResetRequest { id, email }).collect())
        })
        .map_err(repo_error)
    }

    fn fulfil_request(&self, request_id: i64, token: &NewResetToken, mail: &NewMail) -> Result<(), RepoError> {
        let mut conn = get(&self.pool)?;
        conn.transaction(|conn| {
            // A copy whose lease ran out may have answered the request meanwhile: then it is gone and
            // this one sends nothing.
            if diesel::delete(requests::table.find(request_id)).execute(conn)? == 0 {
                return Ok(());
            }
            insert_token(conn, token.user_id, &token.token_hash, token.purpose, token.expires_at)?;
            crate::outbox::enqueue(conn, mail)
        })
        .map_err(repo_error)
    }

    fn discard_request(&self, request_id: i64) -> Result<(), RepoError> {
        let mut conn = get(&self.pool)?;
        diesel::delete(requests::table.find(request_id)).execute(&mut conn).map(|_| ()).map_err(repo_error)
    }

    fn find_usable(&self, token_hash: &[u8], now: DateTime<Utc>) -> Result<Option<i64>, RepoError> {
        let mut conn = get(&self.pool)?;
        tokens::table
            .inner_join(users::table)
            .filter(tokens::token_hash.eq(token_hash))
            .filter(tokens::used_at.is_null())
            .filter(tokens::expires_at.gt(now))
            .filter(users::active.eq(true))
            .select(tokens::user_id)
            .first(&mut conn)
            .optional()
            .map_err(repo_error)
    }

    fn consume(&self, token_hash: &[u8], password_hash: &str, now: DateTime<Utc>) -> Result<Option<i64>, RepoError> {
        let mut conn = get(&self.pool)?;
        conn.transaction(|conn| {
            // The UPDATE's row lock makes a second use of the same token find it already used.
            let user_id: Option<i64> = diesel::update(
                tokens::table
                    .filter(tokens::token_hash.eq(token_hash))
                    .filter(tokens::used_at.is_null())
                    .filter(tokens::expires_at.gt(now)),
            )
            .set(tokens::used_at.eq(now))
            .returning(tokens::user_id)
            .get_result(conn)
            .optional()?;
            let Some(user_id) = user_id else { return Ok(None) };
            let updated = diesel::update(users::table.find(user_id).filter(users::active.eq(true)))
                .set((users::password_hash.eq(password_hash), users::token_version.eq(users::token_version + 1)))
                .execute(conn)?;
            if updated == 0 {
                return Ok(None);
            }
            void_unused(conn, user_id)?;
            Ok(Some(user_id))
        })
        .map_err(repo_error)
    }
}
