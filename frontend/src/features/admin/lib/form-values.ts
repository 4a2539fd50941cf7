import { centsToEuroInput, parseEuroToCents, separators } from "./money";
import { currentLocale } from "@/i18n";
import { formatCents } from "@/lib/format";
import type { FieldDef, FormMode, FormValues, ResourceDef, Row } from "@/features/admin/resources/types";
import { PASSWORD_MAX_BYTES, PASSWORD_MIN_CHARS } from "@/config/constants";
import type { FieldError } from "@/api/types";

/** One row of a part's features while edited. */
export interface PartFeatureValue {
  featureId: string;
  required: boolean;
}

export function isVisible(field: FieldDef, values: FormValues, mode: FormMode): boolean {
  return field.visibleWhen ? field.visibleWhen(values, mode) : true;
}

const text = (value: unknown): string => (value == null ? "" : String(value));

/** Parses "12", "12,5", "12.5", "-3" (either decimal separator). */
export function parseNumber(value: unknown): number | null {
  const raw = text(value).trim().replace(/\s/g, "");
  if (raw === "") return null;
  const normalised = raw.replace(",", ".");
  if (!/^[-+]?\d+(\.\d+)?$/.test(normalised)) return Number.NaN;
  return Number(normalised);
}

/** The fields whose options depend on another field, by that field (a customer on the chosen company). */
export function dependentsOf(def: ResourceDef): Record<string, string[]> {
  const map: Record<string, string[]> = {};
  for (const field of def.fields) {
    if (field.type === "reference" && field.dependsOn) (map[field.dependsOn.field] ??= []).push(field.name);
  }
  return map;
}

/** An API item (or the defaults of a new one) as form values. */
export function toFormValues(def: ResourceDef, item: Row | null): FormValues {
  const source: Record<string, unknown> = item ?? def.defaults ?? {};
  const values: FormValues = {};
  for (const field of def.fields) {
    const value = source[field.name];
    switch (field.type) {
      case "boolean":
        values[field.name] = value === true;
        break;
      case "money":
        values[field.name] = item ? centsToEuroInput(value) : text(value);
        break;
      case "multiReference":
        values[field.name] = Array.isArray(value) ? value.map(Number) : [];
        break;
      case "partFeatures":
        values[field.name] = Array.isArray(value)
          ? (value as Record<string, unknown>[])
              .slice()
              .sort((a, b) => Number(a.sortOrder ?? 0) - Number(b.sortOrder ?? 0))
              .map((f) => ({ featureId: text(f.featureId), required: f.required === true }))
          : [];
        break;
      case "password":
        values[field.name] = "";
        break;
      case "decimal":
        values[field.name] = typeof value === "number" ? String(value).replace(".", separators(currentLocale()).decimal) : text(value);
        break;
      default:
        values[field.name] = text(value);
    }
  }
  return values;
}

/**
 * Client-side checks (the server has the last word): required, lengths, patterns, ranges,
 * money, then the description's cross-field rules. Answers field -> [catalogue key, options].
 */
