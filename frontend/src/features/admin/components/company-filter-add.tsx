import { useId, useState, type FormEvent } from "react";
import { useTranslation } from "react-i18next";
import { FormAlert } from "@/components/ui/form";
import { toast } from "@/components/ui/toast/toast-store";
import { isApiError } from "@/lib/api-client";
import { errorMessage } from "@/lib/errors";
import { useSaveResource } from "@/features/admin/api/resources";
import { useLooseT } from "@/features/admin/lib/i18n";
import { saveCheck } from "@/features/admin/lib/impact-check";
import { ENTITY_KINDS, RESOURCES } from "@/features/admin/resources/definitions";
import type { EntityKind, FilterMode } from "@/api/types";
import { EntityField } from "./company-filter-entity";
import { useImpactGuard } from "./impact-confirm";

/**
 * "Aggiungi una regola" of a company's filters: kind, entity (searched), allow or deny. A filter that would break
 * saved configurations or published configurators in the company's view is asked about first.
 */
export function AddFilter({ companyId }: { companyId: string }) {
  const t = useLooseT();
  const { t: tf } = useTranslation();
  const formId = useId().replace(/:/g, "");
  const [kind, setKind] = useState<EntityKind>("category");
  const [entity, setEntity] = useState({ id: "", label: "" });
  const [mode, setMode] = useState<FilterMode>("deny");
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const save = useSaveResource("companyentityfilter");
  const guard = useImpactGuard();

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!entity.id) {
      setErrors({ entityId: t("validation.required") });
      document.getElementById(`entity-${formId}`)?.focus();
      return;
    }
    setErrors({});
    setFormError(null);
    const body = { companyId: Number(companyId), entityKind: kind, entityId: Number(entity.id), mode };
    const added = () =>
      save.mutate(
        { body },
        {
          onSuccess: () => {
            toast.success(t("admin.filters.added", { name: entity.label }));
            setEntity({ id: "", label: "" });
          },
          onError: (error) => {
            const byField: Record<string, string> = {};
            for (const d of isApiError(error) ? error.details : []) byField[d.field] ??= d.message;
            setErrors(byField);
            setFormError(errorMessage(tf, error));
          },
        },
      );
    guard.run(saveCheck(RESOURCES.companyentityfilter, null, body, entity.label), added);
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
                setEntity({ id: "", label: "" });
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
          <EntityField
            key={kind}
            id={`entity-${formId}`}
            kind={kind}
            value={entity.id}
            error={errors.entityId}
            errorId={errorId("entityId")}
            onChange={(id, label) => setEntity({ id, label })}
          />
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
          <button type="submit" className="button button--primary" disabled={save.isPending || guard.checking}>
            {guard.checking ? t("admin.cfg.impact.checking") : save.isPending ? t("common.saving") : t("admin.filters.add")}
          </button>
        </div>
      </form>
      {guard.dialog}
    </section>
  );
}
