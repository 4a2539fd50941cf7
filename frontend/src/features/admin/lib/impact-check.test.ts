import { afterEach, describe, expect, it } from "vitest";
import { i18next, loadLanguage } from "@/i18n";
import { RESOURCES } from "@/features/admin/resources/definitions";
import { editImpactSentence } from "@/features/admin/components/configurator/impact-text";
import { catalogueImpact as impact, plain } from "@/features/admin/testing/impact";
import type { LooseT } from "./i18n";
import { bulkCheck, deleteCheck, filtersAfter, isAffected, saveCheck, type ImpactCheck } from "./impact-check";

const t = i18next.t.bind(i18next) as unknown as LooseT;
/** The catalogue edit a check sends. */
const editOf = (check: ImpactCheck | null) => (check?.kind === "item" ? check.edit : null);

const lino = { id: 2, featureId: 1, code: "LINO", label: "Lino", priceDelta: 0, active: true };
const frame = { id: 1, code: "DIV-STRUTTURA", name: "Struttura", price: 0, active: true };
const oslo = { id: 2, code: "OSLO-3", name: "Oslo 3 posti", basePrice: 129900, active: true };
const denyLeather = { id: 7, companyId: 1, entityKind: "feature_value", entityId: 4, mode: "deny", entityName: "Tessuto: Pelle" };

const divani = {
  configuratorId: 1,
  name: "Configuratore divani",
  categoryName: "Divani",
  findings: [{ severity: "warning" as const, code: "never_selectable" as const, message: "Pouf non si potrà mai scegliere con Modello Oslo 3 posti." }],
};

describe("which saves are weighed first", () => {
  it("a value, part or model switched off, with its ItemRef kind", () => {
    expect(saveCheck(RESOURCES.productfeatureval, lino, { ...lino, active: false })).toEqual({
      kind: "item",
      action: "deactivate",
      name: "Lino",
      edit: { item: { kind: "feature_value", id: 2 }, active: false },
      before: 0,
    });
    expect(editOf(saveCheck(RESOURCES.productpart, frame, { ...frame, active: false }))).toEqual({ item: { kind: "part", id: 1 }, active: false });
    expect(editOf(saveCheck(RESOURCES.productmodel, oslo, { ...oslo, active: false }))).toEqual({ item: { kind: "model", id: 2 }, active: false });
  });

  it("a new price: the model's base price, the part's price, the value's delta, in cents", () => {
    expect(saveCheck(RESOURCES.productpart, frame, { ...frame, price: 10000 })).toMatchObject({
      action: "price",
      name: "Struttura (DIV-STRUTTURA)",
      edit: { item: { kind: "part", id: 1 }, price: 10000 },
      before: 0,
    });
    expect(editOf(saveCheck(RESOURCES.productmodel, oslo, { ...oslo, basePrice: 139900 }))).toEqual({ item: { kind: "model", id: 2 }, price: 139900 });
    expect(editOf(saveCheck(RESOURCES.productfeatureval, lino, { ...lino, priceDelta: -500 }))).toEqual({
      item: { kind: "feature_value", id: 2 },
      price: -500,
    });
    // both at once: one check, named by the deactivation
    expect(saveCheck(RESOURCES.productpart, frame, { ...frame, price: 500, active: false })).toMatchObject({
      action: "deactivate",
      edit: { item: { kind: "part", id: 1 }, active: false, price: 500 },
    });
  });

  it("not what cannot break anything: other fields, an item already off, a new item, a resource without impact", () => {
    expect(saveCheck(RESOURCES.productfeatureval, lino, { ...lino, label: "Lino lavato" })).toBeNull();
    const off = { ...lino, active: false };
    expect(saveCheck(RESOURCES.productfeatureval, off, off)).toBeNull();
    expect(saveCheck(RESOURCES.productfeatureval, null, { ...lino, active: false })).toBeNull();
    expect(saveCheck(RESOURCES.productcategory, { id: 3, name: "Divani", active: true }, { name: "Divani", active: false })).toBeNull();
    expect(saveCheck(RESOURCES.productpart, frame, { ...frame, active: true })).toBeNull();
  });

  it("a company's filter added or changed, and not one saved as it was", () => {
    const body = { companyId: 1, entityKind: "feature_value", entityId: 2, mode: "deny" };
    expect(saveCheck(RESOURCES.companyentityfilter, null, body, "Tessuto: Lino")).toEqual({
      kind: "filters",
      action: "add",
      name: "Tessuto: Lino",
      companyId: 1,
      change: { put: { entityKind: "feature_value", entityId: 2, mode: "deny" } },
    });
    expect(saveCheck(RESOURCES.companyentityfilter, denyLeather, { ...body, entityId: 4, mode: "allow" })).toMatchObject({
      action: "change",
      name: "Tessuto: Pelle",
      change: { put: { entityKind: "feature_value", entityId: 4, mode: "allow", id: 7 } },
    });
    expect(saveCheck(RESOURCES.companyentityfilter, denyLeather, { ...body, entityId: 4 })).toBeNull();
  });
});

