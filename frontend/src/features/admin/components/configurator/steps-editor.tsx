import { useId, type ReactNode } from "react";
import type { StepKind } from "@/api/types";
import { useLooseT } from "@/features/admin/lib/i18n";
import { newStep, sortSteps, type EditorStep } from "@/features/admin/lib/definition";
import type { Row } from "@/features/admin/resources/types";
import type { CategoryCatalogue } from "./catalogue-items";
import { EnglishField } from "./english-field";

interface StepsEditorProps {
  steps: EditorStep[];
  onChange: (steps: EditorStep[]) => void;
  catalogue: CategoryCatalogue;
  /** Server errors by the index of the step in the definition sent. */
  errors: Record<number, string[]>;
  /** Client-side: the keys of steps without a title. */
  missingTitles: Set<string>;
  defaultTitle: (kind: StepKind) => string;
}

const str = (value: unknown) => (value == null ? "" : String(value));

/**
 * The steps in their fixed order: type (optional), model (with the attributes its cards filter by),
 * parts, one or more features steps (each with the features it asks, reorderable), summary.
 */
export function StepsEditor({ steps, onChange, catalogue, errors, missingTitles, defaultTitle }: StepsEditorProps) {
  const t = useLooseT();
  const hasType = steps.some((step) => step.kind === "type");
  const featureSteps = steps.filter((step) => step.kind === "features");


  const update = (key: string, change: Partial<EditorStep>) =>
    onChange(steps.map((step) => (step.key === key ? { ...step, ...change } : step)));

  const move = (key: string, delta: -1 | 1) => {
    const order = featureSteps.map((s) => s.key);
    const from = order.indexOf(key);
    const to = from + delta;
    if (from < 0 || to < 0 || to >= order.length) return;
    [order[from], order[to]] = [order[to] as string, order[from] as string];
    const byKey = new Map(steps.map((s) => [s.key, s]));
    const reordered = order.map((k) => byKey.get(k) as EditorStep);
    onChange(sortSteps([...steps.filter((s) => s.kind !== "features"), ...reordered]));
  };

  const toggleType = (on: boolean) =>
    onChange(on ? sortSteps([newStep("type", defaultTitle("type")), ...steps]) : steps.filter((s) => s.kind !== "type"));

  const addFeatures = () =>
    onChange(sortSteps([...steps, newStep("features", t("admin.cfg.steps.newFeaturesTitle", { n: featureSteps.length + 1 }))]));

  return (
    <section className="card section" aria-labelledby="cfg-steps-title">
      <h2 id="cfg-steps-title" className="section__title">
        {t("admin.cfg.steps.title")}
      </h2>
      <p className="muted">{t("admin.cfg.steps.intro")}</p>
      <label className="check">
        <input type="checkbox" checked={hasType} onChange={(e) => toggleType(e.target.checked)} />
        <span>{t("admin.cfg.steps.includeType")}</span>
      </label>
      <ol className="cfg-steps">
        {steps.map((step, index) => {
          const featureIndex = featureSteps.findIndex((s) => s.key === step.key);
          return (
            <li key={step.key} className={`cfg-step${errors[index] ? " cfg-step--invalid" : ""}`} data-testid={`step-${index}`}>
              <StepFields
                step={step}
                number={index + 1}
                errors={errors[index] ?? []}
                missingTitle={missingTitles.has(step.key)}
                onChange={(change) => update(step.key, change)}
                attributes={catalogue.attributeRows}
                features={catalogue.featureRows}
                featureControls={
                  step.kind === "features" ? (
                    <div className="cfg-step__tools">
                      <button
                        type="button"
                        className="button button--small button--ghost"
                        disabled={featureIndex === 0}
                        onClick={() => move(step.key, -1)}
                      >
                        {t("admin.cfg.steps.up")}
                        <span className="visually-hidden"> {step.title || t("admin.cfg.steps.kind.features")}</span>
                      </button>
                      <button
                        type="button"
                        className="button button--small button--ghost"
                        disabled={featureIndex === featureSteps.length - 1}
                        onClick={() => move(step.key, 1)}
                      >
                        {t("admin.cfg.steps.down")}
                        <span className="visually-hidden"> {step.title || t("admin.cfg.steps.kind.features")}</span>
                      </button>
                      <button
                        type="button"
                        className="button button--small button--danger-text"
                        disabled={featureSteps.length <= 1}
                        onClick={() => onChange(steps.filter((s) => s.key !== step.key))}
                      >
                        {t("admin.action.remove")}
                        <span className="visually-hidden"> {step.title || t("admin.cfg.steps.kind.features")}</span>
                      </button>
                    </div>
                  ) : null
                }
              />
              {step.kind === "features" && featureIndex === featureSteps.length - 1 && (
                <button type="button" className="button button--small cfg-step__add" onClick={addFeatures}>
                  {t("admin.cfg.steps.addFeatures")}
                </button>
              )}
            </li>
          );
        })}
      </ol>
    </section>
  );
}

