import { useTranslation } from "react-i18next";
import type { Catalogue, ItemRef, NumericTarget } from "@/api/types";
import { itemName, sameRef } from "@/lib/catalogue";
import { targetLabel } from "@/lib/targets";

/** On an option the user pinned ("Parti da una scelta"): a small pin and "Fissato". */
export function PinMarker() {
  const { t } = useTranslation();
  return (
    <span className="wz-pin-marker" data-testid="pin-marker">
      <svg viewBox="0 0 16 16" aria-hidden="true" focusable="false">
        <path d="M10.5 1.5l4 4-2 .5-2.5 2.5.5 3-1.5 1.5L6 10l-3.5 3.5-1-1L5 9 2 6l1.5-1.5 3 .5L9 2.5z" />
      </svg>
      {t("wizard.pinMarker")}
    </span>
  );
}

/**
 * The name of an item a repair gives up: "Tessuto: Velluto (fissato)" when it is a pin the repair releases,
 * "Larghezza ≥ 240 cm (fissato)" for a numeric target.
 */
export function useDropName(catalogue: Catalogue, pins: ItemRef[] | undefined, targets?: NumericTarget[]) {
  const { t } = useTranslation();
  return (item: ItemRef) => {
    const target = item.kind === "feature" ? targets?.find((x) => x.featureId === item.id) : undefined;
    if (target) return t("wizard.pinnedName", { name: targetLabel(catalogue, target) });
    const name = itemName(catalogue, item);
    return pins?.some((p) => sameRef(p, item)) ? t("wizard.pinnedName", { name }) : name;
  };
}
