import { paths } from "@/config/paths";
import { DEFAULT_LANGUAGE, LANGUAGES } from "@/i18n";
import type { EntityKind } from "@/api/types";
import { withBounds } from "./bounds";
import type { BasePath, ColumnDef, FieldDef, FormValues, ParentDef, ResourceDef, ResourceDefOf, Row } from "./types";

const str = (value: unknown): string => (typeof value === "string" ? value : value == null ? "" : String(value));
const num = (value: unknown): number | null => {
  if (value === "" || value == null) return null;
  const n = Number(String(value).replace(",", "."));
  return Number.isFinite(n) ? n : null;
};
const named = (row: Row) => str(row.name) || `#${row.id}`;
const codeAndName = (row: Row) => (row.code ? `${str(row.name)} (${str(row.code)})` : named(row));
const personName = (row: Row) => `${str(row.firstName)} ${str(row.lastName)}`.trim() || str(row.email);

const IMAGE_URL = { regex: /^(\/[^\s]*|https:\/\/[^\s]+)$/, message: "admin.validation.imageUrl" };

/* Fields shared by several resources. Their lengths, characters and ranges are the contract's
   (./bounds.ts, docs/api.md "Validation"); a field states one only where the contract cannot. */
const name = (label = "admin.field.name"): FieldDef<"name"> => ({ name: "name", label, type: "text", required: true });
/** A code, proposed from the item's `from` field while a new item is typed. */
const code = (required = true, from = "name"): FieldDef<"code"> => ({
  name: "code",
  label: "admin.field.code",
  type: "text",
  required,
  patternMessage: "admin.validation.code",
  hint: "admin.hint.code",
  derive: { from, as: "code" },
});
const description: FieldDef<"description"> = { name: "description", label: "admin.field.description", type: "textarea", wide: true };
/** The English text of an Italian field, beside it in the form; left empty, English readers see the Italian one. */
const english = <N extends string>(field: N, italian: string, type: "text" | "textarea" = "text"): FieldDef<N> => ({
  name: field,
  label: `admin.field.${field}`,
  type,
  translates: italian,
});
const nameEn = english("nameEn", "name");
/** A description and its English text, side by side. */
const descriptions = [{ ...description, wide: false }, english("descriptionEn", "description", "textarea")] as const;
const imageUrl: FieldDef<"imageUrl"> = {
  name: "imageUrl",
  label: "admin.field.imageUrl",
  type: "image",
  pattern: IMAGE_URL,
  hint: "admin.hint.imageUrl",
  wide: true,
};
const sortOrder: FieldDef<"sortOrder"> = { name: "sortOrder", label: "admin.field.sortOrder", type: "integer", required: true };
const active: FieldDef<"active"> = { name: "active", label: "admin.field.active", type: "boolean" };
const optionalText = <N extends string>(field: N, label: string, type: "text" | "email" | "tel", maxLength: number): FieldDef<N> => ({
  name: field,
  label,
  type,
  maxLength,
});

/* Columns shared by several resources. */
const nameColumn: ColumnDef<"name", "name"> = { key: "name", label: "admin.col.name", sort: "name" };
const codeColumn: ColumnDef<"code", "code"> = { key: "code", label: "admin.col.code", sort: "code" };
const sortOrderColumn: ColumnDef<"sortOrder", "sortOrder"> = { key: "sortOrder", label: "admin.col.sortOrder", sort: "sortOrder" };
const imageColumn: ColumnDef<"imageUrl", never> = { key: "imageUrl", label: "admin.col.image", format: "image" };
const activeColumn: ColumnDef<"active", never> = { key: "active", label: "admin.col.active", format: "boolean" };
const cityColumn: ColumnDef<"city", "city"> = { key: "city", label: "admin.col.city", sort: "city" };

/* Customers and entity filters are listed under their company. */
const companyParent: ParentDef<"companyId"> = {
  param: "companyId",
  resource: "company",
  listLabel: "titles.companies",
  listHref: paths.admin.companies.getHref(),
  name: named,
};

const isNumeric = (values: FormValues) => values.kind === "numeric";
/** A choice feature has values; a numeric one takes a number instead. */
const hasValues = (row: Row) => row.kind !== "numeric";

