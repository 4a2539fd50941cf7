import { useState } from "react";
import { useTranslation } from "react-i18next";
import type { TFunction } from "i18next";
import { ConfirmDialog } from "@/components/ui/dialog";
import { Spinner } from "@/components/ui/spinner";
import { toast } from "@/components/ui/toast/toast-store";
import { errorMessage } from "@/lib/errors";
import { isApiError } from "@/lib/api-client";
import { formatCents, formatDateTime } from "@/lib/format";
import type { Catalogue, Configuration, Revision, RevisionSummary } from "@/api/types";
import { useRestoreRevision, useRevision, useRevisionComparison, useRevisions } from "../api/revisions";
import "./revisions.css";


/**
 * "Cronologia": every save of a configuration (newest first), two of them compared side by side with
 * what changed highlighted, and a revision restored (saved again as a new revision) after a confirmation.
 */
export function RevisionHistory({
  configuration,
  catalogue,
  dirty,
  onRestored,
}: {
  configuration: Configuration;
  /** Names the items of the side-by-side view. */
  catalogue: Catalogue;
  /** Changes not saved yet, which a restore replaces. */
  dirty: boolean;
  onRestored: (saved: Configuration) => void;
}) {
  const { t } = useTranslation();
  const { publicId } = configuration;
  const revisions = useRevisions(publicId, configuration.revision);
  const items = revisions.data ?? [];
  const latest = configuration.revision;
  const [pick, setPick] = useState<{ from: number; to: number } | null>(null);
  const from = pick?.from ?? Math.max(1, latest - 1);
  const to = pick?.to ?? latest;
  const [compared, setCompared] = useState<{ from: number; to: number } | null>(null);
  const [restoring, setRestoring] = useState<RevisionSummary | null>(null);
  const restore = useRestoreRevision();

  const onRestore = (revision: RevisionSummary) => {
    restore.mutate(
      { publicId, revision: revision.revision, version: configuration.version },
      {
        onSuccess: (saved) => {
          setRestoring(null);
          setCompared(null);
          setPick(null);
          toast.success(t("revisions.restored", { revision: revision.revision, latest: saved.revision }));
          onRestored(saved);
        },
        onError: (error) => {
          setRestoring(null);
          toast.error(isApiError(error) && error.code === "stale_version" ? t("wizard.staleVersion") : errorMessage(t, error));
        },
      },
    );
  };

  const options = items.map((r) => (
    <option key={r.revision} value={r.revision}>
      {t("revisions.revision", { revision: r.revision })}
    </option>
  ));

  return (
    <section className="rv-panel stack" aria-labelledby="rv-panel-title" data-testid="revision-history">
      <div className="rv-panel__head">
        <h3 id="rv-panel-title" className="summary__subtitle">
          {t("revisions.title")}
        </h3>
        {revisions.isFetching && <Spinner />}
      </div>
      <p className="muted">{t("revisions.intro")}</p>
      {revisions.isError && !revisions.data ? (
        <p className="form-alert form-alert--error" role="alert">
          {errorMessage(t, revisions.error)}
        </p>
      ) : (
        <>
          <ol className="rv-list" aria-label={t("revisions.listLabel")}>
            {items.map((r) => (
              <li
                key={r.revision}
                className={`tile rv-item${r.revision === latest ? " rv-item--current" : ""}`}
                data-testid="revision"
                data-revision={r.revision}
                aria-current={r.revision === latest ? "true" : undefined}
              >
                <div className="rv-item__head">
                  <strong>{t("revisions.revision", { revision: r.revision })}</strong>
                  {r.revision === latest && <span className="pill tone-success">{t("revisions.current")}</span>}
                  <span className="rv-item__total" data-testid="revision-total">
                    {formatCents(r.grandTotal)}
                  </span>
                </div>
                <p className="rv-item__meta muted">
                  {t("revisions.savedBy", { date: formatDateTime(r.savedAt), name: r.savedByName ?? t("revisions.someone") })}
                </p>
                <div className="rv-item__foot">
                  <span className="rv-item__name">{r.name}</span>
                  <JudgedPill complete={r.complete} valid={r.valid} />
                  {r.revision !== latest && (
                    <button
                      type="button"
                      className="button button--small"
                      onClick={() => setRestoring(r)}
                      aria-label={t("revisions.restoreLabel", { revision: r.revision })}
                    >
                      {t("revisions.restore")}
                    </button>
                  )}
                </div>
              </li>
            ))}
          </ol>
          {items.length > 1 && (
            <form
              className="rv-pick"
              onSubmit={(event) => {
                event.preventDefault();
                setCompared({ from, to });
              }}
            >
              <label className="rv-pick__field">
                <span>{t("revisions.compareFrom")}</span>
                <select className="field__input" value={from} onChange={(e) => setPick({ from: Number(e.target.value), to })} data-testid="compare-from">
                  {options}
                </select>
              </label>
              <label className="rv-pick__field">
                <span>{t("revisions.compareTo")}</span>
                <select className="field__input" value={to} onChange={(e) => setPick({ from, to: Number(e.target.value) })} data-testid="compare-to">
                  {options}
                </select>
              </label>
              <button type="submit" className="button" disabled={from === to}>
                {t("revisions.compare")}
              </button>
            </form>
          )}
          {compared && (
            <Comparison publicId={publicId} pair={compared} catalogue={catalogue} onClose={() => setCompared(null)} />
          )}
        </>
      )}
      {restoring && (
        <ConfirmDialog
          title={t("revisions.restoreTitle", { revision: restoring.revision })}
          describedBy="rv-restore-text"
          confirmLabel={t("revisions.restore")}
          busy={restore.isPending}
          onConfirm={() => onRestore(restoring)}
          onClose={() => setRestoring(null)}
        >
          <div id="rv-restore-text" className="stack">
            <p>{t("revisions.restoreText", { revision: restoring.revision, total: formatCents(restoring.grandTotal) })}</p>
            {dirty && <p className="form-alert form-alert--error">{t("revisions.restoreDirty")}</p>}
          </div>
        </ConfirmDialog>
      )}
    </section>
  );
}

