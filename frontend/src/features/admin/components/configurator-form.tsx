import { lazy, Suspense, useMemo, useRef, useState, type FormEvent } from "react";
import { Link, useNavigate } from "react-router-dom";
import { useTranslation } from "react-i18next";
import { Page } from "@/components/ui/page";
import { EmptyState } from "@/components/ui/empty-state";
import { FormAlert, SelectField, TextField } from "@/components/ui/form";
import { PageSpinner, Spinner } from "@/components/ui/spinner";
import { toast } from "@/components/ui/toast/toast-store";
import { isApiError } from "@/lib/api-client";
import { errorMessage } from "@/lib/errors";
import { paths } from "@/config/paths";
import { useResourceOptions } from "@/features/admin/api/resources";
import { useConfigurator, useConfiguratorTransition, usePublishImpact, useSaveConfigurator } from "@/features/admin/api/configurators";
import type { Configurator, ConfiguratorInput, Finding, StepKind } from "@/api/types";
import { useLooseT } from "@/features/admin/lib/i18n";
import { fromDefinition, splitDetails, toDefinition, type DetailErrors, type EditorDefinition } from "@/features/admin/lib/definition";
import { useCategoryCatalogue } from "./configurator/catalogue-items";
import { StepsEditor } from "./configurator/steps-editor";
import { RulesEditor } from "./configurator/rules-editor";
import { FindingsPanel, findingsOfRefusal } from "./configurator/findings";
import { StatusBadge } from "./configurator/status-badge";
import { impactLoading, PublishImpactNote, PublishImpactPanel } from "./configurator/publish-impact";
import { ImpactReports } from "./configurator/impact-reports";
import { ConfirmDialog } from "@/components/ui/dialog";
import { WithHistoryTab } from "./audit-history";
import "./configurator/configurator.css";

const TryOut = lazy(() => import(/* webpackChunkName: "admin-configurator-tryout" */ "./configurator/try-out"));

const NO_ERRORS: DetailErrors = { rules: {}, steps: {}, fields: {}, other: [] };

/** `/admin/configuration/new` and `/admin/configuration/edit/:id`: the configurator editor. */
export function ConfiguratorForm({ id }: { id?: string }) {
  const t = useLooseT();
  const query = useConfigurator(id);
  const title = id ? t("titles.configuratorEdit") : t("titles.configuratorNew");
  const configurator = query.data ?? null;
  return (
    <Page
      title={title}
      badge={configurator ? <StatusBadge status={configurator.status} /> : undefined}
      intro={configurator ? t("admin.cfg.editIntro", { name: configurator.name, category: configurator.categoryName, version: configurator.version }) : t("admin.configuratorFormIntro")}
      breadcrumbs={[
        { label: t("titles.dashboard"), to: paths.admin.dashboard.getHref() },
        { label: t("titles.configurators"), to: paths.admin.configurators.getHref() },
        { label: title },
      ]}
      width="full"
      actions={
        <Link to={paths.admin.configurators.getHref()} className="button">
          {t("admin.backToList")}
        </Link>
      }
    >
      {id && !configurator ? (
        query.isError ? (
          <EmptyState icon="box" title={t("errors.not_found")} />
        ) : (
          <PageSpinner />
        )
      ) : configurator ? (
        <WithHistoryTab kind="configurator" id={configurator.id}>
          <ConfiguratorEditor key={`c${configurator.id}`} configurator={configurator} />
        </WithHistoryTab>
      ) : (
        <ConfiguratorEditor key="new" configurator={null} />
      )}
    </Page>
  );
}

