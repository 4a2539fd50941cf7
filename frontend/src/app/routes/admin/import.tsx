import { useState, type ChangeEvent } from "react";
import { useNavigate, useParams } from "react-router-dom";
import { useTranslation } from "react-i18next";
import { useQueryClient } from "@tanstack/react-query";
import type { ImportReport, ImportableBase } from "@/api/types";
import { Page } from "@/components/ui/page";
import { EmptyState } from "@/components/ui/empty-state";
import { Spinner } from "@/components/ui/spinner";
import { ToolbarSelect } from "@/components/ui/toolbar-select";
import { paths } from "@/config/paths";
import { IMPORTABLE, isImportable, useImport } from "@/lib/exchange";
import { resourceKeys } from "@/features/admin/api/resources";
import { RESOURCES } from "@/features/admin/resources/definitions";
import { useLooseT, type LooseT } from "@/features/admin/lib/i18n";
import { errorMessage } from "@/lib/errors";
import "./import.css";

/** Rows of a dry run shown at most; the counts say how many there are. */
const SHOWN = 500;

/** "1 nuovo, 2 modificati, 3 invariati" (and ", 0 errori" when `errors` is given), each count its own plural. */
function importCounts(
  t: LooseT,
  counts: { created: number; updated: number; unchanged: number; errors?: number },
): string {
  const kinds = ["created", "updated", "unchanged", "errors"] as const;
  return kinds
    .filter((kind) => counts[kind] !== undefined)
    .map((kind) => t(`exchange.counts.${kind}`, { count: counts[kind] }))
    .join(", ");
}

/**
 * "Importa CSV" of a catalogue resource (docs/api.md "CSV export and import"): pick a file in the export's
 * format, see the dry run (new rows, changed rows with their changed cells before and after, errors by
 * line), confirm to write it all or nothing.
 */
export function Component() {
  const { id = "" } = useParams();
  const { t } = useTranslation();
  const looseT = useLooseT();
  const navigate = useNavigate();
  const title = t("titles.import");
  if (!isImportable(id)) {
    return (
      <Page title={title} breadcrumbs={[{ label: t("titles.dashboard"), to: paths.admin.dashboard.getHref() }, { label: title }]}>
        <EmptyState icon="box" title={t("errors.not_found")} />
      </Page>
    );
  }
  const label = (base: ImportableBase) => looseT(`titles.${RESOURCES[base].key}`);
  return (
    <Page
      title={title}
      intro={t("exchange.importIntro")}
      width="wide"
      breadcrumbs={[{ label: t("titles.dashboard"), to: paths.admin.dashboard.getHref() }, { label: title }]}
    >
      <div className="toolbar">
        <ToolbarSelect
          id="import-resource"
          label={t("exchange.resource")}
          value={id}
          options={IMPORTABLE.map((base) => ({ value: base, label: label(base) }))}
          onChange={(value) => navigate(paths.admin.import.getHref(value))}
        />
      </div>
      <Importer key={id} base={id} />
    </Page>
  );
}

