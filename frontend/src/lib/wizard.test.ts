import { describe, expect, it } from "vitest";
import type { Catalogue } from "@/api/types";
import { refKey } from "@/lib/catalogue";
import {
  addedQuantity,
  applyAnyway,
  applyRepair,
  buildDraft,
  chooseModel,
  chooseOption,
  choosePerPart,
  chooseShared,
  chooseType,
  EMPTY_SELECTION,
  valueOption,
  selectionFromDraft,
  setFeatureValue,
  stepBlocker,
  stepDone,
  violationStep,
  type Selection,
  type WizardStep,
} from "./wizard";

/** A sofa: the frame and the seat both take a colour (required); the frame also a width. */
const catalogue: Catalogue = {
  types: [{ id: 1, name: "Divani lineari", active: true }],
  models: [{ id: 11, typeId: 1, code: "OSLO-3", name: "Oslo 3 posti", basePrice: 129900, active: true }],
  modelParts: [
    { modelId: 11, partId: 20, required: true, minQuantity: 1, maxQuantity: 1, defaultQuantity: 1 },
    { modelId: 11, partId: 21, required: true, minQuantity: 1, maxQuantity: 1, defaultQuantity: 1 },
  ],
  parts: [
    {
      id: 20,
      name: "Struttura",
      price: 0,
      active: true,
      features: [
        { featureId: 31, required: true },
        { featureId: 32, required: true },
      ],
    },
    { id: 21, name: "Seduta", price: 18000, active: true, features: [{ featureId: 31, required: true }] },
  ],
  features: [
    { id: 31, name: "Colore", kind: "choice", numericMin: null, numericMax: null, numericStep: null, unitPrice: null },
    { id: 32, name: "Larghezza", kind: "numeric", numericMin: 160, numericMax: 300, numericStep: 10, unitPrice: 0 },
  ],
  values: [
    { id: 50, featureId: 31, label: "Salvia", priceDelta: 0, active: true },
    { id: 51, featureId: 31, label: "Grafite", priceDelta: 0, active: true },
  ],
  discountPercent: 0,
};

const featuresStep: WizardStep = { key: "features-0", step: { kind: "features", title: "Rivestimento", help: "", featureIds: [31] }, featureIds: [31] };
const base: Selection = { ...EMPTY_SELECTION, typeId: 1, modelId: 11, values: { 32: 220 } };

