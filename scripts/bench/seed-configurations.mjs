// Saves the load benchmark's configurations through the API, so each one is evaluated and priced by the
// server exactly as a user's save is: drafts on the large category's catalogue as the caller sees it
// (models, their required parts, often an optional one, a value for every feature of every part).
//   node scripts/bench/seed-configurations.mjs <base url> <token> <slug> <count>
import { draftMaker } from './drafts.mjs';

const [baseUrl, token, slug, countArg] = process.argv.slice(2);
const count = Number(countArg);
const headers = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };

async function call(method, path, body) {
  const response = await fetch(`${baseUrl}${path}`, { method, headers, body: body && JSON.stringify(body) });
  if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${await response.text()}`);
  return response.json();
}

const { configurator, catalogue } = await call('GET', `/api/configurator/category/${slug}`);
const draft = draftMaker(catalogue);

let next = 0;
async function worker() {
  while (next < count) {
    const index = next++;
    await call('POST', '/api/productconf', {
      configuratorId: configurator.id,
      name: `Divano su misura ${String(index + 1).padStart(3, '0')}`,
      draft: draft(index),
    });
  }
}
await Promise.all(Array.from({ length: 4 }, worker));
console.log(`${count} configurations saved on ${slug}`);