function ConfiguratorEditor({ configurator }: { configurator: Configurator | null }) {
  const t = useLooseT();
  const { t: tf } = useTranslation();
  const navigate = useNavigate();
  const defaultTitles = useMemo<Record<StepKind, string>>(
    () => ({
      type: t("configurator.stepType"),
      model: t("configurator.stepModel"),
      parts: t("configurator.stepParts"),
      features: t("configurator.stepFeatures"),
      summary: t("configurator.stepSummary"),
    }),
    [t],
  );
  const [name, setName] = useState(configurator?.name ?? "");
  const [description, setDescription] = useState(configurator?.description ?? "");
  const [categoryId, setCategoryId] = useState(configurator ? String(configurator.categoryId) : "");
  const [definition, setDefinition] = useState<EditorDefinition>(() => fromDefinition(configurator?.definition, defaultTitles));
  const [errors, setErrors] = useState<DetailErrors>(NO_ERRORS);
  const [missingTitles, setMissingTitles] = useState<Set<string>>(new Set());
  const [formError, setFormError] = useState<string | null>(null);
  const [refused, setRefused] = useState<Finding[] | null>(null);
  const [confirm, setConfirm] = useState<"publish" | "archive" | null>(null);
  const formRef = useRef<HTMLFormElement>(null);

  const save = useSaveConfigurator();
  const transition = useConfiguratorTransition();
  // what publishing the saved draft would do to the category's saved configurations
  const impact = usePublishImpact(configurator);
  const categories = useResourceOptions("productcategory", { sort: "name" });
  const refs = definition.rules.flatMap((rule) => [...rule.if, ...rule.then]);
  const findings = refused ?? configurator?.findings ?? (configurator ? [] : null);
  for (const finding of findings ?? []) if (finding.item) refs.push(finding.item);
  const catalogue = useCategoryCatalogue(categoryId, refs);

  const readOnly = configurator !== null && configurator.status !== "draft";
  const body = (): ConfiguratorInput => ({
    categoryId: Number(categoryId),
    name: name.trim(),
    description: description.trim() || null,
    definition: toDefinition(definition),
  });
  const content = (b: ConfiguratorInput) => JSON.stringify(b);
  const [baseline, setBaseline] = useState(() => (configurator ? content(body()) : ""));
  const dirty = !readOnly && content(body()) !== baseline;

  const findingsByRule: Record<string, Finding[]> = {};
  for (const finding of findings ?? []) if (finding.ruleId) (findingsByRule[finding.ruleId] ??= []).push(finding);

  const focusFirstError = () =>
    window.setTimeout(() => {
      const target =
        formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]') ??
        formRef.current?.querySelector<HTMLElement>(".cfg-rule--error, .cfg-step--invalid");
      target?.focus();
    }, 0);

  /** Client checks, then POST or PUT; resolves to the saved configurator or null. */
  const submit = async (): Promise<Configurator | null> => {
    const fields: Record<string, string> = {};
    if (!name.trim()) fields.name = t("validation.required");
    if (!categoryId) fields.categoryId = t("validation.required");
    const untitled = new Set(definition.steps.filter((s) => !s.title.trim()).map((s) => s.key));
    setMissingTitles(untitled);
    if (Object.keys(fields).length > 0 || untitled.size > 0) {
      setErrors({ ...NO_ERRORS, fields });
      setFormError(t("validation.formHasErrors"));
      focusFirstError();
      return null;
    }
    const sent = body();
    try {
      const row = await save.mutateAsync({ id: configurator?.id, body: sent });
      setErrors(NO_ERRORS);
      setFormError(null);
      setRefused(null);
      setBaseline(content(sent));
      toast.success(t(configurator ? "admin.toast.saved" : "admin.toast.created", { name: sent.name }));
      if (!configurator && row?.id) navigate(paths.admin.configuratorEdit.getHref(row.id), { replace: true });
      return row;
    } catch (error) {
      const split = splitDetails(isApiError(error) ? error.details : []);
      setErrors(split);
      setFormError(errorMessage(tf, error));
      toast.error(errorMessage(tf, error));
      focusFirstError();
      return null;
    }
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void submit();
  };

  /** "Pubblica" asks first, naming the impact; "Salva e pubblica" saves, then asks with the saved draft's impact. */
  const askPublish = async () => {
    if (dirty && !(await submit())) return;
    setConfirm("publish");
  };

  const publish = async () => {
    setConfirm(null);
    if (!configurator) return;
    try {
      await transition.mutateAsync({ id: configurator.id, action: "publish" });
      setRefused(null);
      toast.success(t("admin.cfg.toast.published", { name: name.trim() }));
    } catch (error) {
      if (isApiError(error) && error.status === 422) {
        setRefused(findingsOfRefusal(error.details, definition.rules.map((r) => r.id)));
        toast.error(t("admin.cfg.toast.publishRefused"));
        window.setTimeout(() => document.getElementById("cfg-findings-title")?.scrollIntoView?.({ block: "start" }), 0);
      } else {
        toast.error(errorMessage(tf, error));
      }
    }
  };

  /** "Nuova bozza da questa": users keep this one until the draft is published in its place. */
  const newDraft = async () => {
    if (!configurator) return;
    try {
      const draft = await transition.mutateAsync({ id: configurator.id, action: "newDraft" });
      toast.success(t("admin.cfg.toast.newDraft", { name: configurator.name }));
      navigate(paths.admin.configuratorEdit.getHref(draft.id));
    } catch (error) {
      toast.error(errorMessage(tf, error));
    }
  };

  const archive = async () => {
    setConfirm(null);
    if (!configurator) return;
    try {
      await transition.mutateAsync({ id: configurator.id, action: "archive" });
      toast.success(t("admin.cfg.toast.archived", { name: configurator.name }));
    } catch (error) {
      toast.error(errorMessage(tf, error));
    }
  };

  const busy = save.isPending || transition.isPending;
  const categoryOptions = [
    { value: "", label: categories.isPending ? t("app.loading") : t("admin.form.choose") },
    ...(categories.data?.items ?? []).map((row) => ({ value: String(row.id), label: String(row.name ?? row.id) })),
  ];
  if (categoryId && !categoryOptions.some((o) => o.value === categoryId)) {
    categoryOptions.push({ value: categoryId, label: configurator?.categoryName ?? t("common.id", { id: categoryId }) });
  }

  return (
    <div className="cfg-layout">
      <form ref={formRef} className="cfg-main stack" noValidate onSubmit={onSubmit} aria-label={t("admin.cfg.formLabel")}>
        {readOnly && configurator && (
          <div className="cfg-readonly" role="note">
            <p>{t(`admin.cfg.readOnly.${configurator.status}`)}</p>
            {configurator.status === "published" && (
              <div className="cfg-readonly__actions">
                <button type="button" className="button button--primary" disabled={busy} onClick={() => void newDraft()}>
                  {t("admin.cfg.newDraft")}
                </button>
                <button type="button" className="button" disabled={busy} onClick={() => setConfirm("archive")}>
                  {t("admin.cfg.archive")}
                </button>
              </div>
            )}
          </div>
        )}
        {formError && (
          <FormAlert>
            <p>{formError}</p>
            {errors.other.length > 0 && (
              <ul className="form-alert__list">
                {errors.other.map((message) => (
                  <li key={message}>{message}</li>
                ))}
              </ul>
            )}
          </FormAlert>
        )}
        <fieldset className="cfg-fieldset stack" disabled={readOnly}>
          <legend className="visually-hidden">{t("admin.cfg.formLabel")}</legend>
          <section className="card cfg-section" aria-labelledby="cfg-general-title">
            <h2 id="cfg-general-title" className="section__title">
              {t("admin.cfg.general")}
            </h2>
            <div className="form-grid">
              <TextField
                label={t("admin.field.name")}
                name="name"
                required
                maxLength={200}
                value={name}
                error={errors.fields.name}
                onChange={(e) => setName(e.target.value)}
              />
              <SelectField
                label={t("admin.field.category")}
                name="categoryId"
                required
                value={categoryId}
                error={errors.fields.categoryId}
                options={categoryOptions}
                onChange={(e) => setCategoryId(e.target.value)}
              />
              <div className={`field field--wide${errors.fields.description ? " field--invalid" : ""}`}>
                <label htmlFor="cfg-description" className="field__label">
                  {t("admin.field.description")}
                </label>
                <textarea
                  id="cfg-description"
                  className="field__input field__textarea"
                  rows={2}
                  maxLength={2000}
                  value={description}
                  aria-invalid={errors.fields.description ? true : undefined}
                  aria-describedby={errors.fields.description ? "cfg-description-error" : undefined}
                  onChange={(e) => setDescription(e.target.value)}
                />
                {errors.fields.description && (
                  <p id="cfg-description-error" className="field__error">
                    {errors.fields.description}
                  </p>
                )}
              </div>
            </div>
            {configurator && !readOnly && String(configurator.categoryId) !== categoryId && (
              <p className="field__hint">{t("admin.cfg.categoryChanged")}</p>
            )}
          </section>
          <StepsEditor
            steps={definition.steps}
            onChange={(steps) => setDefinition((d) => ({ ...d, steps }))}
            catalogue={catalogue}
            errors={errors.steps}
            missingTitles={missingTitles}
            defaultTitle={(kind) => defaultTitles[kind]}
          />
          <RulesEditor
            rules={definition.rules}
            onChange={(rules) => setDefinition((d) => ({ ...d, rules }))}
            catalogue={catalogue}
            categoryId={categoryId}
            findings={findingsByRule}
            errors={errors.rules}
            readOnly={readOnly}
          />
        </fieldset>
        {!readOnly && (
          <div className="cfg-actions">
            <span className="cfg-actions__state muted" aria-live="polite">
              {dirty ? t("admin.cfg.unsaved") : configurator ? t("admin.cfg.saved") : ""}
            </span>
            <button type="submit" className="button button--primary" disabled={busy}>
              {save.isPending ? t("common.saving") : configurator ? t("common.save") : t("admin.cfg.create")}
            </button>
            {configurator && (
              <>
                <button type="button" className="button" disabled={busy} onClick={() => void askPublish()}>
                  {dirty ? t("admin.cfg.saveAndPublish") : t("admin.cfg.publish")}
                </button>
                <button type="button" className="button button--danger-text" disabled={busy} onClick={() => setConfirm("archive")}>
                  {t("admin.cfg.archive")}
                </button>
              </>
            )}
          </div>
        )}
      </form>
      <aside className="cfg-aside stack" aria-label={t("admin.cfg.asideLabel")}>
        <FindingsPanel
          findings={findings}
          validConfigurations={refused ? null : configurator?.validConfigurations}
          refused={refused !== null}
          labelOf={catalogue.labelOf}
          knownRules={new Set(definition.rules.map((r) => r.id))}
        />
        {configurator?.status === "draft" && <PublishImpactPanel id={configurator.id} query={impact} dirty={dirty} />}
        {configurator && <ImpactReports configuratorId={configurator.id} />}
        {configurator ? (
          <Suspense
            fallback={
              <div className="card">
                <Spinner />
              </div>
            }
          >
            <TryOut configuratorId={configurator.id} dirty={dirty} />
          </Suspense>
        ) : (
          <section className="card cfg-section" aria-labelledby="cfg-try-title">
            <h2 id="cfg-try-title" className="section__title">
              {t("admin.cfg.try.title")}
            </h2>
            <p className="muted">{t("admin.cfg.try.saveFirst")}</p>
          </section>
        )}
      </aside>
      {confirm && configurator && (
        <ConfirmDialog
          title={t(`admin.cfg.confirm.${confirm}Title`, { name: configurator.name })}
          describedBy={confirm === "publish" ? "cfg-confirm-impact cfg-confirm-text" : "cfg-confirm-text"}
          confirmLabel={t(confirm === "archive" ? "admin.cfg.archive" : "admin.cfg.publish")}
          danger={confirm === "archive"}
          busy={confirm === "publish" && impactLoading(impact)}
          onConfirm={() => void (confirm === "archive" ? archive() : publish())}
          onClose={() => setConfirm(null)}
        >
          {confirm === "publish" && <PublishImpactNote id="cfg-confirm-impact" query={impact} />}
          <p id="cfg-confirm-text">{t(`admin.cfg.confirm.${confirm}Text`)}</p>
        </ConfirmDialog>
      )}
    </div>
  );
}
