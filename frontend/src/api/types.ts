/**
 * The app's names for the server's wire types. Every type here comes from `schema.d.ts`, generated
 * from the OpenAPI document (`npm run api-types`); the rest of the app imports from this module only,
 * so a schema renamed on the server touches this file alone. Where the document is vaguer than the
 * wire (a vocabulary named only in a description), a local type says what the server sends, marked
 * "until the server types it".
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
export type Page<T> = Omit<Schemas["Page_Request"], "items"> & { items: T[] };

/* Users and sessions */

export type User = Schemas["User"];
export type ExtendedUser = Schemas["ExtendedUser"];
export type UserInput = Schemas["UserInput"];
export type Session = Omit<Schemas["SessionBody"], "user"> & { user: User };
/** The name lib/auth.tsx knows a session by. */
export type AuthResponse = Session;
export type ChangePasswordInput = Schemas["ChangePasswordBody"];

export type Role = Schemas["Role"];
/** Whose configurations a list shows: the caller's own, or the whole scope as the role names it (docs/product.md section 2). */
export type ListScope = Schemas["ListScope"];
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

/** `GET /api/auditlog`: who changed what, when, field by field. */
export type AuditRecord = Schemas["AuditRecord"];
export type AuditChange = Schemas["AuditChange"];
export type AuditAction = Schemas["AuditAction"];
export type AuditQuery = QueryOf<"/api/auditlog">;

export type Dashboard = Schemas["DashboardBody"];
export type RecentConfiguration = Schemas["RecentConfigurationBody"];
export type Trends = Schemas["TrendsBody"];
export type SavesWeek = Schemas["SavesWeekBody"];
export type RequestsWeek = Schemas["RequestsWeekBody"];
export type TopModel = Schemas["TopModelBody"];
export type TopOption = Schemas["TopOptionBody"];
export type CompanyValue = Schemas["CompanyValueBody"];
export type CataloguePreview = Schemas["CataloguePreviewBody"];
export type NamedItem = Schemas["NamedBody"];

/* Configurators */

export type Configurator = Omit<Schemas["ConfiguratorBody"], "status" | "definition" | "findings"> & {
  status: ConfiguratorStatus;
  definition: Definition;
  findings?: Finding[] | null;
};
export type ConfiguratorInput = Omit<Schemas["ConfiguratorInput"], "definition"> & { definition: Definition };
export type ConfiguratorListQuery = QueryOf<"/api/configurator">;
export type Finding = Omit<Schemas["FindingBody"], "severity" | "item"> & { severity: Severity; item?: ItemRef | null };
export type ConfigurationCount = Schemas["ConfigurationCount"];
/** `POST /api/configurator/{id}/publish?dryRun=true`: what publishing the draft would do to the category's saved configurations. */
export type PublishImpact = Schemas["PublishImpact"];
/** A dry run kept as it was answered, with who ran it and when (`GET /api/configurator/{id}/impact-reports`). */
export type KeptImpact = Schemas["KeptImpact"];
/** One saved configuration the draft makes invalid or incomplete or reprices, with why. */
export type ImpactExample = Schemas["ImpactExample"];
export type ImpactEffect = Schemas["ImpactEffect"];
/** The dry run's counts for one company with a configuration affected (`companyId` null: saved without a company). */
export type CompanyImpact = Schemas["CompanyImpact"];
export type ItemRef = Schemas["ItemRef"];
/**
 * `POST /api/catalogue/impact`: a model, part or feature value deactivated (or deleted: judged alike) or given a
 * new price in cents, not saved yet.
 */
export type CatalogueEdit = Schemas["CatalogueEdit"];
/** `POST /api/catalogue/bulk-impact`: 1 to 100 catalogue edits, weighed as saved together (a list's bulk action). */
export type BulkCatalogueEdit = Schemas["BulkCatalogueEdit"];
/** One filter of a company, as `POST /api/catalogue/filters-impact` takes the company's filters after an edit. */
export type EntityFilter = Schemas["EntityFilter"];
export type FiltersEdit = Schemas["FiltersEdit"];
/** A published configurator a catalogue or filters edit gives new rule-check findings, with them. */
export type ConfiguratorFindings = Schemas["ConfiguratorFindings"];
/** What a catalogue or filters edit would do: the configurators with new findings, the saved configurations' counts. */
export type CatalogueImpact = Schemas["CatalogueImpact"];

/* Images */

/** `POST /api/images`: where the uploaded image is served. */
export type UploadedImage = Schemas["UploadedImage"];

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

// until the server types it: the document names the severities only in a description
export type Severity = "warning" | "error";

export type ItemKind = Schemas["ItemKind"];
/** The kinds of item a rule names: every kind but `feature`, which names only a numeric target of the wizard. */
export type RuleItemKind = Exclude<ItemKind, "feature">;
export const RULE_ITEM_KINDS: readonly RuleItemKind[] = ["type", "model", "part", "feature_value"];
/** A number the wizard asks of every configuration ("Larghezza ≥ 240 cm"): inclusive bounds, at least one set. */
export type NumericTarget = Schemas["NumericTarget"];
export type RuleKind = Schemas["RuleKind"];

/*
 * The document marks the fields that serde defaults when reading (`#[serde(default)]`) as optional;
 * the server always writes them, so the names below make them required where the app reads them.
 */

