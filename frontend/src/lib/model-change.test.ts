import { describe, expect, it } from "vitest";
import type { Catalogue } from "@/api/types";
import { EMPTY_SELECTION, type Selection } from "./wizard";
import { switchModel } from "./model-change";

/** Oslo has cushions (up to 4) and a pouf; Milano cushions up to 3, no pouf. The fabric is on cushions and pouf, the legs' finish on the pouf alone. */
const catalogue: Catalogue = {
  types: [{ id: 1, name: "Divani lineari", active: true }],
  models: [
    { id: 11, typeId: 1, code: "OSLO-3", name: "Oslo 3 posti", basePrice: 129900, active: true },
    { id: 12, typeId: 1, code: "MILANO-2", name: "Milano 2 posti", basePrice: 99900, active: true },
  ],
  modelParts: [
    { modelId: 11, partId: 21, required: false, minQuantity: 0, maxQuantity: 4, defaultQuantity: 0 },
    { modelId: 11, partId: 22, required: false, minQuantity: 0, maxQuantity: 2, defaultQuantity: 0 },
    { modelId: 12, partId: 21, required: false, minQuantity: 0, maxQuantity: 3, defaultQuantity: 0 },
  ],
  parts: [
    { id: 21, name: "Cuscini", price: 9000, active: true, features: [{ featureId: 31, required: true }] },
    { id: 22, name: "Pouf", price: 24000, active: true, features: [{ featureId: 31, required: true }, { featureId: 33, required: false }] },
  ],
  features: [
    { id: 31, name: "Tessuto", kind: "choice", numericMin: null, numericMax: null, numericStep: null, unitPrice: null },
    { id: 33, name: "Finitura", kind: "choice", numericMin: null, numericMax: null, numericStep: null, unitPrice: null },
  ],
  values: [
    { id: 40, featureId: 31, label: "Lino", priceDelta: -1320, active: true },
    { id: 60, featureId: 33, label: "Noce", priceDelta: 0, active: true },
  ],
  discountPercent: 10,
};

const onOslo: Selection = { ...EMPTY_SELECTION, typeId: 1, modelId: 11, quantities: { 21: 4, 22: 2 }, values: { 31: 40, 33: 60 }, quantity: 2 };

describe("a change of model", () => {
  it("keeps the parts the new model has, within its bounds, and names what it could not keep", () => {
    const { selection, dropped, adjusted } = switchModel(onOslo, catalogue, { id: 12, typeId: 1 });
    expect(selection).toEqual({ ...EMPTY_SELECTION, typeId: 1, modelId: 12, quantities: { 21: 3 }, values: { 31: 40 }, quantity: 2 });
    expect(dropped).toEqual(["Pouf × 2", "Finitura: Noce"]);
    expect(adjusted).toEqual(["Cuscini 4 → 3"]);
  });

  it("says nothing when there was no model or it is the same one", () => {
    expect(switchModel({ ...onOslo, modelId: null }, catalogue, { id: 12, typeId: 1 })).toMatchObject({ dropped: [], adjusted: [] });
    expect(switchModel(onOslo, catalogue, { id: 11, typeId: 1 })).toEqual({ selection: onOslo, dropped: [], adjusted: [] });
  });
});
