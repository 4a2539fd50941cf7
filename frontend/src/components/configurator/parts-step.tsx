import { useId, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { formatSignedCents } from "@/lib/format";
import type { CatalogueModelPart } from "@/api/types";
import { refKey } from "@/lib/catalogue";
import { isBudgetOff } from "@/lib/budget";
import { addedQuantity, includePart, modelPartsOf, quantityOf, setPartQuantity } from "@/lib/wizard";
import { isPinned } from "@/lib/pins";
import { LowestPrice } from "./lowest-price";
import { PinMarker } from "./pin-marker";
import type { StepProps } from "./step-props";
import { WhyText, OffActions } from "./option-button";
import "./steps.css";

/**
 * One part of the model: its quantity, or (required) the quantity it comes in. A part ruled out shows why
 * beside it; its "+" stays focusable and opens the rules' messages and "Scegli comunque". A part every valid
 * configuration has says so, with one click to include it.
 */
function PartRow({ mp, props, inputBase }: { mp: CatalogueModelPart; props: StepProps; inputBase: string }) {
  const { t } = useTranslation();
  const { catalogue, selection, setSelection, disabled, states, prices } = props;
  const [open, setOpen] = useState(false);
  const plusRef = useRef<HTMLButtonElement>(null);
  const part = catalogue.parts.find((p) => p.id === mp.partId);
  const name = part?.name ?? `#${mp.partId}`;
  const ref = { kind: "part" as const, id: mp.partId };
  const off = disabled.get(refKey(ref));
  const quantity = quantityOf(selection, catalogue, mp.partId);
  const min = mp.minQuantity;
  // a number typed above the maximum is limited to it, and the row says so until the next change
  const [limited, setLimited] = useState(false);
  const set = (q: number) => {
    setLimited(q > mp.maxQuantity);
    setSelection((s) => setPartQuantity(s, catalogue, mp.partId, q));
  };
  const inputId = `${inputBase}-part-${mp.partId}`;
  const whyId = `${inputId}-why`;
  const panelId = `${inputId}-panel`;
  const blocked = !!off && quantity === 0;
  const implied = !off && quantity === 0 && states.get(refKey(ref)) === "implied";
  if (open && !blocked) setOpen(false);
  const close = (refocus: boolean) => {
    setOpen(false);
    if (refocus) window.requestAnimationFrame(() => plusRef.current?.focus());
  };
  return (
    <li className={`wz-part${blocked ? " wz-option--off" : ""}${open ? " is-open" : ""}`} data-testid={`part-${mp.partId}`}>
      <div className="wz-part__info">
        <label htmlFor={inputId} className="wz-part__name">
          {name}
        </label>
        {isPinned(props.pins, ref) && <PinMarker />}
        <span className="muted">
          {!mp.required && prices?.has(refKey(ref)) && (
            <span data-testid="option-price">
              {t("wizard.perPiece", { price: formatSignedCents(prices.get(refKey(ref)) ?? 0) })}
              {" · "}
            </span>
          )}
          {mp.required ? t("wizard.included") : t("wizard.range", { min, max: mp.maxQuantity })}
        </span>
        {!mp.required && !isBudgetOff(off) && <LowestPrice item={ref} lowest={props.lowest} pending={props.pending} />}
        {off && <WhyText id={whyId} off={off} catalogue={catalogue} className="wz-why wz-why--inline" />}
        {implied && (
          <span className="wz-implied wz-implied--part" id={`${inputId}-implied`} data-testid="implied">
            {t("wizard.impliedPart")}
            <button
              type="button"
              className="button button--small"
              aria-label={t("wizard.includeNamed", { name })}
              onClick={() => setSelection((s) => includePart(s, catalogue, mp.partId))}
            >
              {t("wizard.include")}
            </button>
          </span>
        )}
        {limited && (
          <span id={`${inputId}-limited`} className="wz-part__limited" role="status" data-testid="quantity-limited">
            {t("wizard.quantityLimited", { max: mp.maxQuantity })}
          </span>
        )}
      </div>
      {mp.required ? (
        <output id={inputId} className="wz-part__fixed" aria-label={t("wizard.quantityOf", { name: part?.name ?? "" })}>
          × {quantity}
        </output>
      ) : (
        <div className="wz-qty">
          <button
            type="button"
            className="button button--small"
            aria-label={t("wizard.less", { name: part?.name ?? "" })}
            disabled={quantity <= 0}
            onClick={() => set(quantity - 1 < min ? 0 : quantity - 1)}
          >
            −
          </button>
          <input
            id={inputId}
            type="number"
            inputMode="numeric"
            className="field__input wz-qty__input"
            min={0}
            max={mp.maxQuantity}
            value={quantity}
            aria-describedby={limited ? `${inputId}-limited` : off ? whyId : implied ? `${inputId}-implied` : undefined}
            aria-disabled={blocked || undefined}
            readOnly={blocked}
            onChange={(e) => set(Math.floor(Number(e.target.value) || 0))}
          />
          <button
            ref={plusRef}
            type="button"
            className="button button--small"
            aria-label={t("wizard.more", { name: part?.name ?? "" })}
            aria-disabled={blocked || undefined}
            aria-describedby={off ? whyId : undefined}
            aria-expanded={blocked ? open : undefined}
            aria-controls={blocked ? panelId : undefined}
            disabled={quantity >= mp.maxQuantity}
            onClick={() => (blocked ? setOpen((o) => !o) : set(quantity === 0 ? addedQuantity(mp) : Math.max(quantity + 1, min)))}
            onKeyDown={(e) => {
              if (e.key === "Escape" && open) close(false);
            }}
          >
            +
          </button>
        </div>
      )}
      {blocked && open && off && (
        <div id={panelId} className="wz-part__panel" data-testid="part-panel">
          {off.repair || isBudgetOff(off) ? (
            <OffActions item={ref} off={off} props={props} onClose={close} />
          ) : (
            <p className="muted">{t("wizard.noAnyway")}</p>
          )}
        </div>
      )}
    </li>
  );
}

export function PartsStep(props: StepProps) {
  const { t } = useTranslation();
  const id = useId().replace(/:/g, "");
  const rows = modelPartsOf(props.catalogue, props.selection.modelId);
  if (rows.length === 0) return <p className="muted">{t("wizard.noParts")}</p>;
  return (
    <ul className="wz-parts">
      {rows.map((mp) => (
        <PartRow key={mp.partId} mp={mp} props={props} inputBase={id} />
      ))}
    </ul>
  );
}
