/// glibc's allocator spent about a third of the server's time under load (many small, short-lived
/// allocations across worker threads); mimalloc's per-thread heaps serve that pattern far better.
#[global_allocator]
static ALLOCATOR: mimalloc::MiMalloc = mimalloc::MiMalloc;

#[actix_web::main]
async fn main() -> anyhow::Result<()> {
    server::telemetry::init();
    let config = server::config::Config::from_env()?;
    server::startup::Application::build(config).await?.run_until_stopped().await
}
