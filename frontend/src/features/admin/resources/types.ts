import type { AdminScreenKey } from "@/config/admin";

/**
 * Descriptions of the admin resources (react-admin style): one generic list and one generic form
 * read these instead of fifteen hand-written screens.
 */

/** Every base path of the Resources contract (docs/api.md). */
export const BASE_PATHS = [
  "company",
  "customer",
  "companyentityfilter",
  "user",
  "attribute",
  "attributeval",
  "productcategory",
  "producttype",
  "productmodel",
  "productmodelpart",
  "productpart",
  "productfeature",
  "productfeatureval",
] as const;

export type BasePath = (typeof BASE_PATHS)[number];

/** Every list the generic screens read: the resources plus `configurator` (docs/api.md "Configurators"). */
export type ApiBase = BasePath | "configurator";

/** A row as the API answers it. */
export type Row = { id: number } & Record<string, unknown>;

/** Values of the form while it is edited (strings for inputs, booleans, id arrays, feature rows). */
export type FormValues = Record<string, unknown>;

export type FormMode = "create" | "edit";

/**
 * Catalogue key of a description (titles.*, admin.new.*, admin.what.*, admin.intro.*): the key of its
 * admin screen, or `modelParts` (shown inside a model's form).
 */
export type ResourceKey = AdminScreenKey | "modelParts";

interface FieldBase {
  /** Field of the API item. */
  name: string;
  /** Catalogue key of the label. */
  label: string;
  required?: boolean;
  /** Catalogue key of a hint under the field. */
  hint?: string;
  /** Shown only when this answers true (hidden fields are not sent). */
  visibleWhen?: (values: FormValues, mode: FormMode) => boolean;
  /** Takes the whole row of the form grid. */
  wide?: boolean;
}

export interface TextFieldDef extends FieldBase {
  type: "text" | "email" | "url" | "tel" | "textarea";
  maxLength?: number;
  minLength?: number;
  /** A pattern the value must match, with the catalogue key of its message. */
  pattern?: { regex: RegExp; message: string };
  /** Characters the field keeps as typed (no trim); default trims. */
  autoComplete?: string;
}

export interface NumberFieldDef extends FieldBase {
  type: "integer" | "decimal";
  min?: number;
  max?: number;
}

export interface MoneyFieldDef extends FieldBase {
  type: "money";
  /** A price delta may be negative. */
  allowNegative?: boolean;
}

export interface BooleanFieldDef extends FieldBase {
  type: "boolean";
}

export interface ChoiceFieldDef extends FieldBase {
  type: "choice";
  /** value -> catalogue key of its label */
  options: { value: string; label: string }[];
  /** Radio buttons instead of a select (few options). */
  radio?: boolean;
}

export interface ReferenceFieldDef extends FieldBase {
  type: "reference";
  resource: BasePath;
  optionLabel: (row: Row) => string;
  /** Fixed filters of the options (e.g. role=account_manager). */
  filter?: Record<string, string>;
  /** Options filtered by another field of the form (customer of the chosen company). */
  dependsOn?: { field: string; param: string };
  sort?: string;
}

export interface MultiReferenceFieldDef extends FieldBase {
  type: "multiReference";
  resource: BasePath;
  optionLabel: (row: Row) => string;
  /** Options grouped under the rows of another resource (values under their attribute). */
  groupBy?: { field: string; resource: BasePath; optionLabel: (row: Row) => string };
}

export interface ColorFieldDef extends FieldBase {
  type: "color";
}

export interface PasswordFieldDef extends FieldBase {
  type: "password";
}

/** The features a part offers: rows of {featureId, required}. */
export interface PartFeaturesFieldDef extends FieldBase {
  type: "partFeatures";
}

export type FieldDef =
  | TextFieldDef
  | NumberFieldDef
  | MoneyFieldDef
  | BooleanFieldDef
  | ChoiceFieldDef
  | ReferenceFieldDef
  | MultiReferenceFieldDef
  | ColorFieldDef
  | PasswordFieldDef
  | PartFeaturesFieldDef;

export type ColumnFormat =
  | "text"
  | "money"
  | "boolean"
  | "date"
  | "datetime"
  | "percent"
  | "role"
  | "swatch"
  | "entityKind"
  | "filterMode"
  | "featureKind"
  | "configuratorStatus";

export interface ColumnDef {
  /** Field of the row shown (or a name of the column when `value` computes it). */
  key: string;
  /** Catalogue key of the header. */
  label: string;
  /** API sort key; the column header sorts when present. */
  sort?: string;
  format?: ColumnFormat;
  value?: (row: Row) => string;
}

/** A filter of the list shown in its toolbar, kept in the URL like page and sort. */
export interface ListFilterDef {
  param: string;
  label: string;
  /** Options from another resource ... */
  resource?: BasePath;
  optionLabel?: (row: Row) => string;
  /** ... or fixed ones (value -> catalogue key). */
  options?: { value: string; label: string }[];
}

export interface RowLinkDef {
  label: string;
  href: (row: Row) => string;
  /** Shown only for some rows. */
  when?: (row: Row) => boolean;
}

export interface ResourceDef {
  key: ResourceKey;
  base: ApiBase;
  fields: FieldDef[];
  columns: ColumnDef[];
  /** The API searches some fields with `q`. */
  search: boolean;
  defaultSort?: { key: string; order: "asc" | "desc" };
  /** Nested list: the parent's id comes from the route (`:id`) and is sent as this filter. */
  parent?: {
    param: string;
    resource: BasePath;
    /** Catalogue key and href of the parent list in the breadcrumb. */
    listLabel: string;
    listHref: string;
    name: (row: Row) => string;
  };
  /** Toolbar filters. */
  filters?: ListFilterDef[];
  rowLinks?: RowLinkDef[];
  /** How a row is named in dialogs and toasts. */
  title: (row: Row) => string;
  /** Values of a new item. */
  defaults?: FormValues;
  /** Cross-field checks: field -> catalogue key of the message. */
  validate?: (values: FormValues) => Record<string, string>;
  /** DELETE deactivates (users) instead of removing. */
  deleteDeactivates?: boolean;
  /** After creating, keep the form open on the new item (to add its parts). */
  editAfterCreate?: boolean;
}
