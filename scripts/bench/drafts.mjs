// Drafts on a category's catalogue as its caller sees it (GET /api/configurator/category/<slug>), shared by
// the benchmarks that save configurations through the API: models in turn, their required parts, three in
// four with the first optional part too (some models require it: those are saved invalid, as users do), a
// value for every choice feature of every part and a number on the grid of every numeric one.
export function draftMaker(catalogue) {
  const valuesOf = new Map();
  for (const value of catalogue.values) {
    if (!valuesOf.has(value.featureId)) valuesOf.set(value.featureId, []);
    valuesOf.get(value.featureId).push(value.id);
  }
  const partById = new Map(catalogue.parts.map((part) => [part.id, part]));
  const featureById = new Map((catalogue.features ?? []).map((feature) => [feature.id, feature]));
  return function draft(index) {
    const model = catalogue.models[index % catalogue.models.length];
    const links = catalogue.modelParts.filter((link) => link.modelId === model.id);
    const chosen = links.filter((link) => link.required);
    const optional = links.find((link) => !link.required);
    if (optional && index % 4 !== 0) chosen.push({ ...optional, defaultQuantity: 1 });
    const parts = chosen.map((link) => ({
      partId: link.partId,
      quantity: Math.max(1, link.defaultQuantity),
      values: partById.get(link.partId).features.map((feature, position) => {
        const numeric = featureById.get(feature.featureId);
        if (numeric?.kind === 'numeric') {
          // A number on the feature's grid: its minimum plus a few steps, within its maximum.
          const steps = Math.floor((numeric.numericMax - numeric.numericMin) / numeric.numericStep);
          return { featureId: feature.featureId, numericValue: numeric.numericMin + (index % (steps + 1)) * numeric.numericStep };
        }
        const values = valuesOf.get(feature.featureId);
        return { featureId: feature.featureId, valueId: values[(index * 3 + position) % values.length] };
      }),
    }));
    return { typeId: model.typeId, modelId: model.id, parts, quantity: 1 + (index % 3) };
  };
}
