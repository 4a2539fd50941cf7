//! Configuration from the environment (documented in `.env.example`). Secrets are never logged.

use std::fs::{DirBuilder, OpenOptions};
use std::io::Write;
use std::os::unix::fs::{DirBuilderExt, OpenOptionsExt};
use std::path::{Path, PathBuf};
use std::time::Duration;

use anyhow::{Context, bail};
use base64::Engine;
use base64::engine::general_purpose::URL_SAFE_NO_PAD;
use domain::quotes::{DEFAULT_TERMS_EN, DEFAULT_TERMS_IT, DEFAULT_VALIDITY_DAYS, QuoteSettings};
use http_api::client::TrustedProxies;
use rand::RngCore;

#[derive(Clone)]
pub enum MailTransport {
    /// Development: each mail a file in this folder.
    Folder(PathBuf),
    Smtp {
        url: String,
        from: String,
    },
}

/// Where uploaded catalogue images are kept (`IMAGE_STORE`). Only a folder today; an S3-compatible bucket
/// would be another variant with its own adapter of `domain::catalogue::images::ImageStore`.
#[derive(Clone)]
pub enum ImageStorage {
    /// `IMAGE_STORE=folder` (the default): files in `IMAGE_DIR`, by default `DATA_DIR/images`.
    Folder(PathBuf),
}

#[derive(Clone)]
pub struct Config {
    pub database_url: String,
    pub bind_address: String,
    /// Where `/metrics` is served (`METRICS_BIND_ADDRESS`), apart from the public port; none serves it.
    pub metrics_bind_address: Option<String>,
    pub app_base_url: String,
    pub static_dir: Option<PathBuf>,
    pub jwt_secret: Vec<u8>,
    pub jwt_ttl: chrono::Duration,
    pub bcrypt_cost: u32,
    pub mail: MailTransport,
    pub pool_size: u32,
    pub pool_timeout: Duration,
    pub workers: usize,
    pub demo_data: bool,
    pub demo_password: Option<String>,
    pub demo_password_file: PathBuf,
    /// Failed logins (and forgot-password calls) refused past this many for one email from one address.
    pub login_max_per_email_and_client: i64,
    pub login_max_per_client: i64,
    /// Failures for one email from anywhere before each further attempt waits (never a lockout).
    pub login_slowdown_after: i64,
    /// The longest such wait.
    pub login_max_delay: chrono::Duration,
    pub login_window: chrono::Duration,
    pub outbox_poll: Duration,
    pub images: ImageStorage,
    /// The proxies whose `X-Forwarded-For` names the client (`TRUSTED_PROXIES`; none by default).
    pub trusted_proxies: TrustedProxies,
    /// The memory for rendered list pages kept by their ETag (`KEPT_LIST_PAGES_MB`, 16; 0 keeps none, so
    /// every page is read afresh, as the cold page's benchmark does).
    pub kept_list_pages_bytes: usize,
    /// Issued quotes' validity (`QUOTE_VALIDITY_DAYS`, 30) and terms (`QUOTE_TERMS_IT`, `QUOTE_TERMS_EN`).
    pub quotes: QuoteSettings,
}

fn var(name: &str) -> Option<String> {
    std::env::var(name).ok().map(|v| v.trim().to_owned()).filter(|v| !v.is_empty())
}

fn parsed<T: std::str::FromStr>(name: &str, default: T) -> anyhow::Result<T>
where
    T::Err: std::fmt::Display,
{
    match var(name) {
        Some(value) => value.parse().map_err(|err| anyhow::anyhow!("{name}={value}: {err}")),
        None => Ok(default),
    }
}

fn cores() -> usize {
    std::thread::available_parallelism().map(usize::from).unwrap_or(2)
}

