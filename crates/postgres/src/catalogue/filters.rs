use diesel::prelude::*;
use domain::RepoError;
use domain::catalogue::{EntityFilter, EntityKind, FilterMode, FilterSource};

use crate::error::repo_error;
use crate::pool::{DbPool, get};
use crate::schema::company_entity_filters as filters;

#[derive(Clone)]
pub struct PgFilterSource {
    pool: DbPool,
}

impl PgFilterSource {
    pub fn new(pool: DbPool) -> Self {
        Self { pool }
    }
}

impl FilterSource for PgFilterSource {
    fn filters_of(&self, company_id: i64) -> Result<Vec<EntityFilter>, RepoError> {
        let mut conn = get(&self.pool)?;
        let rows: Vec<(String, i64, String)> = filters::table
            .filter(filters::company_id.eq(company_id))
            .select((filters::entity_kind, filters::entity_id, filters::mode))
            .load(&mut conn)
            .map_err(repo_error)?;
        rows.into_iter()
            .map(|(kind, entity_id, mode)| {
                let kind = EntityKind::parse(&kind).ok_or_else(|| RepoError::Other(format!("filter kind {kind}")))?;
                let mode = FilterMode::parse(&mode).ok_or_else(|| RepoError::Other(format!("filter mode {mode}")))?;
                Ok(EntityFilter { kind, entity_id, mode })
            })
            .collect()
    }
}
