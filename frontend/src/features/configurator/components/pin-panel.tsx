import { useId, useMemo, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import type { Catalogue, ItemRef, NumericTarget, Repair } from "@/api/types";
import type { CatalogueExtras } from "@/components/configurator/step-props";
import { useDropName } from "@/components/configurator/pin-marker";
import { itemName, sameRef } from "@/lib/catalogue";
import { MAX_PINS, pinCandidates, pinLabel } from "@/lib/pins";
import { targetLabel, targetRef } from "@/lib/targets";
import { PinChips, type PinChip } from "./pin-chips";
import { PinSearch } from "./pin-search";
import { TargetForm } from "./target-form";

/**
 * "Parti da una scelta" at the top of the wizard: on its first step the search over what the category offers,
 * whose match is pinned (a value on any part), or for a numeric feature given a target ("Larghezza ≥ 240 cm")
 * in a small form; on every step the pins and targets as chips ("Fissato: Velluto ×"), each released with a
 * click. The live region of the screen says what was pinned or released. When they (with the choices) admit
 * no configuration before a model is chosen (the price panel's repair waits for a model), the server's
 * repair is offered here.
 */
export function PinPanel({
  catalogue,
  extras,
  pins,
  targets,
  setPins,
  setTargets,
  release,
  searching,
  notify,
  repair,
  onRepair,
}: {
  catalogue: Catalogue;
  extras: CatalogueExtras | undefined;
  pins: ItemRef[];
  targets: NumericTarget[];
  setPins: (pins: ItemRef[]) => void;
  setTargets: (targets: NumericTarget[]) => void;
  /** Releases the pins and targets among the items given. */
  release: (items: ItemRef[]) => void;
  /** The search is shown (the first step); otherwise only the chips, when there are any. */
  searching: boolean;
  notify: (message: string) => void;
  /** The evaluation's repair while no model is chosen: offered when it releases a pin or a target. */
  repair: Repair | undefined;
  onRepair: (drop: ItemRef[]) => void;
}) {
  const { t } = useTranslation();
  const id = `pins-${useId().replace(/:/g, "")}`;
  const sectionRef = useRef<HTMLElement>(null);
  const candidates = useMemo(() => pinCandidates(catalogue, extras), [catalogue, extras]);
  // the numeric feature whose target is being written; the form goes with the search
  const [targeting, setTargeting] = useState<number | null>(null);
  if (!searching && targeting !== null) setTargeting(null);
  const dropName = useDropName(catalogue, pins, targets);
  const fixed = [...pins, ...targets.map((target) => targetRef(target.featureId))];
  const conflict = repair?.drop.some((d) => fixed.some((f) => sameRef(f, d))) ? repair : undefined;
  if (!searching && fixed.length === 0) return null;

  const chips: PinChip[] = [
    ...pins.map((item) => ({ item, name: pinLabel(catalogue, item), title: itemName(catalogue, item) })),
    ...targets.map((target) => {
      const label = targetLabel(catalogue, target);
      return { item: targetRef(target.featureId), name: label, title: label };
    }),
  ];
  const focusSearch = () => window.requestAnimationFrame(() => sectionRef.current?.querySelector<HTMLInputElement>("[role=combobox]")?.focus());
  const pick = (item: ItemRef) => {
    if (item.kind === "feature") return setTargeting(item.id);
    setPins([...pins, item]);
    notify(t("wizard.pinAdded", { name: itemName(catalogue, item) }));
  };
  const setTarget = (target: NumericTarget) => {
    setTargets([...targets, target]);
    setTargeting(null);
    notify(t("wizard.pinAdded", { name: targetLabel(catalogue, target) }));
    focusSearch();
  };
  const releaseChip = (chip: PinChip, index: number) => {
    release([chip.item]);
    notify(t("wizard.pinReleased", { name: chip.title }));
    // the focus goes to the chip taking its place, else the previous one, else the search or the step's title
    window.requestAnimationFrame(() => {
      const left = sectionRef.current?.querySelectorAll<HTMLButtonElement>("[data-pin-chip]");
      const next = left && left.length > 0 ? left[Math.min(index, left.length - 1)] : null;
      const search = sectionRef.current?.querySelector<HTMLInputElement>("[role=combobox]");
      (next ?? search ?? document.getElementById("wizard-step-title"))?.focus();
    });
  };
  const feature = catalogue.features.find((f) => f.id === targeting);

  return (
    <section ref={sectionRef} className={searching ? "wz-pins" : "wz-pins wz-pins--chips"} aria-labelledby={`${id}-title`} data-testid="pins">
      <h3 id={`${id}-title`} className={searching ? "wz-pins__title" : "visually-hidden"}>
        {t(searching ? "wizard.pinTitle" : "wizard.pinChips")}
      </h3>
      {searching && <p className="muted wz-pins__help">{t("wizard.pinHelp")}</p>}
      {searching &&
        (fixed.length < MAX_PINS ? (
          <PinSearch candidates={candidates} pins={fixed} onPin={pick} />
        ) : (
          <p className="muted">{t("wizard.pinFull", { max: MAX_PINS })}</p>
        ))}
      {feature && fixed.length < MAX_PINS && (
        <TargetForm
          key={feature.id}
          feature={feature}
          onSet={setTarget}
          onCancel={() => {
            setTargeting(null);
            focusSearch();
          }}
        />
      )}
      {chips.length > 0 && <PinChips chips={chips} onRelease={releaseChip} />}
      {conflict && (
        <div className="wz-pins__conflict" role="alert" data-testid="pin-conflict">
          <span>{t("wizard.pinConflict", { items: conflict.drop.map(dropName).join(", ") })}</span>
          <button type="button" className="button button--small" onClick={() => onRepair(conflict.drop)}>
            {t("wizard.pinConflictApply")}
          </button>
        </div>
      )}
    </section>
  );
}
