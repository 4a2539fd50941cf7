import type { ReactNode } from "react";

export interface SelectOption {
  value: string;
  label: string;
}

/**
 * A list's filter in its toolbar: a label and a select of `options`, led by an "all" option when `allLabel`
 * is given (its value is ""). `search` is shown between the two (a long list searched before choosing).
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
  search?: ReactNode;
  onChange: (value: string) => void;
}) {
  return (
    <div className="toolbar__filter">
      <label htmlFor={id} className="toolbar__label">
        {label}
      </label>
      {search}
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
