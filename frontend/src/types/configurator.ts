/**
 * Configurator wire types shared by the admin editor and the users' wizard (docs/api.md
 * "Configurators": domain::configurator serialised camelCase).
 */

export type ItemKind = "type" | "model" | "part" | "feature_value";
export const ITEM_KINDS: readonly ItemKind[] = ["type", "model", "part", "feature_value"];

export interface ItemRef {
  kind: ItemKind;
  id: number;
}

export type RuleKind = "excludes" | "requires";

export interface Rule {
  id: string;
  kind: RuleKind;
  if: ItemRef[];
  then: ItemRef[];
  message?: string;
}

export type StepKind = "type" | "model" | "parts" | "features" | "summary";

export type Step =
  | { kind: "type"; title: string; help: string }
  | { kind: "model"; title: string; help: string; attributeIds: number[] }
  | { kind: "parts"; title: string; help: string }
  | { kind: "features"; title: string; help: string; featureIds: number[] }
  | { kind: "summary"; title: string; help: string };

export interface Definition {
  steps: Step[];
  rules: Rule[];
}

export interface Finding {
  severity: "warning" | "error";
  code: string;
  message: string;
  ruleId?: string | null;
  item?: ItemRef | null;
}

/* domain::configurator::Catalogue; optional fields are read when the server sends them. */
export interface CatalogueType {
  id: number;
  name: string;
  active: boolean;
  imageUrl?: string | null;
  description?: string | null;
}
export interface CatalogueModel {
  id: number;
  typeId: number;
  code: string;
  name: string;
  basePrice: number;
  active: boolean;
  imageUrl?: string | null;
  description?: string | null;
  attributeValueIds?: number[];
}
export interface CatalogueModelPart {
  modelId: number;
  partId: number;
  required: boolean;
  minQuantity: number;
  maxQuantity: number;
  defaultQuantity: number;
}
export interface CataloguePart {
  id: number;
  name: string;
  price: number;
  active: boolean;
  features: { featureId: number; required: boolean }[];
}
export interface CatalogueFeature {
  id: number;
  name: string;
  kind: "choice" | "numeric";
  numericMin?: number | null;
  numericMax?: number | null;
  numericStep?: number | null;
  unitPrice?: number | null;
}
export interface CatalogueValue {
  id: number;
  featureId: number;
  label: string;
  priceDelta: number;
  active: boolean;
  swatch?: string | null;
}
export interface Catalogue {
  types: CatalogueType[];
  models: CatalogueModel[];
  modelParts: CatalogueModelPart[];
  parts: CataloguePart[];
  features: CatalogueFeature[];
  values: CatalogueValue[];
  discountPercent: number;
}

export interface DraftValue {
  featureId: number;
  valueId?: number;
  numericValue?: number;
}
export interface DraftPart {
  partId: number;
  quantity: number;
  values: DraftValue[];
}
export interface Draft {
  typeId?: number;
  modelId?: number;
  parts: DraftPart[];
  quantity: number;
}

export interface Violation {
  code: string;
  message: string;
  path: string;
  ruleId?: string | null;
}
export interface DisabledOption {
  item: ItemRef;
  reason: string;
  ruleId: string;
  freedBy: ItemRef[];
}
export interface PriceLine {
  label: string;
  item?: ItemRef | null;
  unitPrice: number;
  quantity: number;
  total: number;
}
export interface Price {
  lines: PriceLine[];
  listTotal: number;
  discountPercent: number;
  discount: number;
  netTotal: number;
  quantity: number;
  grandTotal: number;
}
export interface Evaluation {
  complete: boolean;
  valid: boolean;
  violations: Violation[];
  disabled: DisabledOption[];
  price: Price;
}

