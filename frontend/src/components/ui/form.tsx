import { useId, useState, type InputHTMLAttributes, type ReactNode, type SelectHTMLAttributes } from "react";
import { useTranslation } from "react-i18next";

interface FieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, "id"> {
  label: string;
  name: string;
  error?: string | undefined;
  hint?: ReactNode;
  /** A password input with a show/hide toggle. */
  revealable?: boolean;
}

/** The ids of a field's error and hint, and the aria-describedby that names them. */
export function fieldDescription(id: string, error: string | undefined, hint?: ReactNode) {
  const errorId = error ? `${id}-error` : undefined;
  const hintId = hint ? `${id}-hint` : undefined;
  return { errorId, hintId, describedBy: [errorId, hintId].filter(Boolean).join(" ") || undefined };
}

/** The " *" after the label of a required field (the input says `required` to assistive technology). */
export function RequiredMark({ required }: { required?: boolean | undefined }) {
  return required ? (
    <span className="field__required" aria-hidden="true">
      {" "}
      *
    </span>
  ) : null;
}

/** A field's error and hint, under the ids of `fieldDescription(id, …)`. */
export function FieldMessages({ id, error, hint }: { id: string; error: string | undefined; hint?: ReactNode }) {
  return (
    <>
      {error && (
        <p id={`${id}-error`} className="field__error">
          {error}
        </p>
      )}
      {hint && (
        <p id={`${id}-hint`} className="field__hint">
          {hint}
        </p>
      )}
    </>
  );
}

/** The `field` wrapper with its label, messages and invalid state around one control. */
function Field({
  id,
  label,
  required,
  error,
  hint,
  children,
}: {
  id: string;
  label: string;
  required: boolean | undefined;
  error: string | undefined;
  hint?: ReactNode;
  children: ReactNode;
}) {
  return (
    <div className={`field${error ? " field--invalid" : ""}`}>
      <label htmlFor={id} className="field__label">
        {label}
        <RequiredMark required={required} />
      </label>
      {children}
      <FieldMessages id={id} error={error} hint={hint} />
    </div>
  );
}

/** A labelled input; hint and error are tied to it with aria-describedby. */
export function TextField({ label, name, error, hint, required, revealable, type = "text", ...rest }: FieldProps) {
  const { t } = useTranslation();
  const id = `${name}-${useId().replace(/:/g, "")}`;
  const [revealed, setRevealed] = useState(false);
  const input = (
    <input
      id={id}
      name={name}
      type={revealable && revealed ? "text" : type}
      required={required}
      aria-invalid={error ? true : undefined}
      aria-describedby={fieldDescription(id, error, hint).describedBy}
      className="field__input"
      {...rest}
    />
  );
  return (
    <Field id={id} label={label} required={required} error={error} hint={hint}>
      {revealable ? (
        <div className="field__group">
          {input}
          <button
            type="button"
            className="field__reveal"
            aria-pressed={revealed}
            aria-controls={id}
            onClick={() => setRevealed((v) => !v)}
          >
            {revealed ? t("common.hidePassword") : t("common.showPassword")}
          </button>
        </div>
      ) : (
        input
      )}
    </Field>
  );
}

interface SelectFieldProps extends Omit<SelectHTMLAttributes<HTMLSelectElement>, "id"> {
  label: string;
  name: string;
  error?: string | undefined;
  options: { value: string; label: string }[];
}

export function SelectField({ label, name, error, options, required, ...rest }: SelectFieldProps) {
  const id = `${name}-${useId().replace(/:/g, "")}`;
  return (
    <Field id={id} label={label} required={required} error={error}>
      <select
        id={id}
        name={name}
        required={required}
        aria-invalid={error ? true : undefined}
        aria-describedby={fieldDescription(id, error).describedBy}
        className="field__input"
        {...rest}
      >
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
    </Field>
  );
}

/** Form-level message (a failed submit, a confirmation). */
export function FormAlert({ kind = "error", children }: { kind?: "error" | "success"; children: ReactNode }) {
  return (
    <div className={`form-alert form-alert--${kind}`} role={kind === "error" ? "alert" : "status"}>
      {children}
    </div>
  );
}

/** Moves focus to the first invalid field of a form after a failed submit. */
export function focusFirstInvalid(form: HTMLFormElement | null): void {
  // after React has rendered the error state
  window.setTimeout(() => {
    form?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, 0);
}