export const ROLE_OPTIONS = [
  { value: "admin", label: "roles.admin" },
  { value: "account_manager", label: "roles.account_manager" },
  { value: "customer_manager", label: "roles.customer_manager" },
  { value: "customer", label: "roles.customer" },
];

/** The resource whose rows a filter of each kind names, in the order the form offers the kinds. */
export const ENTITY_KIND_RESOURCE = {
  category: "productcategory",
  type: "producttype",
  model: "productmodel",
  part: "productpart",
  feature_value: "productfeatureval",
} as const satisfies Record<EntityKind, BasePath>;

export const ENTITY_KINDS = Object.keys(ENTITY_KIND_RESOURCE) as EntityKind[];

export const company = {
  key: "companies",
  gender: "f",
  base: "company",
  search: true,
  defaultSort: { key: "name", order: "asc" },
  title: named,
  defaults: { active: true, discountPercent: "0" },
  fields: [
    name(),
    { name: "vatNumber", label: "admin.field.vatNumber", type: "text", maxLength: 32 },
    optionalText("email", "admin.field.email", "email", 254),
    optionalText("phone", "admin.field.phone", "tel", 50),
    { name: "address", label: "admin.field.address", type: "text", wide: true },
    { name: "city", label: "admin.field.city", type: "text" },
    { name: "country", label: "admin.field.country", type: "text" },
    { name: "discountPercent", label: "admin.field.discountPercent", type: "decimal", min: 0, max: 100, required: true },
    {
      name: "accountManagerId",
      label: "admin.field.accountManager",
      type: "reference",
      resource: "user",
      filter: { role: "account_manager" },
      optionLabel: personName,
      sort: "lastName",
    },
    active,
  ],
  columns: [
    nameColumn,
    { key: "vatNumber", label: "admin.col.vatNumber" },
    cityColumn,
    { key: "discountPercent", label: "admin.col.discount", sort: "discountPercent", format: "percent" },
    { key: "accountManagerName", label: "admin.col.accountManager" },
    activeColumn,
  ],
  rowLinks: [
    { label: "admin.action.customers", href: (row) => paths.admin.customers.getHref(row.id) },
    { label: "admin.action.filters", href: (row) => paths.admin.companyFilters.getHref(row.id) },
  ],
} satisfies ResourceDefOf<"company">;

export const customer = {
  key: "customers",
  gender: "m",
  base: "customer",
  search: true,
  defaultSort: { key: "name", order: "asc" },
  title: named,
  defaults: { active: true },
  parent: companyParent,
  fields: [
    name(),
    { name: "vatNumber", label: "admin.field.vatOrFiscalCode", type: "text", maxLength: 32 },
    optionalText("email", "admin.field.email", "email", 254),
    optionalText("phone", "admin.field.phone", "tel", 50),
    { name: "address", label: "admin.field.address", type: "text", wide: true },
    { name: "city", label: "admin.field.city", type: "text" },
    { name: "notes", label: "admin.field.notes", type: "textarea", wide: true },
    active,
  ],
  columns: [
    nameColumn,
    { key: "vatNumber", label: "admin.col.vatNumber" },
    { key: "email", label: "admin.col.email", format: "email" },
    cityColumn,
    activeColumn,
  ],
} satisfies ResourceDefOf<"customer">;

export const companyEntityFilter = {
  key: "companyFilters",
  gender: "m",
  base: "companyentityfilter",
  search: false,
  defaultSort: { key: "entityKind", order: "asc" },
  title: (row) => str(row.entityName) || `#${row.id}`,
  defaults: { mode: "deny", entityKind: "category" },
  parent: companyParent,
  impact: { kind: "filters" },
  fields: [
    {
      name: "entityKind",
      label: "admin.field.entityKind",
      type: "choice",
      required: true,
      options: ENTITY_KINDS.map((kind) => ({ value: kind, label: `admin.entityKind.${kind}` })),
    },
    { name: "entityId", label: "admin.field.entity", type: "integer", required: true },
    {
      name: "mode",
      label: "admin.field.mode",
      type: "choice",
      radio: true,
      required: true,
      options: [
        { value: "deny", label: "admin.filterMode.deny" },
        { value: "allow", label: "admin.filterMode.allow" },
      ],
    },
  ],
  columns: [
    { key: "entityKind", label: "admin.col.entityKind", sort: "entityKind", format: "entityKind" },
    { key: "entityName", label: "admin.col.entity" },
    { key: "mode", label: "admin.col.mode", format: "filterMode" },
  ],
} satisfies ResourceDefOf<"companyentityfilter">;

