//! `/api/user/*`: login, session, passwords and the extended user, exactly the paths of docs/product.md section 8.

use actix_web::web::{Path, Query};
use actix_web::{HttpRequest, HttpResponse, delete, get, post, put};
use chrono::{DateTime, Utc};
use domain::auth::Session;
use domain::catalogue::{ListRequest, Page};
use domain::said::{Common, Said, Speak};
use domain::users::{ExtendedUser, ProfileInput, User, UserInput};
use serde::{Deserialize, Serialize};
use utoipa::{IntoParams, ToSchema};

use crate::auth::CurrentUser;
use crate::client::client_address;
use crate::error::ErrorBody;
use crate::json_body::Json;
use crate::state::{Answer, State, run};

#[derive(Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct SessionBody {
    token: String,
    expires_at: DateTime<Utc>,
    user: User,
}

impl From<Session> for SessionBody {
    fn from(session: Session) -> Self {
        Self { token: session.token.token, expires_at: session.token.expires_at, user: session.user }
    }
}

#[derive(Deserialize, ToSchema)]
pub struct LoginBody {
    email: String,
    password: String,
}

#[derive(Deserialize, ToSchema)]
pub struct ForgotBody {
    email: String,
}

#[derive(Serialize, ToSchema)]
pub struct MessageBody {
    #[schema(value_type = String)]
    message: Said,
}

#[derive(Deserialize, ToSchema)]
pub struct ResetBody {
    token: String,
    password: String,
}

#[derive(Deserialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct ChangePasswordBody {
    current_password: String,
    new_password: String,
}

/// Logs in; wrong email and wrong password answer alike.
#[utoipa::path(request_body = LoginBody, tag = "user", responses(
    (status = 200, body = SessionBody),
    (status = 401, body = ErrorBody, description = "`invalid_credentials`"),
    (status = 429, body = ErrorBody, description = "`rate_limited`, with `Retry-After`"),
))]
#[post("/user/login")]
pub async fn login(req: HttpRequest, state: State, body: Json<LoginBody>) -> Answer {
    let LoginBody { email, password } = body.into_inner();
    let client = client_address(&req);
    let auth = state.auth.clone();
    let session = state.hashing(move || auth.login(&email, &password, &client)).await?;
    Ok(HttpResponse::Ok().json(SessionBody::from(session)))
}

#[utoipa::path(tag = "user", security(("bearer" = [])), responses((status = 200, body = User), (status = 401, body = ErrorBody)))]
#[get("/user/me")]
pub async fn me(CurrentUser(caller): CurrentUser) -> HttpResponse {
    HttpResponse::Ok().json(caller.user)
}

/// The caller's own names, phone and language (`locale`: `it` or `en`).
#[utoipa::path(tag = "user", security(("bearer" = [])), request_body = ProfileInput, responses(
    (status = 200, body = ExtendedUser),
    (status = 401, body = ErrorBody),
    (status = 422, body = ErrorBody),
))]
#[put("/user/me")]
pub async fn update_me(state: State, CurrentUser(caller): CurrentUser, body: Json<ProfileInput>) -> Answer {
    let input = body.into_inner();
    let user = run(&state.users, move |service| service.update_profile(&caller.user, input)).await?;
    Ok(HttpResponse::Ok().json(user))
}

#[utoipa::path(tag = "user", security(("bearer" = [])), responses((status = 200, body = ExtendedUser), (status = 401, body = ErrorBody)))]
#[get("/user/me/extended")]
pub async fn me_extended(state: State, CurrentUser(caller): CurrentUser) -> Answer {
    let user = run(&state.users, move |service| service.extended(&caller.user, caller.user.id)).await?;
    Ok(HttpResponse::Ok().json(user))
}

/// A fresh token for a still-valid one.
#[utoipa::path(tag = "user", security(("bearer" = [])), responses((status = 200, body = SessionBody), (status = 401, body = ErrorBody)))]
#[post("/user/jwt/renew")]
pub async fn renew(state: State, CurrentUser(caller): CurrentUser) -> Answer {
    let session = run(&state.auth, move |service| service.renew(&caller)).await?;
    Ok(HttpResponse::Ok().json(SessionBody::from(session)))
}

/// Mails a reset link to an active account; answers the same for any well-formed email.
#[utoipa::path(request_body = ForgotBody, tag = "user", responses(
    (status = 202, body = MessageBody),
    (status = 422, body = ErrorBody),
    (status = 429, body = ErrorBody),
))]
#[post("/user/forgotpwd")]
pub async fn forgot_password(req: HttpRequest, state: State, body: Json<ForgotBody>) -> Answer {
    let client = client_address(&req);
    run(&state.auth, move |service| service.forgot_password(&body.email, &client)).await?;
    // A visitor: the language their browser asks for.
    let message = Said::from(Common::ResetLinkMaybeSent).spoken(crate::language::of(&req));
    Ok(HttpResponse::Accepted().json(MessageBody { message }))
}

/// Sets a new password from a mailed link; ends every session, does not log in.
#[utoipa::path(request_body = ResetBody, tag = "user", responses(
    (status = 204),
    (status = 400, body = ErrorBody, description = "`invalid_token`"),
    (status = 422, body = ErrorBody),
))]
#[post("/user/resetpwd")]
pub async fn reset_password(state: State, body: Json<ResetBody>) -> Answer {
    let ResetBody { token, password } = body.into_inner();
    let auth = state.auth.clone();
    state.hashing(move || auth.reset_password(&token, &password)).await?;
    Ok(HttpResponse::NoContent().finish())
}

