//! Demo data for `make run`: only into an empty database, and the logins printed at every start.

use anyhow::Context;
use base64::Engine;
use base64::engine::general_purpose::URL_SAFE_NO_PAD;
use domain::auth::PasswordHasher;
use postgres::{DEMO_LOGINS, DbPool};
use rand::RngCore;

use crate::config::Config;

enum Source {
    Environment,
    File,
    Generated,
}

fn demo_password(config: &Config) -> (String, Source) {
    if let Some(password) = &config.demo_password {
        return (password.clone(), Source::Environment);
    }
    if let Ok(password) = std::fs::read_to_string(&config.demo_password_file) {
        return (password.trim().to_owned(), Source::File);
    }
    let mut bytes = [0u8; 12];
    rand::rng().fill_bytes(&mut bytes);
    (URL_SAFE_NO_PAD.encode(bytes), Source::Generated)
}

pub fn load(config: &Config, pool: &DbPool, hasher: &dyn PasswordHasher) -> anyhow::Result<()> {
    if !config.demo_data {
        return Ok(());
    }
    let (password, source) = demo_password(config);
    let hash = hasher.hash(&password).map_err(|err| anyhow::anyhow!("hashing the demo password: {err}"))?;
    let seeded =
        postgres::seed_demo_organisation(pool, &hash).map_err(|err| anyhow::anyhow!("loading demo data: {err}"))?;
    let known = match (seeded.is_some(), source) {
        (true, Source::Generated) => {
            if let Some(dir) = config.demo_password_file.parent() {
                std::fs::create_dir_all(dir).with_context(|| format!("creating {}", dir.display()))?;
            }
            std::fs::write(&config.demo_password_file, &password)
                .with_context(|| format!("writing {}", config.demo_password_file.display()))?;
            true
        }
        (false, Source::Generated) => false,
        _ => true,
    };
    if seeded.is_some() {
        tracing::info!("demo data loaded into the empty database");
    }
    println!("\nDemo logins on {}:", config.app_base_url);
    for login in DEMO_LOGINS {
        println!("  {:<32} {}", login.email, login.role.label());
    }
    if known {
        println!("  password: {password}\n");
    } else {
        println!("  (the database already had data: the demo password is the one set when it was first loaded)\n");
    }
    Ok(())
}
