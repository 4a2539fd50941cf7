import { useId, useState, type ReactNode } from "react";
import { useLooseT } from "@/features/admin/lib/i18n";

export type Mode = "new" | "existing";

/**
 * A step's two ways: a new item (its form) or one the catalogue has already (a picker). Radio buttons say
 * which is shown; the new item's form comes first.
 */
export function CreateOrReuse({ newLabel, existingLabel, form, picker }: { newLabel: string; existingLabel: string; form: ReactNode; picker: ReactNode }) {
  const t = useLooseT();
  const name = `mode-${useId().replace(/:/g, "")}`;
  const [mode, setMode] = useState<Mode>("new");
  return (
    <div className="stack">
      <fieldset className="guide-mode">
        <legend className="visually-hidden">{t("guide.modeLegend")}</legend>
        {(
          [
            ["new", newLabel],
            ["existing", existingLabel],
          ] as const
        ).map(([value, label]) => (
          <label key={value} className={`guide-mode__option${mode === value ? " guide-mode__option--on" : ""}`}>
            <input type="radio" name={name} value={value} checked={mode === value} onChange={() => setMode(value)} />
            {label}
          </label>
        ))}
      </fieldset>
      {mode === "new" ? form : picker}
    </div>
  );
}
