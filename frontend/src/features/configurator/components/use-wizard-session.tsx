import { useEffect, useLayoutEffect, useMemo, useRef, useState } from "react";
import { useBlocker, useNavigate } from "react-router-dom";
import { useTranslation } from "react-i18next";
import type { TFunction } from "i18next";
import { ConfirmDialog } from "@/components/ui/dialog";
import { toast } from "@/components/ui/toast/toast-store";
import { paths } from "@/config/paths";
import { errorMessage } from "@/lib/errors";
import { isApiError } from "@/lib/api-client";
import { useDebounced } from "@/lib/use-debounced";
import { useRepricing } from "@/lib/use-repricing";
import { disabledMap, refKey } from "@/lib/catalogue";
import { withBudgetQuery } from "@/lib/budget";
import { buildDraft, violationStep, type Selection, type WizardStep } from "@/lib/wizard";
import { useCatalogueExtras, useSaveConfiguration, useWizardEvaluation, type SaveTarget } from "@/features/configurator/api/wizard";
import type { Catalogue, Configuration, ItemRef, NumericTarget, Violation, Wizard } from "@/api/types";
import type { StepProps } from "@/components/configurator/step-props";
import type { LiveState, SummaryFields } from "./summary";
import type { Validity } from "./validity-pill";
import { useBudget, useBudgetedOptions } from "./budget";
import { usePinned } from "./use-pinned";
import { copyName } from "./owner";
import type { Mode, useWizardState } from "./use-wizard-state";

/** No pins nor targets: a saved configuration's evaluation takes none. */
const NO_PINS: ItemRef[] = [];
const NO_TARGETS: NumericTarget[] = [];

/**
 * The wizard's choices as the server judges them: the draft evaluated (debounced) with the pins and
 * targets of a new configuration, the last answer kept on screen (dimmed) while the next one loads or
 * when it fails, and the options greyed by the engine and by the budget.
 */
export function useWizardResult(data: Wizard, saved: Configuration | null, selection: Selection, customerId: SummaryFields["customerId"]) {
  const { catalogue, configurator, category } = data;
  const draft = useMemo(() => buildDraft(selection, catalogue), [selection, catalogue]);
  const debounced = useDebounced(draft, 250);
  // "Parti da una scelta" (in the URL): a new configuration's way to start; a saved one is evaluated without
  const pinned = usePinned(catalogue);
  const pins = saved ? NO_PINS : pinned.pins;
  const targets = saved ? NO_TARGETS : pinned.targets;
  const evaluationTarget = useMemo(
    () => (saved ? { publicId: saved.publicId, customerId } : { configuratorId: configurator.id, pins, targets }),
    [saved, customerId, configurator.id, pins, targets],
  );
  const evaluation = useWizardEvaluation(evaluationTarget, debounced);
  const [lastResult, setLastResult] = useState(evaluation.data);
  if (evaluation.data && evaluation.data !== lastResult) setLastResult(evaluation.data);
  const result = evaluation.data ?? lastResult;
  const repricing = useRepricing(evaluation, debounced, draft);
  const engineOff = useMemo(() => disabledMap(result?.disabled), [result]);
  // the budget (in the URL) greys what it cannot reach, by each option's lowest complete price
  const [budget, setBudget] = useBudget();
  const { lowest, disabled } = useBudgetedOptions(result, engineOff, budget);
  const states = useMemo(() => new Map((result?.states ?? []).map((s) => [refKey(s.item), s.status])), [result]);
  const prices = useMemo(() => (result ? new Map(result.options.map((o) => [refKey(o.item), o.amount])) : undefined), [result]);
  const featureIds = useMemo(() => catalogue.features.filter((f) => f.kind === "choice").map((f) => f.id), [catalogue.features]);
  const extras = useCatalogueExtras(category.id, featureIds).data;
  return {
    draft,
    debounced,
    pinned,
    pins,
    targets,
    releasePins: saved ? undefined : pinned.release,
    evaluation,
    result,
    updating: evaluation.isFetching || draft !== debounced,
    repricing,
    budget,
    setBudget,
    lowest,
    disabled,
    states,
    prices,
    extras,
  };
}

