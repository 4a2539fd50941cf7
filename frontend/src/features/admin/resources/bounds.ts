import { BOUNDS } from "@/api/bounds";
import { isTextField, type FieldDef, type ResourceDef } from "./types";

/** What the contract states of one field of an input (src/api/bounds.ts). */
interface Bound {
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  minimum?: number;
  maximum?: number;
}

const stated: Record<string, Record<string, Bound>> = BOUNDS;

/**
 * A description whose fields check what the server's contract says they accept (lengths, characters,
 * ranges), so the form refuses before sending what the server would. What a field says itself wins: a
 * stricter rule the contract cannot state (a quantity's range) or the message of a pattern.
 */
export function withBounds<D extends ResourceDef>(def: D): D {
  const fields = stated[def.base] ?? {};
  return { ...def, fields: def.fields.map((field) => bounded(field, fields[field.name])) };
}

function bounded(field: FieldDef, bound: Bound | undefined): FieldDef {
  if (!bound) return field;
  if (isTextField(field)) {
    const regex = bound.pattern === undefined ? undefined : new RegExp(bound.pattern, "u");
    const pattern = regex && { regex, message: field.patternMessage ?? "admin.validation.characters" };
    return { ...field, maxLength: field.maxLength ?? bound.maxLength, minLength: field.minLength ?? bound.minLength, pattern: field.pattern ?? pattern };
  }
  if (field.type === "integer" || field.type === "decimal" || field.type === "money")
    return { ...field, min: field.min ?? bound.minimum, max: field.max ?? bound.maximum };
  return field;
}
