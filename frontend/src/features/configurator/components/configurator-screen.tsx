import { useMemo, type ComponentType } from "react";
import { useLocation } from "react-router-dom";
import { useTranslation } from "react-i18next";
import type { TFunction } from "i18next";
import { Page } from "@/components/ui/page";
import { EmptyState } from "@/components/ui/empty-state";
import { PageSpinner } from "@/components/ui/spinner";
import { paths } from "@/config/paths";
import { errorMessage } from "@/lib/errors";
import { isApiError } from "@/lib/api-client";
import { formatDate } from "@/lib/format";
import { useCategoryWizard, useConfiguration } from "@/features/configurator/api/wizard";
import type { Catalogue, Configuration, ItemRef, Wizard } from "@/api/types";
import { applyRepair, stepBlocker, wizardSteps, type WizardStep } from "@/lib/wizard";
import { FeaturesStep } from "@/components/configurator/features-step";
import { PartsStep } from "@/components/configurator/parts-step";
import type { StepProps } from "@/components/configurator/step-props";
import { ModelStep, TypeStep } from "@/components/configurator/type-model-steps";
import { useDropName } from "@/components/configurator/pin-marker";
import { LiveSummary, SummaryStep } from "./summary";
import { PinPanel } from "./pin-panel";
import { OwnerLine, useOthersConfiguration, useOwnerGuard } from "./owner";
import { useWizardState, type Mode } from "./use-wizard-state";
import { judge, liveStateOf, stepProps, useLeaveGuard, useSavedFocus, useStore, useWizardResult, violationSteps } from "./use-wizard-session";
import { CatalogueChanges, CopyBadge, SavedActions, StepNav, StepProblems, Stepper, type QuoteButton, type RequestButton } from "./wizard-parts";
import "./wizard.css";

export type { Mode } from "./use-wizard-state";
export type { QuoteButton, RequestButton } from "./wizard-parts";

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

/** The page's title, heading, introduction and breadcrumbs for what the wizard opens. */
function wizardHeading(t: TFunction, mode: Mode, { configurator, category }: Wizard, saved: Configuration | null, name: string) {
  const title =
    mode.kind === "new" ? t("wizard.newTitle", { name: category.name }) : mode.kind === "edit" ? t("titles.configurationEdit") : t("titles.configurationCopy");
  return {
    title,
    heading: mode.kind === "new" ? `${t("configurator.newHeading")}: ${category.name}` : name || title,
    intro:
      mode.kind === "copy"
        ? t("wizard.copyIntro", { name: saved?.name ?? "", revision: saved?.revision ?? 1 })
        : (configurator.description ?? category.description ?? undefined),
    breadcrumbs: [
      { label: t("titles.home"), to: paths.home.getHref() },
      ...(mode.kind === "new" ? [] : [{ label: t("titles.myConfigurations"), to: paths.user.configurations.getHref() }]),
      { label: category.name },
    ],
  };
}