describe("which deletes are weighed first", () => {
  it("an item as deactivated, unless it is off already; a filter as the company's filters without it", () => {
    expect(deleteCheck(RESOURCES.productfeatureval, lino)).toEqual({
      kind: "item",
      action: "delete",
      name: "Lino",
      edit: { item: { kind: "feature_value", id: 2 }, active: false },
    });
    expect(deleteCheck(RESOURCES.productfeatureval, { ...lino, active: false })).toBeNull();
    expect(deleteCheck(RESOURCES.productcategory, { id: 3, name: "Divani", active: true })).toBeNull();
    expect(deleteCheck(RESOURCES.companyentityfilter, denyLeather)).toEqual({
      kind: "filters",
      action: "remove",
      name: "Tessuto: Pelle",
      companyId: 1,
      change: { remove: 7 },
    });
  });

  it("a bulk deactivation or deletion as the checked rows switched off together, the active ones only", () => {
    const velluto = { ...lino, id: 3, code: "VELLUTO", label: "Velluto" };
    const rows = [lino, velluto, { ...lino, id: 4, active: false }];
    const edits = [
      { item: { kind: "feature_value", id: 2 }, active: false },
      { item: { kind: "feature_value", id: 3 }, active: false },
    ];
    expect(bulkCheck(RESOURCES.productfeatureval, rows, "deactivate")).toEqual({ kind: "items", action: "deactivate", count: 3, edits });
    expect(bulkCheck(RESOURCES.productfeatureval, rows, "delete")).toEqual({ kind: "items", action: "delete", count: 3, edits });
    expect(bulkCheck(RESOURCES.productfeatureval, [{ ...lino, active: false }], "deactivate")).toBeNull();
    expect(bulkCheck(RESOURCES.productcategory, [{ id: 3, name: "Divani", active: true }], "delete")).toBeNull();
    expect(bulkCheck(RESOURCES.companyentityfilter, [denyLeather], "delete")).toBeNull();
  });

  it("the company's filters after the change are all of them", () => {
    const rows = [denyLeather, { id: 8, companyId: 1, entityKind: "category", entityId: 3, mode: "allow" }];
    expect(filtersAfter(rows, { remove: 7 })).toEqual([{ entityKind: "category", entityId: 3, mode: "allow" }]);
    expect(filtersAfter(rows, { put: { entityKind: "model", entityId: 2, mode: "deny" } })).toEqual([
      { entityKind: "feature_value", entityId: 4, mode: "deny" },
      { entityKind: "category", entityId: 3, mode: "allow" },
      { entityKind: "model", entityId: 2, mode: "deny" },
    ]);
    expect(filtersAfter(rows, { put: { id: 7, entityKind: "feature_value", entityId: 4, mode: "allow" } })).toEqual([
      { entityKind: "category", entityId: 3, mode: "allow" },
      { entityKind: "feature_value", entityId: 4, mode: "allow" },
    ]);
  });
});

describe("whether the answer asks", () => {
  it("asks when a configurator gets new problems or saved configurations break or change price", () => {
    expect(isAffected(impact())).toBe(false);
    expect(isAffected(impact({ checked: 0 }))).toBe(false);
    expect(isAffected(impact({ configurators: [divani] }))).toBe(true);
    expect(isAffected(impact({ invalid: 1 }))).toBe(true);
    expect(isAffected(impact({ incomplete: 1 }))).toBe(true);
    expect(isAffected(impact({ repriced: 2 }))).toBe(true);
    expect(isAffected(impact({ pendingRequests: 1 }))).toBe(true);
  });
});

describe("the question's sentence", () => {
  afterEach(() => void i18next.changeLanguage("it"));
  const off = saveCheck(RESOURCES.productfeatureval, lino, { ...lino, active: false }) as ImpactCheck;
  const repriced = saveCheck(RESOURCES.productpart, frame, { ...frame, price: 10000 }) as ImpactCheck;

  it("names the edit, the configurator with new problems and the numbers", async () => {
    expect(editImpactSentence(t, off, impact({ configurators: [divani], invalid: 3, pendingRequests: 1 }))).toBe(
      "Se disattivi «Lino», il configuratore «Configuratore divani» ha nuovi problemi e 3 configurazioni salvate diventano non valide (1 con una richiesta in attesa).",
    );
    expect(editImpactSentence(t, off, impact({ configurators: [divani, { ...divani, configuratorId: 2 }], checked: 0 }))).toBe(
      "Se disattivi «Lino», 2 configuratori pubblicati hanno nuovi problemi.",
    );
    expect(plain(editImpactSentence(t, repriced, impact({ repriced: 5, largestRise: 10000, pendingRequests: 1 })))).toBe(
      "Se cambi il prezzo di «Struttura (DIV-STRUTTURA)» da 0,00 € a 100,00 €, 5 configurazioni salvate cambiano prezzo (1 con una richiesta in attesa). Prezzi: aumento massimo 100,00 €.",
    );
    const remove = deleteCheck(RESOURCES.companyentityfilter, denyLeather) as ImpactCheck;
    expect(editImpactSentence(t, remove, impact({ incomplete: 1 }))).toBe(
      "Se togli la regola su «Tessuto: Pelle», 1 configurazione salvata diventa incompleta.",
    );
    const bulk = (count: number, action: "deactivate" | "delete"): ImpactCheck => ({ kind: "items", action, count, edits: [] });
    expect(editImpactSentence(t, bulk(2, "deactivate"), impact({ invalid: 3 }))).toBe("Se disattivi le 2 righe selezionate, 3 configurazioni salvate diventano non valide.");
    expect(editImpactSentence(t, bulk(1, "delete"), impact({ invalid: 1 }))).toBe("Se elimini la riga selezionata, 1 configurazione salvata diventa non valida.");
    await loadLanguage("en");
    expect(editImpactSentence(t, off, impact({ configurators: [divani], invalid: 3 }))).toBe(
      "If you deactivate “Lino”, the configurator “Configuratore divani” gets new problems and 3 saved configurations become invalid.",
    );
    expect(editImpactSentence(t, bulk(2, "delete"), impact({ invalid: 3 }))).toBe("If you delete the 2 selected rows, 3 saved configurations become invalid.");
  });
});
