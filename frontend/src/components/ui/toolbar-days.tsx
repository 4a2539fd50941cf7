import { Fragment } from "react";
import { useTranslation } from "react-i18next";

/** A day of the calendar as the URL and the API write it (`2026-06-01`); anything else (`2026-02-30`) is no bound. */
export function dayParam(value: string | undefined): string | undefined {
  if (!value || !/^\d{4}-\d{2}-\d{2}$/.test(value)) return undefined;
  const day = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(day.getTime()) && day.toISOString().slice(0, 10) === value ? value : undefined;
}

/**
 * A list's filter by days: a first and a last day, each left empty for no bound. The days are the
 * business's (Italian time), as the server reads them.
 */
export function ToolbarDays({
  id,
  label,
  from,
  to,
  onChange,
}: {
  id: string;
  label: string;
  from: string | undefined;
  to: string | undefined;
  onChange: (bound: "from" | "to", day: string | null) => void;
}) {
  const { t } = useTranslation();
  return (
    <div className="toolbar__filter toolbar__days" role="group" aria-labelledby={`${id}-label`}>
      <span id={`${id}-label`} className="toolbar__label">
        {label}
      </span>
      {(["from", "to"] as const).map((bound, index) => (
        <Fragment key={bound}>
          {index > 0 && <span aria-hidden="true">–</span>}
          <input
            type="date"
            className="field__input"
            aria-label={t(bound === "from" ? "common.fromDay" : "common.toDay", { label })}
            value={(bound === "from" ? from : to) ?? ""}
            // the first day no later than the last
            min={bound === "to" ? from : undefined}
            max={bound === "from" ? to : undefined}
            onChange={(e) => onChange(bound, dayParam(e.target.value) ?? null)}
          />
        </Fragment>
      ))}
    </div>
  );
}
