import { describe, expect, it } from "vitest";
import type { CatalogueFeature, ItemRef, NumericTarget } from "@/api/types";
import { itemName } from "./catalogue";
import { applyRepair, EMPTY_SELECTION, type Selection } from "./wizard";
import { FABRIC, frameOf, LARGHEZZA, MILANO_2, OSLO_3, POUF, sofaCatalogue, STRUTTURA, TESSUTO, WIDTH } from "@/testing/catalogue";
import {
  formatTargets,
  parseTargets,
  readTargetBounds,
  releaseTargets,
  targetableFeatures,
  targetBounds,
  targetedRange,
  targetLabel,
  targetRef,
} from "./targets";

/** Sofas whose frame offers the width; a depth only on a retired model's part, a height on a retired part. */
const PROFONDITA = { ...LARGHEZZA, id: 32, name: "Profondità" };
const DEPTH = { featureId: 32, required: true };
const ALTEZZA = { ...LARGHEZZA, id: 33, name: "Altezza" };
const catalogue = sofaCatalogue({
  models: [MILANO_2, OSLO_3, { id: 12, typeId: 2, code: "OLD", name: "Vecchio", basePrice: 1, active: false }],
  modelParts: [frameOf(10), frameOf(11), { ...frameOf(12), partId: 22 }, { ...frameOf(11), partId: 23 }],
  parts: [
    { ...STRUTTURA, features: [FABRIC, WIDTH] },
    POUF,
    { id: 22, name: "Schienale", price: 0, active: true, features: [DEPTH] },
    { id: 23, name: "Bracciolo", price: 0, active: false, features: [{ featureId: 33, required: true }] },
  ],
  features: [TESSUTO, LARGHEZZA, PROFONDITA, ALTEZZA],
});

const AT_LEAST_240: NumericTarget = { featureId: 31, min: 240, max: null };

describe("the features a target is set on", () => {
  it("are the numeric features of the offered parts of the offered models", () => {
    expect(targetableFeatures(catalogue).map((f) => f.name)).toEqual(["Larghezza"]);
  });
});

describe("the targets in the URL", () => {
  it("round-trip a lowest, a highest and both bounds", () => {
    const frameWithDepth = { ...catalogue, parts: [{ ...STRUTTURA, features: [WIDTH, DEPTH] }] };
    const targets: NumericTarget[] = [AT_LEAST_240, { featureId: 32, min: null, max: 260 }];
    const raw = formatTargets(targets);
    expect(raw).toBe("31:240:,32::260");
    expect(parseTargets(raw, frameWithDepth, 20)).toEqual(targets);
    expect(formatTargets([{ featureId: 31, min: 200, max: 260 }])).toBe("31:200:260");
    expect(parseTargets("31:200:260", catalogue, 20)).toEqual([{ featureId: 31, min: 200, max: 260 }]);
  });

  it("ignores what is no target: malformed, no bound, bounds out of order, another feature, repeated", () => {
    const raw = "31::,31:300:200,30:1:,32:1:,33:1:,99:1:,bogus,31:1.5:,:240:,31:240,31:a:, 31:240: ,31::100";
    expect(parseTargets(raw, catalogue, 20)).toEqual([AT_LEAST_240]);
    expect(parseTargets("31:-10:", catalogue, 20)).toEqual([{ featureId: 31, min: -10, max: null }]);
    expect(parseTargets(null, catalogue, 20)).toEqual([]);
    expect(parseTargets("", catalogue, 20)).toEqual([]);
  });

  it("keeps at most what the pins leave of the evaluation's limit", () => {
    expect(parseTargets("31:240:", catalogue, 1)).toHaveLength(1);
    expect(parseTargets("31:240:", catalogue, 0)).toEqual([]);
  });
});

describe("a target's name", () => {
  it("says its bounds and the unit, as the server's reasons do", () => {
    expect(targetLabel(catalogue, AT_LEAST_240)).toBe("Larghezza ≥ 240 cm");
    expect(targetLabel(catalogue, { featureId: 31, max: 260 })).toBe("Larghezza ≤ 260 cm");
    expect(targetLabel(catalogue, { featureId: 31, min: 240, max: 260 })).toBe("Larghezza 240–260 cm");
    expect(targetLabel(catalogue, { featureId: 31, min: 240, max: 240 })).toBe("Larghezza = 240 cm");
    expect(targetBounds({ ...LARGHEZZA, numericUnit: null }, AT_LEAST_240)).toBe("≥ 240");
    expect(targetLabel(catalogue, { featureId: 99, min: 1 })).toBe("#99 ≥ 1");
  });

  it("is the feature's name where the server names it as an item", () => {
    expect(itemName(catalogue, targetRef(31))).toBe("Larghezza");
    expect(itemName(catalogue, targetRef(99))).toBe("#99");
  });
});

describe("the numbers meeting a target", () => {
  const width: CatalogueFeature = LARGHEZZA;

  it("are on the feature's steps, within its range", () => {
    expect(targetedRange(width, AT_LEAST_240)).toEqual({ min: 240, max: 320 });
    expect(targetedRange(width, { featureId: 31, min: 245 })).toEqual({ min: 250, max: 320 });
    expect(targetedRange(width, { featureId: 31, max: 255 })).toEqual({ min: 160, max: 250 });
    expect(targetedRange(width, { featureId: 31, min: 100, max: 400 })).toEqual({ min: 160, max: 320 });
    expect(targetedRange({ ...width, numericMax: null }, AT_LEAST_240)).toEqual({ min: 240, max: null });
  });

  it("are none when the target is out of the feature's range or between two steps", () => {
    expect(targetedRange(width, { featureId: 31, min: 330 })).toBeNull();
    expect(targetedRange(width, { featureId: 31, min: 241, max: 249 })).toBeNull();
  });
});

describe("a repair that drops a target", () => {
  it("releases the target of the feature it names, and leaves the numbers chosen", () => {
    const other: NumericTarget = { featureId: 32, max: 60 };
    const drop: ItemRef[] = [targetRef(31)];
    expect(releaseTargets([AT_LEAST_240, other], drop)).toEqual([other]);
    // a value with the feature's id is another item
    expect(releaseTargets([AT_LEAST_240], [{ kind: "feature_value", id: 31 }])).toEqual([AT_LEAST_240]);
    const chosen: Selection = { ...EMPTY_SELECTION, typeId: 1, modelId: 11, values: { 31: 200 } };
    expect(applyRepair(chosen, catalogue, drop)).toEqual(chosen);
  });
});

describe("the bounds typed in the target form", () => {
  it("make a target with one bound or both, in order", () => {
    expect(readTargetBounds("240", "")).toEqual({ min: 240, max: null });
    expect(readTargetBounds(" ", "260")).toEqual({ min: null, max: 260 });
    expect(readTargetBounds("240", "240")).toEqual({ min: 240, max: 240 });
  });

  it("say what is wrong, and with which field", () => {
    expect(readTargetBounds("", "")).toEqual({ problem: "targetNoBound", fields: ["min", "max"] });
    expect(readTargetBounds("2.5", "")).toEqual({ problem: "targetWhole", fields: ["min"] });
    expect(readTargetBounds("240", "abc")).toEqual({ problem: "targetWhole", fields: ["max"] });
    expect(readTargetBounds("300", "200")).toEqual({ problem: "targetOrder", fields: ["min", "max"] });
  });
});