type WizardResult = ReturnType<typeof useWizardResult>;
type WizardState = ReturnType<typeof useWizardState>;

/** What every step is given: the choices, what the last evaluation said of each option, the pins. */
export function stepProps(catalogue: Catalogue, live: WizardResult, state: WizardState): StepProps {
  return {
    catalogue,
    selection: state.selection,
    setSelection: state.choose,
    disabled: live.disabled,
    states: live.states,
    extras: live.extras,
    prices: live.prices,
    lowest: live.lowest,
    pending: live.updating || live.evaluation.isError,
    repricing: live.repricing,
    notify: state.notify,
    pins: live.pins,
    targets: live.targets,
    releasePins: live.releasePins,
  };
}

/** What the live summary beside the steps shows: the price and the problems as they stand, the budget. */
export function liveStateOf(
  catalogue: Catalogue,
  live: WizardResult,
  state: WizardState,
  judged: Pick<LiveState, "hasModel" | "validity" | "problems" | "onRepair">,
): LiveState {
  const { evaluation } = live;
  return {
    ...judged,
    evaluation: live.result,
    pending: judged.hasModel && live.updating,
    stale: evaluation.isError || !evaluation.data,
    error: evaluation.isError ? evaluation.error : null,
    onRetry: () => void evaluation.refetch(),
    catalogue,
    pins: live.pins,
    targets: live.targets,
    selection: state.selection,
    setSelection: state.choose,
    budget: live.budget,
    setBudget: live.setBudget,
  };
}

/** The "missing" violations make a configuration incomplete; the others make it invalid. */
const MISSING = new Set(["missing_type", "missing_model", "required_part_missing", "missing_feature_value"]);
const isInvalid = (v: Violation) => !MISSING.has(v.code);
// a number out of its range shows on its field, not again above the step
const onField = (v: Violation) => v.code === "quantity_out_of_range" && /\.values\[\d+\]$/.test(v.path);

/**
 * Validity, judged once a model is chosen, each rule's violation on the step holding its items: what the
 * user has reached shows in the live summary, what is on an engaged step above it.
 */
export function judge({
  result,
  hasModel,
  onSummary,
  stepIndex,
  engaged,
  stepOf,
}: {
  result: ReturnType<typeof useWizardResult>["result"];
  hasModel: boolean;
  onSummary: boolean;
  stepIndex: number;
  engaged: ReadonlySet<number>;
  stepOf: (v: Violation) => number;
}) {
  const invalid = hasModel ? (result?.violations ?? []).filter(isInvalid) : [];
  const reached = invalid.filter((v) => stepOf(v) < stepIndex || (stepOf(v) === stepIndex && engaged.has(stepIndex)));
  const here = engaged.has(stepIndex) ? invalid.filter((v) => stepOf(v) === stepIndex && !onField(v)) : [];
  const validity: Validity | null =
    !hasModel || !result
      ? null
      : reached.length > 0 || (result.repairs ?? []).length > 0
        ? "invalid"
        : result.complete && result.valid
          ? "valid"
          : onSummary
            ? result.valid
              ? "incomplete"
              : "invalid"
            : null;
  return { reached, here, validity };
}

/** The step of each violation, for `judge`. */
export function violationSteps(data: Wizard, steps: WizardStep[], draft: ReturnType<typeof buildDraft>) {
  return (v: Violation) => violationStep(v, steps, data.configurator.definition, data.catalogue, draft);
}

