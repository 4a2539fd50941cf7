import { useState } from "react";
import { ResourceForm } from "@/features/admin/components/resource-form";
import { useLooseT } from "@/features/admin/lib/i18n";
import type { ResourceDef } from "@/features/admin/resources/types";
import type { Picked } from "./guide-state";
import { CreateOrReuse } from "./create-or-reuse";
import { ReusePicker } from "./reuse-picker";
import { toPicked } from "./picked";

interface SingleStepBodyProps {
  /** The step's catalogue key (`guide.existing.<key>`, `guide.reuseLabel.<key>`). */
  step: string;
  def: ResourceDef;
  chosen: Picked | null;
  /** Filters of the rows offered for reuse (the type's category). */
  sources: Record<string, string | undefined>[];
  onPick: (item: Picked) => void;
}

/** The item a step has: its name, and a way to choose or create another. */
export function ChosenItem({ label, onChange }: { label: string; onChange?: () => void }) {
  const t = useLooseT();
  return (
    <div className="guide-chosen" role="status">
      <span className="guide-chosen__mark" aria-hidden="true">
        ✓
      </span>
      <span className="guide-chosen__text">{label}</span>
      {onChange && (
        <button type="button" className="button button--small" onClick={onChange}>
          {t("guide.change")}
        </button>
      )}
    </div>
  );
}

/** A step that holds one item (a category, a type): the chosen one, or its form beside the catalogue's existing ones. */
export function SingleStepBody({ step, def, chosen, sources, onPick }: SingleStepBodyProps) {
  const t = useLooseT();
  const [changing, setChanging] = useState(false);
  // "Annulla" empties the form (and, while changing the chosen item, goes back to it)
  const [round, setRound] = useState(0);
  if (chosen && !changing) return <ChosenItem label={t(`guide.chosen.${step}`, { name: chosen.name })} onChange={() => setChanging(true)} />;
  const pick = (item: Picked) => {
    setChanging(false);
    onPick(item);
  };
  return (
    <CreateOrReuse
      newLabel={t(`admin.new.${def.key}`)}
      existingLabel={t(`guide.existing.${step}`)}
      form={
        <ResourceForm
          key={round}
          def={def}
          item={null}
          onSaved={(row) => pick(toPicked(def, row))}
          onCancel={() => {
            setChanging(false);
            setRound((n) => n + 1);
          }}
        />
      }
      picker={
        <ReusePicker
          base={def.base}
          label={t(`guide.reuseLabel.${step}`)}
          sources={sources}
          optionLabel={def.title}
          exclude={chosen ? [chosen.id] : []}
          action={t("guide.use")}
          empty={t(`guide.reuseEmpty.${step}`)}
          onPick={(row) => pick(toPicked(def, row))}
        />
      }
    />
  );
}
