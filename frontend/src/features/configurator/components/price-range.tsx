import { useEffect, useId, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import type { Catalogue, Evaluation } from "@/api/types";
import { formatCents } from "@/lib/format";
import { selectionFromDraft, type Selection } from "@/lib/wizard";
import type { StepProps } from "@/components/configurator/step-props";

/**
 * Beside the running price, what a complete configuration keeping the choices costs: "da X a Y", or the one
 * figure when there is one ("circa" when the server ran out of time before proving the bounds). Nothing when
 * the choices admit no valid configuration, nor when the configuration is complete at that one price.
 */
export function PriceRangeText({ evaluation, pending }: { evaluation: Evaluation; pending: boolean }) {
  const { t } = useTranslation();
  const range = evaluation.priceRange;
  if (!range) return null;
  const single = range.min === range.max;
  if (single && evaluation.complete && range.min === evaluation.price.grandTotal) return null;
  const min = formatCents(range.min);
  const text = single
    ? t(range.exact ? "wizard.priceFinal" : "wizard.priceFinalAbout", { price: min })
    : t(range.exact ? "wizard.priceRange" : "wizard.priceRangeAbout", { min, max: formatCents(range.max) });
  const title = t("wizard.priceRangeTitle");
  return (
    <span className={pending ? "wz-bar__range is-pending" : "wz-bar__range"} title={title} data-testid="price-range">
      <span className="visually-hidden">{title}: </span>
      {text}
    </span>
  );
}

/** Whether "Completa al prezzo più basso" has something to offer: choices still open, or a cheaper completion. */
function offers(evaluation: Evaluation): boolean {
  const range = evaluation.priceRange;
  return !!range && (!evaluation.complete || range.min < evaluation.price.grandTotal);
}

/** The selection before a proposal and the proposal itself: "Annulla" goes back while it is unchanged. */
interface Proposal {
  previous: Selection;
  applied: Selection;
}

/**
 * "Completa al prezzo più basso": the server's cheapest complete and valid configuration keeping the choices
 * becomes the selection, every open choice filled. It is a proposal: a notice (which takes the focus) says
 * so, with "Annulla" back to the choices before it; the notice goes once the user changes anything.
 */
export function CheapestOffer({
  evaluation,
  busy,
  catalogue,
  selection,
  setSelection,
}: {
  evaluation: Evaluation;
  /** The evaluation shown is not the latest choices': its proposal waits for the next one. */
  busy: boolean;
  catalogue: Catalogue;
  selection: Selection;
  setSelection: StepProps["setSelection"];
}) {
  const { t } = useTranslation();
  const id = `cheapest-${useId().replace(/:/g, "")}`;
  const [proposal, setProposal] = useState<Proposal | null>(null);
  const noticeRef = useRef<HTMLParagraphElement>(null);
  const applied = proposal !== null && proposal.applied === selection;
  if (proposal && !applied) setProposal(null);
  useEffect(() => {
    if (applied) noticeRef.current?.focus();
  }, [applied]);

  if (applied)
    return (
      <div className="wz-bar__offer" role="group" aria-labelledby={id} aria-live="off" data-testid="cheapest-notice">
        <p id={id} ref={noticeRef} tabIndex={-1} className="wz-bar__offer-text">
          {t("wizard.cheapestApplied")}
        </p>
        <button
          type="button"
          className="button button--small"
          onClick={() => {
            setSelection(() => proposal.previous);
            setProposal(null);
            window.requestAnimationFrame(() => document.getElementById("wizard-step-title")?.focus());
          }}
        >
          {t("wizard.cheapestUndo")}
        </button>
      </div>
    );
  const range = evaluation.priceRange;
  if (!range || !offers(evaluation)) return null;
  return (
    <div className="wz-bar__offer" aria-live="off">
      <button
        type="button"
        className="button button--small"
        disabled={busy}
        data-testid="cheapest"
        onClick={() => {
          const next = selectionFromDraft(range.cheapest, catalogue);
          setSelection(() => next);
          setProposal({ previous: selection, applied: next });
        }}
      >
        {t("wizard.cheapest")}
      </button>
    </div>
  );
}
