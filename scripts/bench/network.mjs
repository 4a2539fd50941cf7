// The dealer network's callers for scripts/bench/network.sh, through the API.
//   node scripts/bench/network.mjs seed <base url> <password> <callers file> <work dir> <slug> <per customer>
//     logs every caller in (<work dir>/tokens: one token per line), saves <per customer> configurations as
//     each customer and customer manager (<work dir>/saved: "token publicId" per line), and writes the
//     bodies of saves and of wizard clicks, one per line (<work dir>/create.jsonl, <work dir>/evaluate.jsonl):
//     every click of the run is another draft, at every step of the wizard, so no kept answer serves it.
//   node scripts/bench/network.mjs write <base url> <work dir> <saves per second> <seconds>
//     saves configurations of <work dir>/saved in turn at a steady rate, as the editor does (PUT with the
//     version read), and prints "WRITES saves=N errors=N p50_ms=X p99_ms=X".
import { readFileSync, writeFileSync } from 'node:fs';
import { draftMaker } from './drafts.mjs';

const [mode, baseUrl, ...rest] = process.argv.slice(2);

async function call(token, method, path, body) {
  const response = await fetch(`${baseUrl}${path}`, {
    method,
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: body && JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${await response.text()}`);
  return response.json();
}

/** Runs `task(item)` over `items` with `width` at once. */
async function inParallel(items, width, task) {
  let next = 0;
  const worker = async () => {
    while (next < items.length) await task(items[next++]);
  };
  await Promise.all(Array.from({ length: width }, worker));
}

/** The draft as the wizard has it at one of its steps: the type chosen, the model, half the parts, all. */
function click(draft, index) {
  const step = index % 4;
  if (step === 0) return { typeId: draft.typeId, parts: [], quantity: 1 };
  if (step === 1) return { ...draft, parts: [] };
  if (step === 2) return { ...draft, parts: draft.parts.slice(0, Math.ceil(draft.parts.length / 2)) };
  return draft;
}

async function seed(password, callersFile, work, slug, perCustomer) {
  const callers = readFileSync(callersFile, 'utf8').trim().split('\n').map((line) => {
    const [email, role] = line.split(' ');
    return { email, role };
  });
  await inParallel(callers, 8, async (caller) => {
    caller.token = (await call(null, 'POST', '/api/user/login', { email: caller.email, password })).token;
  });
  writeFileSync(`${work}/tokens`, callers.map((caller) => caller.token).join('\n') + '\n');

  const { configurator, catalogue } = await call(callers[0].token, 'GET', `/api/configurator/category/${slug}`);
  const draft = draftMaker(catalogue);
  const savers = callers.filter((caller) => caller.role === 'customer' || caller.role === 'customer_manager');
  const saves = savers.flatMap((caller, who) =>
    Array.from({ length: Number(perCustomer) }, (_, index) => ({ caller, index: who * 7 + index })));
  const saved = [];
  await inParallel(saves, 16, async ({ caller, index }) => {
    const body = { configuratorId: configurator.id, name: `Proposta ${index + 1}`, draft: draft(index) };
    const configuration = await call(caller.token, 'POST', '/api/productconf', body);
    saved.push(`${caller.token} ${configuration.publicId}`);
  });
  writeFileSync(`${work}/saved`, saved.join('\n') + '\n');
  const lines = (body) => Array.from({ length: 997 }, (_, index) => JSON.stringify(body(index))).join('\n') + '\n';
  writeFileSync(`${work}/create.jsonl`,
    lines((index) => ({ configuratorId: configurator.id, name: `Proposta dal carico ${index}`, draft: draft(index) })));
  writeFileSync(`${work}/evaluate.jsonl`, lines((index) => ({ configuratorId: configurator.id, draft: click(draft(index), index) })));
  console.error(`${callers.length} callers logged in, ${saved.length} configurations saved on ${slug}`);
}

async function write(work, rate, seconds) {
  const saved = readFileSync(`${work}/saved`, 'utf8').trim().split('\n').map((line) => {
    const [token, publicId] = line.split(' ');
    return { token, publicId };
  });
  const latencies = [];
  let errors = 0;
  let turn = 0;
  const pending = new Set();
  const saveOne = async (target) => {
    const started = performance.now();
    try {
      if (!target.current) target.current = await call(target.token, 'GET', `/api/productconf/${target.publicId}`);
      const { version, name, notes, customerId, draft } = target.current;
      target.current = await call(target.token, 'PUT', `/api/productconf/${target.publicId}`,
        { version, name, notes, customerId, draft: { ...draft, quantity: (draft.quantity % 3) + 1 } });
      latencies.push(performance.now() - started);
    } catch (error) {
      errors += 1;
      target.current = undefined;
      if (errors <= 3) console.error(String(error));
    }
  };
  const end = Date.now() + seconds * 1000;
  const interval = 1000 / rate;
  let due = Date.now();
  while (Date.now() < end) {
    const target = saved[(turn++ * 7919) % saved.length];
    if (!target.busy) {
      target.busy = true;
      const save = saveOne(target).finally(() => {
        target.busy = false;
        pending.delete(save);
      });
      pending.add(save);
    }
    due += interval;
    await new Promise((resolve) => setTimeout(resolve, Math.max(0, due - Date.now())));
  }
  await Promise.all(pending);
  latencies.sort((a, b) => a - b);
  const at = (share) => (latencies.length ? latencies[Math.min(latencies.length - 1, Math.floor(share * latencies.length))] : 0);
  console.log(`WRITES saves=${latencies.length} errors=${errors} p50_ms=${at(0.5).toFixed(1)} p99_ms=${at(0.99).toFixed(1)}`);
}

if (mode === 'seed') await seed(...rest);
else if (mode === 'write') await write(rest[0], Number(rest[1]), Number(rest[2]));
else throw new Error(`unknown mode ${mode}`);
