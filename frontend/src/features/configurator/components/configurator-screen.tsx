import { useEffect, useLayoutEffect, useMemo, useRef, useState, type ComponentType } from "react";
import { Link, useBlocker, useLocation, useNavigate } from "react-router-dom";
import { useTranslation } from "react-i18next";
import { Page } from "@/components/ui/page";
import { ConfirmDialog } from "@/components/ui/dialog";
import { EmptyState } from "@/components/ui/empty-state";
import { PageSpinner } from "@/components/ui/spinner";
import { toast } from "@/components/ui/toast/toast-store";
import { paths } from "@/config/paths";
import { errorMessage } from "@/lib/errors";
import { isApiError } from "@/lib/api-client";
import { useDebounced } from "@/lib/use-debounced";
import { formatDate } from "@/lib/format";
import { disabledMap, refKey } from "@/lib/catalogue";
import { withBudgetQuery } from "@/lib/budget";
import {
  useCatalogueExtras,
  useCategoryWizard,
  useConfiguration,
  useSaveConfiguration,
  useWizardEvaluation,
  type SaveTarget,
} from "@/features/configurator/api/wizard";
import type { Catalogue, Configuration, ItemRef, NumericTarget, Violation, Wizard } from "@/api/types";
import {
  applyRepair,
  buildDraft,
  EMPTY_SELECTION,
  selectionFromDraft,
  stepBlocker,
  stepDone,
  violationStep,
  wizardSteps,
  type Selection,
} from "@/lib/wizard";
import { FeaturesStep, ModelStep, PartsStep, TypeStep, type StepProps } from "@/components/configurator/steps";
import { useDropName } from "@/components/configurator/pin-marker";
import { LiveSummary, Problems, SummaryStep, type LiveState, type SummaryFields } from "./summary";
import type { Validity } from "./validity-pill";
import { useBudget, useBudgetedOptions } from "./budget";
import { PinPanel } from "./pin-panel";
import { usePinned } from "./use-pinned";
import { copyName, OwnerLine, useOthersConfiguration, useOwnerGuard } from "./owner";
import "./wizard.css";

export type Mode =
  | { kind: "new"; category: string }
  | { kind: "edit"; opaqueId: string }
  | { kind: "copy"; opaqueId: string };

/** The saved configuration's first action, sending it as a customization request: given by the route,
 *  since requests are a feature of their own. */
export type RequestButton = ComponentType<{ configuration: Configuration; disabledReason: string | null; className?: string }>;

/** The saved configuration's PDF quote, in the same action bar: given by the route, as quotes are a feature of their own. */
export type QuoteButton = ComponentType<{ publicId: string; name: string; className?: string }>;

/** Shown under the summary of a saved configuration (the route mounts the customization requests). */
export type SavedPanel = ComponentType<{
  configuration: Configuration;
  ready: boolean;
  dirty: boolean;
  /** The category's catalogue, which names the items. */
  catalogue: Catalogue;
  /** The configuration was saved again from elsewhere (a revision restored): the wizard shows that. */
  onReplaced: (saved: Configuration) => void;
}>;

/**
 * The configurator wizard shared by new, edit and copy (docs/product.md sections 4 and 9): a stepper
 * following the definition's steps, options ruled out greyed out with their reason, the price and the
 * problems re-evaluated (debounced) as the user clicks, and the summary that saves.
 */
