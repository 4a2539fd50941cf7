#!/usr/bin/env node
// The CSV import's benchmark (issue 13, target: a 10,000-row feature-value import under 5 s, dry run and
// apply): against a running server, makes a feature of its own (a new code each run), then times
//   1. the dry run of a file of 10,000 new values of it,
//   2. the same file applied (10,000 inserts),
//   3. the dry run of the same values with every price changed,
//   4. that file applied (10,000 updates),
// and prints one line per step with its seconds and the report's counts. Exits nonzero when a step does
// not answer 200 with the expected counts, never for a missed target (it says "no").
//   node scripts/bench/import.mjs BASE_URL ADMIN_EMAIL PASSWORD [ROWS]
const [baseUrl, email, password, rowsArg] = process.argv.slice(2);
if (!baseUrl || !email || !password) {
  console.error('usage: node scripts/bench/import.mjs BASE_URL ADMIN_EMAIL PASSWORD [ROWS]');
  process.exit(2);
}
const rows = Number(rowsArg ?? 10_000);
const targetSeconds = 5;

async function call(method, path, token, body, contentType = 'application/json') {
  const headers = { 'content-type': contentType };
  if (token) headers.authorization = `Bearer ${token}`;
  const response = await fetch(`${baseUrl}${path}`, { method, headers, body });
  const text = await response.text();
  return { status: response.status, json: text ? JSON.parse(text) : null };
}

const login = await call('POST', '/api/user/login', null, JSON.stringify({ email, password }));
if (login.status !== 200) throw new Error(`login: ${login.status} ${JSON.stringify(login.json)}`);
const token = login.json.token;

const code = `BENCH-${Date.now().toString(36).toUpperCase()}`;
const feature = await call('POST', '/api/productfeature', token, JSON.stringify({ code, name: `Banco prova ${code}` }));
if (feature.status !== 201) throw new Error(`feature: ${feature.status} ${JSON.stringify(feature.json)}`);

/** The file of `rows` values of the feature, each price `shift` cents above its base. */
function file(shift) {
  const lines = ['\uFEFFCaratteristica;Codice;Etichetta;Variazione di prezzo;Colore;Immagine;Ordine;Attivo'];
  for (let i = 1; i <= rows; i += 1) {
    const cents = (i % 500) * 100 - 10_000 + shift;
    const money = `${cents < 0 ? '-' : ''}${Math.floor(Math.abs(cents) / 100)},${String(Math.abs(cents) % 100).padStart(2, '0')}`;
    lines.push(`${code};V${String(i).padStart(5, '0')};Valore ${i};${money};;;${i % 100};sì`);
  }
  return `${lines.join('\r\n')}\r\n`;
}

async function step(name, body, dryRun, expected) {
  const started = performance.now();
  const answer = await call('POST', `/api/productfeatureval/import${dryRun ? '?dryRun=true' : ''}`, token, body, 'text/csv');
  const seconds = (performance.now() - started) / 1000;
  const report = answer.json ?? {};
  const counts = `created ${report.created}, updated ${report.updated}, unchanged ${report.unchanged}, errors ${report.errors?.length}`;
  const ok = answer.status === 200 && report.created === expected.created && report.updated === expected.updated;
  console.log(`${name.padEnd(38)} ${seconds.toFixed(2).padStart(6)} s  ${seconds < targetSeconds ? 'yes' : 'no '}  ${counts}`);
  if (!ok) {
    console.error(`${name}: expected ${JSON.stringify(expected)}, got ${answer.status} ${JSON.stringify(answer.json).slice(0, 500)}`);
    process.exitCode = 1;
  }
  return seconds;
}

const created = file(0);
const changed = file(1);
console.log(`CSV import of ${rows} feature values (${(created.length / 1024).toFixed(0)} KB), target under ${targetSeconds} s each:`);
await step('dry run, new values', created, true, { created: rows, updated: 0 });
await step('apply, new values (inserts)', created, false, { created: rows, updated: 0 });
await step('dry run, every price changed', changed, true, { created: 0, updated: rows });
await step('apply, every price changed (updates)', changed, false, { created: 0, updated: rows });
