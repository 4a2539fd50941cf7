import { useEffect, useMemo, useRef, useState, type FormEvent } from "react";
import { useTranslation } from "react-i18next";
import { FormAlert } from "@/components/ui/form";
import { toast } from "@/components/ui/toast/toast-store";
import { isApiError } from "@/lib/api-client";
import { errorMessage } from "@/lib/errors";
import { useSaveResource } from "@/features/admin/api/resources";
import { useLooseT } from "@/features/admin/lib/i18n";
import { dependentsOf, isVisible, matchServerErrors, toBody, toFormValues, validate } from "@/features/admin/lib/form-values";
import { saveCheck } from "@/features/admin/lib/impact-check";
import { useDerivedFields } from "@/features/admin/lib/derive";
import type { FormMode, FormValues, ResourceDef, Row } from "@/features/admin/resources/types";
import { FieldInput } from "./field-input";
import { useImpactGuard } from "./impact-confirm";
import "./resource-form.css";

interface ResourceFormProps {
  def: ResourceDef;
  /** The item edited; null creates one. */
  item: Row | null;
  /** Values sent whatever the form says (the parent's id). */
  fixed?: Record<string, unknown>;
  onSaved: (row: Row, mode: FormMode) => void;
  onCancel: () => void;
  /** Compact layout (a form inside another form's panel). */
  compact?: boolean;
  /** Focus the first field when shown (a form opened inline; dialogs focus by themselves). */
  focusOnMount?: boolean;
}

/** Moves focus to the first field in error (after React has rendered it). */
function focusFirstError(form: HTMLFormElement | null) {
  window.setTimeout(() => {
    const field = form?.querySelector(".field--invalid");
    field?.querySelector<HTMLElement>("input, select, textarea, button")?.focus();
  }, 0);
}

/**
 * The one admin form: every field of a resource's description, client-side hints, server
 * `details` on their fields, money typed in euro and sent in cents. A save the description's `impact`
 * says may break something is weighed first, and asked about when it does.
 */
export function ResourceForm({ def, item, fixed = {}, onSaved, onCancel, compact = false, focusOnMount = false }: ResourceFormProps) {
  const t = useLooseT();
  const { t: tf } = useTranslation();
  const mode: FormMode = item ? "edit" : "create";
  const [values, setValues] = useState<FormValues>(() => toFormValues(def, item));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [otherErrors, setOtherErrors] = useState<string[]>([]);
  const save = useSaveResource(def.base);
  const guard = useImpactGuard();
  const formRef = useRef<HTMLFormElement>(null);

  useEffect(() => {
    if (focusOnMount) formRef.current?.querySelector<HTMLElement>("input, select, textarea")?.focus();
  }, [focusOnMount]);

  const dependents = useMemo(() => dependentsOf(def), [def]);

  const derive = useDerivedFields(def, mode);
  const set = (name: string, value: unknown) => {
    const changes = derive(name, value);
    setValues((current) => ({ ...current, ...changes }));
    // a corrected field loses its message
    setErrors((current) => Object.fromEntries(Object.entries(current).filter(([field]) => !(field in changes))));
  };

  const submit = (body: Record<string, unknown>) =>
    save.mutate(
      { id: item?.id, body },
      {
        onSuccess: (saved) => {
          toast.success(t(mode === "create" ? "admin.toast.created" : "admin.toast.saved", { name: def.title(saved), context: def.gender }));
          onSaved(saved, mode);
        },
        onError: (error) => {
          const { byField, other } = matchServerErrors(def, isApiError(error) ? error.details : []);
          // a duplicate names its field in `details`, like a 422; its message says which value is taken
          const message = isApiError(error) && error.code === "conflict" ? error.message : errorMessage(tf, error);
          setErrors(byField);
          setOtherErrors(other);
          setFormError(message);
          focusFirstError(formRef.current);
        },
      },
    );

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const problems = validate(def, values, mode);
    const messages = Object.fromEntries(Object.entries(problems).map(([field, p]) => [field, t(p.key, p.options)]));
    setErrors(messages);
    setOtherErrors([]);
    if (Object.keys(messages).length > 0) {
      setFormError(t("validation.formHasErrors"));
      focusFirstError(formRef.current);
      return;
    }
    setFormError(null);
    const body = toBody(def, values, mode, fixed);
    guard.run(saveCheck(def, item, body), () => submit(body));
  };

  const visible = def.fields.filter((field) => isVisible(field, values, mode));

  return (
    <form ref={formRef} className={`resource-form${compact ? " resource-form--compact" : ""}`} noValidate onSubmit={onSubmit}>
      {formError && (
        <FormAlert>
          <p>{formError}</p>
          {otherErrors.length > 0 && (
            <ul className="form-alert__list">
              {otherErrors.map((message) => (
                <li key={message}>{message}</li>
              ))}
            </ul>
          )}
        </FormAlert>
      )}
      <p className="muted resource-form__legend">{t("admin.form.requiredLegend")}</p>
      <div className="form-grid">
        {visible.map((field) => (
          <FieldInput
            key={field.name}
            field={field}
            value={values[field.name]}
            values={values}
            mode={mode}
            error={errors[field.name]}
            onChange={(value) => set(field.name, value)}
            onChangeOther={set}
            dependents={dependents[field.name]}
          />
        ))}
      </div>
      <div className="form-actions">
        <button type="submit" className="button button--primary" disabled={save.isPending || guard.checking}>
          {guard.checking ? t("admin.cfg.impact.checking") : save.isPending ? t("common.saving") : mode === "create" ? t("admin.form.create") : t("common.save")}
        </button>
        <button type="button" className="button" onClick={onCancel}>
          {t("common.cancel")}
        </button>
      </div>
      {guard.dialog}
    </form>
  );
}