function JudgedPill({ complete, valid }: { complete: boolean; valid: boolean }) {
  const { t } = useTranslation();
  const [tone, label] = !valid
    ? ["tone-danger", t("validity.invalid")]
    : !complete
      ? ["tone-warning", t("validity.incomplete")]
      : ["tone-success", t("validity.valid")];
  return <span className={`pill ${tone}`}>{label}</span>;
}

/** One line of the side-by-side view: what a revision says at one path. */
interface Line {
  path: string;
  /** Paths whose change marks this line. */
  marks: string[];
  label: string;
  indent?: boolean;
  value: (revision: Revision) => string;
}

/** Two revisions side by side, each line marked when a change names it, and the changes in words. */
function Comparison({
  publicId,
  pair,
  catalogue,
  onClose,
}: {
  publicId: string;
  pair: { from: number; to: number };
  catalogue: Catalogue;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const comparison = useRevisionComparison(publicId, pair);
  const before = useRevision(publicId, pair.from);
  const after = useRevision(publicId, pair.to);
  const error = comparison.error ?? before.error ?? after.error;
  const changes = comparison.data?.changes ?? [];
  const changed = new Set(changes.map((c) => c.path));
  return (
    <section className="rv-compare stack" aria-labelledby="rv-compare-title" data-testid="revision-compare">
      <div className="rv-panel__head">
        <h4 id="rv-compare-title" className="rv-compare__title">
          {t("revisions.compareTitle", { from: pair.from, to: pair.to })}
        </h4>
        <button type="button" className="button button--small" onClick={onClose}>
          {t("revisions.closeCompare")}
        </button>
      </div>
      {error ? (
        <p className="form-alert form-alert--error" role="alert">
          {errorMessage(t, error)}
        </p>
      ) : !comparison.data || !before.data || !after.data ? (
        <Spinner />
      ) : (
        <>
          {changes.length === 0 ? (
            <p className="muted">{t("revisions.noChanges")}</p>
          ) : (
            <ul className="rv-changes" data-testid="revision-changes" aria-label={t("revisions.changesLabel")}>
              {changes.map((c, i) => (
                <li key={i} data-kind={c.kind}>
                  {c.message}
                </li>
              ))}
            </ul>
          )}
          <table className="rv-table">
            <caption className="visually-hidden">{t("revisions.compareTitle", { from: pair.from, to: pair.to })}</caption>
            <thead>
              <tr>
                <th scope="col">{t("revisions.item")}</th>
                <th scope="col">{t("revisions.revision", { revision: pair.from })}</th>
                <th scope="col">{t("revisions.revision", { revision: pair.to })}</th>
              </tr>
            </thead>
            <tbody>
              {lines(before.data, after.data, catalogue, t).map((line) => {
                const marked = line.marks.some((path) => changed.has(path));
                return (
                  <tr key={line.path} className={marked ? "rv-row rv-row--changed" : "rv-row"} data-changed={marked || undefined}>
                    <th scope="row" className={line.indent ? "rv-row__label rv-row__label--sub" : "rv-row__label"}>
                      {line.label}
                      {marked && <span className="visually-hidden"> {t("revisions.changedMark")}</span>}
                    </th>
                    <td data-label={t("revisions.revision", { revision: pair.from })}>{line.value(before.data)}</td>
                    <td data-label={t("revisions.revision", { revision: pair.to })}>{line.value(after.data)}</td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </>
      )}
    </section>
  );
}

/** The lines of both revisions: their fields, then every part either has, each with its chosen values. */
function lines(before: Revision, after: Revision, catalogue: Catalogue, t: TFunction): Line[] {
  const none = "—";
  const name = <T extends { id: number; name: string }>(rows: T[], id: number | null | undefined) =>
    id == null ? none : (rows.find((row) => row.id === id)?.name ?? `n. ${id}`);
  const part = (r: Revision, id: number) => r.draft.parts.find((p) => p.partId === id && p.quantity > 0);
  const result: Line[] = [
    { path: "name", marks: ["name"], label: t("revisions.fields.name"), value: (r) => r.name },
    { path: "notes", marks: ["notes"], label: t("revisions.fields.notes"), value: (r) => r.notes ?? none },
    { path: "customerId", marks: ["customerId"], label: t("revisions.fields.customer"), value: (r) => r.customerName ?? none },
    { path: "draft.quantity", marks: ["draft.quantity"], label: t("revisions.fields.quantity"), value: (r) => String(r.draft.quantity) },
    { path: "draft.typeId", marks: ["draft.typeId"], label: t("revisions.fields.type"), value: (r) => name(catalogue.types, r.draft.typeId) },
    { path: "draft.modelId", marks: ["draft.modelId"], label: t("revisions.fields.model"), value: (r) => name(catalogue.models, r.draft.modelId) },
  ];
  const partIds = [...new Set([...after.draft.parts, ...before.draft.parts].filter((p) => p.quantity > 0).map((p) => p.partId))];
  for (const partId of partIds) {
    const path = `draft.parts.${partId}`;
    result.push({
      path,
      marks: [path, `${path}.quantity`],
      label: name(catalogue.parts, partId),
      value: (r) => {
        const found = part(r, partId);
        return found ? t("revisions.quantityOf", { quantity: found.quantity }) : none;
      },
    });
    const featureIds = [
      ...new Set([...(part(after, partId)?.values ?? []), ...(part(before, partId)?.values ?? [])].map((v) => v.featureId)),
    ];
    for (const featureId of featureIds) {
      const feature = catalogue.features.find((f) => f.id === featureId);
      const valuePath = `${path}.values.${featureId}`;
      result.push({
        path: valuePath,
        marks: [valuePath],
        label: feature?.name ?? `n. ${featureId}`,
        indent: true,
        value: (r) => {
          const chosen = part(r, partId)?.values.find((v) => v.featureId === featureId);
          if (chosen?.valueId != null) return catalogue.values.find((v) => v.id === chosen.valueId)?.label ?? `n. ${chosen.valueId}`;
          if (chosen?.numericValue != null) return [chosen.numericValue, feature?.numericUnit].filter(Boolean).join(" ");
          return none;
        },
      });
    }
  }
  result.push({
    path: "grandTotal",
    marks: ["grandTotal"],
    label: t("revisions.fields.total"),
    value: (r) => formatCents(r.price?.grandTotal ?? 0),
  });
  return result;
}
