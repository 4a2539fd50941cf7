import { useEffect, useRef } from "react";
import { Page } from "@/components/ui/page";
import { paths } from "@/config/paths";
import { useLooseT } from "@/features/admin/lib/i18n";
import { productCategory, productType } from "@/features/admin/resources/definitions";
import { ConfiguratorStepBody } from "./configurator-step";
import { DoneStepBody } from "./done-step";
import { FeaturesStepBody } from "./features-step";
import { GuideProgress } from "./guide-progress";
import { canEnter, INITIAL_GUIDE, type GuideAction, type GuideState } from "./guide-state";
import { useModelParts } from "./model-parts";
import { ModelStepBody } from "./model-step";
import { PartsStepBody } from "./parts-step";
import { withDefaults } from "./picked";
import { SingleStepBody } from "./single-step";
import { StepFrame } from "./step-frame";
import { useGuide } from "./use-guide";
import "./guide.css";

interface StepProps {
  state: GuideState;
  dispatch: (action: GuideAction) => void;
}

/** The model's step, which may be left once the model has a part. */
function ModelFrame({ state, dispatch }: StepProps) {
  const t = useLooseT();
  const parts = useModelParts(state.model?.id ?? null);
  const hasParts = (parts.data?.total ?? 0) > 0;
  return (
    <StepFrame
      step="model"
      onBack={() => dispatch({ type: "back" })}
      onNext={() => dispatch({ type: "next" })}
      canNext={canEnter(state, "configurator") && hasParts}
      hint={t(state.model ? "guide.hint.modelParts" : "guide.hint.model")}
    >
      <ModelStepBody state={state} dispatch={dispatch} />
    </StepFrame>
  );
}

/** The open step: its frame (title, back, next) around its form. */
function CurrentStep({ state, dispatch }: StepProps) {
  const t = useLooseT();
  const back = () => dispatch({ type: "back" });
  const next = () => dispatch({ type: "next" });
  const categoryId = state.category ? String(state.category.id) : "";
  switch (state.step) {
    case "category":
      return (
        <StepFrame step="category" onNext={next} canNext={canEnter(state, "type")} hint={t("guide.hint.category")}>
          <SingleStepBody step="category" def={productCategory} chosen={state.category} sources={[{}]} onPick={(item) => dispatch({ type: "pick", step: "category", item, advance: true })} />
        </StepFrame>
      );
    case "type":
      return (
        <StepFrame step="type" onBack={back} onNext={next} canNext={canEnter(state, "features")} hint={t("guide.hint.type")}>
          <SingleStepBody
            step="type"
            def={withDefaults(productType, { categoryId })}
            chosen={state.type}
            sources={[{ categoryId }]}
            onPick={(item) => dispatch({ type: "pick", step: "type", item, advance: true })}
          />
        </StepFrame>
      );
    case "features":
      return (
        <StepFrame step="features" onBack={back} onNext={next}>
          <FeaturesStepBody state={state} dispatch={dispatch} />
        </StepFrame>
      );
    case "parts":
      return (
        <StepFrame step="parts" onBack={back} onNext={next} canNext={canEnter(state, "model")} hint={t("guide.hint.parts")}>
          <PartsStepBody state={state} dispatch={dispatch} />
        </StepFrame>
      );
    case "model":
      return <ModelFrame state={state} dispatch={dispatch} />;
    case "configurator":
      return (
        <StepFrame step="configurator" onBack={back} onNext={next} canNext={canEnter(state, "done")} hint={t("guide.hint.configurator")}>
          <ConfiguratorStepBody state={state} dispatch={dispatch} />
        </StepFrame>
      );
    case "done":
      return (
        <StepFrame step="done" onBack={back}>
          <DoneStepBody state={state} onRestart={() => dispatch({ type: "reset" })} />
        </StepFrame>
      );
  }
}

/**
 * `/admin/new-product`: "Nuovo prodotto", a guide through what a sellable product needs, in the order each
 * thing depends on the one before: category, type, features and values, parts, model with its parts,
 * configurator, published. Each step is the catalogue's own form (or picks an existing item), and hands what
 * it made to the next ones.
 */
export function ProductGuide() {
  const t = useLooseT();
  const [state, dispatch] = useGuide();
  const title = t("titles.productGuide");
  // a step opened from another takes the focus, so a keyboard or a screen reader starts on its title
  const shown = useRef(state.step);
  useEffect(() => {
    if (shown.current === state.step) return;
    shown.current = state.step;
    document.getElementById(`guide-${state.step}-title`)?.focus();
  }, [state.step]);
  const started = state !== INITIAL_GUIDE && (state.category !== null || state.step !== "category");
  return (
    <Page
      title={title}
      intro={t("guide.intro")}
      breadcrumbs={[{ label: t("titles.dashboard"), to: paths.admin.dashboard.getHref() }, { label: title }]}
      width="full"
      actions={
        started ? (
          <button type="button" className="button" onClick={() => dispatch({ type: "reset" })}>
            {t("guide.restart")}
          </button>
        ) : undefined
      }
    >
      <div className="guide">
        <GuideProgress state={state} onGo={(step) => dispatch({ type: "go", step })} />
        {/* each step is its own form: nothing typed in one is carried into the next */}
        <CurrentStep key={state.step} state={state} dispatch={dispatch} />
      </div>
    </Page>
  );
}
