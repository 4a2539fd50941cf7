import { useCallback, useId, useMemo, useRef } from "react";
import { useTranslation } from "react-i18next";
import type { Catalogue, ItemRef, Repair } from "@/api/types";
import type { CatalogueExtras } from "@/components/configurator/steps";
import { useDropName } from "@/components/configurator/pin-marker";
import { itemName, refKey, sameRef } from "@/lib/catalogue";
import { formatPins, MAX_PINS, parsePins, pinCandidates, pinLabel, releasePins } from "@/lib/pins";
import { useQueryParam } from "@/lib/use-query-param";
import { PinSearch } from "./pin-search";

/**
 * The items pinned with "Parti da una scelta", kept in the URL (`?pin=feature_value:41,model:3`) so that a link
 * starts the wizard with them and they last its session; an entry naming nothing of the catalogue is ignored.
 * The setter also takes the pins a repair gives up (`release`): those among them are released.
 */
export function usePins(catalogue: Catalogue) {
  const [raw, setRaw] = useQueryParam("pin");
  const pins = useMemo(() => parsePins(raw, catalogue), [raw, catalogue]);
  const setPins = useCallback((next: ItemRef[]) => setRaw(next.length > 0 ? formatPins(next) : null), [setRaw]);
  const release = useCallback(
    (drop: ItemRef[]) => {
      const left = releasePins(pins, drop);
      if (left.length !== pins.length) setPins(left);
    },
    [pins, setPins],
  );
  return { pins, setPins, release };
}

/**
 * "Parti da una scelta" at the top of the wizard: on its first step the search over what the category offers,
 * whose match is pinned (a value on any part); on every step the pins as chips ("Fissato: Velluto ×"), each
 * released with a click. The live region of the screen says what was pinned or released. When the pins (with
 * the choices) admit no configuration before a model is chosen (the price panel's repair waits for a model),
 * the server's repair is offered here.
 */
export function PinPanel({
  catalogue,
  extras,
  pins,
  setPins,
  searching,
  notify,
  repair,
  onRepair,
}: {
  catalogue: Catalogue;
  extras: CatalogueExtras | undefined;
  pins: ItemRef[];
  setPins: (pins: ItemRef[]) => void;
  /** The search is shown (the first step); otherwise only the chips, when there are any. */
  searching: boolean;
  notify: (message: string) => void;
  /** The evaluation's repair while no model is chosen: offered when it releases a pin. */
  repair: Repair | undefined;
  onRepair: (drop: ItemRef[]) => void;
}) {
  const { t } = useTranslation();
  const id = `pins-${useId().replace(/:/g, "")}`;
  const sectionRef = useRef<HTMLElement>(null);
  const candidates = useMemo(() => pinCandidates(catalogue, extras), [catalogue, extras]);
  const dropName = useDropName(catalogue, pins);
  const conflict = repair?.drop.some((d) => pins.some((p) => sameRef(p, d))) ? repair : undefined;
  if (!searching && pins.length === 0) return null;

  const pin = (item: ItemRef) => {
    setPins([...pins, item]);
    notify(t("wizard.pinAdded", { name: itemName(catalogue, item) }));
  };
  const release = (item: ItemRef, index: number) => {
    setPins(pins.filter((p) => !sameRef(p, item)));
    notify(t("wizard.pinReleased", { name: itemName(catalogue, item) }));
    // the focus goes to the chip taking its place, else the previous one, else the search or the step's title
    window.requestAnimationFrame(() => {
      const chips = sectionRef.current?.querySelectorAll<HTMLButtonElement>("[data-pin-chip]");
      const next = chips && chips.length > 0 ? chips[Math.min(index, chips.length - 1)] : null;
      const search = sectionRef.current?.querySelector<HTMLInputElement>("[role=combobox]");
      (next ?? search ?? document.getElementById("wizard-step-title"))?.focus();
    });
  };

  return (
    <section ref={sectionRef} className={searching ? "wz-pins" : "wz-pins wz-pins--chips"} aria-labelledby={`${id}-title`} data-testid="pins">
      <h3 id={`${id}-title`} className={searching ? "wz-pins__title" : "visually-hidden"}>
        {t(searching ? "wizard.pinTitle" : "wizard.pinChips")}
      </h3>
      {searching && <p className="muted wz-pins__help">{t("wizard.pinHelp")}</p>}
      {searching &&
        (pins.length < MAX_PINS ? (
          <PinSearch candidates={candidates} pins={pins} onPin={pin} />
        ) : (
          <p className="muted">{t("wizard.pinFull", { max: MAX_PINS })}</p>
        ))}
      {pins.length > 0 && (
        <ul className="wz-pins__chips" aria-label={t("wizard.pinChips")}>
          {pins.map((item, index) => {
            const name = pinLabel(catalogue, item);
            return (
              <li key={refKey(item)}>
                <button
                  type="button"
                  className="wz-pin-chip"
                  data-pin-chip
                  data-testid={`pin-chip-${refKey(item)}`}
                  aria-label={t("wizard.pinChipLabel", { name })}
                  title={itemName(catalogue, item)}
                  onClick={() => release(item, index)}
                >
                  {t("wizard.pinChip", { name })}
                  <span className="wz-pin-chip__x" aria-hidden="true">
                    ×
                  </span>
                </button>
              </li>
            );
          })}
        </ul>
      )}
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
