//! Demo data for `make run`: only into an empty database, and the logins printed at every start.

use std::collections::HashMap;
use std::sync::Arc;

use anyhow::Context;
use base64::Engine;
use base64::engine::general_purpose::URL_SAFE_NO_PAD;
use domain::auth::PasswordHasher;
use domain::configurations::{ConfigurationInput, ConfigurationService, EVALUATIONS_KEPT, Evaluations};
use domain::configurator::WizardCatalogue;
use domain::users::UserRepository;
use postgres::catalogue::PgFilterSource;
use postgres::{DEMO_COPIED, DEMO_LOGINS, DEMO_REQUESTS_ON, DbPool, PgConfigurations, PgUsers, PgWizardCatalogue};
use rand::RngCore;
use security::RandomPublicIds;

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
            crate::config::write_private(&config.demo_password_file, &password)?;
            true
        }
        (false, Source::Generated) => false,
        _ => true,
    };
    if seeded.is_some() {
        save_demo_configurations(pool)?;
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

/// Saves the demo users' configurations through the same use case as the API (so their prices,
/// completeness and validity are the real ones), copies one, and adds the demo customization requests.
fn save_demo_configurations(pool: &DbPool) -> anyhow::Result<()> {
    let wizard = Arc::new(PgWizardCatalogue::new(pool.clone()));
    let service = ConfigurationService {
        store: Arc::new(PgConfigurations::new(pool.clone())),
        wizard: wizard.clone(),
        filters: Arc::new(PgFilterSource::new(pool.clone())),
        ids: Arc::new(RandomPublicIds),
        evaluations: Arc::new(Evaluations::new(EVALUATIONS_KEPT)),
        spaces: Arc::new(domain::configurator::Spaces::new(4)),
    };
    let users = PgUsers::new(pool.clone());
    let mut saved = HashMap::new();
    for demo in postgres::demo_configurations(pool).map_err(|err| anyhow::anyhow!("demo configurations: {err}"))? {
        let owner = users
            .credentials_by_email(demo.owner_email)
            .map_err(|err| anyhow::anyhow!("demo user {}: {err}", demo.owner_email))?
            .with_context(|| format!("demo user {} missing", demo.owner_email))?
            .user;
        let configurator = wizard
            .published(demo.category_slug, owner.language())
            .map_err(|err| anyhow::anyhow!("demo configurator {}: {err}", demo.category_slug))?
            .with_context(|| format!("no published configurator for {}", demo.category_slug))?;
        let input = ConfigurationInput {
            name: demo.name.to_owned(),
            notes: demo.notes.map(str::to_owned),
            customer_id: demo.customer_id,
            draft: demo.draft,
        };
        let view = service
            .create(&owner, configurator.summary.id, input)
            .map_err(|err| anyhow::anyhow!("saving the demo configuration {}: {err}", demo.name))?;
        let done = view.configuration.complete && view.configuration.valid;
        anyhow::ensure!(done == demo.finished, "the demo configuration {} is not as meant: {view:?}", demo.name);
        saved.insert(demo.name, (owner, view.configuration.public_id));
    }
    let public_id = |name: &str| saved.get(name).map(|(_, id)| id.as_str()).context("a demo configuration is missing");
    let (owner, source) = saved.get(DEMO_COPIED).context("the copied demo configuration is missing")?;
    service.copy(owner, source, None).map_err(|err| anyhow::anyhow!("copying the demo configuration: {err}"))?;
    let [approved, rejected, replaced] = DEMO_REQUESTS_ON;
    postgres::seed_demo_requests(pool, [public_id(approved)?, public_id(rejected)?, public_id(replaced)?])
        .map_err(|err| anyhow::anyhow!("demo customization requests: {err}"))
}
