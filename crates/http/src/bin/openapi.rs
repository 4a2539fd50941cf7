//! Prints the OpenAPI document without a database or a server, so the app's types can be generated
//! from it (`cargo run -q -p http-api --bin openapi`).

use std::process::ExitCode;

fn main() -> ExitCode {
    match serde_json::to_string_pretty(&http_api::contract()) {
        Ok(json) => {
            println!("{json}");
            ExitCode::SUCCESS
        }
        Err(error) => {
            eprintln!("openapi: {error}");
            ExitCode::FAILURE
        }
    }
}
