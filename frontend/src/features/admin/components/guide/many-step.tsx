import { useState } from "react";
import { ResourceForm } from "@/features/admin/components/resource-form";
import { useLooseT } from "@/features/admin/lib/i18n";
import type { ResourceDef, Row } from "@/features/admin/resources/types";
import type { ManyStep, Picked } from "./guide-state";
import { CreateOrReuse } from "./create-or-reuse";
import { ReusePicker } from "./reuse-picker";
import { toPicked } from "./picked";

interface ManyStepBodyProps {
  step: ManyStep;
  def: ResourceDef;
  chosen: Picked[];
  sources: Record<string, string | undefined>[];
  /** A row created or chosen: kept by the guide (and, for a feature, its values shown). */
  onAdd: (item: Picked, row: Row) => void;
  onRemove: (id: number) => void;
}

/** The items a step has chosen, each with a button that leaves it out. */
export function ChosenList({ step, chosen, onRemove }: { step: ManyStep; chosen: Picked[]; onRemove: (id: number) => void }) {
  const t = useLooseT();
  if (chosen.length === 0) return <p className="muted">{t(`guide.noneChosen.${step}`)}</p>;
  return (
    <ul className="guide-chips" aria-label={t(`guide.chosenList.${step}`)}>
      {chosen.map((item) => (
        <li key={item.id} className="guide-chip">
          <span>{item.name}</span>
          <button type="button" className="guide-chip__remove" aria-label={t("guide.remove", { name: item.name })} onClick={() => onRemove(item.id)}>
            ×
          </button>
        </li>
      ))}
    </ul>
  );
}

/** A step that gathers several items (features, parts): those chosen, and a form or a picker to add one more. */
export function ManyStepBody({ step, def, chosen, sources, onAdd, onRemove }: ManyStepBodyProps) {
  const t = useLooseT();
  // a new form after each creation
  const [round, setRound] = useState(0);
  const add = (row: Row) => {
    onAdd(toPicked(def, row), row);
    setRound((n) => n + 1);
  };
  return (
    <>
      <ChosenList step={step} chosen={chosen} onRemove={onRemove} />
      <h3 className="guide-step__subtitle">{t(`guide.addAnother.${step}`)}</h3>
      <CreateOrReuse
        newLabel={t(`admin.new.${def.key}`)}
        existingLabel={t(`guide.existing.${step}`)}
        form={<ResourceForm key={round} def={def} item={null} onSaved={add} onCancel={() => setRound((n) => n + 1)} />}
        picker={
          <ReusePicker
            base={def.base}
            label={t(`guide.reuseLabel.${step}`)}
            sources={sources}
            optionLabel={def.title}
            exclude={chosen.map((item) => item.id)}
            action={t("guide.add")}
            empty={t(`guide.reuseEmpty.${step}`)}
            onPick={add}
          />
        }
      />
    </>
  );
}
