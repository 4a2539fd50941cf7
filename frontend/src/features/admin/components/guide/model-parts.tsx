import { useState } from "react";
import { useResourceItem, useResourceList, useSaveResource, OPTIONS_PAGE_SIZE } from "@/features/admin/api/resources";
import { NestedList } from "@/features/admin/components/nested-list";
import { useLooseT } from "@/features/admin/lib/i18n";
import { productModel } from "@/features/admin/resources/definitions";
import type { Picked } from "./guide-state";

/** The rows of a model's parts, as its nested list asks for them (one query for both). */
export function useModelParts(modelId: number | null) {
  return useResourceList(
    "productmodelpart",
    { page: 1, pageSize: OPTIONS_PAGE_SIZE, sort: "sortOrder", order: "asc", filters: { modelId: String(modelId ?? "") } },
    { enabled: modelId !== null },
  );
}

/**
 * The chosen model's parts: its nested list (each part's quantities and whether it is required), and one
 * button that adds the parts chosen in the guide that the model does not have yet, as required, one each.
 */
export function ModelParts({ model, parts }: { model: Picked; parts: Picked[] }) {
  const t = useLooseT();
  const row = useResourceItem("productmodel", model.id);
  const rows = useModelParts(model.id);
  const save = useSaveResource("productmodelpart");
  const [error, setError] = useState(false);
  const have = new Set((rows.data?.items ?? []).map((r) => Number(r.partId)));
  const missing = parts.filter((part) => !have.has(part.id));

  const addChosen = async () => {
    setError(false);
    try {
      for (const [index, part] of missing.entries()) {
        const body = { modelId: model.id, partId: part.id, required: true, minQuantity: 1, defaultQuantity: 1, maxQuantity: 1, sortOrder: have.size + index };
        await save.mutateAsync({ body });
      }
    } catch {
      setError(true);
    }
  };

  return (
    <div className="stack">
      {missing.length > 0 && !rows.isPending && (
        <div className="guide-add-parts">
          <button type="button" className="button button--primary" disabled={save.isPending} onClick={() => void addChosen()}>
            {t("guide.addChosenParts", { count: missing.length })}
          </button>
          <span className="muted">{missing.map((part) => part.name).join(", ")}</span>
        </div>
      )}
      {error && (
        <p className="form-alert form-alert--error" role="alert">
          {t("guide.addPartsError")}
        </p>
      )}
      {row.data && <NestedList parent={row.data} nested={productModel.nested} />}
    </div>
  );
}
