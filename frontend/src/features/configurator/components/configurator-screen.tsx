import { useEffect, useLayoutEffect, useMemo, useRef, useState, type ComponentType } from "react";
import { useBlocker, useNavigate } from "react-router-dom";
import { useTranslation } from "react-i18next";
import { Page } from "@/components/ui/page";
import { EmptyState } from "@/components/ui/empty-state";
import { PageSpinner } from "@/components/ui/spinner";
import { toast } from "@/components/ui/toast/toast-store";
import { paths } from "@/config/paths";
import { errorMessage } from "@/lib/errors";
import { isApiError } from "@/lib/api-client";
import { useDebounced } from "@/lib/use-debounced";
import { disabledMap } from "@/lib/catalogue";
import {
  useCatalogueExtras,
  useCategoryWizard,
  useConfiguration,
  useSaveConfiguration,
  useWizardEvaluation,
  type SaveTarget,
} from "@/features/configurator/api/wizard";
import type { Configuration, Wizard } from "@/api/types";
import {
  buildDraft,
  EMPTY_SELECTION,
  selectionFromDraft,
  stepDone,
  wizardSteps,
  type Selection,
} from "@/features/configurator/lib/wizard";
import { FeaturesStep, ModelStep, PartsStep, TypeStep, type StepProps } from "./steps";
import { LiveSummary, SummaryStep, type SummaryFields } from "./summary";
import "./wizard.css";

export type Mode =
  | { kind: "new"; category: string }
  | { kind: "edit"; opaqueId: string }
  | { kind: "copy"; opaqueId: string };

/** Shown under the summary of a saved configuration (the route mounts the customization requests). */
export type SavedPanel = ComponentType<{ configuration: Configuration; ready: boolean; dirty: boolean }>;

/**
 * The configurator wizard shared by new, edit and copy (PRODUCT.md sections 4 and 9): a stepper
 * following the definition's steps, options ruled out greyed out with their reason, the price and the
 * problems re-evaluated (debounced) as the user clicks, and the summary that saves.
 */
