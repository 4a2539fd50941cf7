import { productPart } from "@/features/admin/resources/definitions";
import type { GuideAction, GuideState } from "./guide-state";
import { ManyStepBody } from "./many-step";
import { withDefaults } from "./picked";

/**
 * The product's parts: a new part offers the chosen features from the start; the existing ones offered are
 * those of the category's models and those offering a chosen feature.
 */
export function PartsStepBody({ state, dispatch }: { state: GuideState; dispatch: (action: GuideAction) => void }) {
  const def = withDefaults(productPart, {
    features: state.features.map((feature, index) => ({ featureId: feature.id, required: true, sortOrder: index })),
  });
  const sources = [
    { categoryId: state.category ? String(state.category.id) : undefined },
    ...state.features.map((feature) => ({ featureId: String(feature.id) })),
  ];
  return (
    <ManyStepBody
      step="parts"
      def={def}
      chosen={state.parts}
      sources={sources}
      onAdd={(item) => dispatch({ type: "add", step: "parts", item })}
      onRemove={(id) => dispatch({ type: "remove", step: "parts", id })}
    />
  );
}
