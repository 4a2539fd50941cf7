import { useState } from "react";
import type { EntityKind } from "@/api/types";
import { useResourceOptions } from "@/features/admin/api/resources";
import { useLooseT } from "@/features/admin/lib/i18n";
import { useDebounced } from "@/lib/use-debounced";
import { ENTITY_KIND_RESOURCE } from "@/features/admin/resources/definitions";
import type { Row } from "@/features/admin/resources/types";

const str = (value: unknown) => (value == null ? "" : String(value));

/** How an entity of each kind is named in the picker. */
function entityLabel(kind: EntityKind, row: Row): string {
  if (kind === "feature_value") return row.code ? `${str(row.label)} (${str(row.code)})` : str(row.label);
  if (kind === "type" && row.categoryName) return `${str(row.name)} · ${str(row.categoryName)}`;
  if (kind === "model" || kind === "part") return row.code ? `${str(row.name)} (${str(row.code)})` : str(row.name);
  return str(row.name);
}

interface EntityFieldProps {
  /** The select's id (its label's `for`). */
  id: string;
  kind: EntityKind;
  value: string;
  error?: string;
  errorId?: string;
  /** The chosen entity's id ("" for none) and how the picker names it. */
  onChange: (id: string, label: string) => void;
}

/** The entity of a new filter: a search and a select of the entities of its kind (up to 100 matching). */
export function EntityField({ id, kind, value, error, errorId, onChange }: EntityFieldProps) {
  const t = useLooseT();
  const [q, setQ] = useState("");
  const search = useDebounced(q, 250);
  const options = useResourceOptions(ENTITY_KIND_RESOURCE[kind], { q: search });
  const entities = options.data?.items ?? [];
  return (
    <div className={`field${error ? " field--invalid" : ""}`}>
      <label htmlFor={id} className="field__label">
        {t("admin.field.entity")}
        <span className="field__required" aria-hidden="true">
          {" "}
          *
        </span>
      </label>
      <input
        type="search"
        className="field__input reference__search"
        placeholder={t("common.searchPlaceholder")}
        aria-label={t("admin.form.searchIn", { what: t(`admin.entityKindPlural.${kind}`) })}
        value={q}
        onChange={(e) => setQ(e.target.value)}
      />
      <select
        id={id}
        className="field__input"
        value={value}
        required
        aria-invalid={error ? true : undefined}
        aria-describedby={errorId}
        onChange={(e) => {
          const chosen = entities.find((row) => String(row.id) === e.target.value);
          onChange(e.target.value, chosen ? entityLabel(kind, chosen) : e.target.value);
        }}
      >
        <option value="">{options.isPending ? t("app.loading") : t("admin.form.choose")}</option>
        {entities.map((row) => (
          <option key={row.id} value={String(row.id)}>
            {entityLabel(kind, row)}
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
