import { useId, useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { PriceTable } from "@/components/price-table";
import { Spinner } from "@/components/ui/spinner";
import { errorMessage } from "@/lib/errors";
import { formatCents } from "@/lib/format";
import { useResourceOptions } from "@/features/admin/api/resources";
import { useConfiguratorPreview, useEvaluation } from "@/features/admin/api/configurators";
import type { Catalogue, Draft, DraftValue, ItemRef } from "@/api/types";
import { useLooseT } from "@/features/admin/lib/i18n";
import { useDebounced } from "@/lib/use-debounced";
import { disabledMap, isOffered, itemName, refKey } from "@/lib/catalogue";

interface Selection {
  typeId: string;
  modelId: string;
  /** partId -> quantity (absent: the model part's starting quantity). */
  quantities: Record<number, number>;
  /** `${partId}:${featureId}` -> value id (choice) or number (numeric), as typed. */
  values: Record<string, string>;
  quantity: number;
}

const EMPTY: Selection = { typeId: "", modelId: "", quantities: {}, values: {}, quantity: 1 };

/** The draft the evaluation receives (docs/api.md: `{typeId?, modelId?, parts, quantity}`). */
export function buildDraft(selection: Selection, catalogue: Catalogue): Draft {
  const modelId = Number(selection.modelId) || undefined;
  const offeredTypes = catalogue.types.filter(isOffered);
  const typeId = Number(selection.typeId) || (offeredTypes.length === 1 ? offeredTypes[0]?.id : undefined);
  const parts = modelId
    ? catalogue.modelParts
        .filter((mp) => mp.modelId === modelId)
        .map((mp) => ({ mp, quantity: selection.quantities[mp.partId] ?? (mp.required ? mp.defaultQuantity : 0) }))
        .filter(({ quantity }) => quantity > 0)
        .map(({ mp, quantity }) => {
          const part = catalogue.parts.find((p) => p.id === mp.partId);
          const values: DraftValue[] = [];
          for (const pf of part?.features ?? []) {
            const raw = selection.values[`${mp.partId}:${pf.featureId}`];
            if (raw === undefined || raw === "") continue;
            const feature = catalogue.features.find((f) => f.id === pf.featureId);
            if (feature?.kind === "numeric") values.push({ featureId: pf.featureId, numericValue: Number(raw) });
            else values.push({ featureId: pf.featureId, valueId: Number(raw) });
          }
          return { partId: mp.partId, quantity, values };
        })
    : [];
  return { ...(typeId ? { typeId } : {}), ...(modelId ? { modelId } : {}), parts, quantity: selection.quantity };
}

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
    <section className="card cfg-section cfg-try" aria-labelledby={`${id}-title`} data-testid="try-out">
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
        />
      ) : (
        <Spinner />
      )}
    </section>
  );
}

