import { useTranslation } from "react-i18next";
import { formatCents } from "@/lib/format";
import type { Catalogue, ItemRef, NumericTarget, Repair } from "@/api/types";
import { useDropName } from "./pin-marker";
import "./steps.css";

/**
 * When the choices already admit no valid configuration (an old save, a catalogue change): the smallest
 * change that would, with its price when a model is kept (without one there is nothing to price yet).
 */
export function RepairOffer({
  repair,
  catalogue,
  onRepair,
  pins,
  targets,
}: {
  repair: Repair;
  catalogue: Catalogue;
  onRepair: (drop: ItemRef[]) => void;
  /** The user's pins and targets: one the repair drops is named as such (applying it releases it). */
  pins?: ItemRef[];
  targets?: NumericTarget[];
}) {
  const { t } = useTranslation();
  const dropName = useDropName(catalogue, pins, targets);
  const items = repair.drop.map(dropName).join(", ");
  const keepsModel = !repair.drop.some((d) => d.kind === "type" || d.kind === "model");
  return (
    <div className="wz-repair" data-testid="repair">
      <p>
        {keepsModel
          ? t("wizard.repairText", { items, price: formatCents(repair.grandTotal) })
          : t("wizard.repairTextNoPrice", { items })}
      </p>
      <button type="button" className="button button--small" onClick={() => onRepair(repair.drop)}>
        {t("wizard.repairApply")}
      </button>
    </div>
  );
}