export function ConfiguratorScreen({ mode, savedPanel }: { mode: Mode; savedPanel?: SavedPanel }) {
  const { t } = useTranslation();
  const saved = useConfiguration(mode.kind === "new" ? undefined : mode.opaqueId);
  const slug = mode.kind === "new" ? mode.category : saved.data?.categorySlug;
  const wizard = useCategoryWizard(slug);
  const title =
    mode.kind === "new" ? t("titles.configurator") : mode.kind === "edit" ? t("titles.configurationEdit") : t("titles.configurationCopy");

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
  return <Wizard key={`${mode.kind}-${slug}-${saved.data?.publicId ?? ""}`} mode={mode} data={wizard.data} saved={saved.data ?? null} savedPanel={savedPanel} />;
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

function Wizard({ mode, data, saved, savedPanel: SavedPanel }: { mode: Mode; data: Wizard; saved: Configuration | null; savedPanel?: SavedPanel }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { catalogue, configurator, category } = data;
  const steps = useMemo(() => wizardSteps(configurator.definition, catalogue), [configurator.definition, catalogue]);
  const [selection, setSelection] = useState<Selection>(() => (saved ? selectionFromDraft(saved.draft) : EMPTY_SELECTION));
  const [fields, setFields] = useState<SummaryFields>(() => initialFields(mode, saved, t));
  const [stepIndex, setStepIndex] = useState(0);
  const [baseline, setBaseline] = useState(() => JSON.stringify([selection, fields]));
  const dirty = mode.kind === "copy" ? baseline !== "saved" : JSON.stringify([selection, fields]) !== baseline;
  const dirtyRef = useRef(dirty);
  useLayoutEffect(() => {
    dirtyRef.current = dirty;
  }, [dirty]);

  const draft = useMemo(() => buildDraft(selection, catalogue), [selection, catalogue]);
  const debounced = useDebounced(draft, 250);
  const evaluation = useWizardEvaluation(configurator.id, debounced);
  const result = evaluation.data;
  const disabled = useMemo(() => disabledMap(result?.disabled), [result]);
  const featureIds = useMemo(() => catalogue.features.filter((f) => f.kind === "choice").map((f) => f.id), [catalogue.features]);
  const extras = useCatalogueExtras(category.id, featureIds).data;

  // Leaving with unsaved changes asks first: in-app navigation and closing or reloading the tab.
  const blocker = useBlocker(({ currentLocation, nextLocation }) => dirtyRef.current && currentLocation.pathname !== nextLocation.pathname);
  useEffect(() => {
    if (blocker.state !== "blocked") return;
    if (window.confirm(t("wizard.leaveConfirm"))) blocker.proceed();
    else blocker.reset();
  }, [blocker, t]);
  useEffect(() => {
    if (!dirty) return;
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      event.returnValue = "";
    };
    window.addEventListener("beforeunload", onBeforeUnload);
    return () => window.removeEventListener("beforeunload", onBeforeUnload);
  }, [dirty]);

  const save = useSaveConfiguration();
  const onSave = (asDraft: boolean) => {
    const name = fields.name.trim() || category.name;
    const target: SaveTarget =
      mode.kind === "new" || !saved
        ? { kind: "new", configuratorId: configurator.id }
        : mode.kind === "edit"
          ? { kind: "edit", publicId: saved.publicId, version: saved.version }
          : { kind: "copy", sourceId: saved.publicId };
    save.mutate(
      { target, body: { name, notes: fields.notes.trim() || null, customerId: fields.customerId, draft } },
      {
        onSuccess: (row) => {
          toast.success(t(asDraft ? "wizard.savedDraft" : "wizard.saved"));
          dirtyRef.current = false;
          setBaseline(mode.kind === "copy" ? "saved" : JSON.stringify([selection, fields]));
          if (row?.publicId && (mode.kind !== "edit" || row.publicId !== saved?.publicId)) {
            navigate(paths.configurator.edit.getHref(row.publicId), { replace: true });
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

  const current = steps[Math.min(stepIndex, steps.length - 1)];
  const props: StepProps = { catalogue, selection, setSelection, disabled, extras };
  const title =
    mode.kind === "new" ? t("titles.configurator") : mode.kind === "edit" ? t("titles.configurationEdit") : t("titles.configurationCopy");
  const canAdvance = current ? stepDone(current, selection, catalogue) : false;
  const goTo = (index: number) => {
    setStepIndex(index);
    window.requestAnimationFrame(() => document.getElementById("wizard-step-title")?.focus());
  };

  return (
    <Page
      title={title}
      heading={mode.kind === "new" ? `${t("configurator.newHeading")}: ${category.name}` : fields.name || title}
      intro={
        mode.kind === "copy" ? t("wizard.copyIntro", { name: saved?.name ?? "" }) : (configurator.description ?? category.description ?? undefined)
      }
      width="wide"
      badge={mode.kind === "copy" ? <CopyBadge /> : undefined}
      breadcrumbs={[
        { label: t("titles.home"), to: paths.home.getHref() },
        ...(mode.kind === "new" ? [] : [{ label: t("titles.myConfigurations"), to: paths.user.configurations.getHref() }]),
        { label: category.name },
      ]}
    >
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
              return (
                <li key={s.key} className={`stepper__step${isCurrent ? " stepper__step--current" : ""}`}>
                  <button
                    type="button"
                    className="wz-stepper__button"
                    onClick={() => goTo(index)}
                    disabled={!reachable}
                    aria-current={isCurrent ? "step" : undefined}
                  >
                    <span className="stepper__number" aria-hidden="true">
                      {index + 1}
                    </span>
                    <span className="stepper__label">{s.step.title}</span>
                  </button>
                </li>
              );
            })}
          </ol>
        </nav>
        <section className="wizard__panel card" aria-labelledby="wizard-step-title">
          <h2 id="wizard-step-title" className="section__title" tabIndex={-1}>
            {current?.step.title}
          </h2>
          {current?.step.help && <p className="muted">{current.step.help}</p>}
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
              onSave={onSave}
            />
          )}
          {current?.step.kind === "summary" && SavedPanel && saved && mode.kind === "edit" && (
            <SavedPanel configuration={saved} dirty={dirty} ready={saved.complete && saved.valid && !!result?.complete && !!result.valid} />
          )}
          <div className="wizard__nav">
            <button type="button" className="button" disabled={stepIndex === 0} onClick={() => goTo(stepIndex - 1)}>
              {t("configurator.previous")}
            </button>
            {stepIndex < steps.length - 1 && (
              <button type="button" className="button button--primary" disabled={!canAdvance} onClick={() => goTo(stepIndex + 1)}>
                {t("configurator.next")}
              </button>
            )}
          </div>
        </section>
        <LiveSummary evaluation={result} fetching={evaluation.isFetching} error={evaluation.error} savedPrice={mode.kind === "edit" ? saved?.savedPrice : null} />
      </div>
    </Page>
  );
}