describe("per-part feature values", () => {
  it("gives every part the shared value by default", () => {
    const draft = buildDraft(setFeatureValue(base, 31, 50), catalogue);
    expect(draft.parts).toEqual([
      { partId: 20, quantity: 1, values: [{ featureId: 31, valueId: 50 }, { featureId: 32, numericValue: 220 }] },
      { partId: 21, quantity: 1, values: [{ featureId: 31, valueId: 50 }] },
    ]);
  });

  it("starts per-part mode from the shared value and lets one part's value win", () => {
    const split = choosePerPart(setFeatureValue(base, 31, 50), catalogue, 31);
    expect(split.partValues).toEqual({ 31: { 20: 50, 21: 50 } });
    const draft = buildDraft(setFeatureValue(split, 31, 51, 21), catalogue);
    expect(draft.parts.map((p) => p.values.find((v) => v.featureId === 31))).toEqual([
      { featureId: 31, valueId: 50 },
      { featureId: 31, valueId: 51 },
    ]);
  });

  it("goes back to one value for all parts with the first part's value", () => {
    const split = setFeatureValue(setFeatureValue(choosePerPart(base, catalogue, 31), 31, 51, 20), 31, 50, 21);
    const shared = chooseShared(split, catalogue, 31);
    expect(shared.partValues).toEqual({});
    expect(shared.values[31]).toBe(51);
    expect(buildDraft(shared, catalogue).parts.map((p) => p.values.find((v) => v.featureId === 31)?.valueId)).toEqual([51, 51]);
  });

  it("reads a draft whose parts differ back in per-part mode, and one whose parts agree as shared", () => {
    const differing = selectionFromDraft({
      typeId: 1,
      modelId: 11,
      parts: [
        { partId: 20, quantity: 1, values: [{ featureId: 31, valueId: 51 }, { featureId: 32, numericValue: 220 }] },
        { partId: 21, quantity: 1, values: [{ featureId: 31, valueId: 50 }] },
      ],
      quantity: 2,
    });
    expect(differing.partValues).toEqual({ 31: { 20: 51, 21: 50 } });
    expect(differing.values).toEqual({ 31: 51, 32: 220 });
    expect(differing.quantity).toBe(2);
    // the round trip keeps each part's value
    expect(buildDraft(differing, catalogue).parts.map((p) => p.values)).toEqual([
      [{ featureId: 31, valueId: 51 }, { featureId: 32, numericValue: 220 }],
      [{ featureId: 31, valueId: 50 }],
    ]);

    const agreeing = selectionFromDraft({
      modelId: 11,
      parts: [
        { partId: 20, quantity: 1, values: [{ featureId: 31, valueId: 50 }] },
        { partId: 21, quantity: 1, values: [{ featureId: 31, valueId: 50 }] },
      ],
      quantity: 1,
    });
    expect(agreeing.partValues).toEqual({});
    expect(agreeing.values).toEqual({ 31: 50 });
  });

  it("with the catalogue, reads a value on one of the parts offering a feature back per part, so the draft round-trips", () => {
    const draft = {
      typeId: 1,
      modelId: 11,
      parts: [
        { partId: 20, quantity: 1, values: [{ featureId: 31, valueId: 50 }] },
        { partId: 21, quantity: 1, values: [] },
      ],
      quantity: 1,
    };
    // without it, the one value is shared and would go on the seat too
    expect(selectionFromDraft(draft).partValues).toEqual({});
    const read = selectionFromDraft(draft, catalogue);
    expect(read.partValues).toEqual({ 31: { 20: 50 } });
    expect(buildDraft(read, catalogue)).toEqual(draft);
  });

  it("counts a required feature as done only when every part offering it has a value", () => {
    expect(stepDone(featuresStep, base, catalogue)).toBe(false);
    expect(stepDone(featuresStep, setFeatureValue(base, 31, 50), catalogue)).toBe(true);
    const split = setFeatureValue(choosePerPart(base, catalogue, 31), 31, 50, 20);
    expect(stepDone(featuresStep, split, catalogue)).toBe(false);
    expect(stepDone(featuresStep, setFeatureValue(split, 31, 51, 21), catalogue)).toBe(true);
    // a part's value cleared in per-part mode is missing again, whatever the shared value
    const cleared = setFeatureValue(choosePerPart(setFeatureValue(base, 31, 50), catalogue, 31), 31, undefined, 21);
    expect(stepDone(featuresStep, cleared, catalogue)).toBe(false);
  });
});

describe("what the wizard says about a step", () => {
  const steps: WizardStep[] = [
    { key: "model-0", step: { kind: "model", title: "Modello", help: "", attributeIds: [] }, featureIds: [] },
    { key: "parts-1", step: { kind: "parts", title: "Parti", help: "" }, featureIds: [] },
    featuresStep,
    { key: "features-3", step: { kind: "features", title: "Finiture", help: "", featureIds: [32] }, featureIds: [32] },
    { key: "summary-4", step: { kind: "summary", title: "Riepilogo", help: "" }, featureIds: [] },
  ];
  const finishes = steps[3] as WizardStep;
  const definition = {
    steps: steps.map((s) => s.step),
    rules: [
      { id: "seduta-salvia", kind: "requires" as const, if: [{ kind: "part" as const, id: 21 }], then: [{ kind: "feature_value" as const, id: 50 }] },
    ],
  };
  const draft = buildDraft(setFeatureValue(base, 31, 51), catalogue);

  it("names why 'Avanti' is disabled: the choice missing, or the number out of its range", () => {
    expect(stepBlocker(steps[0] as WizardStep, EMPTY_SELECTION, catalogue)).toEqual({ key: "blockModel" });
    expect(stepBlocker(featuresStep, base, catalogue)).toEqual({ key: "blockFeatures", names: "Colore" });
    expect(stepBlocker(finishes, base, catalogue)).toBeNull();
    expect(stepBlocker(finishes, setFeatureValue(base, 32, 400), catalogue)).toEqual({ key: "blockNumeric", names: "Larghezza" });
    // off the step of 10 from 160
    expect(stepBlocker(finishes, setFeatureValue(base, 32, 165), catalogue)).toEqual({ key: "blockNumeric", names: "Larghezza" });
    expect(stepDone(finishes, setFeatureValue(base, 32, 300), catalogue)).toBe(true);
  });

  it("puts a rule's violation on the last step holding its items, any other on the step its path points at", () => {
    const rule = { code: "rule_requires" as const, message: "La seduta va in salvia", path: "rules", ruleId: "seduta-salvia" };
    // the seat is added on the parts step, the colour that fixes it is chosen on the fabric step
    expect(violationStep(rule, steps, definition, catalogue, draft)).toBe(2);
    expect(violationStep({ code: "missing_model", message: "", path: "modelId" }, steps, definition, catalogue, draft)).toBe(0);
    // without a type step, the type's problems show with the model
    expect(violationStep({ code: "unknown_item", message: "", path: "typeId" }, steps, definition, catalogue, draft)).toBe(0);
    expect(violationStep({ code: "quantity_out_of_range", message: "", path: "parts[0].quantity" }, steps, definition, catalogue, draft)).toBe(1);
    // parts[0].values[1] is the frame's width
    expect(violationStep({ code: "quantity_out_of_range", message: "", path: "parts[0].values[1]" }, steps, definition, catalogue, draft)).toBe(3);
    expect(
      violationStep({ code: "missing_feature_value", message: "", path: "parts[1].features[featureId=31]" }, steps, definition, catalogue, draft),
    ).toBe(2);
  });
});

