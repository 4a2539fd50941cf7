/**
 * The app's names for the server's wire types. Every type here comes from `schema.d.ts`, generated
 * from the OpenAPI document (`npm run api-types`); the rest of the app imports from this module only,
 * so a schema renamed on the server touches this file alone. Where the document says only `object`,
 * a local type transcribes the domain's serde shape until the server types it.
 */
import type { components, paths } from "./schema";

type Schemas = components["schemas"];

type PathItem<P extends string> = P extends keyof paths ? paths[P] : never;
type JsonOf<R> = R extends { content: { "application/json": infer T } } ? T : never;

/** The query parameters of a GET operation, by its path. */
type QueryOf<P extends string> = PathItem<P> extends { get: { parameters: { query?: infer Q } } } ? NonNullable<Q> : never;

/* Errors and pages */

export type ErrorBody = Schemas["ErrorBody"];
export type FieldError = Schemas["FieldErrorBody"];

/** Every list answers a page of this shape (the document repeats it per item type). */
export type Page<T> = Omit<Schemas["RequestPageBody"], "items"> & { items: T[] };

/* Users and sessions */

export type User = Omit<Schemas["UserBody"], "role"> & { role: Role };
export type ExtendedUser = Omit<Schemas["ExtendedUserBody"], "role"> & { role: Role };
export type UserInput = Schemas["UserInputBody"];
export type Session = Omit<Schemas["SessionBody"], "user"> & { user: User };
/** The name lib/auth.tsx knows a session by. */
export type AuthResponse = Session;
export type ChangePasswordInput = Schemas["ChangePasswordBody"];

// until the server types it: the document names the roles only in a description
export type Role = "admin" | "account_manager" | "customer_manager" | "customer";
export const ROLES: readonly Role[] = ["admin", "account_manager", "customer_manager", "customer"];

/* Catalogue and organisation resources (docs/api.md "Resources") */

export type Company = Schemas["Company"];
export type Customer = Schemas["Customer"];
export type CompanyFilter = Schemas["CompanyFilter"];
export type Attribute = Schemas["Attribute"];
export type AttributeValue = Schemas["AttributeValue"];
export type Category = Schemas["Category"];
export type ProductType = Schemas["ProductType"];
export type Model = Schemas["Model"];
export type ModelPart = Schemas["ModelPart"];
export type Part = Schemas["Part"];
export type Feature = Schemas["Feature"];
export type FeatureKind = Schemas["FeatureKind"];
export type EntityKind = Schemas["EntityKind"];
export type FilterMode = Schemas["FilterMode"];
export type FeatureValue = Schemas["FeatureValue"];

/**
 * A resource of the admin screens by its base path (docs/api.md "Resources"): the row
 * `GET /api/{base}/{id}` answers (users: the extended user of their list), the body
 * `POST /api/{base}` takes (users: `POST /api/user/extended`) and the parameters of its list.
 */
export type ResourceRow<B extends string> = B extends "user"
  ? ExtendedUser
  : PathItem<`/api/${B}/{id}`> extends { get: { responses: { 200: infer R } } }
    ? JsonOf<R>
    : never;
export type ResourceInput<B extends string> = B extends "user"
  ? UserInput
  : PathItem<`/api/${B}`> extends { post: { requestBody?: infer R } }
    ? JsonOf<NonNullable<R>>
    : never;
export type ResourceQuery<B extends string> = QueryOf<`/api/${B}`>;

/* Admin overviews */

export type Dashboard = Schemas["DashboardBody"];
export type RecentConfiguration = Schemas["RecentConfigurationBody"];
export type CataloguePreview = Schemas["CataloguePreviewBody"];
export type NamedItem = Schemas["NamedBody"];

/* Configurators */

export type Configurator = Omit<Schemas["ConfiguratorBody"], "status" | "definition" | "findings"> & {
  status: ConfiguratorStatus;
  definition: Definition;
  findings?: Finding[] | null;
};
export type ConfiguratorInput = Omit<Schemas["ConfiguratorInputBody"], "definition"> & { definition: Definition };
export type ConfiguratorListQuery = QueryOf<"/api/configurator">;
export type Finding = Omit<Schemas["FindingBody"], "severity" | "item"> & { severity: Severity; item?: ItemRef | null };
export type ItemRef = Omit<Schemas["ItemBody"], "kind"> & { kind: ItemKind };

