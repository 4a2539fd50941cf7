import { useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { ConfirmDialog } from "@/components/ui/dialog";
import { toast } from "@/components/ui/toast/toast-store";
import { errorMessage } from "@/lib/errors";
import { resourceApi, useDeleteResource, useSaveResource } from "@/features/admin/api/resources";
import { useLooseT } from "@/features/admin/lib/i18n";
import { toBody, toFormValues } from "@/features/admin/lib/form-values";
import { bulkCheck } from "@/features/admin/lib/impact-check";
import type { ResourceDef, Row } from "@/features/admin/resources/types";
import { useImpactGuard } from "./impact-confirm";

export type BulkAction = "activate" | "deactivate" | "delete";

/** The rows checked on the current page; cleared when the page, search, sort or filters change. */
export function useRowSelection(def: ResourceDef, rows: Row[], resetKey: string) {
  const [selected, setSelected] = useState<Map<number, Row>>(new Map());
  const [seenKey, setSeenKey] = useState(resetKey);
  if (resetKey !== seenKey) {
    setSeenKey(resetKey);
    setSelected(new Map());
  }
  const t = useLooseT();
  return useMemo(
    () => ({
      rows: [...selected.values()],
      clear: () => setSelected(new Map()),
      table: {
        isSelected: (row: Row) => selected.has(row.id),
        toggle: (row: Row) =>
          setSelected((current) => {
            const next = new Map(current);
            if (next.has(row.id)) next.delete(row.id);
            else next.set(row.id, row);
            return next;
          }),
        toggleAll: () =>
          setSelected((current) =>
            rows.length > 0 && rows.every((row) => current.has(row.id)) ? new Map() : new Map(rows.map((row) => [row.id, row])),
          ),
        label: (row: Row) => t("admin.bulk.selectRow", { name: def.title(row) }),
      },
    }),
    [selected, rows, def, t],
  );
}

/** Which bulk actions a resource has: (de)activation when it has an `active` flag, deletion otherwise too. */
export function bulkActionsOf(def: ResourceDef): BulkAction[] {
  const hasActive = def.fields.some((field) => field.name === "active" && field.type === "boolean");
  const actions: BulkAction[] = hasActive ? ["activate", "deactivate"] : [];
  // users are deactivated, never deleted
  if (!def.deleteDeactivates) actions.push("delete");
  return actions;
}

interface Failure {
  name: string;
  reason: string;
}

/**
 * The bar over a list with checked rows: activate, deactivate, delete. Each row is one call of the
 * resource's own API (the same PUT and DELETE as its form and its delete dialog, so the same rules and
 * messages); the answer says, row by row, what did not go through and why (a row in use, a conflict).
 * Deactivating or deleting items of the catalogue is weighed first, all rows together, as their form and
 * delete dialog weigh one: when saved configurations would break, the impact's question replaces the usual one.
 */
export function BulkBar({
  def,
  selected,
  onClear,
  onSelectPage,
  pageSelected,
}: {
  def: ResourceDef;
  selected: Row[];
  onClear: () => void;
  /** Checks every row of the page (on a phone the header's checkbox is not shown). */
  onSelectPage: () => void;
  pageSelected: boolean;
}) {
  const t = useLooseT();
  const { t: tf } = useTranslation();
  const save = useSaveResource(def.base);
  const remove = useDeleteResource(def.base);
  const [asking, setAsking] = useState<BulkAction | null>(null);
  const [busy, setBusy] = useState(false);
  const [alert, setAlert] = useState<{ text: string; failed: Failure[] } | null>(null);
  const actions = bulkActionsOf(def);

  const fail = (text: string, failed: Failure[] = []) => {
    toast.error(text);
    setAlert({ text, failed });
  };
  // an unanswered weighing runs nothing: the rows may break configurations
  const guard = useImpactGuard({ onError: (error) => fail(t("admin.cfg.impact.failed", { message: errorMessage(tf, error) })) });

  const apply = async (row: Row, action: BulkAction) => {
    if (action === "delete") return remove.mutateAsync(row.id);
    if (action === "deactivate" && def.deleteDeactivates) return remove.mutateAsync(row.id);
    const fresh = await resourceApi.get(def.base, row.id);
    const fixed = def.parent ? { [def.parent.param]: fresh[def.parent.param] } : {};
    const body = { ...toBody(def, toFormValues(def, fresh), "edit", fixed), active: action === "activate" };
    return save.mutateAsync({ id: row.id, body });
  };

  const run = async (action: BulkAction) => {
    setAsking(null);
    setBusy(true);
    const result = { done: 0, failed: [] as Failure[] };
    for (const row of selected) {
      try {
        await apply(row, action);
        result.done += 1;
      } catch (error) {
        result.failed.push({ name: def.title(row), reason: errorMessage(tf, error) });
      }
    }
    setBusy(false);
    if (result.failed.length === 0) {
      toast.success(t(`admin.bulk.done.${action}`, { count: result.done }));
      onClear();
    } else {
      fail(t("admin.bulk.partial", { done: result.done, failed: result.failed.length }), result.failed);
    }
  };

  const ask = (action: BulkAction) => {
    setAlert(null);
    // activating cannot break a configuration
    if (action === "activate") return setAsking(action);
    guard.run(bulkCheck(def, selected, action), () => setAsking(action), () => void run(action));
  };

  const working = busy || guard.checking;
  if (selected.length === 0 && !alert) return null;
  return (
    <>
      {selected.length > 0 && (
        <div className="bulk-bar" role="region" aria-label={t("admin.bulk.region")} data-testid="bulk-bar">
          <span className="bulk-bar__count" aria-live="polite">
            {t("admin.bulk.selected", { count: selected.length })}
          </span>
          {actions.map((action) => (
            <button
              key={action}
              type="button"
              className={`button button--small${action === "delete" ? " button--danger" : ""}`}
              disabled={working}
              onClick={() => ask(action)}
            >
              {t(`admin.bulk.action.${action}`)}
            </button>
          ))}
          {!pageSelected && (
            <button type="button" className="button button--small button--ghost" disabled={working} onClick={onSelectPage}>
              {t("admin.bulk.selectPage")}
            </button>
          )}
          <button type="button" className="button button--small button--ghost" disabled={working} onClick={onClear}>
            {t("admin.bulk.clear")}
          </button>
        </div>
      )}
      {alert && (
        <div className="form-alert form-alert--error bulk-result" role="alert" data-testid="bulk-result">
          <p>{alert.text}</p>
          {alert.failed.length > 0 && (
            <ul>
              {alert.failed.map((failure) => (
                <li key={failure.name}>
                  «{failure.name}»: {failure.reason}
                </li>
              ))}
            </ul>
          )}
          <button type="button" className="button button--small" onClick={() => setAlert(null)}>
            {t("common.close")}
          </button>
        </div>
      )}
      {asking && (
        <ConfirmDialog
          title={t(`admin.bulk.confirm.${asking}Title`, { count: selected.length })}
          describedBy="bulk-confirm"
          confirmLabel={t(`admin.bulk.action.${asking}`)}
          danger={asking !== "activate"}
          busy={busy}
          onConfirm={() => void run(asking)}
          onClose={() => setAsking(null)}
        >
          <p id="bulk-confirm">
            {t(`admin.bulk.confirm.${asking}Text`, { count: selected.length })}{" "}
            {selected
              .slice(0, 5)
              .map((row) => `«${def.title(row)}»`)
              .join(", ")}
            {selected.length > 5 ? ` ${t("admin.bulk.andMore", { count: selected.length - 5 })}` : ""}
          </p>
        </ConfirmDialog>
      )}
      {guard.dialog}
    </>
  );
}
