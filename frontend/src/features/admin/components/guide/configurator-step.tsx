import { useEffect, useState } from "react";
import { PageSpinner } from "@/components/ui/spinner";
import { useConfigurator } from "@/features/admin/api/configurators";
import { ConfiguratorEditor } from "@/features/admin/components/configurator-form";
import { StatusBadge } from "@/features/admin/components/configurator/status-badge";
import { useLooseT } from "@/features/admin/lib/i18n";
import type { Row } from "@/features/admin/resources/types";
import type { GuideAction, GuideState, Picked } from "./guide-state";
import { CreateOrReuse } from "./create-or-reuse";
import { ReusePicker } from "./reuse-picker";
import { ChosenItem } from "./single-step";

const asPicked = (row: { id: number; name?: unknown; status?: unknown }): Picked => ({ id: row.id, name: String(row.name ?? row.id), status: String(row.status ?? "") });

/**
 * The category's configurator: a new one (the configurator editor, on the guide's category) or an existing
 * one, edited and published in the same editor. The guide follows its status: published, the product is sold.
 */
export function ConfiguratorStepBody({ state, dispatch }: { state: GuideState; dispatch: (action: GuideAction) => void }) {
  const t = useLooseT();
  const [changing, setChanging] = useState(false);
  const chosen = changing ? null : state.configurator;
  const query = useConfigurator(chosen ? chosen.id : undefined);
  const loaded = query.data;
  useEffect(() => {
    if (loaded && (loaded.status !== state.configurator?.status || loaded.name !== state.configurator?.name)) {
      dispatch({ type: "pick", step: "configurator", item: asPicked(loaded) });
    }
  }, [loaded, state.configurator, dispatch]);
  const categoryId = state.category ? String(state.category.id) : "";
  const pick = (item: Picked) => {
    setChanging(false);
    dispatch({ type: "pick", step: "configurator", item });
  };

  if (!chosen) {
    return (
      <CreateOrReuse
        newLabel={t("admin.new.configurators")}
        existingLabel={t("guide.existing.configurator")}
        form={<ConfiguratorEditor configurator={null} preset={{ categoryId, name: state.category?.name ?? "" }} onCreated={(row) => pick(asPicked(row))} />}
        picker={
          <ReusePicker
            base="configurator"
            label={t("guide.reuseLabel.configurator")}
            sources={[{ categoryId }]}
            optionLabel={(row: Row) => `${String(row.name)} · ${t(`admin.cfg.status.${String(row.status)}`)}`}
            action={t("guide.use")}
            empty={t("guide.reuseEmpty.configurator")}
            onPick={(row) => pick(asPicked(row))}
          />
        }
      />
    );
  }
  return (
    <>
      <div className="guide-configurator__head">
        <ChosenItem label={t("guide.chosen.configurator", { name: chosen.name })} onChange={() => setChanging(true)} />
        {loaded && <StatusBadge status={loaded.status} />}
      </div>
      {loaded?.status === "draft" && <p className="muted">{t("guide.publishHint")}</p>}
      {loaded?.status === "published" && (
        // the editor below is long: the way on stands where the publication shows
        <div>
          <button type="button" className="button button--primary" onClick={() => dispatch({ type: "next" })}>
            {t("guide.toEnd")}
          </button>
        </div>
      )}
      {loaded ? <ConfiguratorEditor key={`c${loaded.id}`} configurator={loaded} /> : <PageSpinner />}
    </>
  );
}