function StepFields({
  step,
  number,
  errors,
  missingTitle,
  onChange,
  attributes,
  features,
  featureControls,
}: {
  step: EditorStep;
  number: number;
  errors: string[];
  missingTitle: boolean;
  onChange: (change: Partial<EditorStep>) => void;
  attributes: Row[];
  features: Row[];
  featureControls: ReactNode;
}) {
  const t = useLooseT();
  const id = `step-${useId().replace(/:/g, "")}`;
  const titleError = missingTitle ? t("validation.required") : undefined;
  const describedBy = [titleError ? `${id}-title-error` : "", errors.length ? `${id}-errors` : ""].filter(Boolean).join(" ") || undefined;
  return (
    <fieldset className="cfg-step__box">
      <legend className="cfg-step__legend">
        <span className="stepper__number" aria-hidden="true">
          {number}
        </span>
        {t(`admin.cfg.steps.kind.${step.kind}`)}
      </legend>
      {featureControls}
      <div className="form-grid">
        <div className={`field${titleError ? " field--invalid" : ""}`}>
          <label htmlFor={`${id}-title`} className="field__label">
            {t("admin.cfg.steps.stepTitle")}
            <span className="field__required" aria-hidden="true">
              {" "}
              *
            </span>
          </label>
          <input
            id={`${id}-title`}
            className="field__input"
            value={step.title}
            maxLength={200}
            required
            aria-invalid={titleError || errors.length ? true : undefined}
            aria-describedby={describedBy}
            onChange={(e) => onChange({ title: e.target.value })}
          />
          {titleError && (
            <p id={`${id}-title-error`} className="field__error">
              {titleError}
            </p>
          )}
        </div>
        <EnglishField
          label={t("admin.cfg.steps.stepTitleEn")}
          value={step.titleEn}
          italian={step.title}
          maxLength={200}
          onChange={(titleEn) => onChange({ titleEn })}
        />
        <div className="field">
          <label htmlFor={`${id}-help`} className="field__label">
            {t("admin.cfg.steps.help")}
          </label>
          <textarea
            id={`${id}-help`}
            className="field__input field__textarea"
            rows={2}
            maxLength={2000}
            value={step.help}
            onChange={(e) => onChange({ help: e.target.value })}
          />
        </div>
        <EnglishField
          label={t("admin.cfg.steps.helpEn")}
          value={step.helpEn}
          italian={step.help}
          multiline
          maxLength={2000}
          onChange={(helpEn) => onChange({ helpEn })}
        />
      </div>
      {step.kind === "model" && (
        <CheckGroup
          legend={t("admin.cfg.steps.attributes")}
          hint={t("admin.cfg.steps.attributesHint")}
          empty={t("admin.cfg.steps.noAttributes")}
          rows={attributes}
          selected={step.attributeIds}
          onChange={(attributeIds) => onChange({ attributeIds })}
        />
      )}
      {step.kind === "features" && (
        <CheckGroup
          legend={t("admin.cfg.steps.features")}
          hint={t("admin.cfg.steps.featuresHint")}
          empty={t("admin.cfg.steps.noFeatures")}
          rows={features}
          selected={step.featureIds}
          onChange={(featureIds) => onChange({ featureIds })}
        />
      )}
      {errors.length > 0 && (
        <ul id={`${id}-errors`} className="cfg-step__errors">
          {errors.map((message, i) => (
            <li key={i} className="field__error">
              {message}
            </li>
          ))}
        </ul>
      )}
    </fieldset>
  );
}

function CheckGroup({
  legend,
  hint,
  empty,
  rows,
  selected,
  onChange,
}: {
  legend: string;
  hint: string;
  empty: string;
  rows: Row[];
  selected: number[];
  onChange: (ids: number[]) => void;
}) {
  const id = `cg-${useId().replace(/:/g, "")}`;
  // ids saved earlier but no longer listed stay visible so they can be removed
  const unknown = selected.filter((sid) => !rows.some((row) => row.id === sid));
  return (
    <fieldset className="field field--group" aria-describedby={`${id}-hint`}>
      <legend className="field__label">{legend}</legend>
      <p id={`${id}-hint`} className="field__hint">
        {hint}
      </p>
      {rows.length === 0 && unknown.length === 0 ? (
        <p className="muted">{empty}</p>
      ) : (
        <div className="check-grid">
          {rows.map((row) => (
            <label key={row.id} className="check">
              <input
                type="checkbox"
                checked={selected.includes(row.id)}
                onChange={(e) => onChange(e.target.checked ? [...selected, row.id] : selected.filter((s) => s !== row.id))}
              />
              <span>{str(row.name) || `#${row.id}`}</span>
            </label>
          ))}
          {unknown.map((sid) => (
            <label key={`u${sid}`} className="check">
              <input type="checkbox" checked onChange={() => onChange(selected.filter((s) => s !== sid))} />
              <span>#{sid}</span>
            </label>
          ))}
        </div>
      )}
    </fieldset>
  );
}
