import { useId, useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { PriceTable } from "@/components/price-table";
import { Spinner } from "@/components/ui/spinner";
import { FeaturesStep } from "@/components/configurator/features-step";
import { PartsStep } from "@/components/configurator/parts-step";
import { RepairOffer } from "@/components/configurator/repair-offer";
import type { StepProps } from "@/components/configurator/step-props";
import { ModelStep, TypeStep } from "@/components/configurator/type-model-steps";
import { errorMessage } from "@/lib/errors";
import { useResourceOptions } from "@/features/admin/api/resources";
import { useConfiguratorPreview, useEvaluation } from "@/features/admin/api/configurators";
import type { Catalogue, Definition, ItemRef } from "@/api/types";
import { useLooseT } from "@/features/admin/lib/i18n";
import { useRepricing } from "@/lib/use-repricing";
import { useDebounced } from "@/lib/use-debounced";
import { disabledMap, itemName, refKey } from "@/lib/catalogue";
import { lowestMap } from "@/lib/budget";
import { applyRepair, buildDraft, EMPTY_SELECTION, wizardSteps, type Selection } from "@/lib/wizard";

/** "Prova come azienda": the configurator as a company sees it, evaluated on every change. */
export default function TryOut({ configuratorId, dirty }: { configuratorId: number; dirty: boolean }) {
  const t = useLooseT();
  const id = `try-${useId().replace(/:/g, "")}`;
  const [companyId, setCompanyId] = useState("");
  // a long list of companies is searched: the select holds up to 100 at a time
  const [q, setQ] = useState("");
  const search = useDebounced(q, 250);
  const companies = useResourceOptions("company", { q: search, sort: "name" });
  const searchable = q !== "" || (companies.data?.total ?? 0) > (companies.data?.items.length ?? 0);
  // a deactivated company's users cannot sign in: there is nothing of theirs to try
  const activeCompanies = (companies.data?.items ?? []).filter((row) => row.active !== false);
  const preview = useConfiguratorPreview(configuratorId, companyId);
  const { t: tf } = useTranslation();

  return (
    <section className="card section cfg-try" aria-labelledby={`${id}-title`} data-testid="try-out">
      <h2 id={`${id}-title`} className="section__title">
        {t("admin.cfg.try.title")}
      </h2>
      <p className="muted">{t("admin.cfg.try.intro")}</p>
      {dirty && <p className="cfg-try__dirty">{t("admin.cfg.try.dirty")}</p>}
      <div className="field">
        <label htmlFor={`${id}-company`} className="field__label">
          {t("admin.field.company")}
        </label>
        {searchable && (
          <input
            type="search"
            className="field__input"
            placeholder={t("common.searchPlaceholder")}
            aria-label={t("admin.form.searchIn", { what: t("admin.field.company") })}
            value={q}
            onChange={(e) => setQ(e.target.value)}
          />
        )}
        <select id={`${id}-company`} className="field__input" value={companyId} onChange={(e) => setCompanyId(e.target.value)}>
          <option value="">{companies.isPending ? t("app.loading") : t("admin.form.choose")}</option>
          {companyId !== "" && !activeCompanies.some((row) => String(row.id) === companyId) && (
            <option value={companyId}>{t("common.id", { id: companyId })}</option>
          )}
          {activeCompanies.map((row) => (
            <option key={row.id} value={String(row.id)}>
              {String(row.name ?? row.id)}
            </option>
          ))}
        </select>
      </div>
      {companyId === "" ? null : preview.isError ? (
        <p className="form-alert form-alert--error" role="alert">
          {t("admin.cfg.try.previewError")} {errorMessage(tf, preview.error)}
        </p>
      ) : preview.data ? (
        <TryOutBody
          key={companyId}
          configuratorId={configuratorId}
          companyId={Number(companyId)}
          catalogue={preview.data.catalogue}
          definition={preview.data.configurator.definition}
        />
      ) : (
        <Spinner />
      )}
    </section>
  );
}

/**
 * The configurator as the company's users get it: the wizard's own steps (one after the other, with the
 * definition's titles), judged by the same evaluation as the company, so options are greyed, explained,
 * chosen anyway and marked implied exactly as in the wizard; beside them the judgement and the price.
 */
function TryOutBody({
  configuratorId,
  companyId,
  catalogue,
  definition,
}: {
  configuratorId: number;
  companyId: number;
  catalogue: Catalogue;
  definition: Definition;
}) {
  const t = useLooseT();
  const { t: tf } = useTranslation();
  const id = `tb-${useId().replace(/:/g, "")}`;
  const [selection, setSelection] = useState<Selection>(EMPTY_SELECTION);
  const [notice, setNotice] = useState("");
  const draft = useMemo(() => buildDraft(selection, catalogue), [selection, catalogue]);
  const debounced = useDebounced(draft, 250);
  const evaluation = useEvaluation(configuratorId, companyId, debounced);
  const result = evaluation.data;
  const repricing = useRepricing(evaluation, debounced, draft);
  const steps = useMemo(() => wizardSteps(definition, catalogue).filter((s) => s.step.kind !== "summary"), [definition, catalogue]);

  const props: StepProps = {
    catalogue,
    selection,
    setSelection,
    disabled: disabledMap(result?.disabled),
    states: new Map((result?.states ?? []).map((s) => [refKey(s.item), s.status])),
    extras: undefined,
    prices: result ? new Map((result.options ?? []).map((o) => [refKey(o.item), o.amount])) : undefined,
    lowest: lowestMap(result?.states),
    pending: evaluation.isFetching,
    repricing,
    notify: setNotice,
  };
  const nameOf = (ref: ItemRef) => itemName(catalogue, ref);
  const repair = result?.repairs?.[0];

  return (
    <div className="cfg-try__grid">
      <div className="cfg-try__controls stack">
        <p className="wz-notice" role="status">
          {notice}
        </p>
        {steps.map((step) => (
          <section key={step.key} className="cfg-try__step" aria-labelledby={`${id}-${step.key}`}>
            <h3 id={`${id}-${step.key}`} className="cfg-try__heading">
              {step.step.title}
            </h3>
            {step.step.kind === "type" && <TypeStep {...props} />}
            {step.step.kind === "model" && <ModelStep {...props} attributeIds={[]} />}
            {step.step.kind === "parts" && <PartsStep {...props} />}
            {step.step.kind === "features" && <FeaturesStep {...props} featureIds={step.featureIds} />}
          </section>
        ))}
        <div className="field">
          <label htmlFor={`${id}-qty`} className="field__label">
            {t("admin.cfg.try.quantity")}
          </label>
          <input
            id={`${id}-qty`}
            type="number"
            className="field__input field__input--number cfg-try__qty"
            min={1}
            value={selection.quantity}
            onChange={(e) => {
              const quantity = Math.max(1, Math.floor(Number(e.target.value) || 1));
              setSelection((s) => ({ ...s, quantity }));
            }}
          />
        </div>
      </div>

      <div className="cfg-try__result stack" aria-live="polite" aria-busy={evaluation.isFetching} data-testid="try-result">
        <div className="cfg-try__status">
          {result ? (
            <>
              <span className={`pill ${result.complete ? "tone-success" : "tone-warning"}`}>
                {t(result.complete ? "admin.cfg.try.complete" : "admin.cfg.try.incomplete")}
              </span>
              <span className={`pill ${result.valid ? "tone-success" : "tone-danger"}`}>
                {t(result.valid ? "admin.cfg.try.valid" : "admin.cfg.try.invalid")}
              </span>
            </>
          ) : null}
          {evaluation.isFetching && <Spinner />}
        </div>
        {evaluation.isError && !result && (
          <p className="form-alert form-alert--error" role="alert">
            {errorMessage(tf, evaluation.error)}
          </p>
        )}
        {result && (
          <>
            {repair && (
              <RepairOffer
                repair={repair}
                catalogue={catalogue}
                onRepair={(drop) => setSelection((s) => applyRepair(s, catalogue, drop))}
              />
            )}
            {result.violations.length > 0 && (
              <div>
                <h3 className="cfg-try__heading">{t("admin.cfg.try.violations")}</h3>
                <ul className="cfg-try__list">
                  {result.violations.map((v, i) => (
                    <li key={i}>
                      {v.message}
                      {v.ruleId && <span className="muted"> ({t("admin.cfg.rules.ruleN", { id: v.ruleId })})</span>}
                    </li>
                  ))}
                </ul>
              </div>
            )}
            {result.disabled.length > 0 && (
              <div>
                <h3 className="cfg-try__heading">{t("admin.cfg.try.disabled")}</h3>
                <ul className="cfg-try__list cfg-try__disabled">
                  {result.disabled.map((d, i) => (
                    <li key={i}>
                      <span className="cfg-try__off">{nameOf(d.item)}</span>: {d.reason}
                      {d.ruleIds.length > 0 && (
                        <span className="muted"> ({d.ruleIds.map((ruleId) => t("admin.cfg.rules.ruleN", { id: ruleId })).join(", ")})</span>
                      )}
                      {d.freedBy.length > 0 && (
                        <span className="muted"> {t("admin.cfg.try.freedBy", { items: d.freedBy.map(nameOf).join(", ") })}</span>
                      )}
                    </li>
                  ))}
                </ul>
              </div>
            )}
            <PriceTable
              price={result.price}
              className="cfg-price"
              compact
              caption={t("admin.cfg.try.price")}
              captionClassName="cfg-try__heading"
            />
          </>
        )}
      </div>
    </div>
  );
}