/** `GET /api/configurator/category/{slug}` and the admin preview as a company. */
export type Wizard = Omit<Schemas["WizardBody"], "configurator" | "catalogue"> & {
  configurator: WizardConfigurator;
  catalogue: Catalogue;
};
export type WizardConfigurator = Omit<Schemas["WizardConfiguratorBody"], "definition"> & { definition: Definition };
export type WizardCategory = Schemas["WizardCategoryBody"];
export type EvaluateInput = Omit<Schemas["EvaluateRequest"], "draft"> & { draft: Draft };

export type ConfiguratorStatus = Schemas["ConfiguratorStatus"];
export const CONFIGURATOR_STATUSES: readonly ConfiguratorStatus[] = ["draft", "published", "archived"];

// until the server types it: the vocabularies the document names only in descriptions
export type Severity = "warning" | "error";
export type ItemKind = "type" | "model" | "part" | "feature_value";
export const ITEM_KINDS: readonly ItemKind[] = ["type", "model", "part", "feature_value"];

// until the server types it: domain::configurator::Definition (the document says `object`)
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

// until the server types it: domain::configurator::Catalogue (the document says `object`)
export interface CatalogueType {
  id: number;
  name: string;
  active: boolean;
}
export interface CatalogueModel {
  id: number;
  typeId: number;
  code: string;
  name: string;
  basePrice: number;
  active: boolean;
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
  kind: FeatureKind;
  numericMin: number | null;
  numericMax: number | null;
  numericStep: number | null;
  unitPrice: number | null;
}
export interface CatalogueValue {
  id: number;
  featureId: number;
  label: string;
  priceDelta: number;
  active: boolean;
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

// until the server types it: domain::configurator::Draft (the document says `object`)
export interface DraftValue {
  featureId: number;
  valueId?: number | null;
  numericValue?: number | null;
}
export interface DraftPart {
  partId: number;
  quantity: number;
  values: DraftValue[];
}
export interface Draft {
  typeId?: number | null;
  modelId?: number | null;
  parts: DraftPart[];
  quantity: number;
}

// until the server types it: domain::configurator::Evaluation and Price (the document says `object`)
export interface Violation {
  code: string;
  message: string;
  path: string;
  ruleId?: string;
}
export interface DisabledOption {
  item: ItemRef;
  reason: string;
  ruleId: string;
  freedBy: ItemRef[];
}
export interface PriceLine {
  label: string;
  item: ItemRef | null;
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

/* Saved configurations (docs/api.md "Configurations") */

export type ConfigurationSummary = Omit<Schemas["ConfigurationSummaryBody"], "requestStatus"> & {
  requestStatus?: RequestStatus | null;
};
export type Configuration = Omit<Schemas["ConfigurationBody"], "requestStatus" | "draft" | "savedPrice" | "evaluation"> & {
  requestStatus?: RequestStatus | null;
  draft: Draft;
  savedPrice?: Price | null;
  evaluation?: Evaluation | null;
};
export type ConfigurationListQuery = QueryOf<"/api/productconf">;
export type CreateConfigurationInput = Omit<Schemas["CreateConfigurationRequest"], "draft"> & { draft: Draft };
export type UpdateConfigurationInput = Omit<Schemas["UpdateConfigurationRequest"], "draft"> & { draft: Draft };
export type CopyConfigurationInput = Omit<Schemas["CopyConfigurationRequest"], "draft"> & { draft: Draft };

/* Customization requests */

export type CustomizationRequest = Omit<Schemas["RequestBody"], "status" | "price"> & {
  status: RequestStatus;
  price?: Price | null;
};
export type RequestListQuery = QueryOf<"/api/customizationrequest">;
export type CreateRequestInput = Schemas["CreateRequestBody"];
export type DecisionInput = Schemas["DecisionBody"];

export type RequestStatus = Schemas["RequestStatus"];
export const REQUEST_STATUSES: readonly RequestStatus[] = ["pending", "approved", "rejected", "replaced"];