export function ConfiguratorScreen({
  mode,
  savedPanel,
  requestButton,
  quoteButton,
}: {
  mode: Mode;
  savedPanel?: SavedPanel;
  requestButton?: RequestButton;
  quoteButton?: QuoteButton;
}) {
  const { t } = useTranslation();
  const saved = useConfiguration(mode.kind === "new" ? undefined : mode.opaqueId);
  const slug = mode.kind === "new" ? mode.category : saved.data?.categorySlug;
  const wizard = useCategoryWizard(slug);
  const title =
    mode.kind === "new" ? t("configurator.newHeading") : mode.kind === "edit" ? t("titles.configurationEdit") : t("titles.configurationCopy");

  const failure = saved.error ?? wizard.error;
  if (failure) {
    const notFound = isApiError(failure) && failure.status === 404;
    return (
      <Page
        title={title}
        breadcrumbs={[{ label: t("titles.home"), to: paths.home.getHref() }, { label: title }]}
        badge={mode.kind === "copy" ? <CopyBadge /> : undefined}
      >
        <EmptyState
          icon="box"
          title={notFound ? t("wizard.notFoundTitle") : t("errors.generic")}
          text={notFound ? t(mode.kind === "new" ? "wizard.notFoundCategory" : "wizard.notFoundConfiguration") : errorMessage(t, failure)}
        />
      </Page>
    );
  }
  if (!wizard.data || (mode.kind !== "new" && !saved.data)) return <PageSpinner />;
  return <Wizard key={`${mode.kind}-${slug}-${saved.data?.publicId ?? ""}`} mode={mode} data={wizard.data} saved={saved.data ?? null} savedPanel={savedPanel} requestButton={requestButton} quoteButton={quoteButton} />;
}

/** Beside the title of a copy. */
function CopyBadge() {
  const { t } = useTranslation();
  return (
    <span className="badge badge--accent" data-testid="clone-badge">
      {t("configurator.copyBadge")}
    </span>
  );
}

function initialFields(mode: Mode, saved: Configuration | null, t: (k: "wizard.copyOf", o: { name: string }) => string): SummaryFields {
  if (!saved) return { name: "", notes: "", customerId: null };
  return {
    name: mode.kind === "copy" ? t("wizard.copyOf", { name: saved.name }) : saved.name,
    notes: saved.notes ?? "",
    customerId: saved.customerId ?? null,
  };
}

/** No pins nor targets: a saved configuration's evaluation takes none. */
const NO_PINS: ItemRef[] = [];
const NO_TARGETS: NumericTarget[] = [];

/** The "missing" violations make a configuration incomplete; the others make it invalid. */
const MISSING = new Set(["missing_type", "missing_model", "required_part_missing", "missing_feature_value"]);
const isInvalid = (v: Violation) => !MISSING.has(v.code);

/** A saved configuration's summary opens with its one action bar: send a request, the quote, copy it, back to the list. */
function SavedActions({
  configuration,
  requestButton: RequestButton,
  quoteButton: QuoteButton,
}: {
  configuration: Configuration;
  requestButton?: RequestButton;
  quoteButton?: QuoteButton;
}) {
  const { t } = useTranslation();
  const ready = configuration.complete && configuration.valid;
  return (
    <section className="wz-saved" aria-labelledby="wz-saved-title" data-testid="saved-actions">
      <h3 id="wz-saved-title" className="summary__subtitle" tabIndex={-1}>
        {t("wizard.savedTitle")}
      </h3>
      <p className="muted">{t("wizard.savedText")}</p>
      <div className="wz-actions">
        {RequestButton && (
          <RequestButton configuration={configuration} disabledReason={ready ? null : t("requests.notReady")} className="button button--primary" />
        )}
        {QuoteButton && <QuoteButton publicId={configuration.publicId} name={configuration.name} />}
        <Link className="button" to={paths.configurator.copy.getHref(configuration.publicId)}>
          {t("wizard.copyThis")}
        </Link>
        <Link className="button" to={paths.user.configurations.getHref()}>
          {t("wizard.backToList")}
        </Link>
      </div>
    </section>
  );
}

