import { useMemo, useRef, useState, type FormEvent } from "react";
import { Link, useNavigate } from "react-router-dom";
import { useTranslation } from "react-i18next";
import { Page } from "@/components/ui/page";
import { EmptyState } from "@/components/ui/empty-state";
import { PageSpinner } from "@/components/ui/spinner";
import { toast } from "@/components/ui/toast/toast-store";
import { isApiError } from "@/lib/api-client";
import { errorMessage } from "@/lib/errors";
import { paths } from "@/config/paths";
import { useConfigurator, usePublishImpact, useSaveConfigurator } from "@/features/admin/api/configurators";
import type { Configurator, ConfiguratorInput, Finding, StepKind } from "@/api/types";
import { useLooseT } from "@/features/admin/lib/i18n";
import { fromDefinition, splitDetails, toDefinition, type DetailErrors, type EditorDefinition } from "@/features/admin/lib/definition";
import { useCategoryCatalogue } from "./configurator/catalogue-items";
import { StepsEditor } from "./configurator/steps-editor";
import { RulesEditor } from "./configurator/rules-editor";
import { StatusBadge } from "./configurator/status-badge";
import { GeneralPanel, type GeneralValues } from "./configurator/general-panel";
import { EditorAside } from "./configurator/editor-aside";
import { EditorActions, EditorAlert, ReadOnlyNote, TransitionConfirm } from "./configurator/editor-actions";
import { useTransitions } from "./configurator/use-transitions";
import { WithHistoryTab } from "./audit-history";
import "./configurator/configurator.css";

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

/** Each kind of step's title until the administrator writes one. */
function useDefaultTitles() {
  const t = useLooseT();
  return useMemo<Record<StepKind, string>>(
    () => ({
      type: t("configurator.stepType"),
      model: t("configurator.stepModel"),
      parts: t("configurator.stepParts"),
      features: t("configurator.stepFeatures"),
      summary: t("configurator.stepSummary"),
    }),
    [t],
  );
}

/** The findings of each rule, by the rule's id. */
function byRule(findings: Finding[] | null): Record<string, Finding[]> {
  const grouped: Record<string, Finding[]> = {};
  for (const finding of findings ?? []) if (finding.ruleId) (grouped[finding.ruleId] ??= []).push(finding);
  return grouped;
}

/** Once the errors are on screen: the first invalid field, or else the first rule or step in error. */
function focusFirstErrorOf(form: HTMLFormElement | null) {
  window.setTimeout(() => {
    const target = form?.querySelector<HTMLElement>('[aria-invalid="true"]') ?? form?.querySelector<HTMLElement>(".cfg-rule--error, .cfg-step--invalid");
    target?.focus();
  }, 0);
}

/** The general panel's values of a saved configurator, or of a new one from the preset. */
function generalValues(configurator: Configurator | null, preset: Partial<GeneralValues> | undefined): GeneralValues {
  return {
    name: configurator?.name ?? preset?.name ?? "",
    nameEn: configurator?.nameEn ?? "",
    description: configurator?.description ?? "",
    descriptionEn: configurator?.descriptionEn ?? "",
    categoryId: configurator ? String(configurator.categoryId) : (preset?.categoryId ?? ""),
  };
}

/**
 * The editor of one configurator (null: a new one, starting from `preset`). A new one, once created, opens in
 * the edit screen, or is handed to `onCreated` (the product guide keeps it in its own step).
 */
export function ConfiguratorEditor({
  configurator,
  preset,
  onCreated,
}: {
  configurator: Configurator | null;
  preset?: Partial<GeneralValues>;
  onCreated?: (row: Configurator) => void;
}) {
  const t = useLooseT();
  const { t: tf } = useTranslation();
  const navigate = useNavigate();
  const defaultTitles = useDefaultTitles();
  const [general, setGeneral] = useState<GeneralValues>(() => generalValues(configurator, preset));
  const { name, nameEn, description, descriptionEn, categoryId } = general;
  const [definition, setDefinition] = useState<EditorDefinition>(() => fromDefinition(configurator?.definition, defaultTitles));
  const [errors, setErrors] = useState<DetailErrors>(NO_ERRORS);
  const [missingTitles, setMissingTitles] = useState<Set<string>>(new Set());
  const [formError, setFormError] = useState<string | null>(null);
  const [refused, setRefused] = useState<Finding[] | null>(null);
  const [confirm, setConfirm] = useState<"publish" | "archive" | null>(null);
  const formRef = useRef<HTMLFormElement>(null);

  const save = useSaveConfigurator();
  const transitions = useTransitions(configurator, setRefused);
  // what publishing the saved draft would do to the category's saved configurations
  const impact = usePublishImpact(configurator);
  const refs = definition.rules.flatMap((rule) => [...rule.if, ...rule.then]);
  const findings = refused ?? configurator?.findings ?? (configurator ? [] : null);
  for (const finding of findings ?? []) if (finding.item) refs.push(finding.item);
  const catalogue = useCategoryCatalogue(categoryId, refs);

  const readOnly = configurator !== null && configurator.status !== "draft";
  const body = (): ConfiguratorInput => ({
    categoryId: Number(categoryId),
    name: name.trim(),
    nameEn: nameEn.trim() || null,
    description: description.trim() || null,
    descriptionEn: descriptionEn.trim() || null,
    definition: toDefinition(definition),
  });
  const content = (b: ConfiguratorInput) => JSON.stringify(b);
  const [baseline, setBaseline] = useState(() => (configurator ? content(body()) : ""));
  const dirty = !readOnly && content(body()) !== baseline;

  const findingsByRule = byRule(findings);

  const focusFirstError = () => focusFirstErrorOf(formRef.current);

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
      if (!configurator && row?.id) {
        if (onCreated) onCreated(row);
        else navigate(paths.admin.configuratorEdit.getHref(row.id), { replace: true });
      }
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

  const confirmed = () => {
    setConfirm(null);
    const ruleIds = definition.rules.map((r) => r.id);
    void (confirm === "archive" ? transitions.archive() : transitions.publish(name.trim(), ruleIds));
  };

  const busy = save.isPending || transitions.pending;

  return (
    <div className="split-layout">
      <form ref={formRef} className="cfg-main stack" noValidate onSubmit={onSubmit} aria-label={t("admin.cfg.formLabel")}>
        {readOnly && configurator && (
          <ReadOnlyNote configurator={configurator} busy={busy} onNewDraft={() => void transitions.newDraft()} onArchive={() => setConfirm("archive")} />
        )}
        {formError && <EditorAlert message={formError} other={errors.other} />}
        <fieldset className="fieldset-plain stack" disabled={readOnly}>
          <legend className="visually-hidden">{t("admin.cfg.formLabel")}</legend>
          <GeneralPanel configurator={configurator} values={general} onChange={setGeneral} errors={errors.fields} readOnly={readOnly} />
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
          <EditorActions
            configurator={configurator}
            dirty={dirty}
            busy={busy}
            saving={save.isPending}
            onPublish={() => void askPublish()}
            onArchive={() => setConfirm("archive")}
          />
        )}
      </form>
      <EditorAside
        configurator={configurator}
        findings={findings}
        refused={refused !== null}
        ruleIds={new Set(definition.rules.map((r) => r.id))}
        catalogue={catalogue}
        impact={impact}
        dirty={dirty}
      />
      {confirm && configurator && (
        <TransitionConfirm confirm={confirm} configurator={configurator} impact={impact} onConfirm={confirmed} onClose={() => setConfirm(null)} />
      )}
    </div>
  );
}
