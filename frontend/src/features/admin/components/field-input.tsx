import { useId, useRef, useState, type ChangeEvent, type ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { errorMessage } from "@/lib/errors";
import { isApiError } from "@/lib/api-client";
import { uploadImage } from "@/features/admin/api/images";
import { FieldMessages, fieldDescription, RequiredMark } from "@/components/ui/form";
import { useResourceItem, useResourceOptions } from "@/features/admin/api/resources";
import { useLooseT, type LooseT } from "@/features/admin/lib/i18n";
import { useDebounced } from "@/lib/use-debounced";
import { centsToEuroInput, parseEuroToCents } from "@/features/admin/lib/money";
import type { PartFeatureValue } from "@/features/admin/lib/form-values";
import type {
  ColorFieldDef,
  FieldDef,
  FormMode,
  FormValues,
  MultiReferenceFieldDef,
  ReferenceFieldDef,
  Row,
} from "@/features/admin/resources/types";
import "./field-input.css";

interface ControlProps {
  id: string;
  describedBy: string | undefined;
  invalid: boolean;
}

interface FieldInputProps {
  field: FieldDef;
  value: unknown;
  values: FormValues;
  mode: FormMode;
  error?: string | undefined;
  onChange: (value: unknown) => void;
  /** Sets another field too (a company change clears the customer). */
  onChangeOther?: (name: string, value: unknown) => void;
  /** Fields whose options are filtered by this one. */
  dependents?: string[];
}

const text = (value: unknown) => (value == null ? "" : String(value));

/** What every single control of a field shares: its id, name, value, validity and change. */
interface BoundProps {
  id: string;
  name: string;
  value: string;
  /** An English text's own language, and the Italian text it stands in for while empty. */
  lang?: "en";
  placeholder?: string;
  required: boolean | undefined;
  "aria-invalid": true | undefined;
  "aria-describedby": string | undefined;
  onChange: (e: ChangeEvent<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>) => void;
}

/** Label, hint and error around a control, tied with aria-describedby. */
function FieldShell({
  label,
  required,
  error,
  hint,
  wide,
  group,
  children,
}: {
  label: string;
  required?: boolean | undefined;
  error?: string | undefined;
  hint?: string | undefined;
  wide?: boolean | undefined;
  /** A fieldset with a legend (radios, checkboxes, rows) instead of a label. */
  group?: boolean;
  children: (props: ControlProps) => ReactNode;
}) {
  const id = `f-${useId().replace(/:/g, "")}`;
  const { describedBy } = fieldDescription(id, error, hint);
  const className = `field${error ? " field--invalid" : ""}${wide ? " field--wide" : ""}`;
  const messages = <FieldMessages id={id} error={error} hint={hint} />;
  if (group) {
    return (
      <fieldset className={`${className} field--group`} aria-describedby={describedBy} aria-invalid={error ? true : undefined}>
        <legend className="field__label">
          {label}
          <RequiredMark required={required} />
        </legend>
        {children({ id, describedBy, invalid: !!error })}
        {messages}
      </fieldset>
    );
  }
  return (
    <div className={className}>
      <label htmlFor={id} className="field__label">
        {label}
        <RequiredMark required={required} />
      </label>
      {children({ id, describedBy, invalid: !!error })}
      {messages}
    </div>
  );
}

/** One field of the generic form, by its description's type. */
export function FieldInput({ field, value, values, error, onChange, onChangeOther, dependents = [] }: FieldInputProps) {
  const t = useLooseT();
  const label = t(field.label);
  // An English text left empty shows the Italian one it stands in for, and says so.
  const italian = "translates" in field && field.translates ? text(values[field.translates]) : undefined;
  const fallsBack = italian !== undefined && text(value).trim() === "";
  const hint = fallsBack ? t("admin.hint.english") : field.hint ? t(field.hint) : undefined;
  const common = { label, required: field.required, error, hint, wide: field.wide };
  const bound = (p: ControlProps): BoundProps => ({
    id: p.id,
    name: field.name,
    value: text(value),
    ...(italian !== undefined && { lang: "en", placeholder: italian }),
    required: field.required,
    "aria-invalid": p.invalid || undefined,
    "aria-describedby": p.describedBy,
    onChange: (e: ChangeEvent<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>) => onChange(e.target.value),
  });

  switch (field.type) {
    case "text":
    case "email":
    case "url":
    case "tel":
    case "password":
      return (
        <FieldShell {...common}>
          {(p) => (
            <input
              {...bound(p)}
              type={field.type}
              className="field__input"
              maxLength={"maxLength" in field && field.maxLength ? field.maxLength : undefined}
              autoComplete={field.type === "password" ? "new-password" : "autoComplete" in field ? field.autoComplete : undefined}
            />
          )}
        </FieldShell>
      );
    case "image":
      return (
        <FieldShell {...common}>
          {(p) => <ImageInput {...bound(p)} maxLength={field.maxLength} label={label} onUrl={onChange} />}
        </FieldShell>
      );
    case "textarea":
      return (
        <FieldShell {...common}>
          {(p) => (
            <textarea
              {...bound(p)}
              className="field__input field__textarea"
              rows={3}
              maxLength={field.maxLength}
            />
          )}
        </FieldShell>
      );
    case "integer":
    case "decimal":
      return (
        <FieldShell {...common}>
          {(p) => (
            <input
              {...bound(p)}
              type="text"
              inputMode={field.type === "integer" && (field.min ?? -1) >= 0 ? "numeric" : "decimal"}
              className="field__input field__input--number"
            />
          )}
        </FieldShell>
      );
    case "money":
      return <FieldShell {...common}>{(p) => <MoneyInput {...bound(p)} onEuros={onChange} />}</FieldShell>;
    case "boolean":
      return (
        <div className={`field field--switch${error ? " field--invalid" : ""}`}>
          <SwitchControl name={field.name} label={label} hint={hint} error={error} checked={value === true} onChange={onChange} />
        </div>
      );
    case "choice":
      return (
        <FieldShell {...common} group={field.radio}>
          {(p) => <ChoiceInput field={field} bound={bound(p)} value={text(value)} onChange={onChange} />}
        </FieldShell>
      );
    case "reference":
      return (
        <FieldShell {...common}>
          {(p) => (
            <ReferenceSelect
              field={field}
              control={p}
              value={text(value)}
              values={values}
              onChange={(next) => {
                onChange(next);
                // a field whose options depend on this one starts over
                for (const other of dependents) onChangeOther?.(other, "");
              }}
            />
          )}
        </FieldShell>
      );
    case "multiReference":
      return (
        <FieldShell {...common} group>
          {() => <MultiReference field={field} value={Array.isArray(value) ? (value as number[]) : []} onChange={onChange} />}
        </FieldShell>
      );
    case "color":
      return (
        <FieldShell {...common}>
          {(p) => <ColorInput field={field} control={p} value={text(value)} onChange={onChange} t={t} />}
        </FieldShell>
      );
    case "partFeatures":
      return (
        <FieldShell {...common} group>
          {() => (
            <PartFeaturesEditor rows={(value as PartFeatureValue[] | undefined) ?? []} onChange={onChange} invalid={!!error} />
          )}
        </FieldShell>
      );
    default:
      return null;
  }
}

/** A sum in euros, written back in the form's own format once the field is left. */
function MoneyInput({ onEuros, ...bound }: BoundProps & { onEuros: (value: string) => void }) {
  return (
    <div className="field__affix">
      <span className="field__prefix" aria-hidden="true">
        €
      </span>
      <input
        {...bound}
        type="text"
        inputMode="decimal"
        placeholder={centsToEuroInput(0)}
        className="field__input field__input--number"
        onBlur={(e) => {
          const cents = parseEuroToCents(e.target.value);
          if (cents !== null) onEuros(centsToEuroInput(cents));
        }}
      />
    </div>
  );
}

/** One of a field's options: radio buttons when the description asks for them, a select otherwise. */
function ChoiceInput({
  field,
  bound,
  value,
  onChange,
}: {
  field: Extract<FieldDef, { type: "choice" }>;
  bound: BoundProps;
  value: string;
  onChange: (value: string) => void;
}) {
  const t = useLooseT();
  if (field.radio) {
    return (
      <div className="radio-row">
        {field.options.map((option) => (
          <label key={option.value} className="radio">
            <input type="radio" name={field.name} value={option.value} checked={value === option.value} onChange={() => onChange(option.value)} />
            <span>{t(option.label)}</span>
          </label>
        ))}
      </div>
    );
  }
  return (
    <select {...bound} className="field__input">
      {!field.required && <option value="">{t("admin.form.none")}</option>}
      {field.required && value === "" && <option value="">{t("admin.form.choose")}</option>}
      {field.options.map((option) => (
        <option key={option.value} value={option.value}>
          {t(option.label)}
        </option>
      ))}
    </select>
  );
}

export function SwitchControl({
  name,
  label,
  hint,
  error,
  checked,
  onChange,
}: {
  name: string;
  label: string;
  hint?: string | undefined;
  error?: string | undefined;
  checked: boolean;
  onChange: (value: boolean) => void;
}) {
  const id = `s-${useId().replace(/:/g, "")}`;
  const { describedBy } = fieldDescription(id, error, hint);
  return (
    <>
      <label className="switch" htmlFor={id}>
        <input
          id={id}
          name={name}
          type="checkbox"
          role="switch"
          className="switch__input"
          checked={checked}
          aria-checked={checked}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          onChange={(e) => onChange(e.target.checked)}
        />
        <span className="switch__track" aria-hidden="true" />
        <span className="switch__label">{label}</span>
      </label>
      <FieldMessages id={id} error={error} hint={hint} />
    </>
  );
}

function ReferenceSelect({
  field,
  control,
  value,
  values,
  onChange,
}: {
  field: ReferenceFieldDef;
  control: ControlProps;
  value: string;
  values: FormValues;
  onChange: (value: string) => void;
}) {
  const t = useLooseT();
  const [q, setQ] = useState("");
  const search = useDebounced(q, 250);
  const parentValue = field.dependsOn ? text(values[field.dependsOn.field]) : "";
  const waiting = !!field.dependsOn && parentValue === "";
  const filters: Record<string, string | undefined> = { ...field.filter };
  if (field.dependsOn) filters[field.dependsOn.param] = parentValue;
  const options = useResourceOptions(field.resource, { q: search, sort: field.sort, filters, enabled: !waiting });
  const rows: Row[] = waiting ? [] : (options.data?.items ?? []);
  const searchable = q !== "" || (options.data?.total ?? 0) > rows.length;
  const missing = value !== "" && !rows.some((row) => String(row.id) === value);
  const selected = useResourceItem(field.resource, missing && !options.isFetching ? value : null);

  return (
    <div className="reference">
      {searchable && (
        <input
          type="search"
          className="field__input reference__search"
          placeholder={t("common.searchPlaceholder")}
          aria-label={t("admin.form.searchIn", { what: t(field.label) })}
          value={q}
          onChange={(e) => setQ(e.target.value)}
        />
      )}
      <select
        id={control.id}
        name={field.name}
        className="field__input"
        value={value}
        required={field.required}
        disabled={waiting}
        aria-invalid={control.invalid || undefined}
        aria-describedby={control.describedBy}
        aria-busy={options.isFetching || undefined}
        onChange={(e) => onChange(e.target.value)}
      >
        <option value="">
          {waiting
            ? t("admin.form.chooseFirst")
            : options.isPending
              ? t("app.loading")
              : field.required
                ? t("admin.form.choose")
                : t("admin.form.none")}
        </option>
        {missing && (
          <option value={value}>{selected.data ? field.optionLabel(selected.data) : t("common.id", { id: value })}</option>
        )}
        {rows.map((row) => (
          <option key={row.id} value={String(row.id)}>
            {field.optionLabel(row)}
            {row.active === false ? ` ${t("admin.form.inactiveSuffix")}` : ""}
          </option>
        ))}
      </select>
    </div>
  );
}

function MultiReference({
  field,
  value,
  onChange,
}: {
  field: MultiReferenceFieldDef;
  value: number[];
  onChange: (value: number[]) => void;
}) {
  const t = useLooseT();
  const options = useResourceOptions(field.resource, { sort: "sortOrder" });
  const groups = useResourceOptions(field.groupBy?.resource ?? field.resource, {
    sort: "sortOrder",
    enabled: !!field.groupBy,
  });
  if (options.isPending) return <p className="muted">{t("app.loading")}</p>;
  const rows = options.data?.items ?? [];
  if (rows.length === 0) return <p className="muted">{t("admin.form.noOptions")}</p>;
  const toggle = (id: number, on: boolean) => onChange(on ? [...value, id] : value.filter((v) => v !== id));
  const checkbox = (row: Row) => (
    <label key={row.id} className="check">
      <input type="checkbox" checked={value.includes(row.id)} onChange={(e) => toggle(row.id, e.target.checked)} />
      <span>{field.optionLabel(row)}</span>
    </label>
  );
  if (!field.groupBy) return <div className="check-grid">{rows.map(checkbox)}</div>;
  const { field: groupField, optionLabel } = field.groupBy;
  const groupRows = groups.data?.items ?? [];
  const known = new Set(groupRows.map((g) => g.id));
  const others = rows.filter((row) => !known.has(Number(row[groupField])));
  return (
    <div className="check-groups">
      {groupRows.map((group) => {
        const members = rows.filter((row) => Number(row[groupField]) === group.id);
        if (members.length === 0) return null;
        return (
          <div key={group.id} className="check-group" role="group" aria-label={optionLabel(group)}>
            <p className="check-group__title">{optionLabel(group)}</p>
            <div className="check-grid">{members.map(checkbox)}</div>
          </div>
        );
      })}
      {others.length > 0 && <div className="check-grid">{others.map(checkbox)}</div>}
    </div>
  );
}

function ColorInput({
  field,
  control,
  value,
  onChange,
  t,
}: {
  field: ColorFieldDef;
  control: ControlProps;
  value: string;
  onChange: (value: string) => void;
  t: LooseT;
}) {
  const valid = /^#[0-9A-Fa-f]{6}$/.test(value);
  return (
    <div className="color-input">
      <input
        id={control.id}
        type="color"
        className="color-input__picker"
        value={valid ? value.toLowerCase() : "#ffffff"}
        aria-describedby={control.describedBy}
        onChange={(e) => onChange(e.target.value.toUpperCase())}
      />
      <input
        type="text"
        name={field.name}
        className="field__input color-input__hex"
        placeholder="#RRGGBB"
        maxLength={7}
        spellCheck={false}
        aria-label={t("admin.form.hexOf", { what: t(field.label) })}
        aria-invalid={control.invalid || undefined}
        aria-describedby={control.describedBy}
        value={value}
        onChange={(e) => onChange(e.target.value)}
      />
      {value !== "" && (
        <button type="button" className="button button--small" onClick={() => onChange("")}>
          {t("admin.form.noColour")}
        </button>
      )}
    </div>
  );
}

/** The features a part offers, each with its required flag, edited inside the part's form. */
function PartFeaturesEditor({
  rows,
  onChange,
  invalid,
}: {
  rows: PartFeatureValue[];
  onChange: (rows: PartFeatureValue[]) => void;
  invalid: boolean;
}) {
  const t = useLooseT();
  const options = useResourceOptions("productfeature", { sort: "name" });
  const features = options.data?.items ?? [];
  const set = (index: number, change: Partial<PartFeatureValue>) =>
    onChange(rows.map((row, i) => (i === index ? { ...row, ...change } : row)));
  return (
    <div className="rows-editor">
      {rows.length === 0 && <p className="muted">{t("admin.partFeatures.empty")}</p>}
      {rows.length > 0 && (
        <ol className="rows-editor__list">
          {rows.map((row, index) => (
            <li key={index} className="rows-editor__row">
              <label className="visually-hidden" htmlFor={`pf-${index}`}>
                {t("admin.partFeatures.featureN", { n: index + 1 })}
              </label>
              <select
                id={`pf-${index}`}
                className="field__input"
                value={row.featureId}
                aria-invalid={(invalid && row.featureId === "") || undefined}
                onChange={(e) => set(index, { featureId: e.target.value })}
              >
                <option value="">{t("admin.form.choose")}</option>
                {row.featureId !== "" && !features.some((f) => String(f.id) === row.featureId) && (
                  <option value={row.featureId}>{t("common.id", { id: row.featureId })}</option>
                )}
                {features.map((feature) => (
                  <option key={feature.id} value={String(feature.id)}>
                    {text(feature.name)} ({text(feature.code)})
                  </option>
                ))}
              </select>
              <label className="check">
                <input type="checkbox" checked={row.required} onChange={(e) => set(index, { required: e.target.checked })} />
                <span>{t("admin.field.required")}</span>
              </label>
              <button
                type="button"
                className="button button--small button--danger-text"
                aria-label={t("admin.partFeatures.removeN", { n: index + 1 })}
                onClick={() => onChange(rows.filter((_, i) => i !== index))}
              >
                {t("admin.action.remove")}
              </button>
            </li>
          ))}
        </ol>
      )}
      <button type="button" className="button button--small" onClick={() => onChange([...rows, { featureId: "", required: true }])}>
        {t("admin.partFeatures.add")}
      </button>
    </div>
  );
}

/**
 * An image's URL: typed, or filled in by uploading a file (PNG, JPEG, WebP, SVG up to 2 MB; the server
 * checks the bytes), with a preview of what the URL shows.
 */
function ImageInput({
  label,
  onUrl,
  maxLength,
  ...input
}: BoundProps & { label: string; onUrl: (url: string) => void; maxLength: number | undefined }) {
  const t = useLooseT();
  const { t: tf } = useTranslation();
  const file = useRef<HTMLInputElement>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [broken, setBroken] = useState<string | null>(null);
  const url = input.value.trim();

  const upload = async (event: ChangeEvent<HTMLInputElement>) => {
    const chosen = event.target.files?.[0];
    event.target.value = "";
    if (!chosen) return;
    setError(null);
    setBusy(true);
    try {
      onUrl((await uploadImage(chosen)).url);
    } catch (cause) {
      // a refused file: the server says why (not an image, not what it claims, an unsafe SVG)
      const reason = isApiError(cause) ? cause.details.find((detail) => detail.field === "file")?.message : undefined;
      setError(reason ?? errorMessage(tf, cause));
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="image-field">
      <div className="image-field__row">
        <input {...input} type="text" className="field__input" maxLength={maxLength} />
        <input
          ref={file}
          type="file"
          accept="image/png,image/jpeg,image/webp,image/svg+xml"
          className="visually-hidden"
          tabIndex={-1}
          aria-hidden="true"
          onChange={(event) => void upload(event)}
          data-testid="image-file"
        />
        <button type="button" className="button button--small" disabled={busy} onClick={() => file.current?.click()}>
          {busy ? t("admin.image.uploading") : t("admin.image.upload")}
          <span className="visually-hidden"> ({label})</span>
        </button>
      </div>
      {error && (
        <p className="field__error" role="alert">
          {error}
        </p>
      )}
      {url !== "" && broken !== url && (
        <img className="image-field__preview" src={url} alt={t("admin.image.preview")} onError={() => setBroken(url)} />
      )}
      {url !== "" && broken === url && <p className="muted">{t("admin.image.unreadable")}</p>}
    </div>
  );
}
