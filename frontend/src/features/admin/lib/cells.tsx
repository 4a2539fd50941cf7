import { Fragment, type ReactNode } from "react";
import { formatCents, formatDate, formatDateTime, formatPercent } from "@/lib/format";
import type { LooseT } from "./i18n";
import type { ColumnDef, Row } from "@/features/admin/resources/types";
import { statusTone } from "@/features/admin/components/configurator/status-badge";

/** A cell of the generic list, by its column's format. */
export function renderCell(column: ColumnDef, row: Row, t: LooseT): ReactNode {
  if (column.value) return column.value(row) || "—";
  const value = row[column.key];
  if (value === null || value === undefined || value === "") return column.format === "boolean" ? t("admin.no") : "—";
  if (column.format === "image") return <img className="thumb" src={String(value)} alt="" loading="lazy" />;
  switch (column.format) {
    case "money":
      return typeof value === "number" ? formatCents(value) : "—";
    case "percent":
      return typeof value === "number" ? formatPercent(value) : String(value);
    case "date":
      return formatDate(String(value));
    case "datetime":
      return formatDateTime(String(value));
    case "boolean":
      return value === true ? (
        <span className="pill tone-success">{t("admin.yes")}</span>
      ) : (
        <span className="pill tone-muted">{t("admin.no")}</span>
      );
    case "email":
      // a long address may break after its "@" and the dots before it (never inside the domain), so it
      // never widens the table past the screen
      return String(value)
        .split(/(?<=@)|(?<=\.)(?=[^@]*@)/)
        .map((segment, index) => (
          <Fragment key={index}>
            {index > 0 && <wbr />}
            {segment}
          </Fragment>
        ));
    case "role":
      return <span className="role-badge">{t(`roles.${String(value)}`)}</span>;
    case "entityKind":
      return t(`admin.entityKind.${String(value)}`);
    case "featureKind":
      return t(`admin.featureKind.${String(value)}`);
    case "filterMode":
      return (
        <span className={`pill ${value === "deny" ? "tone-danger" : "tone-success"}`}>{t(`admin.filterMode.${String(value)}`)}</span>
      );
    case "configuratorStatus":
      return <span className={`pill cfg-status--${String(value)} ${statusTone(String(value))}`}>{t(`admin.cfg.status.${String(value)}`)}</span>;
    case "swatch":
      return (
        <span className="swatch-cell">
          <span className="swatch" style={{ background: String(value) }} aria-hidden="true" />
          <span className="visually-hidden">{String(value)}</span>
        </span>
      );
    default:
      return String(value);
  }
}