export const user = {
  key: "users",
  gender: "m",
  base: "user",
  search: true,
  defaultSort: { key: "lastName", order: "asc" },
  title: personName,
  deleteDeactivates: true,
  defaults: { role: "customer", locale: DEFAULT_LANGUAGE, active: true },
  validate: (values): Record<string, string> =>
    (values.role === "customer" || values.role === "customer_manager") && !values.companyId
      ? { companyId: "admin.validation.companyForRole" }
      : {},
  filters: [
    { param: "role", label: "admin.field.role", options: ROLE_OPTIONS },
    { param: "companyId", label: "admin.field.company", resource: "company", optionLabel: named },
  ],
  fields: [
    { name: "email", label: "admin.field.email", type: "email", required: true, maxLength: 254, autoComplete: "off" },
    { name: "firstName", label: "admin.field.firstName", type: "text", required: true, maxLength: 200 },
    { name: "lastName", label: "admin.field.lastName", type: "text", required: true, maxLength: 200 },
    optionalText("phone", "admin.field.phone", "tel", 50),
    { name: "role", label: "admin.field.role", type: "choice", required: true, options: ROLE_OPTIONS },
    {
      name: "locale",
      label: "admin.field.locale",
      type: "choice",
      required: true,
      options: LANGUAGES.map((language) => ({ value: language, label: `language.names.${language}` })),
    },
    {
      name: "companyId",
      label: "admin.field.company",
      type: "reference",
      resource: "company",
      optionLabel: named,
      sort: "name",
      hint: "admin.hint.companyForRole",
    },
    {
      name: "customerId",
      label: "admin.field.customer",
      type: "reference",
      resource: "customer",
      optionLabel: named,
      sort: "name",
      dependsOn: { field: "companyId", param: "companyId" },
      hint: "admin.hint.customerOfCompany",
    },
    {
      name: "password",
      label: "admin.field.password",
      type: "password",
      hint: "admin.hint.password",
      visibleWhen: (_values, mode) => mode === "create",
      wide: true,
    },
    active,
  ],
  columns: [
    { key: "name", label: "admin.col.name", sort: "lastName", value: personName },
    { key: "email", label: "admin.col.email", sort: "email", format: "email" },
    { key: "role", label: "admin.col.role", sort: "role", format: "role" },
    { key: "companyName", label: "admin.col.company" },
    { key: "lastLoginAt", label: "admin.col.lastLogin", sort: "lastLoginAt", format: "datetime" },
    activeColumn,
  ],
} satisfies ResourceDefOf<"user">;

export const attribute = {
  key: "attributes",
  gender: "m",
  base: "attribute",
  search: true,
  defaultSort: { key: "sortOrder", order: "asc" },
  title: codeAndName,
  defaults: { sortOrder: "0" },
  fields: [code(), name(), nameEn, sortOrder],
  columns: [
    codeColumn,
    nameColumn,
    sortOrderColumn,
  ],
  rowLinks: [{ label: "admin.action.values", href: (row) => paths.admin.attributeValues.getHref(row.id) }],
} satisfies ResourceDefOf<"attribute">;

export const attributeVal = {
  key: "attributeValues",
  gender: "m",
  base: "attributeval",
  search: true,
  defaultSort: { key: "sortOrder", order: "asc" },
  title: (row) => str(row.value) || `#${row.id}`,
  defaults: { sortOrder: "0", active: true },
  parent: {
    param: "attributeId",
    resource: "attribute",
    listLabel: "titles.attributes",
    listHref: paths.admin.attributes.getHref(),
    name: named,
  },
  fields: [
    code(true, "value"),
    { name: "value", label: "admin.field.value", type: "text", required: true },
    english("valueEn", "value"),
    sortOrder,
    active,
  ],
  columns: [
    codeColumn,
    { key: "value", label: "admin.col.value", sort: "value" },
    sortOrderColumn,
    activeColumn,
  ],
} satisfies ResourceDefOf<"attributeval">;