/** Leaving with unsaved changes asks first: in-app navigation and closing or reloading the tab. */
export function useLeaveGuard(dirty: boolean) {
  const { t } = useTranslation();
  const dirtyRef = useRef(dirty);
  useLayoutEffect(() => {
    dirtyRef.current = dirty;
  }, [dirty]);
  const blocker = useBlocker(({ currentLocation, nextLocation }) => dirtyRef.current && currentLocation.pathname !== nextLocation.pathname);
  useEffect(() => {
    if (!dirty) return;
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      event.returnValue = "";
    };
    window.addEventListener("beforeunload", onBeforeUnload);
    return () => window.removeEventListener("beforeunload", onBeforeUnload);
  }, [dirty]);
  const dialog = blocker.state === "blocked" && (
    <ConfirmDialog
      title={t("wizard.leaveTitle")}
      describedBy="wz-leave-text"
      confirmLabel={t("wizard.leave")}
      danger
      onConfirm={() => blocker.proceed()}
      onClose={() => blocker.reset()}
    >
      <p id="wz-leave-text">{t("wizard.leaveConfirm")}</p>
    </ConfirmDialog>
  );
  /** After a save nothing is unsaved, before the state says so (the navigation that follows must not ask). */
  const release = () => {
    dirtyRef.current = false;
  };
  return { dialog, release };
}

/**
 * After a save the summary shows what to do next, and the focus goes to it so that keyboard and screen
 * reader users keep their place; a saved configuration opens at the top of the page.
 */
export function useSavedFocus(opensSaved: boolean, savedAt: number) {
  useEffect(() => {
    if (opensSaved) window.scrollTo(0, 0);
  }, [opensSaved]);
  useEffect(() => {
    if (savedAt === 0) return;
    const frame = window.requestAnimationFrame(() => document.getElementById("wz-saved-title")?.focus());
    return () => window.cancelAnimationFrame(frame);
  }, [savedAt]);
}

/**
 * Saves the configuration: new, over the saved one, or (`asCopy`) as the user's own copy (the original,
 * someone else's, stays as it is). A new configuration or a copy moves to its edit route.
 */
export function useStore({
  mode,
  saved,
  configuratorId,
  selection,
  fields,
  defaultName,
  draft,
  budget,
  onSaved,
}: {
  mode: Mode;
  saved: Configuration | null;
  configuratorId: number;
  selection: Selection;
  fields: SummaryFields;
  defaultName: string;
  draft: ReturnType<typeof buildDraft>;
  budget: number | null;
  onSaved: (asSaved: { selection: Selection; fields: SummaryFields }) => void;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const save = useSaveConfiguration();
  const store = (asDraft: boolean, asCopy: boolean) => {
    const typed = fields.name.trim() || defaultName;
    const name = asCopy && saved ? copyName(typed, saved.name, t) : typed;
    const target: SaveTarget =
      mode.kind === "new" || !saved
        ? { kind: "new", configuratorId }
        : mode.kind === "edit" && !asCopy
          ? { kind: "edit", publicId: saved.publicId, version: saved.version }
          : { kind: "copy", sourceId: saved.publicId };
    save.mutate(
      { target, body: { name, notes: fields.notes.trim() || null, customerId: fields.customerId, draft } },
      {
        onSuccess: (row) => {
          toast.success(t(asCopy ? "wizard.savedCopy" : asDraft ? "wizard.savedDraft" : "wizard.saved"));
          onSaved({ selection, fields });
          if (row?.publicId && (mode.kind !== "edit" || row.publicId !== saved?.publicId)) {
            navigate(withBudgetQuery(paths.configurator.edit.getHref(row.publicId), budget), { replace: true, state: { justSaved: true } });
          }
        },
        onError: (error) => toast.error(saveError(t, error, mode)),
      },
    );
  };
  return { store, saving: save.isPending };
}

function saveError(t: TFunction, error: unknown, mode: Mode): string {
  const missing = isApiError(error) && (error.status === 404 || error.status === 405 || error.code === "unknown_error");
  if (missing && mode.kind === "new") return t("wizard.saveUnavailable");
  if (isApiError(error) && error.code === "stale_version") return t("wizard.staleVersion");
  return errorMessage(t, error);
}
