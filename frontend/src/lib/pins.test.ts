import { describe, expect, it } from "vitest";
import type { Catalogue, ItemRef } from "@/api/types";
import { applyAnyway, applyRepair, EMPTY_SELECTION, type Selection } from "./wizard";
import {
  BOUCLE_VALUE,
  FABRIC,
  LARGHEZZA,
  LINO_VALUE,
  MILANO_2,
  OSLO_3,
  OSLO_ANGOLARE,
  POUF,
  sofaCatalogue,
  STRUTTURA,
  TESSUTO,
  VELLUTO_VALUE,
  WIDTH,
} from "@/testing/catalogue";
import { fold, formatPins, isPinned, MAX_PINS, parsePins, pinCandidates, pinLabel, releasePins, searchPins } from "./pins";
import { targetRef } from "./targets";

/** Sofas: a frame and a pouf in a fabric; one value has an accent, one model is retired. */
const catalogue = sofaCatalogue({
  models: [MILANO_2, OSLO_3, { ...OSLO_ANGOLARE, active: false }],
  parts: [STRUTTURA, { ...POUF, features: [FABRIC] }, { id: 22, name: "Pouf in velluto di serie", price: 0, active: true, features: [] }],
  values: [LINO_VALUE, VELLUTO_VALUE, BOUCLE_VALUE, { id: 43, featureId: 30, label: "Velluto liscio", priceDelta: 20000, active: false }],
});

const VELLUTO: ItemRef = { kind: "feature_value", id: 41 };
const OSLO: ItemRef = { kind: "model", id: 11 };
const candidates = pinCandidates(catalogue, { values: [{ id: 41, code: "TES-VEL" }], types: [{ id: 2, code: "DIV-ANG" }] });
const names = (query: string, pinned: ItemRef[] = []) => searchPins(candidates, query, pinned).map((c) => c.name);

describe("the search of 'Parti da una scelta'", () => {
  it("offers the category's types, models, the parts of its models and its values, the inactive left out", () => {
    expect(candidates.map((c) => c.name)).toEqual([
      "Divani lineari",
      "Divani angolari",
      "Milano 2 posti",
      "Oslo 3 posti",
      "Struttura",
      "Pouf",
      "Tessuto: Lino",
      "Tessuto: Velluto",
      "Tessuto: Bouclé",
    ]);
    expect(candidates.find((c) => c.item.kind === "model" && c.item.id === 11)?.code).toBe("OSLO-3");
  });

  it("matches by name or code, whatever the case and the accents, every word, grouped by kind", () => {
    expect(names("velluto")).toEqual(["Tessuto: Velluto"]);
    expect(names("VELLUTO")).toEqual(["Tessuto: Velluto"]);
    expect(names("tes-vel")).toEqual(["Tessuto: Velluto"]);
    expect(names("boucle")).toEqual(["Tessuto: Bouclé"]);
    expect(names("BOUCLÉ")).toEqual(["Tessuto: Bouclé"]);
    expect(names("oslo-3")).toEqual(["Oslo 3 posti"]);
    expect(names("div-ang")).toEqual(["Divani angolari"]);
    expect(names("tessuto lino")).toEqual(["Tessuto: Lino"]);
    // types, then models, then parts, then values
    expect(searchPins(candidates, "o", []).map((c) => c.name)).toEqual([
      "Divani angolari",
      "Milano 2 posti",
      "Oslo 3 posti",
      "Pouf",
      "Tessuto: Lino",
      "Tessuto: Velluto",
      "Tessuto: Bouclé",
    ]);
    expect(fold("Città Écru")).toBe("citta ecru");
  });

  it("offers the numeric features of the parts, for a target, last; one with a target already left out", () => {
    const withWidth = pinCandidates({ ...catalogue, parts: [{ ...STRUTTURA, features: [FABRIC, WIDTH] }, POUF], features: [TESSUTO, LARGHEZZA] });
    expect(withWidth.at(-1)).toEqual({ item: targetRef(31), name: "Larghezza", code: null, folded: "larghezza " });
    expect(searchPins(withWidth, "LARG", []).map((c) => c.item)).toEqual([targetRef(31)]);
    expect(searchPins(withWidth, "ar", []).map((c) => c.name)).toEqual(["Divani lineari", "Divani angolari", "Larghezza"]);
    expect(searchPins(withWidth, "larghezza", [targetRef(31)])).toEqual([]);
  });

  it("finds nothing for blank text, and leaves out what is pinned already", () => {
    expect(names("  ")).toEqual([]);
    expect(names("velluto", [VELLUTO])).toEqual([]);
    expect(names("oslo", [OSLO])).toEqual([]);
  });
});

