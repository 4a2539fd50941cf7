//! The built app's assets are sent precompressed, as the client's `Accept-Encoding` admits.

use crate::helpers::{fresh_temp_dir, spawn_app_configured};

#[actix_web::test]
async fn an_asset_is_sent_in_the_best_precompressed_form_the_client_accepts() {
    let dist = fresh_temp_dir("dist");
    std::fs::create_dir_all(dist.join("assets")).unwrap();
    std::fs::write(dist.join("index.html"), "<!doctype html><title>app</title>").unwrap();
    std::fs::write(dist.join("assets/main.0123456789.js"), "console.log('plain');").unwrap();
    std::fs::write(dist.join("assets/main.0123456789.js.br"), b"brotli bytes").unwrap();
    std::fs::write(dist.join("assets/main.0123456789.js.gz"), b"gzip bytes").unwrap();
    let static_dir = dist.clone();
    let app = spawn_app_configured(|config| config.static_dir = Some(static_dir)).await;
    let fetch = |accept: &'static str| {
        let request = app.client.get(format!("{}/assets/main.0123456789.js", app.address));
        async move {
            let response = request.header("accept-encoding", accept).send().await.unwrap();
            let header = |name: &str| response.headers().get(name).map(|v| v.to_str().unwrap().to_owned());
            let (encoding, kind, vary) = (header("content-encoding"), header("content-type"), header("vary"));
            let cache = header("cache-control");
            (encoding, kind, vary, cache, response.bytes().await.unwrap())
        }
    };

    let (encoding, kind, vary, cache, body) = fetch("gzip, deflate, br").await;
    assert_eq!(encoding.as_deref(), Some("br"));
    assert!(kind.unwrap().contains("javascript"));
    assert!(vary.unwrap().to_lowercase().contains("accept-encoding"));
    assert!(cache.unwrap().contains("immutable"));
    assert_eq!(&body[..], b"brotli bytes");

    let (encoding, _, _, _, body) = fetch("gzip, br;q=0").await;
    assert_eq!((encoding.as_deref(), &body[..]), (Some("gzip"), &b"gzip bytes"[..]));

    let (encoding, _, _, _, body) = fetch("identity").await;
    assert_eq!((encoding, &body[..]), (None, &b"console.log('plain');"[..]));

    let missing = app.client.get(format!("{}/assets/..%2Findex.html", app.address)).send().await.unwrap();
    assert_eq!(missing.status(), 404);
    std::fs::remove_dir_all(dist).ok();
}
