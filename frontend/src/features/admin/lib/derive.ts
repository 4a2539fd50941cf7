import { useState } from "react";
import type { FieldDef, FormMode, FormValues, ResourceDef } from "@/features/admin/resources/types";

/** Words of a text without accents ("Poltrona Relax è" -> ["Poltrona", "Relax", "e"]). */
const words = (text: string) =>
  text
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .split(/[^A-Za-z0-9]+/)
    .filter(Boolean);

const cut = (joined: string, max?: number) => (max ? joined.slice(0, max).replace(/-+$/, "") : joined);

/** "Divani & Poltrone è" -> "divani-poltrone-e": what `^[a-z0-9-]+$` accepts. */
export const slugOf = (text: string, max?: number) => cut(words(text).join("-").toLowerCase(), max);

/** "Finitura gambe" -> "FINITURA-GAMBE": what `^[A-Za-z0-9._-]+$` accepts, in the catalogue's upper-case style. */
export const codeOf = (text: string, max?: number) => cut(words(text).join("-").toUpperCase(), max);

/** The value a derived field takes from its source's text. */
export function derivedValue(field: FieldDef, source: unknown): string | null {
  if (!("derive" in field) || !field.derive) return null;
  const text = typeof source === "string" ? source : "";
  return field.derive.as === "slug" ? slugOf(text, field.maxLength) : codeOf(text, field.maxLength);
}

/**
 * The fields of a new item that follow another as it is typed (a slug its name): a field stops following once
 * the admin types in it, and follows again when emptied. An existing item's fields never change by themselves
 * (a category's slug is in saved links).
 */
export function useDerivedFields(def: ResourceDef, mode: FormMode) {
  const derived = (name: string) => mode === "create" && def.fields.some((f) => f.name === name && "derive" in f && f.derive);
  const [following, setFollowing] = useState<ReadonlySet<string>>(() => new Set(def.fields.map((f) => f.name).filter(derived)));
  /** The changes one edit makes: the field itself and the fields following it. */
  return (name: string, value: unknown): FormValues => {
    const follows = value === "";
    if (derived(name) && following.has(name) !== follows) {
      const next = new Set(following);
      if (follows) next.add(name);
      else next.delete(name);
      setFollowing(next);
    }
    const changes: FormValues = { [name]: value };
    for (const field of def.fields) {
      if ("derive" in field && field.derive?.from === name && following.has(field.name)) changes[field.name] = derivedValue(field, value);
    }
    return changes;
  };
}
