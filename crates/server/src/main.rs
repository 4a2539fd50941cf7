#[actix_web::main]
async fn main() -> anyhow::Result<()> {
    server::telemetry::init();
    let config = server::config::Config::from_env()?;
    server::startup::Application::build(config).await?.run_until_stopped().await
}
