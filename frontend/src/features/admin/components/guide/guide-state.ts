/**
 * The "Nuovo prodotto" guide's state: the steps in the order the catalogue depends on (a type needs its
 * category, a part the features it offers, a model its type and parts, a configurator the category's models),
 * what each step created or chose, and which step is open. A pure reducer, so its rules are tested alone.
 */

export const GUIDE_STEPS = ["category", "type", "features", "parts", "model", "configurator", "done"] as const;
export type GuideStep = (typeof GUIDE_STEPS)[number];

/** A step that holds one item; the others hold several (features, parts). */
export type SingleStep = "category" | "type" | "model" | "configurator";
export type ManyStep = "features" | "parts";

/** An item created or chosen in a step: enough to name it, link to it and use it in the next steps. */
export interface Picked {
  id: number;
  name: string;
  /** A category's slug (the wizard's address). */
  slug?: string;
  /** A configurator's status. */
  status?: string;
}

export interface GuideState {
  step: GuideStep;
  category: Picked | null;
  type: Picked | null;
  features: Picked[];
  parts: Picked[];
  model: Picked | null;
  configurator: Picked | null;
}

export type GuideAction =
  | { type: "pick"; step: SingleStep; item: Picked; advance?: boolean }
  | { type: "add"; step: ManyStep; item: Picked }
  | { type: "remove"; step: ManyStep; id: number }
  | { type: "next" }
  | { type: "back" }
  | { type: "go"; step: GuideStep }
  | { type: "reset" };

export const INITIAL_GUIDE: GuideState = {
  step: "category",
  category: null,
  type: null,
  features: [],
  parts: [],
  model: null,
  configurator: null,
};

/** Whether a step is complete: its item chosen (a configurator published), or at least one feature or part. */
export function isStepDone(state: GuideState, step: GuideStep): boolean {
  switch (step) {
    case "category":
    case "type":
    case "model":
      return state[step] !== null;
    case "features":
    case "parts":
      return state[step].length > 0;
    case "configurator":
      return state.configurator?.status === "published";
    case "done":
      return false;
  }
}

/** Whether a step can be opened: what it builds on is there (features are optional, parts are not). */
export function canEnter(state: GuideState, step: GuideStep): boolean {
  switch (step) {
    case "category":
      return true;
    case "type":
      return state.category !== null;
    case "features":
    case "parts":
      return state.type !== null;
    case "model":
      return state.type !== null && state.parts.length > 0;
    case "configurator":
      return state.model !== null;
    case "done":
      return isStepDone(state, "configurator");
  }
}

const indexOf = (step: GuideStep) => GUIDE_STEPS.indexOf(step);
const move = (state: GuideState, step: GuideStep | undefined): GuideState => (step && canEnter(state, step) ? { ...state, step } : state);

/** What a new choice makes stale: a type belongs to its category, a model to its type, a configurator to the category. */
function pick(state: GuideState, step: SingleStep, item: Picked): GuideState {
  const changed = state[step]?.id !== item.id;
  const next = { ...state, [step]: item };
  if (!changed) return next;
  if (step === "category") return { ...next, type: null, model: null, configurator: null };
  if (step === "type") return { ...next, model: null };
  return next;
}

export function guideReducer(state: GuideState, action: GuideAction): GuideState {
  switch (action.type) {
    case "pick": {
      const picked = pick(state, action.step, action.item);
      return action.advance ? move(picked, GUIDE_STEPS[indexOf(action.step) + 1]) : picked;
    }
    case "add": {
      const others = state[action.step].filter((item) => item.id !== action.item.id);
      return { ...state, [action.step]: [...others, action.item] };
    }
    case "remove":
      return { ...state, [action.step]: state[action.step].filter((item) => item.id !== action.id) };
    case "next":
      return move(state, GUIDE_STEPS[indexOf(state.step) + 1]);
    case "back":
      return move(state, GUIDE_STEPS[indexOf(state.step) - 1]);
    case "go":
      return move(state, action.step);
    case "reset":
      return INITIAL_GUIDE;
  }
}

/** A state read back from storage, or the initial one when it is not one (an older shape, a hand edit). */
export function restoreGuide(raw: string | null): GuideState {
  if (!raw) return INITIAL_GUIDE;
  try {
    const parsed = JSON.parse(raw) as Partial<GuideState>;
    if (!parsed || !GUIDE_STEPS.includes(parsed.step as GuideStep) || !Array.isArray(parsed.features) || !Array.isArray(parsed.parts)) {
      return INITIAL_GUIDE;
    }
    return { ...INITIAL_GUIDE, ...parsed } as GuideState;
  } catch {
    return INITIAL_GUIDE;
  }
}
