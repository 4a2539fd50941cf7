import { useId, useRef, useState } from "react";
import { DataTable } from "@/components/ui/data-table";
import { Spinner } from "@/components/ui/spinner";
import { useResourceList, OPTIONS_PAGE_SIZE } from "@/features/admin/api/resources";
import { useLooseT } from "@/features/admin/lib/i18n";
import { renderCell } from "@/features/admin/lib/cells";
import { RESOURCES } from "@/features/admin/resources/definitions";
import type { NestedDef, Row } from "@/features/admin/resources/types";
import { DeleteDialog } from "./delete-dialog";
import { ResourceForm } from "./resource-form";
import { WithHistoryTab } from "./audit-history";
import "./nested-list.css";

/**
 * The rows of another resource inside an item's edit view (a model's parts, a feature's values), added, edited
 * (with their "Modifiche" beside the form) and removed with the generic form of their own description.
 */
export function NestedList({ parent, nested }: { parent: Row; nested: NestedDef }) {
  const def = RESOURCES[nested.resource];
  const t = useLooseT();
  const headingId = `nested-${useId().replace(/:/g, "")}`;
  const [editing, setEditing] = useState<Row | "new" | null>(null);
  const [deleting, setDeleting] = useState<Row | null>(null);
  const addRef = useRef<HTMLButtonElement>(null);
  const list = useResourceList(def.base, {
    page: 1,
    pageSize: OPTIONS_PAGE_SIZE,
    sort: "sortOrder",
    order: "asc",
    filters: { [nested.param]: String(parent.id) },
  });
  const rows = list.data?.items ?? [];
  const fixed = { [nested.param]: parent.id };

  const closeForm = () => {
    setEditing(null);
    window.setTimeout(() => addRef.current?.focus(), 0);
  };

  return (
    <section className="subsection" aria-labelledby={headingId}>
      <div className="subsection__header">
        <h3 id={headingId} className="subsection__title">
          {t(`${nested.text}.title`)}
        </h3>
        {list.isFetching && <Spinner />}
      </div>
      <p className="muted">{t(`${nested.text}.intro`)}</p>
      {rows.length === 0 && !list.isPending ? (
        <p className="subsection__empty">{t(`${nested.text}.empty`)}</p>
      ) : (
        <DataTable<Row>
          caption={t(`${nested.text}.title`)}
          compact
          stackOnPhone
          columns={def.columns
            .filter((column) => !nested.columns || nested.columns.includes(column.key))
            .map((column) => ({ key: column.key, label: t(column.label), render: (row: Row) => renderCell(column, row, t) }))}
          rows={rows}
          rowKey={(row) => row.id}
          total={rows.length}
          page={1}
          empty={null}
          actions={(row) => (
            <div className="row-actions">
              <button type="button" className="button button--small" onClick={() => setEditing(row)}>
                {t("admin.action.edit")}
                <span className="visually-hidden"> {def.title(row)}</span>
              </button>
              <button type="button" className="button button--small button--danger-text" onClick={() => setDeleting(row)}>
                {t("admin.action.remove")}
                <span className="visually-hidden"> {def.title(row)}</span>
              </button>
            </div>
          )}
        />
      )}
      {editing ? (
        <div className="subform" role="group" aria-label={editing === "new" ? t(`${nested.text}.add`) : t("admin.form.editTitle", { name: def.title(editing) })}>
          <p className="subform__title">
            {editing === "new" ? t(`${nested.text}.add`) : t("admin.form.editTitle", { name: def.title(editing) })}
          </p>
          {editing === "new" ? (
            <ResourceForm key="new" def={def} item={null} fixed={fixed} compact focusOnMount onSaved={closeForm} onCancel={closeForm} />
          ) : (
            // a nested row is a record of its own: its changes beside its form, like every admin record's
            <WithHistoryTab key={editing.id} kind={def.base} id={editing.id}>
              <ResourceForm def={def} item={editing} fixed={fixed} compact focusOnMount onSaved={closeForm} onCancel={closeForm} />
            </WithHistoryTab>
          )}
        </div>
      ) : (
        <button ref={addRef} type="button" className="button" onClick={() => setEditing("new")}>
          {t(`${nested.text}.add`)}
        </button>
      )}
      {deleting && <DeleteDialog def={def} row={deleting} onClose={() => setDeleting(null)} />}
    </section>
  );
}
