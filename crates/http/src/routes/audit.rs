//! `GET /api/auditlog`: the audit trail of every administrative write (administrators only).

use actix_web::web::Query;
use actix_web::{HttpResponse, get};
use domain::audit::{AuditQuery, AuditRecord};
use domain::catalogue::Page;

use crate::auth::CurrentUser;
use crate::error::ErrorBody;
use crate::state::{Answer, State, run};

/// `GET /api/auditlog`: the entries the filters admit, newest first, a page at a time.
#[utoipa::path(tag = "admin", security(("bearer" = [])),
    params(AuditQuery),
    responses((status = 200, body = Page<AuditRecord>), (status = 400, body = ErrorBody),
        (status = 401, body = ErrorBody), (status = 403, body = ErrorBody),
        (status = 422, body = ErrorBody, description = "`validation_failed` on `to`: `from` after it")))]
#[get("/auditlog")]
pub async fn list(state: State, CurrentUser(caller): CurrentUser, query: Query<AuditQuery>) -> Answer {
    let query = query.into_inner();
    let page = run(&state.audit, move |service| service.list(&caller.user, query)).await?;
    Ok(HttpResponse::Ok().json(page))
}