/// Changes the caller's password; other sessions end, the answer carries the new token.
#[utoipa::path(request_body = ChangePasswordBody, tag = "user", security(("bearer" = [])), responses(
    (status = 200, body = SessionBody),
    (status = 422, body = ErrorBody),
))]
#[put("/user/me/password")]
pub async fn change_password(state: State, CurrentUser(caller): CurrentUser, body: Json<ChangePasswordBody>) -> Answer {
    let ChangePasswordBody { current_password, new_password } = body.into_inner();
    let auth = state.auth.clone();
    let session = state.hashing(move || auth.change_password(&caller, &current_password, &new_password)).await?;
    Ok(HttpResponse::Ok().json(SessionBody::from(session)))
}

/// Admins create (201) or update any user; a user updates their own names, phone and locale.
#[utoipa::path(request_body = UserInput, tag = "user", security(("bearer" = [])), responses(
    (status = 200, body = ExtendedUser),
    (status = 201, body = ExtendedUser),
    (status = 403, body = ErrorBody),
    (status = 404, body = ErrorBody, description = "`not_found`: the `id` names no user"),
    (status = 422, body = ErrorBody),
))]
#[post("/user/extended")]
pub async fn save_extended(state: State, CurrentUser(caller): CurrentUser, body: Json<UserInput>) -> Answer {
    let input = body.into_inner();
    let users = state.users.clone();
    let (user, created) = state.hashing(move || users.save_extended(&caller.user, input)).await?;
    let mut response = if created { HttpResponse::Created() } else { HttpResponse::Ok() };
    Ok(response.json(user))
}

#[utoipa::path(tag = "user", security(("bearer" = [])), params(("id" = i64, Path)), responses(
    (status = 200, body = ExtendedUser),
    (status = 403, body = ErrorBody),
    (status = 404, body = ErrorBody),
))]
#[get("/user/{id}/extended")]
pub async fn extended_by_id(state: State, CurrentUser(caller): CurrentUser, id: Path<i64>) -> Answer {
    let id = id.into_inner();
    let user = run(&state.users, move |service| service.extended(&caller.user, id)).await?;
    Ok(HttpResponse::Ok().json(user))
}

/// The user list's own filters.
#[derive(Deserialize, IntoParams)]
#[into_params(parameter_in = Query)]
#[serde(rename_all = "camelCase")]
pub struct UserFilter {
    company_id: Option<i64>,
    #[param(value_type = Option<domain::users::Role>)]
    role: Option<String>,
}

/// `GET /api/user`: the user list (admins), with `companyId` and `role` filters.
#[utoipa::path(operation_id = "list_user", tag = "user", security(("bearer" = [])), params(ListRequest, UserFilter),
    responses((status = 200, body = Page<ExtendedUser>), (status = 400, body = ErrorBody), (status = 403, body = ErrorBody)))]
#[get("/user")]
pub async fn list(
    state: State,
    CurrentUser(caller): CurrentUser,
    request: Query<ListRequest>,
    filter: Query<UserFilter>,
) -> Answer {
    let (request, UserFilter { company_id, role }) = (request.into_inner(), filter.into_inner());
    let page =
        run(&state.users, move |service| service.list(&caller.user, request, company_id, role.as_deref())).await?;
    Ok(HttpResponse::Ok().json(page))
}

/// `GET /api/user/{id}`: the extended user (admin, or the user themself).
#[utoipa::path(operation_id = "get_one_user", tag = "user", security(("bearer" = [])), params(("id" = i64, Path)),
    responses((status = 200, body = ExtendedUser), (status = 403, body = ErrorBody), (status = 404, body = ErrorBody)))]
#[get(r"/user/{id:\d+}")]
pub async fn get_one(state: State, CurrentUser(caller): CurrentUser, id: Path<i64>) -> Answer {
    let id = id.into_inner();
    let user = run(&state.users, move |service| service.extended(&caller.user, id)).await?;
    Ok(HttpResponse::Ok().json(user))
}

/// `DELETE /api/user/{id}`: deactivates the user (admins; never oneself).
#[utoipa::path(tag = "user", security(("bearer" = [])), params(("id" = i64, Path)),
    responses((status = 204), (status = 403, body = ErrorBody), (status = 404, body = ErrorBody), (status = 422, body = ErrorBody)))]
#[delete(r"/user/{id:\d+}")]
pub async fn deactivate(state: State, CurrentUser(caller): CurrentUser, id: Path<i64>) -> Answer {
    let id = id.into_inner();
    run(&state.users, move |service| service.deactivate(&caller.user, id)).await?;
    Ok(HttpResponse::NoContent().finish())
}

/// Ends every session of the caller, on every device: the token of this call stops working too.
#[utoipa::path(tag = "user", security(("bearer" = [])), responses(
    (status = 204, description = "Every token of the caller stopped working"),
    (status = 401, body = ErrorBody),
))]
#[post("/user/logout")]
pub async fn logout(state: State, CurrentUser(caller): CurrentUser) -> Answer {
    run(&state.auth, move |service| service.logout(&caller)).await?;
    Ok(HttpResponse::NoContent().finish())
}