function Importer({ base }: { base: ImportableBase }) {
  const { t } = useTranslation();
  const looseT = useLooseT();
  const queryClient = useQueryClient();
  const run = useImport(base);
  const [file, setFile] = useState<File | null>(null);
  const [dryRun, setDryRun] = useState<ImportReport | null>(null);
  const [applied, setApplied] = useState<ImportReport | null>(null);

  const onFile = (event: ChangeEvent<HTMLInputElement>) => {
    const chosen = event.target.files?.[0] ?? null;
    setFile(chosen);
    setDryRun(null);
    setApplied(null);
    run.reset();
    if (chosen) run.mutate({ file: chosen, dryRun: true }, { onSuccess: setDryRun });
  };
  const onConfirm = () => {
    if (!file) return;
    run.mutate(
      { file, dryRun: false },
      {
        onSuccess: (report) => {
          setApplied(report);
          setDryRun(null);
          void queryClient.invalidateQueries({ queryKey: resourceKeys.all(base) });
        },
      },
    );
  };

  const report = dryRun;
  const writes = report ? report.created + report.updated : 0;
  return (
    <div className="import-screen">
      <div className="field">
        <label htmlFor="import-file" className="field__label">
          {t("exchange.file")}
        </label>
        <input id="import-file" type="file" accept=".csv,text/csv" className="field__input" onChange={onFile} />
        <p className="field__hint">{t("exchange.fileHint")}</p>
      </div>
      {run.isPending && <Spinner />}
      {run.isError && (
        <p className="field__error" role="alert">
          {errorMessage(t, run.error)}
        </p>
      )}
      {applied && (
        <p className="import-screen__done" role="status" data-testid="import-done">
          {t("exchange.applied", { counts: importCounts(looseT, { created: applied.created, updated: applied.updated, unchanged: applied.unchanged }) })}
        </p>
      )}
      {report && (
        <section className="import-screen__report" aria-labelledby="import-dry-run">
          <h2 id="import-dry-run">{t("exchange.dryRunTitle")}</h2>
          <p className="import-screen__summary" data-testid="import-summary">
            {t("exchange.summary", { counts: importCounts(looseT, { ...report, errors: report.errors.length }) })}
          </p>
          {report.errors.length > 0 ? (
            <ErrorTable report={report} />
          ) : (
            <>
              {report.changes.length > 0 && <ChangeTable report={report} />}
              <div className="form-actions">
                <button
                  type="button"
                  className="button button--primary"
                  onClick={onConfirm}
                  disabled={writes === 0 || run.isPending}
                >
                  {t("exchange.confirm", { count: writes })}
                </button>
              </div>
            </>
          )}
        </section>
      )}
    </div>
  );
}

function ErrorTable({ report }: { report: ImportReport }) {
  const { t } = useTranslation();
  return (
    <div className="data-table card">
      <div className="data-table__scroll">
        <table data-testid="import-errors">
          <caption className="visually-hidden">{t("exchange.errorsCaption")}</caption>
          <thead>
            <tr>
              <th scope="col">{t("exchange.line")}</th>
              <th scope="col">{t("exchange.column")}</th>
              <th scope="col">{t("exchange.problem")}</th>
            </tr>
          </thead>
          <tbody>
            {report.errors.slice(0, SHOWN).map((error, index) => (
              <tr key={`${error.line}-${index}`}>
                <td>{error.line}</td>
                <td>{error.column ?? t("common.emptyValue")}</td>
                <td>{error.message}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {report.errors.length > SHOWN && <p className="muted">{t("exchange.more", { count: report.errors.length - SHOWN })}</p>}
    </div>
  );
}

function ChangeTable({ report }: { report: ImportReport }) {
  const { t } = useTranslation();
  return (
    <div className="data-table card">
      <div className="data-table__scroll">
        <table data-testid="import-changes">
          <caption className="visually-hidden">{t("exchange.changesCaption")}</caption>
          <thead>
            <tr>
              <th scope="col">{t("exchange.line")}</th>
              <th scope="col">{t("exchange.item")}</th>
              <th scope="col">{t("exchange.change")}</th>
              <th scope="col">{t("exchange.fields")}</th>
            </tr>
          </thead>
          <tbody>
            {report.changes.slice(0, SHOWN).map((change) => (
              <tr key={change.line}>
                <td>{change.line}</td>
                <td className="import-screen__key">{change.key}</td>
                <td>
                  <span className="pill tone-success">
                    {t(`exchange.kind.${change.kind}`)}
                  </span>
                </td>
                <td>
                  {change.fields.length > 0 && (
                    <ul className="import-screen__fields">
                      {change.fields.map((field) => (
                        <li key={field.column}>
                          {t("exchange.fieldChange", {
                            column: field.column,
                            before: field.before || t("common.emptyValue"),
                            after: field.after || t("common.emptyValue"),
                          })}
                        </li>
                      ))}
                    </ul>
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {report.changes.length > SHOWN && <p className="muted">{t("exchange.more", { count: report.changes.length - SHOWN })}</p>}
    </div>
  );
}