describe("choosing an option as the server judges it", () => {
  const withPouf: Catalogue = {
    ...catalogue,
    models: [...catalogue.models, { id: 12, typeId: 1, code: "MILANO-2", name: "Milano 2 posti", basePrice: 99900, active: true }],
    modelParts: [
      ...catalogue.modelParts,
      { modelId: 11, partId: 22, required: false, minQuantity: 0, maxQuantity: 2, defaultQuantity: 0 },
      { modelId: 12, partId: 20, required: true, minQuantity: 1, maxQuantity: 1, defaultQuantity: 1 },
      { modelId: 12, partId: 22, required: false, minQuantity: 0, maxQuantity: 1, defaultQuantity: 0 },
    ],
    parts: [...catalogue.parts, { id: 22, name: "Pouf", price: 25000, active: true, features: [{ featureId: 31, required: true }] }],
  };
  const chosen: Selection = { ...base, quantities: { 22: 1 }, values: { 31: 50, 32: 220 }, quantity: 2 };

  it("keys a value on a part apart from the shared value", () => {
    expect(refKey({ kind: "feature_value", id: 12, partId: 5 })).toBe("feature_value:12@5");
    expect(refKey({ kind: "feature_value", id: 12 })).toBe("feature_value:12");
    expect(refKey({ kind: "feature_value", id: 12, partId: null })).toBe("feature_value:12");
    expect(refKey({ kind: "part", id: 5 })).toBe("part:5");
    // shared mode: the value shared by the parts offering it, or the one part's when a single part offers it
    expect(valueOption(base, catalogue, 31, 50)).toEqual({ kind: "feature_value", id: 50 });
    expect(valueOption(base, catalogue, 32, 220)).toEqual({ kind: "feature_value", id: 220, partId: 20 });
    expect(valueOption(base, catalogue, 31, 50, 21)).toEqual({ kind: "feature_value", id: 50, partId: 21 });
  });

  it("starts parts and values over on a model, everything on a type, and keeps the number of pieces", () => {
    const milano = chooseModel(chosen, { id: 12, typeId: 1 });
    expect(milano).toEqual({ typeId: 1, modelId: 12, quantities: {}, values: {}, partValues: {}, quantity: 2 });
    expect(chooseModel(chosen, { id: 11, typeId: 1 })).toBe(chosen);
    expect(chooseType(chosen, 2)).toEqual({ ...EMPTY_SELECTION, typeId: 2, quantity: 2 });
    // a part keeps everything; a value on a part goes per part for that feature
    const pouf = chooseOption({ ...chosen, quantities: {} }, withPouf, { kind: "part", id: 22 });
    expect(pouf.quantities).toEqual({ 22: 1 });
    const onPouf = chooseOption(chosen, withPouf, { kind: "feature_value", id: 51, partId: 22 });
    expect(onPouf.partValues).toEqual({ 31: { 20: 50, 21: 50, 22: 51 } });
    expect(chooseOption(onPouf, withPouf, { kind: "feature_value", id: 51 })).toMatchObject({ values: { 31: 51 }, partValues: {} });
  });

  it("adds an optional part at its default quantity, within its bounds and at least one piece", () => {
    expect(addedQuantity({ minQuantity: 0, maxQuantity: 4, defaultQuantity: 2 })).toBe(2);
    expect(addedQuantity({ minQuantity: 0, maxQuantity: 2, defaultQuantity: 0 })).toBe(1);
    expect(addedQuantity({ minQuantity: 2, maxQuantity: 4, defaultQuantity: 0 })).toBe(2);
    expect(addedQuantity({ minQuantity: 0, maxQuantity: 3, defaultQuantity: 5 })).toBe(3);
    const cushions: Catalogue = {
      ...withPouf,
      modelParts: [...withPouf.modelParts, { modelId: 11, partId: 23, required: false, minQuantity: 0, maxQuantity: 4, defaultQuantity: 2 }],
      parts: [...withPouf.parts, { id: 23, name: "Cuscini schienale", price: 4000, active: true, features: [] }],
    };
    expect(chooseOption({ ...chosen, quantities: {} }, cushions, { kind: "part", id: 23 }).quantities).toEqual({ 23: 2 });
    // already in: its quantity stays
    expect(chooseOption({ ...chosen, quantities: { 23: 4 } }, cushions, { kind: "part", id: 23 }).quantities).toEqual({ 23: 4 });
  });

  it("gives up a repair's choices: a model with its parts and values, a value on its part alone", () => {
    expect(applyRepair(chosen, withPouf, [{ kind: "model", id: 11 }])).toEqual({ ...EMPTY_SELECTION, typeId: 1, quantity: 2 });
    expect(applyRepair(chosen, withPouf, [{ kind: "type", id: 1 }])).toEqual({ ...EMPTY_SELECTION, quantity: 2 });
    expect(applyRepair(chosen, withPouf, [{ kind: "part", id: 22 }]).quantities).toEqual({ 22: 0 });
    const cleared = applyRepair(chosen, withPouf, [{ kind: "feature_value", id: 50, partId: 22 }]);
    expect(cleared.partValues).toEqual({ 31: { 20: 50, 21: 50 } });
    expect(buildDraft(cleared, withPouf).parts.map((p) => p.values.find((v) => v.featureId === 31)?.valueId)).toEqual([50, 50, undefined]);
    expect(applyRepair(chosen, withPouf, [{ kind: "feature_value", id: 50 }]).values).toEqual({ 32: 220 });
  });

  it("'Scegli comunque' puts the server's model in place of the one given up, starting parts and values over", () => {
    const drop = [{ kind: "model" as const, id: 11 }];
    const pouf = { kind: "part" as const, id: 22 };
    const { selection, chosen: taken } = applyAnyway({ ...chosen, quantities: {} }, withPouf, { drop, instead: [{ kind: "model", id: 12 }] }, pouf);
    expect(taken).toBe(true);
    expect(buildDraft(selection, withPouf)).toEqual({
      typeId: 1,
      modelId: 12,
      parts: [
        { partId: 20, quantity: 1, values: [] },
        { partId: 22, quantity: 1, values: [] },
      ],
      quantity: 2,
    });
  });

  it("'Scegli comunque' takes another type first when the server names one, and the part a value is on", () => {
    const withCorner: Catalogue = {
      ...withPouf,
      types: [...withPouf.types, { id: 2, name: "Divani angolari", active: true }],
      models: [...withPouf.models, { id: 13, typeId: 2, code: "BERGEN", name: "Bergen", basePrice: 120000, active: true }],
      modelParts: [...withPouf.modelParts, { modelId: 13, partId: 22, required: false, minQuantity: 0, maxQuantity: 1, defaultQuantity: 0 }],
    };
    const onPouf = { kind: "feature_value" as const, id: 51, partId: 22 };
    const instead = [
      { kind: "type" as const, id: 2 },
      { kind: "model" as const, id: 13 },
    ];
    const { selection } = applyAnyway(chosen, withCorner, { drop: [{ kind: "model", id: 11 }], instead }, onPouf);
    expect(buildDraft(selection, withCorner)).toEqual({
      typeId: 2,
      modelId: 13,
      parts: [{ partId: 22, quantity: 1, values: [{ featureId: 31, valueId: 51 }] }],
      quantity: 2,
    });
  });

  it("'Scegli comunque' keeps the model when nothing is put in its place, and gives up the choices alone without a model", () => {
    const onFrame = { kind: "feature_value" as const, id: 51, partId: 20 };
    const kept = applyAnyway(chosen, withPouf, { drop: [{ kind: "feature_value", id: 50, partId: 20 }], instead: [] }, onFrame);
    expect(kept.chosen).toBe(true);
    expect(kept.selection).toMatchObject({ modelId: 11, partValues: { 31: { 20: 51, 21: 50, 22: 50 } } });
    // the model given up and none in its place: the pouf has nothing to be on
    const stranded = applyAnyway(chosen, withPouf, { drop: [{ kind: "model", id: 11 }], instead: [] }, { kind: "part", id: 22 });
    expect(stranded).toEqual({ selection: { ...EMPTY_SELECTION, typeId: 1, quantity: 2 }, chosen: false });
  });
});
