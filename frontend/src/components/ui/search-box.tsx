import { useId, type InputHTMLAttributes, type ReactNode } from "react";

interface SearchBoxProps {
  label: string;
  placeholder?: string;
  value: string;
  onChange: (value: string) => void;
  /** More attributes of the input (a combobox's role, its aria-* and keys). */
  inputProps?: Omit<InputHTMLAttributes<HTMLInputElement>, "id" | "type" | "value" | "onChange" | "placeholder">;
  /** Under the input, in the box (a combobox's list). */
  children?: ReactNode;
  className?: string;
}

export function SearchBox({ label, placeholder, value, onChange, inputProps, children, className }: SearchBoxProps) {
  const id = `search-${useId().replace(/:/g, "")}`;
  return (
    <div className={className ? `search-box ${className}` : "search-box"} role="search">
      <label htmlFor={id} className="visually-hidden">
        {label}
      </label>
      <svg className="search-box__icon" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
        <path d="M21 21l-5-5m2-5a7 7 0 11-14 0 7 7 0 0114 0z" />
      </svg>
      <input
        {...inputProps}
        id={id}
        type="search"
        className="field__input search-box__input"
        placeholder={placeholder}
        value={value}
        onChange={(event) => onChange(event.target.value)}
      />
      {children}
    </div>
  );
}
