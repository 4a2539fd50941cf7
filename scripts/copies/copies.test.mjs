// Two server copies on one database (started by scripts/copies.sh): what must be shared between copies
// is shared. Env: COPY_A, COPY_B (base URLs), MAIL_A, MAIL_B (their mail folders), DEMO_PASSWORD.
import { test } from "node:test";
import assert from "node:assert/strict";
import { readdir } from "node:fs/promises";

const { COPY_A, COPY_B, MAIL_A, MAIL_B, DEMO_PASSWORD } = process.env;
const CUSTOMER = "customer@example.com";
const ADMIN = "admin@example.com";
const sleep = (ms) => new Promise((done) => setTimeout(done, ms));

async function call(base, method, path, { token, body } = {}) {
  const response = await fetch(`${base}${path}`, {
    method,
    headers: {
      ...(body === undefined ? {} : { "content-type": "application/json" }),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  return { status: response.status, json: text ? JSON.parse(text) : null };
}

async function login(base, email, password = DEMO_PASSWORD) {
  const answer = await call(base, "POST", "/api/user/login", { body: { email, password } });
  assert.equal(answer.status, 200, JSON.stringify(answer.json));
  return answer.json.token;
}

/** A GET that must answer 200: its body. */
async function read(base, path, token) {
  const answer = await call(base, "GET", path, { token });
  assert.equal(answer.status, 200, `${path}: ${JSON.stringify(answer.json)}`);
  return answer.json;
}

const mails = async () => (await readdir(MAIL_A)).length + (await readdir(MAIL_B)).length;

test("a mail put in the outbox through one copy is sent exactly once", async () => {
  const before = await mails();
  const asked = await call(COPY_A, "POST", "/api/user/forgotpwd", { body: { email: CUSTOMER } });
  assert.ok(asked.status < 300, `forgotpwd answered ${asked.status}`);
  for (let waited = 0; (await mails()) === before && waited < 10_000; waited += 100) await sleep(100);
  assert.equal(await mails(), before + 1, "sent by one of the copies");
  // Both copies poll every 100 ms: give the other one time to send it again, which it must not.
  await sleep(1_500);
  assert.equal(await mails(), before + 1, "and only once");
});

test("a login rate limit reached through one copy holds on the other", async () => {
  const email = "account.manager@example.com";
  for (let attempt = 1; attempt <= 5; attempt += 1) {
    const base = attempt % 2 ? COPY_A : COPY_B;
    const answer = await call(base, "POST", "/api/user/login", { body: { email, password: `Wrong-${attempt}` } });
    assert.equal(answer.status, 401, `attempt ${attempt}`);
  }
  const limited = await call(COPY_B, "POST", "/api/user/login", { body: { email, password: DEMO_PASSWORD } });
  assert.equal(limited.status, 429);
  assert.equal(limited.json.code, "rate_limited");
  const onA = await call(COPY_A, "POST", "/api/user/login", { body: { email, password: DEMO_PASSWORD } });
  assert.equal(onA.status, 429);
});

test("a catalogue change saved through one copy is served by the other's next read", async () => {
  const customer = await login(COPY_B, CUSTOMER);
  const admin = await login(COPY_A, ADMIN);
  const models = async () => (await read(COPY_B, "/api/configurator/category/divani", customer)).catalogue.models;
  const [model] = await models();
  await models(); // cached on B at this catalogue version
  const stored = await read(COPY_A, `/api/productmodel/${model.id}`, admin);
  const newPrice = model.basePrice + 12_345;
  const saved = await call(COPY_A, "PUT", `/api/productmodel/${model.id}`, {
    token: admin,
    body: { ...stored, basePrice: newPrice },
  });
  assert.equal(saved.status, 200, JSON.stringify(saved.json));
  const after = (await models()).find((item) => item.id === model.id);
  assert.equal(after.basePrice, newPrice);
});

test("a configuration saved through one copy shows in the other's next list page", async () => {
  const onB = await login(COPY_B, CUSTOMER);
  const onA = await login(COPY_A, CUSTOMER);
  const page = async () => (await read(COPY_B, "/api/productconf?page=1", onB)).items;
  const [first] = await page();
  assert.ok(first, "the demo customer has saved configurations");
  await page(); // kept on B under this page's ETag
  const { version, notes, customerId, draft } = await read(COPY_A, `/api/productconf/${first.publicId}`, onA);
  const name = `${first.name.slice(0, 60)} (rinominata)`;
  const saved = await call(COPY_A, "PUT", `/api/productconf/${first.publicId}`, {
    token: onA,
    body: { version, name, notes, customerId, draft },
  });
  assert.equal(saved.status, 200, JSON.stringify(saved.json));
  const [renamed] = await page();
  assert.equal(renamed.publicId, first.publicId, "the newest first");
  assert.equal(renamed.name, name);
});
