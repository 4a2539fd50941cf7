#!/usr/bin/env node
// Generates src/api/schema.d.ts from the server's OpenAPI document (openapi-typescript), so the
// app's wire types are the server's, and src/api/bounds.ts, what the resources' inputs accept. The document comes from `cargo run -p http-api --bin openapi`
// (no database needed), or from a file given as argument.
//
//   npm run api-types                 regenerate src/api/schema.d.ts and src/api/bounds.ts
//   npm run api-types -- --check      exit 1 when a committed file differs from the document's
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
const files = [
  [target, HEADER + astToString(ast)],
  [path.join(frontend, "src", "api", "bounds.ts"), bounds(spec)],
];

/**
 * What each resource's input accepts, as the document states it (`maxLength`, `pattern`, `minimum`…), by
 * base path: openapi-typescript keeps types only, and the admin forms check these before sending.
 */
function bounds(document) {
  const KEYS = ["minLength", "maxLength", "pattern", "minimum", "maximum"];
  const resources = {};
  for (const [route, item] of Object.entries(document.paths ?? {}).sort(([a], [b]) => a.localeCompare(b))) {
    const base = /^\/api\/([a-z]+)$/.exec(route)?.[1];
    const ref = item.post?.requestBody?.content?.["application/json"]?.schema?.$ref;
    if (!base || !ref) continue;
    const schema = document.components.schemas[ref.split("/").pop()];
    const fields = {};
    for (const [name, property] of Object.entries(schema.properties ?? {}).sort(([a], [b]) => a.localeCompare(b))) {
      const stated = Object.fromEntries(KEYS.filter((key) => property[key] !== undefined).map((key) => [key, property[key]]));
      if (Object.keys(stated).length > 0) fields[name] = stated;
    }
    resources[base] = fields;
  }
  return `/**
 * Generated from the server's OpenAPI document by scripts/api-types.mjs: do not edit.
 * What each resource's input accepts (lengths, characters, ranges), by base path; the admin forms read it
 * through features/admin/resources/bounds.ts.
 */

export const BOUNDS = {
${Object.entries(resources)
  .map(([base, fields]) => `  ${base}: {\n${Object.entries(fields).map(([name, stated]) => `    ${name}: ${JSON.stringify(stated)},\n`).join("")}  },\n`)
  .join("")}} as const;
`;
}

let stale = false;
for (const [file, generated] of files) {
  const name = path.relative(process.cwd(), file);
  if (check) {
    let committed = "";
    try {
      committed = readFileSync(file, "utf8");
    } catch {
      // a missing file is stale too
    }
    if (committed !== generated) {
      console.error(`${name} is stale: run \`npm --prefix frontend run api-types\` and commit it.`);
      stale = true;
    } else console.log(`${name} matches the OpenAPI document.`);
  } else {
    writeFileSync(file, generated);
    console.log(`wrote ${name}`);
  }
}
if (stale) process.exit(1);
