import { useReducer } from "react";
import type { TFunction } from "i18next";
import type { Configuration } from "@/api/types";
import { EMPTY_SELECTION, selectionFromDraft, type Selection } from "@/lib/wizard";
import type { SummaryFields } from "./summary";

/** What the wizard opens: a new configuration of a category, a saved one, or a copy of one. */
export type Mode =
  | { kind: "new"; category: string }
  | { kind: "edit"; opaqueId: string }
  | { kind: "copy"; opaqueId: string };

/** What the user has done in the wizard: their choices, the summary's fields, where they are and what was said. */
interface WizardState {
  selection: Selection;
  fields: SummaryFields;
  stepIndex: number;
  /** The selection and fields as last saved (or opened), to tell unsaved changes; "saved" once a copy is saved. */
  baseline: string;
  /** The steps where the user chose something or tried to move on: only there a problem shows in red. */
  engaged: ReadonlySet<number>;
  /** What a change the user confirmed did ("Scegli comunque", a repair), said once in a live region. */
  notice: string;
  /** Counts the saves of this screen (1 when it opens right after one), so the focus goes to what comes next. */
  savedAt: number;
}

type WizardAction =
  | { type: "select"; update: (s: Selection) => Selection; engage: boolean }
  | { type: "fields"; update: (f: SummaryFields) => SummaryFields }
  | { type: "engage"; index: number }
  | { type: "goTo"; index: number; defaultName: string | null }
  | { type: "notify"; notice: string }
  | { type: "reload"; selection: Selection; fields: SummaryFields }
  | { type: "saved"; baseline: string };

const snapshot = (selection: Selection, fields: SummaryFields) => JSON.stringify([selection, fields]);

const engaged = (state: WizardState, index: number) => (state.engaged.has(index) ? state.engaged : new Set(state.engaged).add(index));

function reduce(state: WizardState, action: WizardAction): WizardState {
  switch (action.type) {
    case "select":
      return {
        ...state,
        selection: action.update(state.selection),
        engaged: action.engage ? engaged(state, state.stepIndex) : state.engaged,
      };
    case "fields":
      return { ...state, fields: action.update(state.fields) };
    case "engage":
      return { ...state, engaged: engaged(state, action.index) };
    case "goTo":
      return {
        ...state,
        engaged: action.index > state.stepIndex ? engaged(state, state.stepIndex) : state.engaged,
        // the summary opens with the default name written in, when the user gave none
        fields: action.defaultName !== null && !state.fields.name.trim() ? { ...state.fields, name: action.defaultName } : state.fields,
        stepIndex: action.index,
        notice: "",
      };
    case "notify":
      return { ...state, notice: action.notice };
    case "reload":
      return { ...state, selection: action.selection, fields: action.fields, baseline: snapshot(action.selection, action.fields) };
    case "saved":
      return { ...state, baseline: action.baseline, savedAt: state.savedAt + 1 };
  }
}

export function initialFields(mode: Mode, saved: Configuration | null, t: TFunction): SummaryFields {
  if (!saved) return { name: "", notes: "", customerId: null };
  return {
    name: mode.kind === "copy" ? t("wizard.copyOf", { name: saved.name }) : saved.name,
    notes: saved.notes ?? "",
    customerId: saved.customerId ?? null,
  };
}

/**
 * The wizard's state in one reducer: the user's choices and fields, the step, what was engaged and said,
 * and whether anything is unsaved. `justSaved`: the screen opens right after a save (a new
 * configuration arrives at its edit route so).
 */
export function useWizardState(mode: Mode, saved: Configuration | null, stepCount: number, justSaved: boolean, t: TFunction) {
  const [state, dispatch] = useReducer(reduce, null, (): WizardState => {
    const selection = saved ? selectionFromDraft(saved.draft) : EMPTY_SELECTION;
    const fields = initialFields(mode, saved, t);
    return {
      selection,
      fields,
      // a saved configuration (and its copy) opens on its summary
      stepIndex: saved ? stepCount - 1 : 0,
      baseline: snapshot(selection, fields),
      engaged: new Set(),
      notice: "",
      savedAt: justSaved ? 1 : 0,
    };
  });
  const current = snapshot(state.selection, state.fields);
  return {
    ...state,
    dirty: mode.kind === "copy" ? state.baseline !== "saved" : current !== state.baseline,
    /** A choice on the current step, which engages it. */
    choose: (update: (s: Selection) => Selection) => dispatch({ type: "select", update, engage: true }),
    /** A change the user confirmed elsewhere (a repair). */
    setSelection: (update: (s: Selection) => Selection) => dispatch({ type: "select", update, engage: false }),
    setFields: (update: (f: SummaryFields) => SummaryFields) => dispatch({ type: "fields", update }),
    engage: (index: number) => dispatch({ type: "engage", index }),
    /** `defaultName`: written into the fields when the step is the summary and they name nothing. */
    goTo: (index: number, defaultName: string | null) => dispatch({ type: "goTo", index, defaultName }),
    notify: (notice: string) => dispatch({ type: "notify", notice }),
    /** What was saved from elsewhere replaces what is on screen, which then has nothing unsaved. */
    reload: (replaced: Configuration) =>
      dispatch({ type: "reload", selection: selectionFromDraft(replaced.draft), fields: initialFields(mode, replaced, t) }),
    /** Saved as the user had it when they saved (`asSaved`, the snapshot taken then). */
    markSaved: (asSaved: { selection: Selection; fields: SummaryFields }) =>
      dispatch({ type: "saved", baseline: mode.kind === "copy" ? "saved" : snapshot(asSaved.selection, asSaved.fields) }),
  };
}
