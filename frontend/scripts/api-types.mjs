#!/usr/bin/env node
// Generates src/api/schema.d.ts from the server's OpenAPI document (openapi-typescript), so the
// app's wire types are the server's. The document comes from `cargo run -p http-api --bin openapi`
// (no database needed), or from a file given as argument.
//
//   npm run api-types                 regenerate src/api/schema.d.ts
//   npm run api-types -- --check      exit 1 when the committed file differs from the document's
import { execFileSync } from "node:child_process";
import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import openapiTS, { astToString } from "openapi-typescript";

const frontend = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const target = path.join(frontend, "src", "api", "schema.d.ts");
const args = process.argv.slice(2);
const check = args.includes("--check");
const source = args.find((arg) => !arg.startsWith("--"));

const HEADER = `/**
 * Generated from the server's OpenAPI document by scripts/api-types.mjs: do not edit.
 * Regenerate with \`npm run api-types\`; \`make lint\` fails when this file is stale.
 * Read it through src/api/types.ts, which names the schemas the app uses.
 */

`;

const document = source
  ? readFileSync(source, "utf8")
  : execFileSync("cargo", ["run", "-q", "-p", "http-api", "--bin", "openapi"], {
      cwd: path.join(frontend, ".."),
      encoding: "utf8",
      stdio: ["ignore", "pipe", "inherit"],
      maxBuffer: 64 * 1024 * 1024,
    });

// The app reads operations by path and method (src/api/types.ts), never by operationId: without
// them the file does not change when a server handler is renamed.
const spec = JSON.parse(document);
for (const item of Object.values(spec.paths ?? {})) {
  for (const operation of Object.values(item)) delete operation.operationId;
}

const ast = await openapiTS(spec, { alphabetize: true });
const generated = HEADER + astToString(ast);

if (check) {
  let committed = "";
  try {
    committed = readFileSync(target, "utf8");
  } catch {
    // a missing file is stale too
  }
  if (committed !== generated) {
    console.error(`${path.relative(process.cwd(), target)} is stale: run \`npm --prefix frontend run api-types\` and commit it.`);
    process.exit(1);
  }
  console.log("src/api/schema.d.ts matches the OpenAPI document.");
} else {
  writeFileSync(target, generated);
  console.log(`wrote ${path.relative(process.cwd(), target)}`);
}
