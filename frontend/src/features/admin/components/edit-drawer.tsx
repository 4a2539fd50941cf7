import { Dialog } from "@/components/ui/dialog";
import { EmptyState } from "@/components/ui/empty-state";
import { PageSpinner } from "@/components/ui/spinner";
import { useResourceItem } from "@/features/admin/api/resources";
import { useLooseT } from "@/features/admin/lib/i18n";
import type { ResourceDef, Row } from "@/features/admin/resources/types";
import { WithHistoryTab } from "./audit-history";
import { NestedList } from "./nested-list";
import { ResourceForm } from "./resource-form";

interface EditDrawerProps {
  def: ResourceDef;
  /** `new`, or the id of the item edited. */
  editing: string;
  /** The rows of the list's page: the item is taken from them when there, else fetched. */
  rows: Row[];
  /** Values sent whatever the form says (the parent's id). */
  fixed: Record<string, unknown>;
  onClose: () => void;
  /** Opens the form on another item (a new one, once created). */
  onEdit: (id: number) => void;
}

/** The side panel of the generic list: a new item's form, or an item's form with its nested rows and its "Modifiche". */
export function EditDrawer({ def, editing, rows, fixed, onClose, onEdit }: EditDrawerProps) {
  const t = useLooseT();
  const isNew = editing === "new";
  const listed = isNew ? undefined : rows.find((row) => String(row.id) === editing);
  const fetched = useResourceItem(def.base, !isNew && !listed ? editing : null);
  const item = listed ?? fetched.data ?? null;
  // an item with nested rows keeps its form open after a save, a new one reopens on itself to add them
  const hasNested = (row: Row) => !!def.nested && (!def.nested.when || def.nested.when(row));

  return (
    <Dialog
      variant="drawer"
      title={isNew ? t(`admin.new.${def.key}`) : t("admin.form.editTitle", { name: item ? def.title(item) : t("common.id", { id: editing }) })}
      onClose={onClose}
    >
      {isNew ? (
        <ResourceForm
          key="new"
          def={def}
          item={null}
          fixed={fixed}
          onCancel={onClose}
          onSaved={(row) => (hasNested(row) ? onEdit(row.id) : onClose())}
        />
      ) : item ? (
        <WithHistoryTab key={`edit-${item.id}`} kind={def.base} id={item.id}>
          <ResourceForm def={def} item={item} fixed={fixed} onCancel={onClose} onSaved={(row) => (hasNested(row) ? undefined : onClose())} />
          {def.nested && hasNested(item) && <NestedList parent={item} nested={def.nested} />}
        </WithHistoryTab>
      ) : fetched.isError ? (
        <EmptyState icon="box" headingLevel={3} title={t("errors.not_found")} />
      ) : (
        <PageSpinner />
      )}
    </Dialog>
  );
}
