import { useId, useState, type FormEvent } from "react";
import { useParams } from "react-router-dom";
import { useTranslation } from "react-i18next";
import { Page, SectionHeader } from "@/components/ui/page";
import { EmptyState } from "@/components/ui/empty-state";
import { FormAlert } from "@/components/ui/form";
import { Spinner } from "@/components/ui/spinner";
import { toast } from "@/components/ui/toast/toast-store";
import { isApiError } from "@/lib/api-client";
import { errorMessage } from "@/lib/errors";
import { paths } from "@/config/paths";
import {
  OPTIONS_PAGE_SIZE,
  useCataloguePreview,
  useResourceItem,
  useResourceList,
  useResourceOptions,
  useSaveResource,
} from "@/features/admin/api/resources";
import { useLooseT } from "@/features/admin/lib/i18n";
import { useDebounced } from "@/lib/use-debounced";
import { renderCell } from "@/features/admin/lib/cells";
import { ENTITY_KIND_RESOURCE, ENTITY_KINDS, RESOURCES } from "@/features/admin/resources/definitions";
import type { EntityKind, FilterMode, NamedItem } from "@/api/types";
import type { Row } from "@/features/admin/resources/types";
import { DeleteDialog } from "./delete-dialog";
import { ExportButton } from "@/components/export-button";

const str = (value: unknown) => (value == null ? "" : String(value));

/** How an entity of each kind is named in the picker. */
function entityLabel(kind: EntityKind, row: Row): string {
  if (kind === "feature_value") return row.code ? `${str(row.label)} (${str(row.code)})` : str(row.label);
  if (kind === "type" && row.categoryName) return `${str(row.name)} · ${str(row.categoryName)}`;
  if (kind === "model" || kind === "part") return row.code ? `${str(row.name)} (${str(row.code)})` : str(row.name);
  return str(row.name);
}

/**
 * `/admin/company/:id/filters`: the company's entity filters (kind, entity, allow/deny) with
 * add and remove, and a preview of the catalogue its users see.
 */
export function CompanyFilters() {
  const t = useLooseT();
  const { id = "" } = useParams();
  const def = RESOURCES.companyentityfilter;
  const company = useResourceItem("company", id);
  const companyName = company.data ? str(company.data.name) : t("common.id", { id });
  const list = useResourceList(def.base, {
    page: 1,
    pageSize: OPTIONS_PAGE_SIZE,
    sort: "entityKind",
    order: "asc",
    filters: { companyId: id },
  });
  const [deleting, setDeleting] = useState<Row | null>(null);
  const rows = list.data?.items ?? [];
  const title = t("titles.companyFilters");

  return (
    <Page
      title={title}
      intro={t("admin.filters.intro", { name: companyName })}
      width="full"
      breadcrumbs={[
        { label: t("titles.dashboard"), to: paths.admin.dashboard.getHref() },
        { label: t("titles.companies"), to: paths.admin.companies.getHref() },
        { label: companyName },
        { label: title },
      ]}
    >
      <div className="filters-layout">
        <div className="stack">
          <section className="card" aria-labelledby="filters-list">
            <SectionHeader id="filters-list" title={t("admin.filters.listTitle")}>
              {list.isFetching && <Spinner />}
              <ExportButton base="companyentityfilter" query={{ sort: "entityKind", order: "asc", companyId: id }} />
            </SectionHeader>
            <p className="muted">{t("admin.filters.rule")}</p>
            {rows.length === 0 ? (
              list.isPending ? (
                <Spinner />
              ) : (
                <EmptyState icon="list" headingLevel={3} title={t("admin.filters.empty")} text={t("admin.filters.emptyText")} />
              )
            ) : (
              <ul className="filter-list" aria-label={t("admin.filters.listTitle")}>
                {rows.map((row) => (
                  <li key={row.id} className="filter-list__row">
                    <span className="filter-list__kind">{renderCell({ key: "entityKind", label: "", format: "entityKind" }, row, t)}</span>
                    <span className="filter-list__name">{str(row.entityName) || t("common.id", { id: str(row.entityId) })}</span>
                    {renderCell({ key: "mode", label: "", format: "filterMode" }, row, t)}
                    <button type="button" className="button button--small button--danger-text" onClick={() => setDeleting(row)}>
                      {t("admin.action.remove")}
                      <span className="visually-hidden"> {def.title(row)}</span>
                    </button>
                  </li>
                ))}
              </ul>
            )}
          </section>
          <AddFilter companyId={id} />
        </div>
        <Preview companyId={id} companyName={companyName} />
      </div>
      {deleting && <DeleteDialog def={def} row={deleting} onClose={() => setDeleting(null)} />}
    </Page>
  );
}

