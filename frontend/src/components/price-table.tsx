import { useState } from "react";
import { useTranslation } from "react-i18next";
import { formatCents, formatPercent, formatSignedCents } from "@/lib/format";
import type { Price, PriceLine } from "@/api/types";

/** The lines of one part (or the model), the part's own line first, with their subtotal. */
interface LineGroup {
  head: PriceLine;
  lines: PriceLine[];
  subtotal: number;
}

/**
 * The lines grouped as the evaluation writes them: the model's line, then each part's line followed by
 * the lines of its values; a line before any model or part line opens its own group.
 */
export function groupLines(lines: PriceLine[]): LineGroup[] {
  const groups: LineGroup[] = [];
  for (const line of lines) {
    const opens = line.item?.kind === "model" || line.item?.kind === "part" || groups.length === 0;
    if (opens) groups.push({ head: line, lines: [], subtotal: line.total });
    else {
      const group = groups[groups.length - 1] as LineGroup;
      group.lines.push(line);
      group.subtotal += line.total;
    }
  }
  return groups;
}

/** A value's line without the part's name its group already shows ("Struttura: Tessuto Lino" → "Tessuto Lino"). */
function shortLabel(line: PriceLine, head: PriceLine): string {
  const prefix = `${head.label}: `;
  return line.label.startsWith(prefix) ? line.label.slice(prefix.length) : line.label;
}

/**
 * A price breakdown grouped by part with subtotals (lines at zero behind a toggle), then list total,
 * discount, net, × quantity and grand total (integer cents).
 */
export function PriceTable({
  price,
  caption,
  className = "wz-price",
  captionClassName = "summary__subtitle",
  compact = false,
}: {
  price: Price;
  caption?: string;
  className?: string;
  captionClassName?: string;
  /** A side panel's plainer table (a request's price when sent, the configurator try-out). */
  compact?: boolean;
}) {
  const { t } = useTranslation();
  const [showZero, setShowZero] = useState(false);
  const groups = groupLines(price.lines);
  const zero = groups.flatMap((group) => group.lines).filter((line) => line.total === 0).length;
  const quantityNote = (line: PriceLine) =>
    line.quantity !== 1 && (
      <span className="muted">
        {" "}
        ({line.quantity} × {formatCents(line.unitPrice)})
      </span>
    );
  return (
    <div className={`price-table${compact ? " price-table--compact" : ""}`}>
      <table className={className} data-testid="price-table">
        <caption className={captionClassName}>{caption ?? t("wizard.priceBreakdown")}</caption>
        <thead className="visually-hidden">
          <tr>
            <th scope="col">{t("wizard.line")}</th>
            <th scope="col">{t("wizard.lineTotal")}</th>
          </tr>
        </thead>
        {groups.map((group, g) => {
          const shown = group.lines.filter((line) => showZero || line.total !== 0);
          return (
            <tbody key={g} className={`${className}__group`} data-testid="price-group">
              <tr className={`${className}__head`}>
                <th scope="row">
                  {group.head.label}
                  {quantityNote(group.head)}
                </th>
                <td>{formatCents(group.head.total)}</td>
              </tr>
              {shown.map((line, i) => (
                <tr key={i} className={`${className}__sub`}>
                  <th scope="row">
                    {shortLabel(line, group.head)}
                    {quantityNote(line)}
                  </th>
                  <td>{line.total === 0 ? formatCents(0) : formatSignedCents(line.total)}</td>
                </tr>
              ))}
              {shown.length > 0 && (
                <tr className={`${className}__subtotal`}>
                  <th scope="row">{t("wizard.subtotal", { name: group.head.label })}</th>
                  <td>{formatCents(group.subtotal)}</td>
                </tr>
              )}
            </tbody>
          );
        })}
        <tfoot>
          <tr>
            <th scope="row">{t("wizard.listTotal")}</th>
            <td>{formatCents(price.listTotal)}</td>
          </tr>
          {price.discount !== 0 && (
            <tr>
              <th scope="row">{t("wizard.discount", { percent: formatPercent(price.discountPercent) })}</th>
              <td>{formatCents(-price.discount)}</td>
            </tr>
          )}
          <tr>
            <th scope="row">{t("wizard.netTotal")}</th>
            <td>{formatCents(price.netTotal)}</td>
          </tr>
          <tr>
            <th scope="row">{t("wizard.times", { count: price.quantity })}</th>
            <td>× {price.quantity}</td>
          </tr>
          <tr className={`${className}__grand`}>
            <th scope="row">{t("wizard.grandTotal")}</th>
            <td>{formatCents(price.grandTotal)}</td>
          </tr>
        </tfoot>
      </table>
      {zero > 0 && (
        <button
          type="button"
          className="button button--small button--link price-table__toggle"
          aria-pressed={showZero}
          onClick={() => setShowZero((v) => !v)}
        >
          {showZero ? t("wizard.hideZeroLines") : t("wizard.showZeroLines", { count: zero })}
        </button>
      )}
    </div>
  );
}