export const productCategory = {
  key: "categories",
  gender: "f",
  base: "productcategory",
  search: true,
  defaultSort: { key: "sortOrder", order: "asc" },
  title: named,
  defaults: { sortOrder: "0", active: true },
  fields: [
    name(),
    nameEn,
    {
      name: "slug",
      label: "admin.field.slug",
      type: "text",
      required: true,
      patternMessage: "admin.validation.slug",
      hint: "admin.hint.slug",
      derive: { from: "name", as: "slug" },
    },
    ...descriptions,
    imageUrl,
    sortOrder,
    active,
  ],
  columns: [
    imageColumn,
    nameColumn,
    { key: "slug", label: "admin.col.slug", sort: "slug" },
    sortOrderColumn,
    activeColumn,
    { key: "updatedAt", label: "admin.col.updatedAt", sort: "updatedAt", format: "date" },
  ],
} satisfies ResourceDefOf<"productcategory">;

export const productType = {
  key: "types",
  gender: "f",
  base: "producttype",
  search: true,
  defaultSort: { key: "sortOrder", order: "asc" },
  title: named,
  defaults: { sortOrder: "0", active: true },
  filters: [{ param: "categoryId", label: "admin.field.category", resource: "productcategory", optionLabel: named }],
  fields: [
    {
      name: "categoryId",
      label: "admin.field.category",
      type: "reference",
      resource: "productcategory",
      optionLabel: named,
      sort: "name",
      required: true,
    },
    name(),
    nameEn,
    { ...code(false), hint: "admin.hint.typeCode" },
    ...descriptions,
    imageUrl,
    sortOrder,
    active,
  ],
  columns: [
    imageColumn,
    nameColumn,
    { key: "code", label: "admin.col.code" },
    { key: "categoryName", label: "admin.col.category" },
    sortOrderColumn,
    activeColumn,
  ],
} satisfies ResourceDefOf<"producttype">;

export const productModel = {
  key: "models",
  gender: "m",
  base: "productmodel",
  search: true,
  defaultSort: { key: "sortOrder", order: "asc" },
  title: codeAndName,
  nested: { resource: "productmodelpart", param: "modelId", text: "admin.modelParts" },
  impact: { kind: "model", active: "active", price: "basePrice" },
  defaults: { sortOrder: "0", active: true, attributeValueIds: [] },
  filters: [
    {
      param: "typeId",
      label: "admin.field.type",
      resource: "producttype",
      optionLabel: (row) => (row.categoryName ? `${named(row)} · ${str(row.categoryName)}` : named(row)),
    },
  ],
  fields: [
    {
      name: "typeId",
      label: "admin.field.type",
      type: "reference",
      resource: "producttype",
      optionLabel: (row) => (row.categoryName ? `${named(row)} · ${str(row.categoryName)}` : named(row)),
      sort: "name",
      required: true,
    },
    code(),
    name(),
    nameEn,
    ...descriptions,
    imageUrl,
    { name: "basePrice", label: "admin.field.basePrice", type: "money", required: true },
    sortOrder,
    active,
    {
      name: "attributeValueIds",
      label: "admin.field.attributeValues",
      type: "multiReference",
      resource: "attributeval",
      optionLabel: (row) => str(row.value) || str(row.code),
      groupBy: { field: "attributeId", resource: "attribute", optionLabel: named },
      wide: true,
    },
  ],
  columns: [
    imageColumn,
    codeColumn,
    nameColumn,
    { key: "typeName", label: "admin.col.type" },
    { key: "basePrice", label: "admin.col.basePrice", sort: "basePrice", format: "money" },
    activeColumn,
  ],
} satisfies ResourceDefOf<"productmodel">;

