import type { Definition, ItemRef, Rule, Step, StepKind } from "@/api/types";
import { refKey } from "@/lib/catalogue";

/**
 * The definition while it is edited, and back to the contract's JSON: steps always in the fixed
 * order (type optional, model, parts, one or more features, summary), rules with generated ids.
 */

/** A step of the editor: every kind's fields, plus a key that survives reordering. */
export interface EditorStep {
  key: string;
  kind: StepKind;
  title: string;
  help: string;
  /** The English texts; empty, English readers see the Italian ones. */
  titleEn: string;
  helpEn: string;
  attributeIds: number[];
  featureIds: number[];
}

export interface EditorDefinition {
  steps: EditorStep[];
  rules: Rule[];
}

export const STEP_ORDER: readonly StepKind[] = ["type", "model", "parts", "features", "summary"];

let keySeed = 0;
export function newStepKey(): string {
  keySeed += 1;
  return `s${keySeed}`;
}

export function newStep(kind: StepKind, title: string): EditorStep {
  return { key: newStepKey(), kind, title, help: "", titleEn: "", helpEn: "", attributeIds: [], featureIds: [] };
}

const ids = (value: unknown): number[] =>
  Array.isArray(value) ? value.map(Number).filter((n) => Number.isInteger(n) && n > 0) : [];

/** Stable sort by the fixed order; features steps keep their relative order. */
export function sortSteps(steps: EditorStep[]): EditorStep[] {
  return steps
    .map((step, index) => ({ step, index }))
    .sort((a, b) => STEP_ORDER.indexOf(a.step.kind) - STEP_ORDER.indexOf(b.step.kind) || a.index - b.index)
    .map(({ step }) => step);
}

/**
 * The editor's copy of a saved definition (or a new one), with every mandatory step present:
 * model, parts, at least one features step, summary. `titles` names the steps it adds.
 */
export function fromDefinition(definition: Partial<Definition> | null | undefined, titles: Record<StepKind, string>): EditorDefinition {
  const steps: EditorStep[] = [];
  const seen = new Set<StepKind>();
  for (const raw of Array.isArray(definition?.steps) ? definition.steps : []) {
    const kind = raw?.kind;
    if (!STEP_ORDER.includes(kind)) continue;
    if (kind !== "features" && seen.has(kind)) continue;
    seen.add(kind);
    const source = raw as Record<string, unknown>;
    steps.push({
      key: newStepKey(),
      kind,
      title: typeof raw.title === "string" ? raw.title : "",
      help: typeof raw.help === "string" ? raw.help : "",
      titleEn: typeof raw.titleEn === "string" ? raw.titleEn : "",
      helpEn: typeof raw.helpEn === "string" ? raw.helpEn : "",
      attributeIds: ids(source.attributeIds),
      featureIds: ids(source.featureIds),
    });
  }
  const isNew = !definition || !Array.isArray(definition.steps) || definition.steps.length === 0;
  for (const kind of STEP_ORDER) {
    if (seen.has(kind)) continue;
    // the type step is optional: a new definition offers it, a saved one without it keeps it out
    if (kind === "type" && !isNew) continue;
    steps.push(newStep(kind, titles[kind]));
  }
  const rules = (Array.isArray(definition?.rules) ? definition.rules : []).map((rule) => ({
    id: String(rule.id),
    kind: rule.kind === "requires" ? ("requires" as const) : ("excludes" as const),
    if: Array.isArray(rule.if) ? rule.if.map(copyRef) : [],
    then: Array.isArray(rule.then) ? rule.then.map(copyRef) : [],
    ...(rule.message ? { message: rule.message } : {}),
    ...(rule.messageEn ? { messageEn: rule.messageEn } : {}),
  }));
  return { steps: sortSteps(steps), rules };
}

/** The contract's JSON: each step with only its kind's fields, in the fixed order. */
export function toDefinition(editor: EditorDefinition): Definition {
  const steps: Step[] = sortSteps(editor.steps).map((step) => {
    const title = step.title.trim();
    const help = step.help.trim();
    const titleEn = step.titleEn.trim();
    const helpEn = step.helpEn.trim();
    const texts = { title, help, ...(titleEn ? { titleEn } : {}), ...(helpEn ? { helpEn } : {}) };
    switch (step.kind) {
      case "model":
        return { kind: "model", ...texts, attributeIds: [...step.attributeIds] };
      case "features":
        return { kind: "features", ...texts, featureIds: [...step.featureIds] };
      default:
        return { kind: step.kind, ...texts };
    }
  });
  const rules: Rule[] = editor.rules.map((rule) => {
    const message = rule.message?.trim();
    const messageEn = rule.messageEn?.trim();
    return {
      id: rule.id,
      kind: rule.kind,
      if: rule.if.map(copyRef),
      then: rule.then.map(copyRef),
      ...(message ? { message } : {}),
      ...(messageEn ? { messageEn } : {}),
    };
  });
  return { steps, rules };
}

/** An item of a rule: a value may name the part it is on (without one, it is the value on any part). */
function copyRef(ref: ItemRef): ItemRef {
  const partId = ref.kind === "feature_value" && ref.partId != null ? Number(ref.partId) : null;
  return { kind: ref.kind, id: Number(ref.id), ...(partId !== null ? { partId } : {}) };
}

/** "r1", "r2", …: one more than the highest `rN` in use. */
export function nextRuleId(rules: Rule[]): string {
  let max = 0;
  for (const rule of rules) {
    const match = /^r(\d+)$/.exec(rule.id);
    if (match) max = Math.max(max, Number(match[1]));
  }
  let next = max + 1;
  while (rules.some((rule) => rule.id === `r${next}`)) next += 1;
  return `r${next}`;
}

/** The same item: a value on one part is another item than the value on any part. */
export const sameRef = (a: ItemRef, b: ItemRef) => refKey(a) === refKey(b);

/** Where a server `details[].field` points: a rule, a step, or a field of the configurator. */
export type DetailTarget =
  | { area: "rule"; index: number; rest: string }
  | { area: "step"; index: number; rest: string }
  | { area: "field"; field: string };

/** The server's paths: `definition.rules[2].then[0]`, `definition.steps[1].title`, `name`. */
export function parseDetailPath(path: string): DetailTarget {
  const match = /^definition\.(rules|steps)\[(\d+)\]\.?(.*)$/.exec(path);
  if (match) {
    return { area: match[1] === "rules" ? "rule" : "step", index: Number(match[2]), rest: match[3] ?? "" };
  }
  return { area: "field", field: path };
}

export interface DetailErrors {
  /** By the index of the rule in the definition sent. */
  rules: Record<number, string[]>;
  steps: Record<number, string[]>;
  fields: Record<string, string>;
  other: string[];
}

export const FORM_FIELDS = ["name", "description", "categoryId"] as const;

export function splitDetails(details: { field: string; message: string }[]): DetailErrors {
  const out: DetailErrors = { rules: {}, steps: {}, fields: {}, other: [] };
  for (const detail of details) {
    const target = parseDetailPath(detail.field);
    if (target.area === "rule") (out.rules[target.index] ??= []).push(detail.message);
    else if (target.area === "step") (out.steps[target.index] ??= []).push(detail.message);
    else if ((FORM_FIELDS as readonly string[]).includes(target.field)) out.fields[target.field] ??= detail.message;
    else out.other.push(detail.message);
  }
  return out;
}
