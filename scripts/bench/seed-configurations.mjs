// Saves the load benchmark's configurations through the API, so each one is evaluated and priced by the
// server exactly as a user's save is: drafts on the large category's catalogue as the caller sees it
// (models, their required parts, often an optional one, a value for every feature of every part).
//   node scripts/bench/seed-configurations.mjs <base url> <token> <slug> <count>
const [baseUrl, token, slug, countArg] = process.argv.slice(2);
const count = Number(countArg);
const headers = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };

async function call(method, path, body) {
  const response = await fetch(`${baseUrl}${path}`, { method, headers, body: body && JSON.stringify(body) });
  if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${await response.text()}`);
  return response.json();
}

const { configurator, catalogue } = await call('GET', `/api/configurator/category/${slug}`);
const valuesOf = new Map();
for (const value of catalogue.values) {
  if (!valuesOf.has(value.featureId)) valuesOf.set(value.featureId, []);
  valuesOf.get(value.featureId).push(value.id);
}
const partById = new Map(catalogue.parts.map((part) => [part.id, part]));

function draft(index) {
  const model = catalogue.models[index % catalogue.models.length];
  const links = catalogue.modelParts.filter((link) => link.modelId === model.id);
  const chosen = links.filter((link) => link.required);
  // Three in four add the first optional part (some models require it: the others are invalid).
  const optional = links.find((link) => !link.required);
  if (optional && index % 4 !== 0) chosen.push({ ...optional, defaultQuantity: 1 });
  const parts = chosen.map((link) => ({
    partId: link.partId,
    quantity: Math.max(1, link.defaultQuantity),
    values: partById.get(link.partId).features.map((feature, position) => {
      const values = valuesOf.get(feature.featureId);
      return { featureId: feature.featureId, valueId: values[(index * 3 + position) % values.length] };
    }),
  }));
  return { typeId: model.typeId, modelId: model.id, parts, quantity: 1 + (index % 3) };
}

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
