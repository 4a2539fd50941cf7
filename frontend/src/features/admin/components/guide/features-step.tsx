import { useState } from "react";
import { NestedList } from "@/features/admin/components/nested-list";
import { useLooseT } from "@/features/admin/lib/i18n";
import { productFeature } from "@/features/admin/resources/definitions";
import type { Row } from "@/features/admin/resources/types";
import type { GuideAction, GuideState } from "./guide-state";
import { ManyStepBody } from "./many-step";

/**
 * The product's features: new ones (a choice feature's values are added right after it, in its own values'
 * list) or existing ones. Optional: a product may have none.
 */
export function FeaturesStepBody({ state, dispatch }: { state: GuideState; dispatch: (action: GuideAction) => void }) {
  const t = useLooseT();
  // the feature whose values are being edited (a choice one, just created or chosen)
  const [valuesOf, setValuesOf] = useState<Row | null>(null);
  const nested = productFeature.nested;
  if (valuesOf) {
    return (
      <div className="stack guide-values">
        <p className="guide-values__title">{t("guide.valuesOf", { name: productFeature.title(valuesOf) })}</p>
        <NestedList parent={valuesOf} nested={nested} />
        <div>
          <button type="button" className="button button--primary" onClick={() => setValuesOf(null)}>
            {t("guide.valuesDone")}
          </button>
        </div>
      </div>
    );
  }
  return (
    <ManyStepBody
      step="features"
      def={productFeature}
      chosen={state.features}
      sources={[{}]}
      onAdd={(item, row) => {
        dispatch({ type: "add", step: "features", item });
        if (!nested.when || nested.when(row)) setValuesOf(row);
      }}
      onRemove={(id) => dispatch({ type: "remove", step: "features", id })}
    />
  );
}
