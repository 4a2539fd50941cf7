import { useTranslation } from "react-i18next";

export interface SelectOption {
  value: string;
  label: string;
}

/**
 * A list's filter in its toolbar: a label and a select of `options`, led by an "all" option when `allLabel`
 * is given (its value is ""). With `search`, a search box stands between the two: a long list (a thousand
 * companies) is searched before choosing.
 */
export function ToolbarSelect({
  id,
  label,
  value,
  options,
  allLabel,
  search,
  onChange,
}: {
  id: string;
  label: string;
  value: string;
  options: SelectOption[];
  allLabel?: string;
  search?: { query: string; onQuery: (query: string) => void };
  onChange: (value: string) => void;
}) {
  const { t } = useTranslation();
  return (
    <div className="toolbar__filter">
      <label htmlFor={id} className="toolbar__label">
        {label}
      </label>
      {search && (
        <input
          type="search"
          className="field__input toolbar__filter-search"
          placeholder={t("common.searchPlaceholder")}
          aria-label={t("admin.form.searchIn", { what: label })}
          value={search.query}
          onChange={(e) => search.onQuery(e.target.value)}
        />
      )}
      <select id={id} className="field__input" value={value} onChange={(e) => onChange(e.target.value)}>
        {allLabel !== undefined && <option value="">{allLabel}</option>}
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}