export const productModelPart = {
  key: "modelParts",
  gender: "f",
  base: "productmodelpart",
  search: true,
  defaultSort: { key: "sortOrder", order: "asc" },
  title: (row) => str(row.partName) || `#${row.id}`,
  defaults: { required: false, minQuantity: "0", defaultQuantity: "1", maxQuantity: "1", sortOrder: "0" },
  parent: {
    param: "modelId",
    resource: "productmodel",
    listLabel: "titles.models",
    listHref: paths.admin.models.getHref(),
    name: codeAndName,
  },
  validate: (values) => {
    const errors: Record<string, string> = {};
    const min = num(values.minQuantity);
    const def = num(values.defaultQuantity);
    const max = num(values.maxQuantity);
    if (max !== null && max < 1) errors.maxQuantity = "admin.validation.maxAtLeastOne";
    if (min !== null && def !== null && min > def) errors.defaultQuantity = "admin.validation.minDefaultMax";
    else if (def !== null && max !== null && def > max) errors.defaultQuantity = "admin.validation.minDefaultMax";
    if (values.required === true && def !== null && def < 1) errors.defaultQuantity = "admin.validation.defaultWhenRequired";
    return errors;
  },
  fields: [
    {
      name: "partId",
      label: "admin.field.part",
      type: "reference",
      resource: "productpart",
      optionLabel: codeAndName,
      sort: "name",
      required: true,
      wide: true,
    },
    { name: "required", label: "admin.field.required", type: "boolean", hint: "admin.hint.requiredPart" },
    { name: "minQuantity", label: "admin.field.minQuantity", type: "integer", min: 0, max: 100_000, required: true },
    { name: "defaultQuantity", label: "admin.field.defaultQuantity", type: "integer", min: 0, max: 100_000, required: true },
    { name: "maxQuantity", label: "admin.field.maxQuantity", type: "integer", min: 1, max: 100_000, required: true },
    sortOrder,
  ],
  columns: [
    { key: "partName", label: "admin.col.part", sort: "partName" },
    { key: "partCode", label: "admin.col.code" },
    { key: "required", label: "admin.col.required", format: "boolean" },
    { key: "minQuantity", label: "admin.col.minQuantity" },
    { key: "defaultQuantity", label: "admin.col.defaultQuantity" },
    { key: "maxQuantity", label: "admin.col.maxQuantity" },
  ],
} satisfies ResourceDefOf<"productmodelpart">;

export const productPart = {
  key: "parts",
  gender: "f",
  base: "productpart",
  search: true,
  defaultSort: { key: "sortOrder", order: "asc" },
  title: codeAndName,
  defaults: { sortOrder: "0", active: true, features: [] },
  impact: { kind: "part", active: "active", price: "price" },
  filters: [{ param: "featureId", label: "admin.field.feature", resource: "productfeature", optionLabel: codeAndName }],
  fields: [
    code(),
    name(),
    nameEn,
    ...descriptions,
    imageUrl,
    { name: "price", label: "admin.field.price", type: "money", required: true },
    sortOrder,
    active,
    { name: "features", label: "admin.field.features", type: "partFeatures", wide: true, hint: "admin.hint.partFeatures" },
  ],
  columns: [
    imageColumn,
    codeColumn,
    nameColumn,
    { key: "price", label: "admin.col.price", sort: "price", format: "money" },
    { key: "features", label: "admin.col.features", value: (row) => String(Array.isArray(row.features) ? row.features.length : 0) },
    activeColumn,
  ],
} satisfies ResourceDefOf<"productpart">;