function AddFilter({ companyId }: { companyId: string }) {
  const t = useLooseT();
  const { t: tf } = useTranslation();
  const formId = useId().replace(/:/g, "");
  const [kind, setKind] = useState<EntityKind>("category");
  const [entityId, setEntityId] = useState("");
  const [mode, setMode] = useState<FilterMode>("deny");
  const [q, setQ] = useState("");
  const search = useDebounced(q, 250);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const save = useSaveResource("companyentityfilter");
  const options = useResourceOptions(ENTITY_KIND_RESOURCE[kind], { q: search });
  const entities = options.data?.items ?? [];

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!entityId) {
      setErrors({ entityId: t("validation.required") });
      document.getElementById(`entity-${formId}`)?.focus();
      return;
    }
    setErrors({});
    setFormError(null);
    save.mutate(
      { body: { companyId: Number(companyId), entityKind: kind, entityId: Number(entityId), mode } },
      {
        onSuccess: () => {
          const chosen = entities.find((row) => String(row.id) === entityId);
          toast.success(t("admin.filters.added", { name: chosen ? entityLabel(kind, chosen) : entityId }));
          setEntityId("");
        },
        onError: (error) => {
          const byField: Record<string, string> = {};
          for (const d of isApiError(error) ? error.details : []) byField[d.field] ??= d.message;
          setErrors(byField);
          setFormError(errorMessage(tf, error));
        },
      },
    );
  };

  const errorId = (field: string) => (errors[field] ? `${field}-${formId}-error` : undefined);

  return (
    <section className="card" aria-labelledby={`add-${formId}`}>
      <h2 id={`add-${formId}`} className="section__title">
        {t("admin.filters.addTitle")}
      </h2>
      <form className="stack" noValidate onSubmit={onSubmit}>
        {formError && <FormAlert>{formError}</FormAlert>}
        <div className="form-grid">
          <div className={`field${errors.entityKind ? " field--invalid" : ""}`}>
            <label htmlFor={`kind-${formId}`} className="field__label">
              {t("admin.field.entityKind")}
            </label>
            <select
              id={`kind-${formId}`}
              className="field__input"
              value={kind}
              aria-describedby={errorId("entityKind")}
              onChange={(e) => {
                setKind(e.target.value as EntityKind);
                setEntityId("");
                setQ("");
              }}
            >
              {ENTITY_KINDS.map((k) => (
                <option key={k} value={k}>
                  {t(`admin.entityKind.${k}`)}
                </option>
              ))}
            </select>
            {errors.entityKind && (
              <p id={errorId("entityKind")} className="field__error">
                {errors.entityKind}
              </p>
            )}
          </div>
          <div className={`field${errors.entityId ? " field--invalid" : ""}`}>
            <label htmlFor={`entity-${formId}`} className="field__label">
              {t("admin.field.entity")}
              <span className="field__required" aria-hidden="true">
                {" "}
                *
              </span>
            </label>
            <input
              type="search"
              className="field__input reference__search"
              placeholder={t("common.searchPlaceholder")}
              aria-label={t("admin.form.searchIn", { what: t(`admin.entityKindPlural.${kind}`) })}
              value={q}
              onChange={(e) => setQ(e.target.value)}
            />
            <select
              id={`entity-${formId}`}
              className="field__input"
              value={entityId}
              required
              aria-invalid={errors.entityId ? true : undefined}
              aria-describedby={errorId("entityId")}
              onChange={(e) => setEntityId(e.target.value)}
            >
              <option value="">{options.isPending ? t("app.loading") : t("admin.form.choose")}</option>
              {entities.map((row) => (
                <option key={row.id} value={String(row.id)}>
                  {entityLabel(kind, row)}
                </option>
              ))}
            </select>
            {errors.entityId && (
              <p id={errorId("entityId")} className="field__error">
                {errors.entityId}
              </p>
            )}
          </div>
        </div>
        <fieldset className="field field--group">
          <legend className="field__label">{t("admin.field.mode")}</legend>
          <div className="radio-row">
            {(["deny", "allow"] as const).map((m) => (
              <label key={m} className="radio">
                <input type="radio" name={`mode-${formId}`} value={m} checked={mode === m} onChange={() => setMode(m)} />
                <span>{t(`admin.filterMode.${m}`)}</span>
              </label>
            ))}
          </div>
          <p className="field__hint">{t(`admin.filters.modeHint.${mode}`)}</p>
        </fieldset>
        <div className="form-actions">
          <button type="submit" className="button button--primary" disabled={save.isPending}>
            {save.isPending ? t("common.saving") : t("admin.filters.add")}
          </button>
        </div>
      </form>
    </section>
  );
}

const PREVIEW_GROUPS = ["categories", "types", "models", "parts", "featureValues"] as const;

function Preview({ companyId, companyName }: { companyId: string; companyName: string }) {
  const t = useLooseT();
  const preview = useCataloguePreview(companyId);
  return (
    <section className="card preview" aria-labelledby="preview-title">
      <SectionHeader id="preview-title" title={t("admin.filters.previewTitle")}>
        {preview.isFetching && <Spinner />}
      </SectionHeader>
      <p className="muted">{t("admin.filters.previewIntro", { name: companyName })}</p>
      {preview.isError ? (
        <p className="muted">{t("admin.filters.previewError")}</p>
      ) : preview.data ? (
        <div className="preview__groups">
          {PREVIEW_GROUPS.map((group) => {
            const items: NamedItem[] = preview.data[group];
            return (
              <div key={group} className="preview__group">
                <h3 className="preview__title">
                  {t(`admin.filters.preview.${group}`)} <span className="badge">{items.length}</span>
                </h3>
                {items.length === 0 ? (
                  <p className="muted">{t("admin.filters.previewNone")}</p>
                ) : (
                  <ul className="preview__list" aria-label={t(`admin.filters.preview.${group}`)}>
                    {items.map((item) => (
                      <li key={item.id}>{item.name}</li>
                    ))}
                  </ul>
                )}
              </div>
            );
          })}
        </div>
      ) : (
        <Spinner />
      )}
    </section>
  );
}