function TryOutBody({
  configuratorId,
  companyId,
  catalogue,
}: {
  configuratorId: number;
  companyId: number;
  catalogue: Catalogue;
}) {
  const t = useLooseT();
  const { t: tf } = useTranslation();
  const id = `tb-${useId().replace(/:/g, "")}`;
  const [selection, setSelection] = useState<Selection>(EMPTY);
  const draft = useMemo(() => buildDraft(selection, catalogue), [selection, catalogue]);
  const debounced = useDebounced(draft, 250);
  const evaluation = useEvaluation(configuratorId, companyId, debounced);
  const result = evaluation.data;

  const disabled = disabledMap(result?.disabled);
  const off = (ref: ItemRef) => disabled.get(refKey(ref));
  const nameOf = (ref: ItemRef) => itemName(catalogue, ref);
  const suffix = (ref: ItemRef, selected: boolean) => (off(ref) && !selected ? ` — ${t("admin.cfg.try.unavailable")}` : "");

  const modelId = Number(selection.modelId) || 0;
  const types = catalogue.types.filter(isOffered);
  const typeId = Number(selection.typeId) || (types.length === 1 ? (types[0]?.id ?? 0) : 0);
  const models = catalogue.models.filter((m) => isOffered(m) && (!typeId || m.typeId === typeId));
  const modelParts = catalogue.modelParts.filter((mp) => mp.modelId === modelId);
  const qty = (partId: number) => {
    const mp = modelParts.find((m) => m.partId === partId);
    return selection.quantities[partId] ?? (mp?.required ? mp.defaultQuantity : 0);
  };
  const set = (change: Partial<Selection>) => setSelection((s) => ({ ...s, ...change }));

  return (
    <div className="cfg-try__grid">
      <div className="cfg-try__controls stack">
        {types.length > 1 && (
          <div className="field">
            <label htmlFor={`${id}-type`} className="field__label">
              {t("configurator.stepType")}
            </label>
            <select
              id={`${id}-type`}
              className="field__input"
              value={selection.typeId}
              onChange={(e) => set({ typeId: e.target.value, modelId: "", quantities: {}, values: {} })}
            >
              <option value="">{t("admin.form.choose")}</option>
              {types.map((type) => {
                const ref = { kind: "type" as const, id: type.id };
                const selected = selection.typeId === String(type.id);
                return (
                  <option key={type.id} value={String(type.id)} disabled={!!off(ref) && !selected}>
                    {type.name}
                    {suffix(ref, selected)}
                  </option>
                );
              })}
            </select>
          </div>
        )}
        <div className="field">
          <label htmlFor={`${id}-model`} className="field__label">
            {t("configurator.stepModel")}
          </label>
          <select
            id={`${id}-model`}
            className="field__input"
            value={selection.modelId}
            onChange={(e) => set({ modelId: e.target.value, quantities: {}, values: {} })}
          >
            <option value="">{models.length === 0 ? t("admin.form.noOptions") : t("admin.form.choose")}</option>
            {models.map((model) => {
              const ref = { kind: "model" as const, id: model.id };
              const selected = selection.modelId === String(model.id);
              return (
                <option key={model.id} value={String(model.id)} disabled={!!off(ref) && !selected}>
                  {model.name} · {formatCents(model.basePrice)}
                  {suffix(ref, selected)}
                </option>
              );
            })}
          </select>
        </div>
        {modelParts.length > 0 && (
          <fieldset className="field field--group">
            <legend className="field__label">{t("configurator.stepParts")}</legend>
            <ul className="cfg-try__parts">
              {modelParts.map((mp) => {
                const part = catalogue.parts.find((p) => p.id === mp.partId);
                const ref = { kind: "part" as const, id: mp.partId };
                const reason = off(ref);
                const current = qty(mp.partId);
                const inputId = `${id}-part-${mp.partId}`;
                return (
                  <li key={mp.partId} className={`cfg-try__part${reason && current === 0 ? " cfg-try__part--off" : ""}`}>
                    <label htmlFor={inputId}>
                      {part?.name ?? `#${mp.partId}`}
                      {mp.required && <span className="muted"> ({t("admin.field.required").toLowerCase()})</span>}
                      <span className="muted"> · {formatCents(part?.price ?? 0)}</span>
                    </label>
                    <input
                      id={inputId}
                      type="number"
                      className="field__input field__input--number cfg-try__qty"
                      min={mp.required ? Math.max(1, mp.minQuantity) : 0}
                      max={mp.maxQuantity}
                      value={current}
                      disabled={!!reason && current === 0}
                      aria-describedby={reason ? `${inputId}-why` : undefined}
                      onChange={(e) => set({ quantities: { ...selection.quantities, [mp.partId]: Math.max(0, Math.floor(Number(e.target.value) || 0)) } })}
                    />
                    {reason && (
                      <p id={`${inputId}-why`} className="cfg-try__why">
                        {reason.reason}
                      </p>
                    )}
                  </li>
                );
              })}
            </ul>
          </fieldset>
        )}
        {modelParts
          .filter((mp) => qty(mp.partId) > 0)
          .map((mp) => {
            const part = catalogue.parts.find((p) => p.id === mp.partId);
            if (!part || part.features.length === 0) return null;
            return (
              <fieldset key={mp.partId} className="field field--group">
                <legend className="field__label">{t("admin.cfg.try.featuresOf", { name: part.name })}</legend>
                <div className="cfg-try__features">
                  {part.features.map((pf) => {
                    const feature = catalogue.features.find((f) => f.id === pf.featureId);
                    const key = `${mp.partId}:${pf.featureId}`;
                    const inputId = `${id}-f-${mp.partId}-${pf.featureId}`;
                    const value = selection.values[key] ?? "";
                    const setValue = (v: string) => set({ values: { ...selection.values, [key]: v } });
                    return (
                      <div key={pf.featureId} className="field">
                        <label htmlFor={inputId} className="field__label">
                          {feature?.name ?? `#${pf.featureId}`}
                          {feature?.kind === "numeric" && feature.numericMin != null && feature.numericMax != null && (
                            <span className="muted">
                              {" "}
                              ({feature.numericMin}–{feature.numericMax})
                            </span>
                          )}
                        </label>
                        {feature?.kind === "numeric" ? (
                          <input
                            id={inputId}
                            type="number"
                            className="field__input field__input--number"
                            min={feature.numericMin ?? undefined}
                            max={feature.numericMax ?? undefined}
                            step={feature.numericStep ?? undefined}
                            value={value}
                            onChange={(e) => setValue(e.target.value)}
                          />
                        ) : (
                          <select id={inputId} className="field__input" value={value} onChange={(e) => setValue(e.target.value)}>
                            <option value="">{t("admin.form.choose")}</option>
                            {catalogue.values
                              .filter((v) => v.featureId === pf.featureId && isOffered(v))
                              .map((v) => {
                                const ref = { kind: "feature_value" as const, id: v.id };
                                const selected = value === String(v.id);
                                return (
                                  <option key={v.id} value={String(v.id)} disabled={!!off(ref) && !selected}>
                                    {v.label}
                                    {v.priceDelta ? ` (${v.priceDelta > 0 ? "+" : ""}${formatCents(v.priceDelta)})` : ""}
                                    {suffix(ref, selected)}
                                  </option>
                                );
                              })}
                          </select>
                        )}
                      </div>
                    );
                  })}
                </div>
              </fieldset>
            );
          })}
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
            onChange={(e) => set({ quantity: Math.max(1, Math.floor(Number(e.target.value) || 1)) })}
          />
        </div>
      </div>

      <div className="cfg-try__result stack" aria-live="polite" aria-busy={evaluation.isFetching} data-testid="try-result">
        <div className="cfg-try__status">
          {result ? (
            <>
              <span className={`pill ${result.complete ? "pill--yes" : "cfg-pill--warning"}`}>
                {t(result.complete ? "admin.cfg.try.complete" : "admin.cfg.try.incomplete")}
              </span>
              <span className={`pill ${result.valid ? "pill--yes" : "cfg-pill--error"}`}>
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
              caption={t("admin.cfg.try.price")}
              captionClassName="cfg-try__heading"
            />
          </>
        )}
      </div>
    </div>
  );
}