export const productFeature = {
  key: "features",
  gender: "f",
  base: "productfeature",
  search: true,
  defaultSort: { key: "sortOrder", order: "asc" },
  title: codeAndName,
  defaults: { kind: "choice", sortOrder: "0", active: true, numericStep: "1" },
  filters: [{ param: "partId", label: "admin.field.part", resource: "productpart", optionLabel: codeAndName }],
  validate: (values) => {
    if (!isNumeric(values)) return {};
    const errors: Record<string, string> = {};
    const min = num(values.numericMin);
    const max = num(values.numericMax);
    const step = num(values.numericStep);
    if (min === null) errors.numericMin = "validation.required";
    if (max === null) errors.numericMax = "validation.required";
    if (min !== null && max !== null && min > max) errors.numericMax = "admin.validation.minMax";
    if (step === null || step < 1) errors.numericStep = "admin.validation.stepAtLeastOne";
    if (str(values.unitPrice).trim() === "") errors.unitPrice = "validation.required";
    return errors;
  },
  fields: [
    code(),
    name(),
    nameEn,
    ...descriptions,
    {
      name: "kind",
      label: "admin.field.kind",
      type: "choice",
      radio: true,
      required: true,
      options: [
        { value: "choice", label: "admin.featureKind.choice" },
        { value: "numeric", label: "admin.featureKind.numeric" },
      ],
      wide: true,
    },
    { name: "numericMin", label: "admin.field.numericMin", type: "integer", min: 0, visibleWhen: isNumeric },
    { name: "numericMax", label: "admin.field.numericMax", type: "integer", min: 0, visibleWhen: isNumeric },
    { name: "numericStep", label: "admin.field.numericStep", type: "integer", min: 1, visibleWhen: isNumeric },
    { name: "numericUnit", label: "admin.field.numericUnit", type: "text", visibleWhen: isNumeric },
    { name: "unitPrice", label: "admin.field.unitPrice", type: "money", visibleWhen: isNumeric, hint: "admin.hint.unitPrice" },
    sortOrder,
    active,
  ],
  columns: [
    codeColumn,
    nameColumn,
    { key: "kind", label: "admin.col.kind", format: "featureKind" },
    sortOrderColumn,
    activeColumn,
  ],
  nested: {
    resource: "productfeatureval",
    param: "featureId",
    text: "admin.featureValueList",
    when: hasValues,
    columns: ["swatch", "code", "label", "priceDelta", "active"],
  },
  rowLinks: [{ label: "admin.action.values", href: (row) => paths.admin.featureValues.getHref(row.id), when: hasValues }],
} satisfies ResourceDefOf<"productfeature">;

export const productFeatureVal = {
  key: "featureValues",
  gender: "m",
  base: "productfeatureval",
  search: true,
  defaultSort: { key: "sortOrder", order: "asc" },
  title: (row) => str(row.label) || `#${row.id}`,
  defaults: { sortOrder: "0", active: true, priceDelta: "0,00" },
  impact: { kind: "feature_value", active: "active", price: "priceDelta" },
  parent: {
    param: "featureId",
    resource: "productfeature",
    listLabel: "titles.features",
    listHref: paths.admin.features.getHref(),
    name: codeAndName,
  },
  fields: [
    code(true, "label"),
    { name: "label", label: "admin.field.label", type: "text", required: true },
    english("labelEn", "label"),
    { name: "priceDelta", label: "admin.field.priceDelta", type: "money", required: true, hint: "admin.hint.priceDelta" },
    { name: "swatch", label: "admin.field.swatch", type: "color", hint: "admin.hint.swatch" },
    imageUrl,
    sortOrder,
    active,
  ],
  columns: [
    imageColumn,
    { key: "swatch", label: "admin.col.swatch", format: "swatch" },
    codeColumn,
    { key: "label", label: "admin.col.label", sort: "label" },
    { key: "priceDelta", label: "admin.col.priceDelta", sort: "priceDelta", format: "money" },
    sortOrderColumn,
    activeColumn,
  ],
} satisfies ResourceDefOf<"productfeatureval">;

/** Every description, by base path, with the contract's bounds. */
export const RESOURCES = bounded({
  company,
  customer,
  companyentityfilter: companyEntityFilter,
  user,
  attribute,
  attributeval: attributeVal,
  productcategory: productCategory,
  producttype: productType,
  productmodel: productModel,
  productmodelpart: productModelPart,
  productpart: productPart,
  productfeature: productFeature,
  productfeatureval: productFeatureVal,
} as const satisfies Record<BasePath, ResourceDef>);

function bounded<R extends Record<BasePath, ResourceDef>>(resources: R): R {
  return Object.fromEntries(Object.entries(resources).map(([base, def]) => [base, withBounds(def)])) as R;
}

