import type { Catalogue, Draft, ItemRef, NumericTarget } from "@/api/types";
import { jsonResponse, mockFetch } from "./fetch-mock";

/*
 * The sofa catalogue the configurator's tests share: two types, models on them, a frame and a pouf, one
 * fabric feature with its values. Each test builds the catalogue it needs from these pieces.
 */

export const LINEARI = { id: 1, name: "Divani lineari", active: true };
export const ANGOLARI = { id: 2, name: "Divani angolari", active: true };

export const MILANO_2 = { id: 10, typeId: 1, code: "MILANO-2", name: "Milano 2 posti", basePrice: 99900, active: true };
export const OSLO_3 = { id: 11, typeId: 1, code: "OSLO-3", name: "Oslo 3 posti", basePrice: 129900, active: true };
export const OSLO_ANGOLARE = { id: 12, typeId: 2, code: "OSLO-ANG", name: "Oslo angolare", basePrice: 219900, active: true };
export const BRERA_4 = { id: 13, typeId: 1, code: "BRERA-4", name: "Brera 4 posti", basePrice: 189900, active: true };

/** The required frame (part 20) of a model. */
export const frameOf = (modelId: number) => ({ modelId, partId: 20, required: true, minQuantity: 1, maxQuantity: 1, defaultQuantity: 1 });
/** Up to two optional poufs (part 21) of a model. */
export const poufOf = (modelId: number) => ({ modelId, partId: 21, required: false, minQuantity: 0, maxQuantity: 2, defaultQuantity: 0 });

/** The fabric (feature 30), required on the parts that take it. */
export const FABRIC = { featureId: 30, required: true };
export const STRUTTURA = { id: 20, name: "Struttura", price: 0, active: true, features: [FABRIC] };
/** The pouf, in no fabric; `{ ...POUF, features: [FABRIC] }` for one in the fabric. */
export const POUF = { id: 21, name: "Pouf", price: 25000, active: true, features: [] as { featureId: number; required: boolean }[] };

export const TESSUTO = { id: 30, name: "Tessuto", kind: "choice" as const, numericMin: null, numericMax: null, numericStep: null, unitPrice: null };
/** The width (feature 31): 160 to 320 cm in steps of 10, €1.50 a step; `{ ...STRUTTURA, features: [FABRIC, WIDTH] }` offers it. */
export const LARGHEZZA = { id: 31, name: "Larghezza", kind: "numeric" as const, numericMin: 160, numericMax: 320, numericStep: 10, numericUnit: "cm", unitPrice: 150 };
export const WIDTH = { featureId: 31, required: true };
export const LINO_VALUE = { id: 40, featureId: 30, label: "Lino", priceDelta: 0, active: true };
export const VELLUTO_VALUE = { id: 41, featureId: 30, label: "Velluto", priceDelta: 18000, active: true };
export const BOUCLE_VALUE = { id: 42, featureId: 30, label: "Bouclé", priceDelta: 30000, active: true };

/**
 * The two types, Milano and Oslo (Oslo with its frame and poufs), the frame and a pouf in no fabric, Lino
 * and Velluto, no discount; `overrides` replaces whole lists.
 */
export function sofaCatalogue(overrides: Partial<Catalogue> = {}): Catalogue {
  return {
    types: [LINEARI, ANGOLARI],
    models: [MILANO_2, OSLO_3],
    modelParts: [frameOf(11), poufOf(11)],
    parts: [STRUTTURA, POUF],
    features: [TESSUTO],
    values: [LINO_VALUE, VELLUTO_VALUE],
    discountPercent: 0,
    ...overrides,
  };
}

/** `GET /api/configurator/category/divani`: the sofas' wizard (type, model, parts, fabric, summary) on `catalogue`. */
export function sofaWizard(catalogue: Catalogue) {
  return {
    configurator: {
      id: 5,
      name: "Configuratore divani",
      description: null,
      version: 1,
      definition: {
        steps: [
          { kind: "type", title: "Tipologia", help: "" },
          { kind: "model", title: "Modello", help: "", attributeIds: [] },
          { kind: "parts", title: "Parti", help: "" },
          { kind: "features", title: "Rivestimento", help: "", featureIds: [30] },
          { kind: "summary", title: "Riepilogo", help: "" },
        ],
        rules: [],
      },
    },
    category: { id: 3, slug: "divani", name: "Divani", description: null, imageUrl: null },
    catalogue,
  };
}

/** An empty page of a list the wizard looks up. */
export const emptyPage = () => jsonResponse(200, { items: [], total: 0, page: 1, pageSize: 100 });

type Handler = (url: string, init: RequestInit) => Response | Promise<Response>;

/**
 * The API of the wizard of `/configuratore/divani`: the wizard, the evaluation `evaluate` answers (from the
 * body sent), the lists of codes empty; `extra` adds or replaces handlers.
 */
export function mockWizardApi(
  wizard: ReturnType<typeof sofaWizard>,
  evaluate: (body: { draft: Draft; pins?: ItemRef[]; targets?: NumericTarget[] }) => unknown,
  extra: Record<string, Handler> = {},
) {
  return mockFetch({
    "GET /api/configurator/category/divani": () => jsonResponse(200, wizard),
    "POST /api/productconf/evaluate": (_url, init) => jsonResponse(200, evaluate(JSON.parse(String(init.body)))),
    "GET /api/producttype": emptyPage,
    "GET /api/productmodel": emptyPage,
    "GET /api/productfeatureval": emptyPage,
    "GET /api/attributeval": emptyPage,
    "GET /api/attribute": emptyPage,
    ...extra,
  });
}
