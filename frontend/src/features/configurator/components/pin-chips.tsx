import { useTranslation } from "react-i18next";
import type { ItemRef } from "@/api/types";
import { refKey } from "@/lib/catalogue";

/** One thing fixed with "Parti da una scelta": the pin or the target's item, its chip's name and full name. */
export interface PinChip {
  /** The pin, or `{kind: "feature", id}` for a numeric target. */
  item: ItemRef;
  /** "Velluto", "Larghezza ≥ 240 cm". */
  name: string;
  /** "Tessuto: Velluto" (the chip's tooltip). */
  title: string;
}

/** The chips "Fissato: Velluto ×", each released with a click. */
export function PinChips({ chips, onRelease }: { chips: PinChip[]; onRelease: (chip: PinChip, index: number) => void }) {
  const { t } = useTranslation();
  return (
    <ul className="wz-pins__chips" aria-label={t("wizard.pinChips")}>
      {chips.map((chip, index) => (
        <li key={refKey(chip.item)}>
          <button
            type="button"
            className="wz-pin-chip"
            data-pin-chip
            data-testid={`pin-chip-${refKey(chip.item)}`}
            aria-label={t("wizard.pinChipLabel", { name: chip.name })}
            title={chip.title}
            onClick={() => onRelease(chip, index)}
          >
            {t("wizard.pinChip", { name: chip.name })}
            <span className="wz-pin-chip__x" aria-hidden="true">
              ×
            </span>
          </button>
        </li>
      ))}
    </ul>
  );
}
