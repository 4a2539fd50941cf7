use diesel::prelude::*;
use domain::RepoError;
use domain::dashboard::{Dashboard, DashboardStore, RecentConfiguration};

use crate::error::repo_error;
use crate::pool::{DbPool, get};
use crate::schema::{
    companies, customization_requests as requests, product_categories as categories,
    product_configurations as configurations, product_models as models, users,
};

#[derive(Clone)]
pub struct PgDashboard {
    pool: DbPool,
}

impl PgDashboard {
    pub fn new(pool: DbPool) -> Self {
        Self { pool }
    }
}

impl DashboardStore for PgDashboard {
    fn dashboard(&self, recent: i64) -> Result<Dashboard, RepoError> {
        let mut conn = get(&self.pool)?;
        let conn = &mut conn;
        let query = |conn: &mut PgConnection| -> QueryResult<Dashboard> {
            let recent_configurations = configurations::table
                .inner_join(users::table)
                .inner_join(categories::table)
                .order(configurations::updated_at.desc())
                .limit(recent)
                .select((
                    configurations::public_id,
                    configurations::name,
                    users::first_name,
                    users::last_name,
                    categories::name,
                    configurations::net_total,
                    configurations::updated_at,
                ))
                .load::<(String, String, String, String, String, i64, chrono::DateTime<chrono::Utc>)>(conn)?
                .into_iter()
                .map(|(public_id, name, first, last, category_name, net_total, updated_at)| RecentConfiguration {
                    public_id,
                    name,
                    owner_name: format!("{first} {last}"),
                    category_name,
                    net_total,
                    updated_at,
                })
                .collect();
            Ok(Dashboard {
                companies: companies::table.count().get_result(conn)?,
                users: users::table.filter(users::active.eq(true)).count().get_result(conn)?,
                models: models::table.filter(models::active.eq(true)).count().get_result(conn)?,
                configurations: configurations::table.count().get_result(conn)?,
                pending_requests: requests::table.filter(requests::status.eq("pending")).count().get_result(conn)?,
                recent_configurations,
            })
        };
        query(conn).map_err(repo_error)
    }
}