export function validate(
  def: ResourceDef,
  values: FormValues,
  mode: FormMode,
): Record<string, { key: string; options?: Record<string, unknown> }> {
  const errors: Record<string, { key: string; options?: Record<string, unknown> }> = {};
  for (const field of def.fields) {
    if (!isVisible(field, values, mode)) continue;
    const value = values[field.name];
    const raw = text(value).trim();
    switch (field.type) {
      case "text":
      case "email":
      case "url":
      case "tel":
      case "textarea":
      case "image":
        if (field.required && raw === "") errors[field.name] = { key: "validation.required" };
        else if (field.maxLength && raw.length > field.maxLength)
          errors[field.name] = { key: "admin.validation.maxLength", options: { count: field.maxLength } };
        else if (raw !== "" && field.pattern && !field.pattern.regex.test(raw)) errors[field.name] = { key: field.pattern.message };
        else if (raw !== "" && field.type === "email" && !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(raw))
          errors[field.name] = { key: "validation.email" };
        break;
      case "integer":
      case "decimal": {
        const n = parseNumber(value);
        if (n === null) {
          if (field.required) errors[field.name] = { key: "validation.required" };
        } else if (Number.isNaN(n) || (field.type === "integer" && !Number.isInteger(n))) {
          errors[field.name] = { key: field.type === "integer" ? "admin.validation.integer" : "admin.validation.number" };
        } else if (field.min !== undefined && n < field.min) {
          errors[field.name] = { key: "admin.validation.min", options: { min: field.min } };
        } else if (field.max !== undefined && n > field.max) {
          errors[field.name] = { key: "admin.validation.max", options: { max: field.max } };
        }
        break;
      }
      case "money": {
        if (raw === "") {
          if (field.required) errors[field.name] = { key: "validation.required" };
          break;
        }
        const cents = parseEuroToCents(raw);
        if (cents === null) errors[field.name] = { key: "admin.validation.money" };
        else if (cents < 0 && (field.min ?? 0) >= 0) errors[field.name] = { key: "admin.validation.moneyNegative" };
        else if ((field.min !== undefined && cents < field.min) || (field.max !== undefined && cents > field.max))
          errors[field.name] = { key: "admin.validation.moneyMax", options: { max: formatCents(field.max ?? -(field.min ?? 0)) } };
        break;
      }
      case "choice":
      case "reference":
        if (field.required && raw === "") errors[field.name] = { key: "validation.required" };
        break;
      case "color":
        if (raw !== "" && !/^#[0-9A-Fa-f]{6}$/.test(raw)) errors[field.name] = { key: "admin.validation.hex" };
        break;
      case "password":
        if (raw !== "" && text(value).length < PASSWORD_MIN_CHARS)
          errors[field.name] = { key: "validation.passwordTooShort", options: { min: PASSWORD_MIN_CHARS } };
        else if (new TextEncoder().encode(text(value)).length > PASSWORD_MAX_BYTES)
          errors[field.name] = { key: "validation.passwordTooLong", options: { max: PASSWORD_MAX_BYTES } };
        break;
      case "partFeatures": {
        const rows = (value as PartFeatureValue[] | undefined) ?? [];
        const ids = rows.map((r) => r.featureId);
        if (ids.some((id) => id === "")) errors[field.name] = { key: "admin.validation.featureMissing" };
        else if (new Set(ids).size !== ids.length) errors[field.name] = { key: "admin.validation.featureTwice" };
        break;
      }
      default:
        break;
    }
  }
  for (const [field, key] of Object.entries(def.validate?.(values) ?? {})) {
    if (!errors[field]) errors[field] = { key };
  }
  return errors;
}

/** Form values as the API body: money in cents, numbers as numbers, empty optional text as null. */
export function toBody(def: ResourceDef, values: FormValues, mode: FormMode, fixed: Record<string, unknown> = {}) {
  const body: Record<string, unknown> = {};
  for (const field of def.fields) {
    const value = values[field.name];
    const visible = isVisible(field, values, mode);
    switch (field.type) {
      case "boolean":
        body[field.name] = value === true;
        break;
      case "money": {
        const cents = visible ? parseEuroToCents(text(value)) : null;
        body[field.name] = cents;
        break;
      }
      case "integer":
      case "decimal":
      case "reference": {
        const n = visible ? parseNumber(value) : null;
        body[field.name] = n === null || Number.isNaN(n) ? null : n;
        break;
      }
      case "multiReference":
        body[field.name] = Array.isArray(value) ? value : [];
        break;
      case "partFeatures":
        body[field.name] = ((value as PartFeatureValue[] | undefined) ?? []).map((row, index) => ({
          featureId: Number(row.featureId),
          required: row.required,
          sortOrder: index,
        }));
        break;
      case "password":
        if (visible && text(value) !== "") body[field.name] = text(value);
        break;
      case "color": {
        const raw = visible ? text(value).trim() : "";
        body[field.name] = raw === "" ? null : raw.toUpperCase();
        break;
      }
      default: {
        const raw = visible ? text(value).trim() : "";
        body[field.name] = raw === "" && !field.required ? null : raw;
      }
    }
  }
  return { ...body, ...fixed };
}

/**
 * Server field errors (`details` of a 422) by form field; the rest go to the form's alert. A part's
 * features answer `features`, or `featureId` when the feature named does not exist.
 */
export function matchServerErrors(def: ResourceDef, details: FieldError[]) {
  const byField: Record<string, string> = {};
  const other: string[] = [];
  const names = def.fields.map((f) => f.name);
  const rowFields: Record<string, string> = {};
  for (const field of def.fields) if (field.type === "partFeatures") rowFields.featureId = field.name;
  for (const detail of details) {
    const match = names.find((n) => detail.field === n) ?? rowFields[detail.field];
    if (match) {
      if (!byField[match]) byField[match] = detail.message;
    } else {
      other.push(detail.message);
    }
  }
  return { byField, other };
}
