import { useEffect, useId, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { FormAlert } from "@/components/ui/form";
import { toast } from "@/components/ui/toast/toast-store";
import { isApiError } from "@/lib/api-client";
import { errorMessage } from "@/lib/errors";
import { resourceApi, useDeleteResource, useImpactOf, useSaveResource } from "@/features/admin/api/resources";
import { useLooseT } from "@/features/admin/lib/i18n";
import { toBody, toFormValues } from "@/features/admin/lib/form-values";
import { deleteCheck, isAffected } from "@/features/admin/lib/impact-check";
import type { ResourceDef, Row } from "@/features/admin/resources/types";
import { Dialog } from "@/components/ui/dialog";
import { DeleteImpact } from "./impact-confirm";
import "./delete-dialog.css";

interface DeleteDialogProps {
  def: ResourceDef;
  row: Row;
  onClose: () => void;
  onDeleted?: () => void;
}

/**
 * Confirmation before DELETE. A 409 `in_use` keeps the dialog open with the server's reason
 * (what holds the row) and offers to deactivate it instead. A row whose description has an `impact` is
 * weighed as the dialog opens (deleting and deactivating alike), and the dialog says what it would break.
 */
export function DeleteDialog({ def, row, onClose, onDeleted }: DeleteDialogProps) {
  const t = useLooseT();
  const { t: tf } = useTranslation();
  const descId = `delete-desc-${useId().replace(/:/g, "")}`;
  const remove = useDeleteResource(def.base);
  const save = useSaveResource(def.base);
  const [error, setError] = useState<unknown>(null);
  const name = def.title(row);
  const deactivates = def.deleteDeactivates === true;
  const inUse = isApiError(error) && error.code === "in_use";
  const hasActive = def.fields.some((field) => field.name === "active" && field.type === "boolean");
  const canDeactivate = inUse && hasActive && row.active !== false;
  const check = deleteCheck(def, row);
  const impact = useImpactOf(check);
  // the question waits for the answer (a failed one lets it go ahead)
  const weighing = check !== null && impact.isPending;
  const affected = !!impact.data && isAffected(impact.data);

  const confirm = () => {
    setError(null);
    remove.mutate(row.id, {
      onSuccess: () => {
        toast.success(t(deactivates ? "admin.toast.deactivated" : "admin.toast.deleted", { name, context: def.gender }));
        onDeleted?.();
        onClose();
      },
      onError: setError,
    });
  };

  const deactivate = async () => {
    setError(null);
    try {
      // PUT carries the whole item: start from the current one
      const fresh = await resourceApi.get(def.base, row.id);
      const fixed = def.parent ? { [def.parent.param]: fresh[def.parent.param] } : {};
      const body = { ...toBody(def, toFormValues(def, fresh), "edit", fixed), active: false };
      await save.mutateAsync({ id: row.id, body });
      toast.success(t("admin.toast.deactivated", { name, context: def.gender }));
      onClose();
    } catch (cause) {
      setError(cause);
    }
  };

  // the confirm button goes away with the answer: focus the reason's dialog's close button
  const closeButton = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (inUse) closeButton.current?.focus();
  }, [inUse]);

  const busy = remove.isPending || save.isPending || weighing;
  // the server's message names what holds the row
  const reason = inUse ? error.message : "";

  return (
    <Dialog
      role="alertdialog"
      title={t(deactivates ? "admin.delete.deactivateTitle" : "admin.delete.title", { name })}
      describedBy={descId}
      onClose={onClose}
      footer={
        <>
          <button ref={closeButton} type="button" className="button" data-autofocus onClick={onClose}>
            {inUse ? t("common.close") : t("common.cancel")}
          </button>
          {canDeactivate && (
            <button type="button" className="button button--primary" disabled={busy} onClick={() => void deactivate()}>
              {t("admin.action.deactivateInstead")}
            </button>
          )}
          {!inUse && (
            <button type="button" className="button button--danger" disabled={busy} onClick={confirm}>
              {busy && !weighing
                ? t("admin.delete.working")
                : t(affected ? "admin.cfg.impact.edit.deleteAnyway" : deactivates ? "admin.action.deactivate" : "admin.action.delete")}
            </button>
          )}
        </>
      }
    >
      {!inUse && <p id={descId}>{t(deactivates ? "admin.delete.deactivateText" : "admin.delete.text", { name })}</p>}
      {inUse && (
        <div id={descId} className="form-alert form-alert--error in-use" role="alert" data-testid="in-use">
          <p className="in-use__title">{t("admin.delete.inUseTitle", { name, context: def.gender })}</p>
          <p className="in-use__reason">{reason}</p>
          <p className="in-use__hint">{t(hasActive ? "admin.delete.inUseHint" : "admin.delete.inUseHintNoActive", { context: def.gender })}</p>
        </div>
      )}
      {check && <DeleteImpact check={check.kind === "item" && inUse ? { ...check, action: "deactivate" } : check} query={impact} />}
      {error !== null && !inUse && <FormAlert>{errorMessage(tf, error)}</FormAlert>}
    </Dialog>
  );
}
