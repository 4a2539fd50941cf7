#!/usr/bin/env node
// Prints the gzip size of the initial JavaScript (every <script> of dist/index.html) and of each
// lazy chunk (every other .js under dist/assets/), and exits non-zero over budget
// (docs/performance.md's targets: initial JS <= 150 KB gzip, each lazy screen chunk <= 30 KB gzip).
import { readFileSync, readdirSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { gzipSync } from "node:zlib";

export const INITIAL_BUDGET = 150 * 1024;
export const LAZY_BUDGET = 30 * 1024;

const dist = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..", "dist");
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
const gzipSize = (file) => gzipSync(readFileSync(path.join(dist, file)), { level: 9 }).length;

let html;
try {
  html = readFileSync(path.join(dist, "index.html"), "utf8");
} catch {
  console.error("dist/index.html not found: run `npm run build` first.");
  process.exit(2);
}

// attributes may be unquoted in the minified HTML
const initial = [...html.matchAll(/<script[^>]*\ssrc=(["']?)\/?([^"'\s>]+)\1/g)].map((m) => m[2]);
if (/<script(?![^>]*\ssrc=)[^>]*>/.test(html)) {
  console.error("dist/index.html contains an inline <script>: the CSP forbids it.");
  process.exit(1);
}
if (/<style[\s>]/.test(html)) {
  console.error("dist/index.html contains a <style> element: the CSP forbids it.");
  process.exit(1);
}

const lazy = readdirSync(path.join(dist, "assets"))
  .filter((f) => f.endsWith(".js"))
  .map((f) => `assets/${f}`)
  .filter((f) => !initial.includes(f))
  .sort();

let failed = false;
let initialTotal = 0;
console.log("Initial JavaScript (gzip):");
for (const file of initial) {
  const size = gzipSize(file);
  initialTotal += size;
  console.log(`  ${file.padEnd(48)} ${kb(size).padStart(10)}`);
}
const initialOk = initialTotal <= INITIAL_BUDGET;
failed ||= !initialOk;
console.log(`  ${"total".padEnd(48)} ${kb(initialTotal).padStart(10)}  budget ${kb(INITIAL_BUDGET)} ${initialOk ? "ok" : "OVER BUDGET"}`);

console.log("Lazy chunks (gzip):");
for (const file of lazy) {
  const size = gzipSize(file);
  const ok = size <= LAZY_BUDGET;
  failed ||= !ok;
  console.log(`  ${file.padEnd(48)} ${kb(size).padStart(10)}  ${ok ? "ok" : `OVER BUDGET (${kb(LAZY_BUDGET)})`}`);
}

if (failed) {
  console.error("Bundle size budget exceeded.");
  process.exit(1);
}
console.log("Bundle sizes within budget.");
