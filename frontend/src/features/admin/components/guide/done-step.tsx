import { Link } from "react-router-dom";
import { paths } from "@/config/paths";
import { useLooseT } from "@/features/admin/lib/i18n";
import type { GuideState } from "./guide-state";

/** The catalogue lists of what the guide made, each opened on its item where it holds one. */
function catalogueLinks(state: GuideState) {
  const edit = (id: number | undefined) => (id === undefined ? undefined : { edit: id });
  return [
    { key: "categories", href: paths.admin.categories.getHref(edit(state.category?.id)) },
    { key: "types", href: paths.admin.types.getHref(edit(state.type?.id)) },
    { key: "features", href: paths.admin.features.getHref() },
    { key: "parts", href: paths.admin.parts.getHref() },
    { key: "models", href: paths.admin.models.getHref(edit(state.model?.id)) },
    { key: "configurators", href: paths.admin.configurators.getHref() },
  ] as const;
}

/** The end: the product is sold. Try it as a company, open it in the wizard, see it in the lists, or start another. */
export function DoneStepBody({ state, onRestart }: { state: GuideState; onRestart: () => void }) {
  const t = useLooseT();
  const { configurator, category, model } = state;
  return (
    <div className="stack">
      <p className="guide-done__lead">{t("guide.doneLead", { model: model?.name ?? "", category: category?.name ?? "" })}</p>
      <div className="guide-done__actions">
        {configurator && (
          <Link to={paths.admin.configuratorEdit.getHref(configurator.id)} className="button button--primary">
            {t("guide.tryAsCompany")}
          </Link>
        )}
        {category?.slug && (
          <Link to={paths.configurator.create.getHref(category.slug)} className="button">
            {t("guide.openWizard")}
          </Link>
        )}
        <button type="button" className="button" onClick={onRestart}>
          {t("guide.restart")}
        </button>
      </div>
      <h3 className="guide-step__subtitle">{t("guide.catalogueLists")}</h3>
      <ul className="guide-done__lists">
        {catalogueLinks(state).map((link) => (
          <li key={link.key}>
            <Link to={link.href}>{t(`titles.${link.key}`)}</Link>
          </li>
        ))}
      </ul>
    </div>
  );
}
