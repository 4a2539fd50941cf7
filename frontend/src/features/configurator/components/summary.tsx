import { useId, useState, type ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { PriceTable } from "@/components/price-table";
import { Spinner } from "@/components/ui/spinner";
import { errorMessage } from "@/lib/errors";
import { formatCents } from "@/lib/format";
import type { Catalogue, Evaluation, ItemRef, NumericTarget, Price, Violation } from "@/api/types";
import { ValidityPill, type Validity } from "./validity-pill";
import { effectiveTypeId, includedParts, isPerPart, partsOffering, valueFor, type Selection } from "@/lib/wizard";
import { useCustomerOptions } from "@/features/configurator/api/wizard";
import { RepairOffer } from "@/components/configurator/repair-offer";
import type { StepProps } from "@/components/configurator/step-props";
import { CheapestOffer, PriceRangeText } from "./price-range";
import { BudgetField, BudgetVerdict } from "./budget";

export interface SummaryFields {
  name: string;
  notes: string;
  /** The customer it is for; none when the caller has no customers to pick from. */
  customerId: number | null;
}

/** The violations listed (rules and unavailable items in red). */
export function Problems({ violations }: { violations: Violation[] }) {
  const { t } = useTranslation();
  if (violations.length === 0) return <p className="muted">{t("configurator.noProblems")}</p>;
  return (
    <ul className="wz-problems" data-testid="problems">
      {violations.map((v, i) => (
        <li key={i} className={v.code.startsWith("rule_") || v.code === "unknown_item" ? "wz-problem--error" : undefined}>
          {v.message}
        </li>
      ))}
    </ul>
  );
}

/** Where the evaluation stands: what the price panel and the phone's bar show. */
export interface LiveState {
  /** Nothing to price or judge before a model is chosen. */
  hasModel: boolean;
  evaluation: Evaluation | undefined;
  /** A newer answer is on its way (the shown one is older). */
  pending: boolean;
  /** The answer shown is not the one of the latest choices (it failed or is on its way). */
  stale: boolean;
  /** The last evaluation failed (network, 5xx). */
  error: unknown;
  onRetry: () => void;
  /** What can be said of the configuration so far; null: nothing yet. */
  validity: Validity | null;
  /** The problems the user can act on so far (steps reached). */
  problems: Violation[];
  /** Names the items of a repair. */
  catalogue: Catalogue;
  /** Gives up a repair's choices (and releases the pins and targets it drops). */
  onRepair: (drop: ItemRef[]) => void;
  /** The items the user pinned and the targets set, which a repair names as such. */
  pins?: ItemRef[];
  targets?: NumericTarget[];
  /** The choices, which the cheapest completion of the price range replaces on request. */
  selection: Selection;
  setSelection: StepProps["setSelection"];
  /** The user's budget in whole euros (none: null), and its setter (the URL keeps it). */
  budget: number | null;
  setBudget: (euros: number | null) => void;
}

/**
 * The price panel: beside the step on a desktop (sticky), and on a phone a bar fixed at the bottom of the
 * screen with the price, the state and the pending or failed update, above the list of problems.
 */
export function LiveSummary({ live, savedPrice }: { live: LiveState; savedPrice?: Price | null }) {
  const { t } = useTranslation();
  const { hasModel, evaluation, pending, stale, error, onRetry, validity, problems, catalogue, onRepair, selection, setSelection, budget } = live;
  const repair = evaluation?.repairs?.[0];
  const failed = !!error && !pending;
  return (
    <aside className="wizard__summary card" aria-labelledby="wizard-summary-title">
      <h2 id="wizard-summary-title" className="section__title">
        {t("configurator.summary")}
      </h2>
      <div className="wz-bar" data-testid="price-bar" aria-live="polite" aria-busy={pending}>
        <div className="wz-bar__price">
          <span className="wz-bar__label">{t("configurator.price")}</span>
          <strong data-testid="live-price" className={pending || stale ? "wz-bar__amount is-pending" : "wz-bar__amount"}>
            {hasModel && evaluation ? formatCents(evaluation.price.grandTotal) : "—"}
          </strong>
          {hasModel && evaluation && <PriceRangeText evaluation={evaluation} pending={pending || stale} />}
          <BudgetVerdict evaluation={evaluation} budget={budget} pending={pending || stale} />
        </div>
        <div className="wz-bar__state">
          {pending && <Spinner label={t("wizard.pending")} />}
          {pending && <span className="muted wz-bar__pending">{t("wizard.pending")}</span>}
          {!pending && !failed && validity && <ValidityPill validity={validity} />}
          {!hasModel && (
            <span className="muted wz-bar__hint" data-testid="price-after-model">
              {t("wizard.priceAfterModel")}
            </span>
          )}
        </div>
        <BudgetField budget={budget} onChange={live.setBudget} />
        {hasModel && evaluation && (
          <CheapestOffer evaluation={evaluation} busy={pending || stale} catalogue={catalogue} selection={selection} setSelection={setSelection} />
        )}
        {failed && (
          <div className="wz-bar__error" role="alert" data-testid="evaluation-error">
            <span>{t("wizard.evaluationFailed", { error: errorMessage(t, error) })}</span>
            <button type="button" className="button button--small" onClick={onRetry}>
              {t("wizard.retry")}
            </button>
          </div>
        )}
      </div>
      {savedPrice && (
        <dl className="summary-list">
          <div>
            <dt>{t("wizard.savedPrice")}</dt>
            <dd>{formatCents(savedPrice.grandTotal)}</dd>
          </div>
        </dl>
      )}
      {hasModel && evaluation && (
        <>
          <h3 className="summary__subtitle">{t("configurator.problems")}</h3>
          {repair && <RepairOffer repair={repair} catalogue={catalogue} onRepair={onRepair} pins={live.pins} targets={live.targets} />}
          {(!repair || problems.length > 0) && <Problems violations={problems} />}
        </>
      )}
    </aside>
  );
}

function Choices({ catalogue, selection }: { catalogue: StepProps["catalogue"]; selection: Selection }) {
  const { t } = useTranslation();
  const typeId = effectiveTypeId(selection, catalogue);
  const type = catalogue.types.find((x) => x.id === typeId);
  const model = catalogue.models.find((x) => x.id === selection.modelId);
  const parts = includedParts(selection, catalogue);
  return (
    <dl className="summary-list wz-choices">
      <div>
        <dt>{t("configurator.stepType")}</dt>
        <dd>{type?.name ?? "—"}</dd>
      </div>
      <div>
        <dt>{t("configurator.stepModel")}</dt>
        <dd>{model ? `${model.name} (${model.code})` : "—"}</dd>
      </div>
      <div>
        <dt>{t("configurator.stepParts")}</dt>
        <dd>{parts.map((p) => `${p.part?.name ?? p.mp.partId} × ${p.quantity}`).join(", ") || "—"}</dd>
      </div>
      {catalogue.features.map((feature) => {
        const label = (value: number | undefined) =>
          value === undefined
            ? "—"
            : feature.kind === "numeric"
              ? `${value}${feature.numericUnit ? ` ${feature.numericUnit}` : ""}`
              : (catalogue.values.find((v) => v.id === value)?.label ?? `#${value}`);
        // per-part mode: each part's own value; otherwise the one value all parts share
        const text = isPerPart(selection, feature.id)
          ? partsOffering(selection, catalogue, feature.id)
              .map(({ mp, part }) => `${part?.name ?? mp.partId}: ${label(valueFor(selection, feature.id, mp.partId))}`)
              .join(", ")
          : selection.values[feature.id] !== undefined && label(selection.values[feature.id]);
        if (!text) return null;
        return (
          <div key={feature.id}>
            <dt>{feature.name}</dt>
            <dd data-testid={`choice-feature-${feature.id}`}>{text}</dd>
          </div>
        );
      })}
    </dl>
  );
}

/** The configuration's customer, among those of the caller's companies (of its company once it has one). */
function CustomerField({
  id,
  companyId,
  value,
  onChange,
}: {
  id: string;
  companyId: number | null | undefined;
  value: number | null;
  onChange: (customerId: number | null) => void;
}) {
  const { t } = useTranslation();
  const customers = useCustomerOptions(companyId).data?.items ?? [];
  if (customers.length === 0 && value === null) return null;
  return (
    <div className="field">
      <label htmlFor={`${id}-customer`} className="field__label">
        {t("wizard.customer")}
      </label>
      <select
        id={`${id}-customer`}
        className="field__input"
        value={value ?? ""}
        onChange={(e) => onChange(e.target.value ? Number(e.target.value) : null)}
      >
        <option value="">{t("wizard.noCustomer")}</option>
        {value !== null && !customers.some((c) => c.id === value) && <option value={value}>{t("wizard.customerUnknown")}</option>}
        {customers.map((c) => (
          <option key={c.id} value={c.id}>
            {c.city ? `${c.name} (${c.city})` : c.name}
          </option>
        ))}
      </select>
    </div>
  );
}

/** A part of a saved configuration's compact summary, folded under its title; shown as it is elsewhere. */
function Fold({ folded, open, title, children }: { folded: boolean; open: boolean; title: string; children: ReactNode }) {
  if (!folded) return <>{children}</>;
  return (
    <details className="wz-fold" open={open || undefined}>
      <summary className="wz-fold__title">{title}</summary>
      <div className="stack">{children}</div>
    </details>
  );
}

export function SummaryStep({
  catalogue,
  selection,
  setSelection,
  fields,
  setFields,
  evaluation,
  saving,
  onSave,
  companyId,
  compact = false,
  changed = false,
}: StepProps & {
  /** The saved configuration's company: its customer must be one of that company's. */
  companyId?: number | null;
  /** A saved configuration: its summary opens compact, the other fields and the breakdown folded. */
  compact?: boolean;
  /** Changes not saved yet: a compact summary then shows its save buttons (and opens with its fields unfolded). */
  changed?: boolean;
  fields: SummaryFields;
  setFields: (update: (f: SummaryFields) => SummaryFields) => void;
  evaluation: Evaluation | undefined;
  saving: boolean;
  onSave: (asDraft: boolean) => void;
}) {
  const { t } = useTranslation();
  const id = useId().replace(/:/g, "");
  const ready = !!evaluation && evaluation.complete && evaluation.valid;
  // taken once: the folds do not close under the user's typing
  const [unfolded] = useState(changed);
  return (
    <form
      className="stack wz-summary"
      onSubmit={(e) => {
        e.preventDefault();
        onSave(!ready);
      }}
    >
      {/* a saved configuration's summary opens on what it holds */}
      {compact && <Choices catalogue={catalogue} selection={selection} />}
      {/* the name and the save side by side: on a phone the save is not screens away from the name */}
      <div className="wz-save-row">
        <div className="field wz-save-row__name">
          <label htmlFor={`${id}-name`} className="field__label">
            {t("wizard.name")}
          </label>
          <input
            id={`${id}-name`}
            className="field__input"
            maxLength={200}
            value={fields.name}
            onChange={(e) => setFields((f) => ({ ...f, name: e.target.value }))}
          />
        </div>
        {/* a saved configuration shown as it was saved has nothing to save: its one action bar is above */}
        {(!compact || changed) && (
          <div className="wz-actions wz-save-row__actions">
            <button type="button" className="button" disabled={saving} onClick={() => onSave(true)}>
              {t("wizard.saveDraft")}
            </button>
            <button type="submit" className="button button--primary" disabled={saving || !ready}>
              {t("wizard.saveComplete")}
            </button>
          </div>
        )}
        {!ready && (!compact || changed) && <p className="muted wz-save-row__hint">{t("wizard.saveCompleteHint")}</p>}
      </div>
      {!compact && <Choices catalogue={catalogue} selection={selection} />}
      <Fold folded={compact} open={unfolded} title={t("wizard.moreFields")}>
        <div className="field">
          <label htmlFor={`${id}-notes`} className="field__label">
            {t("wizard.notes")}
          </label>
          <textarea
            id={`${id}-notes`}
            className="field__input"
            rows={3}
            value={fields.notes}
            onChange={(e) => setFields((f) => ({ ...f, notes: e.target.value }))}
          />
        </div>
        <CustomerField
          id={id}
          companyId={companyId}
          value={fields.customerId}
          onChange={(customerId) => setFields((f) => ({ ...f, customerId }))}
        />
        <div className="field">
          <label htmlFor={`${id}-qty`} className="field__label">
            {t("wizard.quantity")}
          </label>
          <input
            id={`${id}-qty`}
            type="number"
            inputMode="numeric"
            className="field__input wz-num"
            min={1}
            value={selection.quantity}
            onChange={(e) => {
              const quantity = Math.max(1, Math.floor(Number(e.target.value) || 1));
              setSelection((s) => ({ ...s, quantity }));
            }}
          />
        </div>
      </Fold>
      {evaluation && (
        <>
          <Fold folded={compact} open={false} title={t("wizard.priceBreakdown")}>
            <PriceTable price={evaluation.price} captionClassName={compact ? "visually-hidden" : undefined} />
          </Fold>
          {/* a compact summary says nothing of the checks when there are none */}
          {(!compact || evaluation.violations.length > 0) && (
            <>
              <h3 className="summary__subtitle">{t("configurator.problems")}</h3>
              <Problems violations={evaluation.violations} />
            </>
          )}
        </>
      )}
    </form>
  );
}
