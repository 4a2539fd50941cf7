import { productModel } from "@/features/admin/resources/definitions";
import type { GuideAction, GuideState } from "./guide-state";
import { ModelParts } from "./model-parts";
import { withDefaults } from "./picked";
import { SingleStepBody } from "./single-step";

/** The model: of the chosen type (preset), new or existing; once chosen, its parts. */
export function ModelStepBody({ state, dispatch }: { state: GuideState; dispatch: (action: GuideAction) => void }) {
  const typeId = state.type ? String(state.type.id) : "";
  return (
    <>
      <SingleStepBody
        step="model"
        def={withDefaults(productModel, { typeId })}
        chosen={state.model}
        sources={[{ typeId }]}
        onPick={(item) => dispatch({ type: "pick", step: "model", item })}
      />
      {state.model && <ModelParts key={state.model.id} model={state.model} parts={state.parts} />}
    </>
  );
}