describe("the pins in the URL", () => {
  it("round-trips kinds, ids and a value on one part", () => {
    const pins: ItemRef[] = [VELLUTO, OSLO, { kind: "part", id: 21 }, { kind: "type", id: 2 }, { kind: "feature_value", id: 40, partId: 21 }];
    const raw = formatPins(pins);
    expect(raw).toBe("feature_value:41,model:11,part:21,type:2,feature_value:40@21");
    expect(parsePins(raw, catalogue)).toEqual(pins);
  });

  it("ignores what names nothing of the catalogue: malformed, unknown, inactive, repeated, a part on no value", () => {
    const raw =
      "feature_value:41,model:999,bogus,model:12,part:,feature_value:43,model:11,model:11, part:21 ,type:1@20,feature_value:40@22,feature_value:40@99,:5,model:-3,model:1.5";
    expect(parsePins(raw, catalogue)).toEqual([VELLUTO, OSLO, { kind: "part", id: 21 }]);
    expect(parsePins(null, catalogue)).toEqual([]);
    expect(parsePins("", catalogue)).toEqual([]);
  });

  it("keeps at most the pins the evaluation takes", () => {
    const many = Array.from({ length: 30 }, (_, i) => `model:${i % 2 === 0 ? 10 : 11}`).join(",");
    expect(parsePins(many, catalogue)).toHaveLength(2);
    const big: Catalogue = { ...catalogue, types: Array.from({ length: 25 }, (_, i) => ({ id: i + 1, name: `T${i}`, active: true })) };
    expect(parsePins(big.types.map((t) => `type:${t.id}`).join(","), big)).toHaveLength(MAX_PINS);
  });
});

describe("pins and the options", () => {
  it("marks an option a pin names: a value pinned on any part on each part", () => {
    expect(isPinned([VELLUTO], { kind: "feature_value", id: 41, partId: 20 })).toBe(true);
    expect(isPinned([VELLUTO], VELLUTO)).toBe(true);
    expect(isPinned([{ kind: "feature_value", id: 41, partId: 21 }], { kind: "feature_value", id: 41, partId: 20 })).toBe(false);
    expect(isPinned([VELLUTO], { kind: "model", id: 41 })).toBe(false);
    expect(isPinned(undefined, OSLO)).toBe(false);
  });

  it("names a chip by the value's label, anything else by its name", () => {
    expect(pinLabel(catalogue, VELLUTO)).toBe("Velluto");
    expect(pinLabel(catalogue, OSLO)).toBe("Oslo 3 posti");
  });
});

describe("a repair that drops a pin", () => {
  const chosen: Selection = { ...EMPTY_SELECTION, typeId: 1, modelId: 11, values: { 30: 40 } };

  it("releases the pin and leaves the choices that are not dropped", () => {
    expect(releasePins([VELLUTO, OSLO], [VELLUTO])).toEqual([OSLO]);
    expect(releasePins([VELLUTO], [{ kind: "feature_value", id: 41, partId: 20 }])).toEqual([VELLUTO]);
    // Velluto is pinned, Lino chosen: dropping the pin does not clear the fabric the user chose
    expect(applyRepair(chosen, catalogue, [VELLUTO], [VELLUTO])).toEqual(chosen);
    // without pins a dropped shared value is the user's: cleared
    expect(applyRepair({ ...chosen, values: { 30: 41 } }, catalogue, [VELLUTO]).values).toEqual({});
  });

  it("gives up a choice that is pinned too", () => {
    expect(applyRepair(chosen, catalogue, [OSLO], [OSLO])).toEqual({ ...EMPTY_SELECTION, typeId: 1 });
    expect(applyRepair({ ...chosen, values: { 30: 41 } }, catalogue, [VELLUTO], [VELLUTO]).values).toEqual({});
  });

  it("'Scegli comunque' keeps the choices when only a pin is given up", () => {
    const { selection, chosen: taken } = applyAnyway(chosen, catalogue, { drop: [VELLUTO], instead: [] }, { kind: "part", id: 21 }, [VELLUTO]);
    expect(taken).toBe(true);
    expect(selection.modelId).toBe(11);
    expect(selection.values).toEqual({ 30: 40 });
    expect(selection.quantities).toEqual({ 21: 1 });
  });
});