export type Rule = Omit<Schemas["Rule"], "if" | "then"> & { if: ItemRef[]; then: ItemRef[] };
export type StepKind = Step["kind"];
// The document marks `help` and the ids optional (serde defaults them when reading); the server always
// writes them. The English texts are absent when there are none (and never sent to the wizard).
type StepTexts = { title: string; help: string; titleEn?: string | null; helpEn?: string | null };
export type Step =
  | ({ kind: "type" } & StepTexts)
  | ({ kind: "model"; attributeIds: number[] } & StepTexts)
  | ({ kind: "parts" } & StepTexts)
  | ({ kind: "features"; featureIds: number[] } & StepTexts)
  | ({ kind: "summary" } & StepTexts);
export interface Definition {
  steps: Step[];
  rules: Rule[];
}

export type CatalogueType = Schemas["TypeItem"];
export type CatalogueModel = Schemas["ModelItem"];
export type CatalogueModelPart = Schemas["ModelPartItem"];
export type CataloguePart = Required<Schemas["PartItem"]>;
export type CatalogueFeature = Schemas["FeatureItem"];
export type CatalogueValue = Schemas["ValueItem"];
export type Catalogue = Omit<Schemas["Catalogue"], "parts" | "discountPercent"> & { parts: CataloguePart[]; discountPercent: number };

export type DraftValue = Schemas["DraftValue"];
export type DraftPart = Required<Schemas["DraftPart"]>;
export type Draft = Omit<Schemas["Draft"], "parts" | "quantity"> & { parts: DraftPart[]; quantity: number };

export type Violation = Schemas["Violation"];
export type DisabledOption = Schemas["Disabled"];
export type PriceLine = Schemas["PriceLine"];
export type Price = Schemas["Price"];
/**
 * The lowest and highest grand total of a complete and valid configuration keeping the choices, and the
 * cheapest one (a draft the server writes whole).
 */
export type PriceRange = Omit<Schemas["PriceRange"], "cheapest"> & { cheapest: Draft };
export type Evaluation = Omit<Schemas["Evaluation"], "priceRange"> & { priceRange?: PriceRange | null };
/** A change of the user's choices that makes the configuration (or an option) possible again. */
export type Repair = Schemas["Repair"];
export type OptionState = Schemas["OptionState"];
export type OptionStatus = Schemas["OptionStatus"];

/* Saved configurations (docs/api.md "Configurations") */

// until the server types it: `requestStatus` and a configurator's `status` are `string` in the document
export type ConfigurationSummary = Omit<Schemas["ConfigurationSummaryBody"], "requestStatus"> & {
  requestStatus?: RequestStatus | null;
};
export type Configuration = Omit<Schemas["ConfigurationBody"], "requestStatus" | "draft"> & {
  requestStatus?: RequestStatus | null;
  draft: Draft;
};
export type ConfigurationListQuery = QueryOf<"/api/productconf">;
export type CreateConfigurationInput = Omit<Schemas["CreateConfigurationRequest"], "draft"> & { draft: Draft };
export type UpdateConfigurationInput = Omit<Schemas["UpdateConfigurationRequest"], "draft"> & { draft: Draft };
export type CopyConfigurationInput = Omit<Schemas["CopyConfigurationRequest"], "draft"> & { draft: Draft };

/* Revisions of a configuration (docs/api.md "Revisions") */

export type RevisionSummary = Schemas["RevisionSummaryBody"];
export type Revision = Omit<Schemas["RevisionBody"], "draft"> & { draft: Draft };
export type RevisionChange = Schemas["Change"];
export type RevisionComparison = Schemas["ComparisonBody"];

/* Issued quotes (docs/api.md "Issued quotes") */

export type IssuedQuote = Schemas["IssuedQuoteBody"];

/* Customization requests */

export type CustomizationRequest = Schemas["Request"];
export type RequestListQuery = QueryOf<"/api/customizationrequest">;
export type CreateRequestInput = Schemas["CreateRequestBody"];
export type DecisionInput = Schemas["DecisionBody"];

export type RequestStatus = Schemas["RequestStatus"];
export const REQUEST_STATUSES: readonly RequestStatus[] = ["pending", "approved", "rejected", "replaced"];

/* CSV export and import (docs/api.md "CSV export and import") */

/** The base paths with `GET /api/{base}/export.csv`, and those with `POST /api/{base}/import`. */
export type ExportableBase = keyof paths extends infer P ? (P extends `/api/${infer B}/export.csv` ? B : never) : never;
export type ImportableBase = keyof paths extends infer P ? (P extends `/api/${infer B}/import` ? B : never) : never;
export type ImportReport = Schemas["ImportReport"];
export type ImportRowError = Schemas["ImportError"];
export type ImportRowChange = Schemas["RowChange"];

/** Every base path of the Resources contract (docs/api.md); the admin's resource descriptions describe each. */
export type BasePath =
  | "company"
  | "customer"
  | "companyentityfilter"
  | "user"
  | "attribute"
  | "attributeval"
  | "productcategory"
  | "producttype"
  | "productmodel"
  | "productmodelpart"
  | "productpart"
  | "productfeature"
  | "productfeatureval";
