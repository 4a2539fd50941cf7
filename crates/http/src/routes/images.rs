//! Catalogue images: an administrator uploads one (the body is the file itself), anyone reads it back by
//! the URL the upload answered (the wizard's `<img>` carries no token).

use actix_web::http::header;
use actix_web::web::{Path, Payload};
use actix_web::{HttpRequest, HttpResponse, get, post};
use domain::catalogue::images::{ImageKind, MAX_IMAGE_BYTES, UploadedImage, too_large};

use crate::auth::CurrentUser;
use crate::error::{ApiError, ErrorBody};
use crate::state::{Answer, State, read_body, run};
use domain::DomainError;

/// What an image may do once served: nothing (an SVG opened on its own runs no script, loads nothing).
const IMAGE_CSP: &str = "default-src 'none'; style-src 'unsafe-inline'; sandbox";

/// `POST /api/images` (admins): the body is the image itself. Its kind is read from its bytes.
#[utoipa::path(operation_id = "upload_image", tag = "images", security(("bearer" = [])),
    request_body(
        description = "The file: PNG, JPEG, WebP or SVG, at most 2 MB. A PNG, JPEG or WebP must decode in full within 8,000 pixels a side and 40 megapixels; an SVG may hold only drawing elements and attributes of the SVG namespace, references only to `#id`, and CSS without escapes, at-rules or functions other than colours, arithmetic and transforms. When the content type names one of these kinds, the bytes must be of it.",
        content(([u8] = "image/png"), ([u8] = "image/jpeg"), ([u8] = "image/webp"), ([u8] = "image/svg+xml"), ([u8] = "application/octet-stream")),
    ),
    responses(
        (status = 201, body = UploadedImage),
        (status = 401, body = ErrorBody),
        (status = 403, body = ErrorBody),
        (status = 413, body = ErrorBody, description = "`payload_too_large`: over 2 MB"),
        (status = 422, body = ErrorBody, description = "`validation_failed` on `file`, its message naming the reason: not an accepted image, not the declared kind, over 8,000 pixels a side or 40 megapixels, truncated or undecodable, or an SVG outside the allowlist"),
    ))]
#[post("/images")]
pub async fn upload(state: State, CurrentUser(caller): CurrentUser, req: HttpRequest, payload: Payload) -> Answer {
    let declared = req
        .headers()
        .get(header::CONTENT_TYPE)
        .and_then(|value| value.to_str().ok())
        .map(|value| value.split(';').next().unwrap_or_default().trim().to_ascii_lowercase());
    // Refused before its body is read: only administrators upload.
    if !caller.user.is_admin() {
        return Err(ApiError(DomainError::Forbidden));
    }
    let bytes = read_body(&req, payload, MAX_IMAGE_BYTES, too_large).await?;
    let uploaded = run(&state.images, move |service| service.upload(&caller.user, declared.as_deref(), &bytes)).await?;
    Ok(HttpResponse::Created().json(uploaded))
}

/// `GET /api/images/{name}`: an uploaded image, with its own content type, never sniffed.
#[utoipa::path(operation_id = "get_image", tag = "images",
    params(("name" = String, Path, description = "The name the upload answered in its URL")),
    responses(
        (status = 200, description = "The image", content(([u8] = "image/png"), ([u8] = "image/jpeg"), ([u8] = "image/webp"), ([u8] = "image/svg+xml"))),
        (status = 404, body = ErrorBody, description = "`not_found`: no such image, or a stored one that fails the upload check"),
    ))]
#[get("/images/{name}")]
pub async fn read(state: State, name: Path<String>) -> Answer {
    let (kind, bytes): (ImageKind, Vec<u8>) = run(&state.images, move |service| service.read(&name)).await?;
    Ok(HttpResponse::Ok()
        .insert_header((header::CONTENT_TYPE, kind.content_type()))
        .insert_header((header::X_CONTENT_TYPE_OPTIONS, "nosniff"))
        .insert_header((header::CONTENT_SECURITY_POLICY, IMAGE_CSP))
        .insert_header((header::CONTENT_DISPOSITION, "inline"))
        // names are random and never reused: the bytes behind one never change
        .insert_header((header::CACHE_CONTROL, "public, max-age=31536000, immutable"))
        .body(bytes))
}
