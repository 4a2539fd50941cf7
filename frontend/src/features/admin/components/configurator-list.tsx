import { useState } from "react";
import { Link, useNavigate } from "react-router-dom";
import { useTranslation } from "react-i18next";
import { toast } from "@/components/ui/toast/toast-store";
import { isApiError } from "@/lib/api-client";
import { errorMessage } from "@/lib/errors";
import { paths } from "@/config/paths";
import { useConfiguratorTransition, usePublishImpact } from "@/features/admin/api/configurators";
import { CONFIGURATOR_STATUSES } from "@/api/types";
import { useLooseT } from "@/features/admin/lib/i18n";
import type { ResourceDefOf, Row } from "@/features/admin/resources/types";
import { ResourceScreen } from "./resource-screen";
import { ConfirmDialog } from "@/components/ui/dialog";
import type { RowAction } from "@/components/ui/row-actions";
import { impactLoading, PublishImpactNote } from "./configurator/publish-impact";

const str = (value: unknown) => (value == null ? "" : String(value));

/** `/api/configurator` as a list of the generic screen (docs/api.md "Configurators"). */
export const configuratorDef = {
  key: "configurators",
  gender: "m",
  base: "configurator",
  search: true,
  defaultSort: { key: "updatedAt", order: "desc" },
  title: (row) => str(row.name) || `#${row.id}`,
  fields: [],
  filters: [
    { param: "categoryId", label: "admin.field.category", resource: "productcategory", optionLabel: (row) => str(row.name) },
    { param: "status", label: "admin.col.status", options: CONFIGURATOR_STATUSES.map((s) => ({ value: s, label: `admin.cfg.status.${s}` })) },
  ],
  columns: [
    { key: "name", label: "admin.col.name", sort: "name" },
    { key: "categoryName", label: "admin.col.category" },
    { key: "status", label: "admin.col.status", format: "configuratorStatus" },
    { key: "version", label: "admin.col.version" },
    { key: "updatedAt", label: "admin.col.updatedAt", sort: "updatedAt", format: "date" },
  ],
} satisfies ResourceDefOf<"configurator">;

/** Configuratori: the generic list, with edit on its own page, publish, archive, delete (drafts only). */
export function ConfiguratorList() {
  const t = useLooseT();
  const { t: tf } = useTranslation();
  const transition = useConfiguratorTransition();
  const navigate = useNavigate();
  const [confirm, setConfirm] = useState<{ row: Row; action: "publish" | "archive" } | null>(null);

  const newDraft = (row: Row) =>
    transition.mutate(
      { id: row.id, action: "newDraft" },
      {
        onSuccess: (draft) => {
          toast.success(t("admin.cfg.toast.newDraft", { name: configuratorDef.title(row) }));
          navigate(paths.admin.configuratorEdit.getHref(draft.id));
        },
        onError: (error) => toast.error(errorMessage(tf, error)),
      },
    );

  const run = (row: Row, action: "publish" | "archive") => {
    setConfirm(null);
    const name = configuratorDef.title(row);
    transition.mutate(
      { id: row.id, action },
      {
        onSuccess: () => toast.success(t(action === "publish" ? "admin.cfg.toast.published" : "admin.cfg.toast.archived", { name })),
        onError: (error) =>
          toast.error(
            isApiError(error) && error.status === 422 && action === "publish"
              ? t("admin.cfg.toast.publishRefused")
              : errorMessage(tf, error),
          ),
      },
    );
  };

  return (
    <>
      <ResourceScreen
        def={configuratorDef}
        createHref={paths.admin.configuratorNew.getHref()}
        editHref={(row) => paths.admin.configuratorEdit.getHref(row.id)}
        canDelete={(row) => row.status === "draft"}
        bulk={false}
        rowActions={(row) => {
          const actions: RowAction[] = [];
          if (row.status === "published") {
            actions.push({ key: "newDraft", label: t("admin.cfg.newDraft"), disabled: transition.isPending, onSelect: () => newDraft(row) });
          }
          if (row.status === "draft") {
            actions.push({ key: "publish", label: t("admin.cfg.publish"), disabled: transition.isPending, onSelect: () => setConfirm({ row, action: "publish" }) });
          }
          if (row.status !== "archived") {
            actions.push({ key: "archive", label: t("admin.cfg.archive"), danger: true, disabled: transition.isPending, onSelect: () => setConfirm({ row, action: "archive" }) });
          }
          return actions;
        }}
      />
      {confirm?.action === "publish" && (
        <PublishConfirm row={confirm.row} onConfirm={() => run(confirm.row, "publish")} onClose={() => setConfirm(null)} />
      )}
      {confirm?.action === "archive" && (
        <ConfirmDialog
          title={t("admin.cfg.confirm.archiveTitle", { name: configuratorDef.title(confirm.row) })}
          describedBy="cfg-list-confirm"
          confirmLabel={t("admin.cfg.archive")}
          danger
          onConfirm={() => run(confirm.row, "archive")}
          onClose={() => setConfirm(null)}
        >
          <p id="cfg-list-confirm">{t("admin.cfg.confirm.archiveText")}</p>
        </ConfirmDialog>
      )}
    </>
  );
}

/** A draft's publish confirmation: the publish's dry run is asked when it opens, and named before confirming. */
function PublishConfirm({ row, onConfirm, onClose }: { row: Row; onConfirm: () => void; onClose: () => void }) {
  const t = useLooseT();
  const impact = usePublishImpact({ id: row.id, version: Number(row.version), status: str(row.status) });
  return (
    <ConfirmDialog
      title={t("admin.cfg.confirm.publishTitle", { name: configuratorDef.title(row) })}
      describedBy="cfg-list-impact cfg-list-confirm"
      confirmLabel={t("admin.cfg.publish")}
      busy={impactLoading(impact)}
      onConfirm={onConfirm}
      onClose={onClose}
    >
      <PublishImpactNote id="cfg-list-impact" query={impact} />
      <p id="cfg-list-confirm">{t("admin.cfg.confirm.publishText")}</p>
      <p className="muted">
        <Link to={paths.admin.configuratorEdit.getHref(row.id)}>{t("admin.cfg.list.checkFirst")}</Link>
      </p>
    </ConfirmDialog>
  );
}
