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

/** A labelled input; hint and error are tied to it with aria-describedby. */
export function TextField({ label, name, error, hint, required, revealable, type = "text", ...rest }: FieldProps) {
  const { t } = useTranslation();
  const id = `${name}-${useId().replace(/:/g, "")}`;
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const [revealed, setRevealed] = useState(false);
  const describedBy = [errorId, hintId].filter(Boolean).join(" ") || undefined;
  const input = (
    <input
      id={id}
      name={name}
      type={revealable && revealed ? "text" : type}
      required={required}
      aria-invalid={error ? true : undefined}
      aria-describedby={describedBy}
      className="field__input"
      {...rest}
    />
  );
  return (
    <div className={`field${error ? " field--invalid" : ""}`}>
      <label htmlFor={id} className="field__label">
        {label}
        {required && <span className="field__required" aria-hidden="true"> *</span>}
      </label>
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
      {error && (
        <p id={errorId} className="field__error">
          {error}
        </p>
      )}
      {hint && (
        <p id={hintId} className="field__hint">
          {hint}
        </p>
      )}
    </div>
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
  const errorId = error ? `${id}-error` : undefined;
  return (
    <div className={`field${error ? " field--invalid" : ""}`}>
      <label htmlFor={id} className="field__label">
        {label}
        {required && <span className="field__required" aria-hidden="true"> *</span>}
      </label>
      <select
        id={id}
        name={name}
        required={required}
        aria-invalid={error ? true : undefined}
        aria-describedby={errorId}
        className="field__input"
        {...rest}
      >
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
      {error && (
        <p id={errorId} className="field__error">
          {error}
        </p>
      )}
    </div>
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