impl Config {
    pub fn from_env() -> anyhow::Result<Self> {
        let _ = dotenvy::dotenv();
        let data_dir = PathBuf::from(var("DATA_DIR").unwrap_or_else(|| ".data".into()));
        let database_url =
            var("DATABASE_URL").context("DATABASE_URL is not set (make run sets it for the private database)")?;
        let bind_address = var("BIND_ADDRESS").unwrap_or_else(|| "127.0.0.1:8080".into());
        let app_base_url =
            var("APP_BASE_URL").unwrap_or_else(|| format!("http://{bind_address}")).trim_end_matches('/').to_owned();
        let jwt_secret = match var("JWT_SECRET") {
            Some(secret) => secret.into_bytes(),
            None => dev_secret(&data_dir.join("jwt-secret"))?,
        };
        let mail = match var("MAIL_TRANSPORT").as_deref().unwrap_or("folder") {
            "folder" => {
                MailTransport::Folder(var("MAIL_DIR").map(PathBuf::from).unwrap_or_else(|| data_dir.join("mail")))
            }
            "smtp" => MailTransport::Smtp {
                url: var("SMTP_URL").context("MAIL_TRANSPORT=smtp needs SMTP_URL")?,
                from: var("MAIL_FROM").unwrap_or_else(|| "Configuratore <noreply@configuratore.local>".into()),
            },
            other => bail!("MAIL_TRANSPORT must be folder or smtp, not {other}"),
        };
        let images = match var("IMAGE_STORE").as_deref().unwrap_or("folder") {
            "folder" => {
                ImageStorage::Folder(var("IMAGE_DIR").map(PathBuf::from).unwrap_or_else(|| data_dir.join("images")))
            }
            other => bail!("IMAGE_STORE must be folder, not {other}"),
        };
        let pool_size = parsed("DB_POOL_SIZE", u32::try_from(2 * cores() + 1).unwrap_or(5))?;
        Ok(Self {
            database_url,
            bind_address,
            metrics_bind_address: var("METRICS_BIND_ADDRESS"),
            app_base_url,
            static_dir: Some(PathBuf::from(var("STATIC_DIR").unwrap_or_else(|| "frontend/dist".into()))),
            jwt_secret,
            jwt_ttl: chrono::Duration::minutes(parsed("JWT_TTL_MINUTES", 30)?),
            bcrypt_cost: parsed("BCRYPT_COST", 12)?,
            mail,
            pool_size,
            pool_timeout: Duration::from_millis(parsed("DB_CONNECTION_TIMEOUT_MS", 2000)?),
            workers: parsed("WORKERS", cores())?,
            demo_data: parsed("DEMO_DATA", true)?,
            demo_password: var("DEMO_PASSWORD"),
            demo_password_file: data_dir.join("demo-password"),
            login_max_per_email_and_client: parsed("LOGIN_MAX_PER_EMAIL_AND_CLIENT", 5)?,
            login_max_per_client: parsed("LOGIN_MAX_PER_CLIENT", 30)?,
            login_slowdown_after: parsed("LOGIN_SLOWDOWN_AFTER", 10)?,
            login_max_delay: chrono::Duration::seconds(parsed("LOGIN_MAX_DELAY_SECONDS", 300)?),
            login_window: chrono::Duration::minutes(parsed("LOGIN_WINDOW_MINUTES", 15)?),
            outbox_poll: Duration::from_millis(parsed("OUTBOX_POLL_MS", 1000)?),
            images,
            trusted_proxies: TrustedProxies::parse(&var("TRUSTED_PROXIES").unwrap_or_default())
                .map_err(|err| anyhow::anyhow!("TRUSTED_PROXIES: {err}"))?,
            kept_list_pages_bytes: parsed::<usize>("KEPT_LIST_PAGES_MB", 16)?.saturating_mul(1024 * 1024),
            quotes: QuoteSettings {
                validity_days: match parsed("QUOTE_VALIDITY_DAYS", DEFAULT_VALIDITY_DAYS)? {
                    days @ 1..=3650 => days,
                    other => bail!("QUOTE_VALIDITY_DAYS must be between 1 and 3650, not {other}"),
                },
                terms_it: var("QUOTE_TERMS_IT").unwrap_or_else(|| DEFAULT_TERMS_IT.to_owned()),
                terms_en: var("QUOTE_TERMS_EN").unwrap_or_else(|| DEFAULT_TERMS_EN.to_owned()),
            },
        })
    }
}

/// A development secret kept under `.data/` so tokens survive restarts; production sets JWT_SECRET.
fn dev_secret(path: &Path) -> anyhow::Result<Vec<u8>> {
    if let Ok(secret) = std::fs::read_to_string(path) {
        return Ok(secret.trim().as_bytes().to_vec());
    }
    let mut bytes = [0u8; 48];
    rand::rng().fill_bytes(&mut bytes);
    let secret = URL_SAFE_NO_PAD.encode(bytes);
    write_private(path, &secret)?;
    Ok(secret.into_bytes())
}

/// Writes a new file only its owner may read (0600), creating missing folders owner-only (0700): for
/// what `.data/` holds that must stay secret (the JWT secret, the demo password).
pub fn write_private(path: &Path, contents: &str) -> anyhow::Result<()> {
    if let Some(dir) = path.parent() {
        DirBuilder::new()
            .recursive(true)
            .mode(0o700)
            .create(dir)
            .with_context(|| format!("creating {}", dir.display()))?;
    }
    OpenOptions::new()
        .write(true)
        .create(true)
        .truncate(true)
        .mode(0o600)
        .open(path)
        .and_then(|mut file| file.write_all(contents.as_bytes()))
        .with_context(|| format!("writing {}", path.display()))
}

#[cfg(test)]
mod tests {
    #![allow(clippy::unwrap_used)]

    use std::os::unix::fs::PermissionsExt;

    use super::*;

    fn mode(path: &Path) -> u32 {
        std::fs::metadata(path).unwrap().permissions().mode() & 0o777
    }

    #[test]
    fn the_generated_dev_secret_is_readable_by_its_owner_only_and_kept() {
        let nanos = std::time::SystemTime::now().duration_since(std::time::UNIX_EPOCH).unwrap().as_nanos();
        let root = std::env::temp_dir().join(format!("config-test-{}-{nanos}", std::process::id()));
        let data = root.join(".data");
        let path = data.join("jwt-secret");

        let secret = dev_secret(&path).unwrap();
        let again = dev_secret(&path).unwrap();
        let modes = (mode(&root), mode(&data), mode(&path));
        std::fs::remove_dir_all(&root).unwrap();

        assert!(secret.len() >= 64, "48 random bytes, base64");
        assert_eq!(again, secret, "a restart keeps the secret");
        assert_eq!(modes, (0o700, 0o700, 0o600));
    }
}
