import { ConfirmDialog } from "@/components/ui/dialog";
import { FormAlert } from "@/components/ui/form";
import { useLooseT } from "@/features/admin/lib/i18n";
import type { usePublishImpact } from "@/features/admin/api/configurators";
import type { Configurator } from "@/api/types";
import { impactLoading, PublishImpactNote } from "./publish-impact";

/** Why a published or archived configurator cannot be edited, and what to do with a published one. */
export function ReadOnlyNote({
  configurator,
  busy,
  onNewDraft,
  onArchive,
}: {
  configurator: Configurator;
  busy: boolean;
  onNewDraft: () => void;
  onArchive: () => void;
}) {
  const t = useLooseT();
  return (
    <div className="cfg-readonly" role="note">
      <p>{t(`admin.cfg.readOnly.${configurator.status}`)}</p>
      {configurator.status === "published" && (
        <div className="cfg-readonly__actions">
          <button type="button" className="button button--primary" disabled={busy} onClick={onNewDraft}>
            {t("admin.cfg.newDraft")}
          </button>
          <button type="button" className="button" disabled={busy} onClick={onArchive}>
            {t("admin.cfg.archive")}
          </button>
        </div>
      )}
    </div>
  );
}

/** The form's error, with the messages that belong to no field. */
export function EditorAlert({ message, other }: { message: string; other: string[] }) {
  return (
    <FormAlert>
      <p>{message}</p>
      {other.length > 0 && (
        <ul className="form-alert__list">
          {other.map((text) => (
            <li key={text}>{text}</li>
          ))}
        </ul>
      )}
    </FormAlert>
  );
}

/** A draft's action bar: whether it is saved, save, publish (saving first when needed) and archive. */
export function EditorActions({
  configurator,
  dirty,
  busy,
  saving,
  onPublish,
  onArchive,
}: {
  configurator: Configurator | null;
  dirty: boolean;
  busy: boolean;
  saving: boolean;
  onPublish: () => void;
  onArchive: () => void;
}) {
  const t = useLooseT();
  return (
    <div className="cfg-actions">
      <span className="cfg-actions__state muted" aria-live="polite">
        {dirty ? t("admin.cfg.unsaved") : configurator ? t("admin.cfg.saved") : ""}
      </span>
      <button type="submit" className="button button--primary" disabled={busy}>
        {saving ? t("common.saving") : configurator ? t("common.save") : t("admin.cfg.create")}
      </button>
      {configurator && (
        <>
          <button type="button" className="button" disabled={busy} onClick={onPublish}>
            {dirty ? t("admin.cfg.saveAndPublish") : t("admin.cfg.publish")}
          </button>
          <button type="button" className="button button--danger-text" disabled={busy} onClick={onArchive}>
            {t("admin.cfg.archive")}
          </button>
        </>
      )}
    </div>
  );
}

/** Publishing (naming its impact) or archiving asks first. */
export function TransitionConfirm({
  confirm,
  configurator,
  impact,
  onConfirm,
  onClose,
}: {
  confirm: "publish" | "archive";
  configurator: Configurator;
  impact: ReturnType<typeof usePublishImpact>;
  onConfirm: () => void;
  onClose: () => void;
}) {
  const t = useLooseT();
  return (
    <ConfirmDialog
      title={t(`admin.cfg.confirm.${confirm}Title`, { name: configurator.name })}
      describedBy={confirm === "publish" ? "cfg-confirm-impact cfg-confirm-text" : "cfg-confirm-text"}
      confirmLabel={t(confirm === "archive" ? "admin.cfg.archive" : "admin.cfg.publish")}
      danger={confirm === "archive"}
      busy={confirm === "publish" && impactLoading(impact)}
      onConfirm={onConfirm}
      onClose={onClose}
    >
      {confirm === "publish" && <PublishImpactNote id="cfg-confirm-impact" query={impact} />}
      <p id="cfg-confirm-text">{t(`admin.cfg.confirm.${confirm}Text`)}</p>
    </ConfirmDialog>
  );
}