function Wizard({
  mode,
  data,
  saved,
  savedPanel: SavedPanel,
  requestButton,
  quoteButton,
}: {
  mode: Mode;
  data: Wizard;
  saved: Configuration | null;
  savedPanel?: SavedPanel;
  requestButton?: RequestButton;
  quoteButton?: QuoteButton;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { catalogue, configurator, category } = data;
  const steps = useMemo(() => wizardSteps(configurator.definition, catalogue), [configurator.definition, catalogue]);
  const [selection, setSelection] = useState<Selection>(() => (saved ? selectionFromDraft(saved.draft) : EMPTY_SELECTION));
  const [fields, setFields] = useState<SummaryFields>(() => initialFields(mode, saved, t));
  // a saved configuration (and its copy) opens on its summary
  const [stepIndex, setStepIndex] = useState(saved ? steps.length - 1 : 0);
  const [baseline, setBaseline] = useState(() => JSON.stringify([selection, fields]));
  const dirty = mode.kind === "copy" ? baseline !== "saved" : JSON.stringify([selection, fields]) !== baseline;
  const dirtyRef = useRef(dirty);
  useLayoutEffect(() => {
    dirtyRef.current = dirty;
  }, [dirty]);

  const draft = useMemo(() => buildDraft(selection, catalogue), [selection, catalogue]);
  const debounced = useDebounced(draft, 250);
  // "Parti da una scelta" (in the URL): a new configuration's way to start; a saved one is evaluated without
  const pinned = usePinned(catalogue);
  const pins = saved ? NO_PINS : pinned.pins;
  const targets = saved ? NO_TARGETS : pinned.targets;
  const releasePins = saved ? undefined : pinned.release;
  const dropName = useDropName(catalogue, pins, targets);
  const evaluationTarget = useMemo(
    () => (saved ? { publicId: saved.publicId, customerId: fields.customerId } : { configuratorId: configurator.id, pins, targets }),
    [saved, fields.customerId, configurator.id, pins, targets],
  );
  const evaluation = useWizardEvaluation(evaluationTarget, debounced);
  // the last answer stays on screen (dimmed) while the next one loads or when it fails
  const [lastResult, setLastResult] = useState(evaluation.data);
  if (evaluation.data && evaluation.data !== lastResult) setLastResult(evaluation.data);
  const result = evaluation.data ?? lastResult;
  const engineOff = useMemo(() => disabledMap(result?.disabled), [result]);
  // the budget (in the URL) greys what it cannot reach, by each option's lowest complete price
  const [budget, setBudget] = useBudget();
  const { lowest, disabled } = useBudgetedOptions(result, engineOff, budget);
  const updating = evaluation.isFetching || draft !== debounced;
  const states = useMemo(() => new Map((result?.states ?? []).map((s) => [refKey(s.item), s.status])), [result]);
  // what a change the user confirmed did ("Scegli comunque", a repair), said once in a live region
  const [notice, setNotice] = useState("");
  const prices = useMemo(() => (result ? new Map(result.options.map((o) => [refKey(o.item), o.amount])) : undefined), [result]);
  const featureIds = useMemo(() => catalogue.features.filter((f) => f.kind === "choice").map((f) => f.id), [catalogue.features]);
  const extras = useCatalogueExtras(category.id, featureIds).data;

  // Leaving with unsaved changes asks first: in-app navigation and closing or reloading the tab.
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

  // after a save the summary shows what to do next, and the focus goes to it so that keyboard and screen
  // reader users keep their place (a new configuration arrives here through its edit route, saying so in
  // the navigation's state; the same page otherwise)
  const location = useLocation();
  const [savedAt, setSavedAt] = useState(() => ((location.state as { justSaved?: boolean } | null)?.justSaved ? 1 : 0));
  const opensSaved = !!saved;
  useEffect(() => {
    if (opensSaved) window.scrollTo(0, 0);
  }, [opensSaved]);
  useEffect(() => {
    if (savedAt === 0) return;
    const frame = window.requestAnimationFrame(() => document.getElementById("wz-saved-title")?.focus());
    return () => window.cancelAnimationFrame(frame);
  }, [savedAt]);

  // what was saved from elsewhere replaces what is on screen, which then has nothing unsaved
  const reload = (replaced: Configuration) => {
    const nextSelection = selectionFromDraft(replaced.draft);
    const nextFields = initialFields(mode, replaced, t);
    setSelection(nextSelection);
    setFields(nextFields);
    setBaseline(JSON.stringify([nextSelection, nextFields]));
  };

  // an unnamed configuration is named after its model and the day; the summary shows it, editable
  const modelName = catalogue.models.find((m) => m.id === selection.modelId)?.name;
  const defaultName = modelName ? t("wizard.defaultName", { model: modelName, date: formatDate(new Date().toISOString()) }) : category.name;

  const save = useSaveConfiguration();
  // `asCopy`: an edit saved as the user's own copy (the original, someone else's, stays as it is)
  const store = (asDraft: boolean, asCopy: boolean) => {
    const typed = fields.name.trim() || defaultName;
    const name = asCopy && saved ? copyName(typed, saved.name, t) : typed;
    const target: SaveTarget =
      mode.kind === "new" || !saved
        ? { kind: "new", configuratorId: configurator.id }
        : mode.kind === "edit" && !asCopy
          ? { kind: "edit", publicId: saved.publicId, version: saved.version }
          : { kind: "copy", sourceId: saved.publicId };
    save.mutate(
      { target, body: { name, notes: fields.notes.trim() || null, customerId: fields.customerId, draft } },
      {
        onSuccess: (row) => {
          toast.success(t(asCopy ? "wizard.savedCopy" : asDraft ? "wizard.savedDraft" : "wizard.saved"));
          dirtyRef.current = false;
          setBaseline(mode.kind === "copy" ? "saved" : JSON.stringify([selection, fields]));
          setSavedAt((n) => n + 1);
          if (row?.publicId && (mode.kind !== "edit" || row.publicId !== saved?.publicId)) {
            navigate(withBudgetQuery(paths.configurator.edit.getHref(row.publicId), budget), { replace: true, state: { justSaved: true } });
          }
        },
        onError: (error) => {
          const missing = isApiError(error) && (error.status === 404 || error.status === 405 || error.code === "unknown_error");
          toast.error(
            missing && mode.kind === "new"
              ? t("wizard.saveUnavailable")
              : isApiError(error) && error.code === "stale_version"
                ? t("wizard.staleVersion")
                : errorMessage(t, error),
          );
        },
      },
    );
  };

  // someone else's configuration names its owner, and saving over it asks first
  const others = useOthersConfiguration(mode.kind === "edit" ? saved : null);
  const guard = useOwnerGuard(others, store);

  const current = steps[Math.min(stepIndex, steps.length - 1)];
  // the steps where the user chose something or tried to move on: only there a problem shows in red
  const [engaged, setEngaged] = useState<ReadonlySet<number>>(() => new Set());
  const engage = (index: number) => setEngaged((e) => (e.has(index) ? e : new Set(e).add(index)));
  const choose: StepProps["setSelection"] = (update) => {
    engage(stepIndex);
    setSelection(update);
  };
  const props: StepProps = {
    catalogue,
    selection,
    setSelection: choose,
    disabled,
    states,
    extras,
    prices,
    lowest,
    pending: updating || evaluation.isError,
    notify: setNotice,
    pins,
    targets,
    releasePins,
  };
  const onRepair = (drop: ItemRef[]) => {
    setSelection((s) => applyRepair(s, catalogue, drop, pins));
    releasePins?.(drop);
    setNotice(t("wizard.anywayDone", { changes: drop.map((d) => t("wizard.anywayDropped", { name: dropName(d) })).join("; ") }));
  };
  const title =
    mode.kind === "new"
      ? t("wizard.newTitle", { name: category.name })
      : mode.kind === "edit"
        ? t("titles.configurationEdit")
        : t("titles.configurationCopy");
  const blocked = current ? stepBlocker(current, selection, catalogue) : null;
  const canAdvance = !blocked;

  // Validity: judged once a model is chosen, each rule's violation on the step holding its items.
  const hasModel = selection.modelId !== null;
  const onSummary = current?.step.kind === "summary";
  const stepOf = (v: Violation) => violationStep(v, steps, configurator.definition, catalogue, debounced);
  const invalid = hasModel ? (result?.violations ?? []).filter(isInvalid) : [];
  const reached = invalid.filter((v) => stepOf(v) < stepIndex || (stepOf(v) === stepIndex && engaged.has(stepIndex)));
  // a number out of its range shows on its field, not again above the step
  const onField = (v: Violation) => v.code === "quantity_out_of_range" && /\.values\[\d+\]$/.test(v.path);
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
  const live: LiveState = {
    hasModel,
    evaluation: result,
    pending: hasModel && updating,
    stale: evaluation.isError || !evaluation.data,
    error: evaluation.isError ? evaluation.error : null,
    onRetry: () => void evaluation.refetch(),
    validity,
    problems: onSummary ? (result?.violations ?? []) : reached,
    catalogue,
    onRepair,
    pins,
    targets,
    selection,
    setSelection: choose,
    budget,
    setBudget,
  };
  // a saved configuration as it was saved: its summary opens on the action bar (the step's help is for building one)
  const showsSaved = onSummary && !!saved && mode.kind === "edit" && !dirty;
  const goTo = (index: number) => {
    if (index > stepIndex) engage(stepIndex);
    if (steps[index]?.step.kind === "summary" && !fields.name.trim()) setFields((f) => ({ ...f, name: defaultName }));
    setStepIndex(index);
    setNotice("");
    window.requestAnimationFrame(() => document.getElementById("wizard-step-title")?.focus());
  };

  return (
    <Page
      title={title}
      heading={mode.kind === "new" ? `${t("configurator.newHeading")}: ${category.name}` : fields.name || title}
      intro={
        mode.kind === "copy" ? t("wizard.copyIntro", { name: saved?.name ?? "", revision: saved?.revision ?? 1 }) : (configurator.description ?? category.description ?? undefined)
      }
      width="wide"
      badge={mode.kind === "copy" ? <CopyBadge /> : undefined}
      breadcrumbs={[
        { label: t("titles.home"), to: paths.home.getHref() },
        ...(mode.kind === "new" ? [] : [{ label: t("titles.myConfigurations"), to: paths.user.configurations.getHref() }]),
        { label: category.name },
      ]}
    >
      {others && <OwnerLine configuration={others} />}
      {saved && saved.changes && saved.changes.length > 0 && mode.kind === "edit" && (
        <div className="form-alert form-alert--error wz-changes" role="status" data-testid="catalogue-changes">
          <strong>{t("wizard.changesTitle")}</strong>
          <ul>
            {saved.changes.map((c, i) => (
              <li key={i}>{c.message}</li>
            ))}
          </ul>
        </div>
      )}
      <div className="wizard" data-clone={mode.kind === "copy" ? "true" : undefined}>
        <nav className="stepper" aria-label={t("configurator.steps")}>
          <ol>
            {steps.map((s, index) => {
              const reachable = steps.slice(0, index).every((prev) => stepDone(prev, selection, catalogue));
              const isCurrent = index === stepIndex;
              const done = index < stepIndex && stepDone(s, selection, catalogue);
              return (
                <li
                  key={s.key}
                  className={`stepper__step${isCurrent ? " stepper__step--current" : ""}${done ? " stepper__step--done" : ""}`}
                  data-done={done || undefined}
                >
                  <button
                    type="button"
                    className="wz-stepper__button"
                    onClick={() => goTo(index)}
                    disabled={!reachable}
                    aria-current={isCurrent ? "step" : undefined}
                    title={s.step.title}
                  >
                    <span className="stepper__number" aria-hidden="true">
                      {done ? "✓" : index + 1}
                    </span>
                    <span className="stepper__label">
                      {s.step.title}
                      {done && <span className="visually-hidden"> ({t("wizard.stepDone")})</span>}
                    </span>
                  </button>
                </li>
              );
            })}
          </ol>
        </nav>
        <section className="wizard__panel card" aria-labelledby="wizard-step-title">
          {!saved && (
            <PinPanel
              catalogue={catalogue}
              extras={extras}
              pins={pins}
              targets={targets}
              setPins={pinned.setPins}
              setTargets={pinned.setTargets}
              release={pinned.release}
              searching={stepIndex === 0}
              notify={setNotice}
              repair={hasModel ? undefined : result?.repairs?.[0]}
              onRepair={onRepair}
            />
          )}
          <p className="wz-step-count muted" data-testid="step-count">
            {t("wizard.stepOf", { current: stepIndex + 1, total: steps.length })}
          </p>
          <h2 id="wizard-step-title" className="section__title" tabIndex={-1}>
            {current?.step.title}
          </h2>
          {current?.step.help && !showsSaved && <p className="muted">{current.step.help}</p>}
          <p className="wz-notice" role="status" data-testid="wizard-notice">
            {notice}
          </p>
          {showsSaved && <SavedActions configuration={saved} requestButton={requestButton} quoteButton={quoteButton} />}
          {!onSummary && here.length > 0 && (
            <div className="form-alert form-alert--error" role="alert" data-testid="step-problems">
              <strong>{t("wizard.stepProblems")}</strong>
              <Problems violations={here} />
            </div>
          )}
          {current?.step.kind === "type" && <TypeStep {...props} />}
          {current?.step.kind === "model" && (
            <ModelStep {...props} attributeIds={current.step.kind === "model" ? (current.step.attributeIds ?? []) : []} />
          )}
          {current?.step.kind === "parts" && <PartsStep {...props} />}
          {current?.step.kind === "features" && <FeaturesStep {...props} featureIds={current.featureIds} />}
          {current?.step.kind === "summary" && (
            <SummaryStep
              {...props}
              companyId={saved?.companyId}
              fields={fields}
              setFields={setFields}
              evaluation={result}
              saving={save.isPending}
              onSave={guard.onSave}
              compact={mode.kind === "edit"}
              changed={dirty}
            />
          )}
          {onSummary && SavedPanel && saved && mode.kind === "edit" && (
            <SavedPanel
              configuration={saved}
              dirty={dirty}
              // until the live evaluation answers, the read's judgement (made against today's catalogue) stands
              ready={saved.complete && saved.valid && (!result || (result.complete && result.valid))}
              catalogue={catalogue}
              onReplaced={reload}
            />
          )}
          <div className="wizard__nav">
            <button type="button" className="button" disabled={stepIndex === 0} onClick={() => goTo(stepIndex - 1)}>
              {t("configurator.previous")}
            </button>
            {stepIndex < steps.length - 1 && (
              <button
                type="button"
                className="button button--primary"
                aria-disabled={!canAdvance || undefined}
                aria-describedby={blocked ? "wz-next-why" : undefined}
                onClick={() => (canAdvance ? goTo(stepIndex + 1) : engage(stepIndex))}
              >
                {t("configurator.next")}
              </button>
            )}
          </div>
          {blocked && stepIndex < steps.length - 1 && (
            <p
              id="wz-next-why"
              className={`wz-next-why${engaged.has(stepIndex) ? " is-error" : ""}`}
              role={engaged.has(stepIndex) ? "alert" : undefined}
              data-testid="next-why"
            >
              {t(`wizard.${blocked.key}`, { names: blocked.names })}
            </p>
          )}
        </section>
        <LiveSummary live={live} savedPrice={mode.kind === "edit" ? saved?.savedPrice : null} />
      </div>
      {guard.dialog}
      {blocker.state === "blocked" && (
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
      )}
    </Page>
  );
}