/** The current step's choices (the summary has its own fields and actions). */
function CurrentStep({ step, props }: { step: WizardStep; props: StepProps }) {
  switch (step.step.kind) {
    case "type":
      return <TypeStep {...props} />;
    case "model":
      return <ModelStep {...props} attributeIds={step.step.attributeIds ?? []} />;
    case "parts":
      return <PartsStep {...props} />;
    case "features":
      return <FeaturesStep {...props} featureIds={step.featureIds} />;
    default:
      return null;
  }
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
  const { catalogue, configurator, category } = data;
  const steps = useMemo(() => wizardSteps(configurator.definition, catalogue), [configurator.definition, catalogue]);
  // a new configuration arrives here through its edit route after its save, saying so in the navigation's state
  const location = useLocation();
  const state = useWizardState(mode, saved, steps.length, !!(location.state as { justSaved?: boolean } | null)?.justSaved, t);
  const { selection, fields, stepIndex, engaged, dirty } = state;
  const live = useWizardResult(data, saved, selection, fields.customerId);
  const { result, pins, targets, releasePins } = live;
  const leave = useLeaveGuard(dirty);
  useSavedFocus(!!saved, state.savedAt);
  const dropName = useDropName(catalogue, pins, targets);

  // an unnamed configuration is named after its model and the day; the summary shows it, editable
  const modelName = catalogue.models.find((m) => m.id === selection.modelId)?.name;
  const defaultName = modelName ? t("wizard.defaultName", { model: modelName, date: formatDate(new Date().toISOString()) }) : category.name;
  const { store, saving } = useStore({
    mode,
    saved,
    configuratorId: configurator.id,
    selection,
    fields,
    defaultName,
    draft: live.draft,
    budget: live.budget,
    onSaved: (asSaved) => {
      leave.release();
      state.markSaved(asSaved);
    },
  });
  // someone else's configuration names its owner, and saving over it asks first
  const others = useOthersConfiguration(mode.kind === "edit" ? saved : null);
  const guard = useOwnerGuard(others, store);

  const current = steps[Math.min(stepIndex, steps.length - 1)];
  const props = stepProps(catalogue, live, state);
  const onRepair = (drop: ItemRef[]) => {
    state.setSelection((s) => applyRepair(s, catalogue, drop, pins));
    releasePins?.(drop);
    state.notify(t("wizard.anywayDone", { changes: drop.map((d) => t("wizard.anywayDropped", { name: dropName(d) })).join("; ") }));
  };
  const blocked = current ? stepBlocker(current, selection, catalogue) : null;
  const hasModel = selection.modelId !== null;
  const onSummary = current?.step.kind === "summary";
  const { reached, here, validity } = judge({ result, hasModel, onSummary, stepIndex, engaged, stepOf: violationSteps(data, steps, live.debounced) });
  const liveState = liveStateOf(catalogue, live, state, { hasModel, validity, problems: onSummary ? (result?.violations ?? []) : reached, onRepair });
  // a saved configuration as it was saved: its summary opens on the action bar (the step's help is for building one)
  const showsSaved = onSummary && !!saved && mode.kind === "edit" && !dirty;
  const goTo = (index: number) => {
    state.goTo(index, steps[index]?.step.kind === "summary" ? defaultName : null);
    window.requestAnimationFrame(() => document.getElementById("wizard-step-title")?.focus());
  };

  return (
    <Page {...wizardHeading(t, mode, data, saved, fields.name)} width="wide" badge={mode.kind === "copy" ? <CopyBadge /> : undefined}>
      {others && <OwnerLine configuration={others} />}
      {saved && saved.changes && saved.changes.length > 0 && mode.kind === "edit" && <CatalogueChanges changes={saved.changes} />}
      <div className="wizard" data-clone={mode.kind === "copy" ? "true" : undefined}>
        <Stepper steps={steps} stepIndex={stepIndex} selection={selection} catalogue={catalogue} goTo={goTo} />
        <section className="wizard__panel card" aria-labelledby="wizard-step-title">
          {!saved && (
            <PinPanel
              catalogue={catalogue}
              extras={live.extras}
              pins={pins}
              targets={targets}
              setPins={live.pinned.setPins}
              setTargets={live.pinned.setTargets}
              release={live.pinned.release}
              searching={stepIndex === 0}
              notify={state.notify}
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
            {state.notice}
          </p>
          {showsSaved && <SavedActions configuration={saved} requestButton={requestButton} quoteButton={quoteButton} />}
          {!onSummary && here.length > 0 && <StepProblems violations={here} />}
          {current && current.step.kind !== "summary" && <CurrentStep step={current} props={props} />}
          {current?.step.kind === "summary" && (
            <SummaryStep
              {...props}
              companyId={saved?.companyId}
              fields={fields}
              setFields={state.setFields}
              evaluation={result}
              saving={saving}
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
              onReplaced={state.reload}
            />
          )}
          <StepNav
            stepIndex={stepIndex}
            last={stepIndex >= steps.length - 1}
            blocked={blocked}
            engaged={engaged.has(stepIndex)}
            onPrevious={() => goTo(stepIndex - 1)}
            onNext={() => (blocked ? state.engage(stepIndex) : goTo(stepIndex + 1))}
          />
        </section>
        <LiveSummary live={liveState} savedPrice={mode.kind === "edit" ? saved?.savedPrice : null} />
      </div>
      {guard.dialog}
      {leave.dialog}
    </Page>
  );
}
