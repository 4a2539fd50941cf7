import { useId } from "react";
import { FieldMessages, fieldDescription } from "@/components/ui/form";
import { useLooseT } from "@/features/admin/lib/i18n";

/**
 * The English text of one of the configurator's Italian texts, beside it: left empty, English readers
 * see the Italian text, shown as its placeholder and said under the field.
 */
export function EnglishField({
  label,
  value,
  italian,
  multiline = false,
  maxLength,
  error,
  onChange,
}: {
  label: string;
  value: string;
  italian: string;
  multiline?: boolean;
  maxLength: number;
  error?: string | undefined;
  onChange: (value: string) => void;
}) {
  const t = useLooseT();
  const id = `en-${useId().replace(/:/g, "")}`;
  const hint = value.trim() === "" ? t("admin.hint.english") : undefined;
  const control = {
    id,
    lang: "en",
    className: `field__input${multiline ? " field__textarea" : ""}`,
    value,
    placeholder: italian,
    maxLength,
    "aria-invalid": error ? true : undefined,
    "aria-describedby": fieldDescription(id, error, hint).describedBy,
  };
  return (
    <div className={`field${error ? " field--invalid" : ""}`}>
      <label htmlFor={id} className="field__label">
        {label}
      </label>
      {multiline ? (
        <textarea {...control} rows={2} onChange={(e) => onChange(e.target.value)} />
      ) : (
        <input {...control} onChange={(e) => onChange(e.target.value)} />
      )}
      <FieldMessages id={id} error={error} hint={hint} />
    </div>
  );
}
