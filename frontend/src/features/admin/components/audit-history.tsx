import { useState, type ReactNode } from "react";
import { EmptyState } from "@/components/ui/empty-state";
import { Spinner } from "@/components/ui/spinner";
import { PAGE_SIZE } from "@/config/constants";
import type { AuditAction, AuditChange, AuditRecord } from "@/api/types";
import { useAuditLog } from "@/features/admin/api/audit";
import { useLooseT } from "@/features/admin/lib/i18n";
import { RESOURCES } from "@/features/admin/resources/definitions";
import { formatDateTime } from "@/lib/format";
import { AuditValue, auditLines, fieldLabel } from "./audit-values";
import "@/features/admin/components/audit.css";

/** What an action did, at a glance: created or approved, deleted or rejected; the others in the badge's own tone. */
const ACTION_TONE: Partial<Record<AuditAction, string>> = {
  create: "tone-success",
  approve: "tone-success",
  publish: "tone-success",
  delete: "tone-danger",
  reject: "tone-danger",
};

/** The kinds of record the trail names (their API base paths) and the catalogue key of each one's title. */
export const AUDIT_KINDS: Record<string, string> = {
  ...Object.fromEntries(Object.entries(RESOURCES).map(([base, def]) => [base, `titles.${def.key}`])),
  configurator: "titles.configurators",
  customizationrequest: "titles.requests",
  quote: "audit.quoteKind",
};

/** What one write changed, a line per field: before → after. */
export function AuditChanges({ kind, changes }: { kind: string; changes: AuditChange[] }) {
  const t = useLooseT();
  if (changes.length === 0) return null;
  return (
    <ul className="audit-changes">
      {auditLines(changes).map(({ field, change }) => (
        <li key={field} className="audit-change">
          <span className="audit-change__field">{fieldLabel(t, kind, field)}</span>
          {change.redacted ? (
            <span className="audit-change__values muted">{t("audit.redacted")}</span>
          ) : (
            <span className="audit-change__values">
              <span className="audit-change__before" aria-label={t("audit.before")}>
                <AuditValue kind={kind} field={field} value={change.before} />
              </span>
              <span aria-hidden="true" className="audit-change__arrow">
                →
              </span>
              <span className="audit-change__after" aria-label={t("audit.after")}>
                <AuditValue kind={kind} field={field} value={change.after} />
              </span>
            </span>
          )}
        </li>
      ))}
    </ul>
  );
}

/** When, who and what was done: the head of an entry. */
export function AuditHead({ entry, what }: { entry: AuditRecord; what?: ReactNode }) {
  const t = useLooseT();
  return (
    <p className="audit-entry__head">
      <time dateTime={entry.at}>{formatDateTime(entry.at)}</time>
      <span className="audit-entry__user">{entry.userName}</span>
      <span className={`badge audit-action ${ACTION_TONE[entry.action] ?? ""}`}>{t(`audit.action.${entry.action}`)}</span>
      {what}
    </p>
  );
}

/**
 * The "Modifiche" tab of a record: its entries, newest first, a page at a time. One component for every
 * admin record (the generic form's drawer, configurators, users, requests).
 */
export function AuditHistory({ kind, id }: { kind: string; id: number }) {
  const t = useLooseT();
  const [page, setPage] = useState(1);
  const log = useAuditLog({ entityKind: kind, entityId: id, page, pageSize: PAGE_SIZE });
  const entries = log.data?.items ?? [];
  const pages = Math.max(1, Math.ceil((log.data?.total ?? 0) / PAGE_SIZE));
  if (log.isPending) return <Spinner />;
  if (log.isError) return <EmptyState icon="list" headingLevel={3} title={t("admin.listErrorTitle")} text={t("admin.listErrorText")} />;
  if (entries.length === 0) return <EmptyState icon="list" headingLevel={3} title={t("audit.empty")} />;
  return (
    <div className="audit-history" data-testid="audit-history">
      <ol className="audit-entries">
        {entries.map((entry) => (
          <li key={entry.id} className="tile audit-entry">
            <AuditHead entry={entry} />
            <AuditChanges kind={kind} changes={entry.changes} />
          </li>
        ))}
      </ol>
      {pages > 1 && (
        <div className="audit-history__pager">
          <button type="button" className="button" disabled={page <= 1} onClick={() => setPage(page - 1)}>
            {t("common.previousPage")}
          </button>
          <span className="muted">{t("common.pageOf", { page, pages })}</span>
          <button type="button" className="button" disabled={page >= pages} onClick={() => setPage(page + 1)}>
            {t("common.nextPage")}
          </button>
        </div>
      )}
    </div>
  );
}

/**
 * A record's view with its two tabs: the record ("Dati", kept mounted so an unsaved edit survives a look at
 * the history) and its "Modifiche".
 */
export function WithHistoryTab({ kind, id, children }: { kind: string; id: number; children: ReactNode }) {
  const t = useLooseT();
  const [tab, setTab] = useState<"data" | "history">("data");
  const tabs = [
    { key: "data", label: t("audit.tabData") },
    { key: "history", label: t("audit.tab") },
  ] as const;
  const idOf = (key: string) => `record-${kind}-${id}-${key}`;
  return (
    <>
      <div role="tablist" className="audit-record-tabs">
        {tabs.map(({ key, label }) => (
          <button
            key={key}
            type="button"
            role="tab"
            id={`${idOf(key)}-tab`}
            aria-selected={tab === key}
            aria-controls={idOf(key)}
            tabIndex={tab === key ? 0 : -1}
            onClick={() => setTab(key)}
            onKeyDown={(event) => {
              if (event.key === "ArrowRight" || event.key === "ArrowLeft") {
                const next = tab === "data" ? "history" : "data";
                setTab(next);
                document.getElementById(`${idOf(next)}-tab`)?.focus();
              }
            }}
          >
            {label}
          </button>
        ))}
      </div>
      <div role="tabpanel" id={idOf("data")} aria-labelledby={`${idOf("data")}-tab`} hidden={tab !== "data"}>
        {children}
      </div>
      {tab === "history" && (
        <div role="tabpanel" id={idOf("history")} aria-labelledby={`${idOf("history")}-tab`}>
          <AuditHistory kind={kind} id={id} />
        </div>
      )}
    </>
  );
}
