import type { BasePath, ResourceInput, ResourceQuery, ResourceRow } from "@/api/types";
import type { AdminScreenKey } from "@/config/admin";

/**
 * Descriptions of the admin resources (react-admin style): one generic list and one generic form
 * read these instead of fifteen hand-written screens.
 */

export type { BasePath };

/** Every list the generic screens read: the resources plus `configurator` (docs/api.md "Configurators"). */
export type ApiBase = BasePath | "configurator";

/** Masculine or feminine, for the agreement of "creato/creata", "eliminato/eliminata". */
export type Gender = "m" | "f";

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

interface FieldBase<N extends string> {
  /** Field of the API item. */
  name: N;
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

export interface TextFieldDef<N extends string = string> extends FieldBase<N> {
  /** `image`: a URL with an upload button and a preview (the upload fills in the URL). */
  type: "text" | "email" | "url" | "tel" | "textarea" | "image";
  /* Lengths, ranges and patterns come from the contract (./bounds.ts); a description states them only
     where it is stricter than the server says. */
  maxLength?: number;
  minLength?: number;
  /** A pattern the value must match, with the catalogue key of its message. */
  pattern?: { regex: RegExp; message: string };
  /** The catalogue key of the message when the value breaks the contract's pattern. */
  patternMessage?: string;
  /** Characters the field keeps as typed (no trim); default trims. */
  autoComplete?: string;
  /** On a new item, filled in from another field as it is typed (a slug from the name) until edited by hand. */
  derive?: { from: string; as: "slug" | "code" };
  /** The English text of this Italian field: left empty, English readers see the Italian one. */
  translates?: string;
}

const TEXT_TYPES: readonly string[] = ["text", "email", "url", "tel", "textarea", "image"] satisfies TextFieldDef["type"][];

/** A field typed as text, whatever its widget. */
export function isTextField(field: FieldDef): field is TextFieldDef {
  return TEXT_TYPES.includes(field.type);
}

export interface NumberFieldDef<N extends string = string> extends FieldBase<N> {
  type: "integer" | "decimal";
  min?: number;
  max?: number;
}

export interface MoneyFieldDef<N extends string = string> extends FieldBase<N> {
  type: "money";
  /** In cents (a price delta may be negative). */
  min?: number;
  max?: number;
}

export interface BooleanFieldDef<N extends string = string> extends FieldBase<N> {
  type: "boolean";
}

export interface ChoiceFieldDef<N extends string = string> extends FieldBase<N> {
  type: "choice";
  /** value -> catalogue key of its label */
  options: { value: string; label: string }[];
  /** Radio buttons instead of a select (few options). */
  radio?: boolean;
}

export interface ReferenceFieldDef<N extends string = string> extends FieldBase<N> {
  type: "reference";
  resource: BasePath;
  optionLabel: (row: Row) => string;
  /** Fixed filters of the options (e.g. role=account_manager). */
  filter?: Record<string, string>;
  /** Options filtered by another field of the form (customer of the chosen company). */
  dependsOn?: { field: string; param: string };
  sort?: string;
}

export interface MultiReferenceFieldDef<N extends string = string> extends FieldBase<N> {
  type: "multiReference";
  resource: BasePath;
  optionLabel: (row: Row) => string;
  /** Options grouped under the rows of another resource (values under their attribute). */
  groupBy?: { field: string; resource: BasePath; optionLabel: (row: Row) => string };
}

export interface ColorFieldDef<N extends string = string> extends FieldBase<N> {
  type: "color";
}

export interface PasswordFieldDef<N extends string = string> extends FieldBase<N> {
  type: "password";
}

/** The features a part offers: rows of {featureId, required}. */
export interface PartFeaturesFieldDef<N extends string = string> extends FieldBase<N> {
  type: "partFeatures";
}

/** A field of a form; `N` narrows its name to the fields of a resource's input. */
export type FieldDef<N extends string = string> =
  | TextFieldDef<N>
  | NumberFieldDef<N>
  | MoneyFieldDef<N>
  | BooleanFieldDef<N>
  | ChoiceFieldDef<N>
  | ReferenceFieldDef<N>
  | MultiReferenceFieldDef<N>
  | ColorFieldDef<N>
  | PasswordFieldDef<N>
  | PartFeaturesFieldDef<N>;

export type ColumnFormat =
  | "text"
  | "email"
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
  | "configuratorStatus"
  | "image";

export interface ColumnDef<K extends string = string, S extends string = string> {
  /** Field of the row shown (or a name of the column when `value` computes it). */
  key: K;
  /** Catalogue key of the header. */
  label: string;
  /** API sort key; the column header sorts when present. */
  sort?: S;
  format?: ColumnFormat;
  value?: (row: Row) => string;
}

/** A filter of the list shown in its toolbar, kept in the URL like page and sort. */
export interface ListFilterDef<P extends string = string> {
  param: P;
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

export interface ParentDef<P extends string = string> {
  param: P;
  resource: BasePath;
  /** Catalogue key and href of the parent list in the breadcrumb. */
  listLabel: string;
  listHref: string;
  name: (row: Row) => string;
}

/**
 * What saving or deleting a row may break, weighed before it is written (docs/api.md "Configurators"): a catalogue
 * item (its `ItemRef` kind, and which fields are its on/off switch and its price) or a company's entity filter.
 */
export type ImpactDef<N extends string = string> = { kind: "model" | "part" | "feature_value"; active: N; price: N } | { kind: "filters" };

/**
 * The rows of another resource that belong to an item (a model's parts, a feature's values), listed and edited
 * inside the item's form with their own description; `text` is the catalogue prefix of the section's title,
 * intro, empty text and add button.
 */
export interface NestedDef {
  resource: BasePath;
  /** The child's filter naming the item (its parent). */
  param: string;
  text: string;
  /** Only for some items (a choice feature has values, a numeric one none). */
  when?: (row: Row) => boolean;
  /** The child's columns shown, by key, when not all of them fit in a form's panel. */
  columns?: string[];
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
  parent?: ParentDef;
  /** Toolbar filters. */
  filters?: ListFilterDef[];
  rowLinks?: RowLinkDef[];
  /** How a row is named in dialogs and toasts. */
  title: (row: Row) => string;
  /**
   * The grammatical gender of the entity's Italian noun ("la categoria", "il modello"): the one place the
   * messages about a row read it from, as the i18next context ("«Sedie» creata.", "«Oslo» creato.").
   */
  gender: Gender;
  /** Values of a new item. */
  defaults?: FormValues;
  /** Cross-field checks: field -> catalogue key of the message. */
  validate?: (values: FormValues) => Record<string, string>;
  /** DELETE deactivates (users) instead of removing. */
  deleteDeactivates?: boolean;
  /** Rows of another resource edited in the item's form; a new item's form stays open on it to add them. */
  nested?: NestedDef;
  /** Saves and deletes that switch it off, reprice it or change a company's filters ask first when they break something. */
  impact?: ImpactDef;
}

type Names<T> = Extract<keyof T, string>;
type SortOf<B extends ApiBase> = ResourceQuery<B> extends { sort?: infer S } ? Extract<NonNullable<S>, string> : never;

/**
 * The description of one resource, checked against the generated API types: fields are fields of its
 * input, columns fields of its row (or computed), sorts and filters parameters of its list.
 */
export interface ResourceDefOf<B extends ApiBase> extends ResourceDef {
  base: B;
  fields: FieldDef<Names<ResourceInput<B>>>[];
  columns: (ColumnDef<Names<ResourceRow<B>>, SortOf<B>> | (ColumnDef<string, SortOf<B>> & { value: (row: Row) => string }))[];
  defaultSort?: { key: SortOf<B>; order: "asc" | "desc" };
  parent?: ParentDef<Names<ResourceQuery<B>>>;
  filters?: ListFilterDef<Names<ResourceQuery<B>>>[];
  impact?: ImpactDef<Names<ResourceInput<B>>>;
}
