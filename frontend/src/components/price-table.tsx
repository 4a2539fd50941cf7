import { useTranslation } from "react-i18next";
import { formatCents, formatPercent } from "@/lib/format";
import type { Price } from "@/api/types";

/** A price breakdown: every line, list total, discount, net, × quantity, grand total (integer cents). */
export function PriceTable({
  price,
  caption,
  className = "wz-price",
  captionClassName = "summary__subtitle",
}: {
  price: Price;
  caption?: string;
  className?: string;
  captionClassName?: string;
}) {
  const { t } = useTranslation();
  return (
    <table className={className} data-testid="price-table">
      <caption className={captionClassName}>{caption ?? t("wizard.priceBreakdown")}</caption>
      <thead className="visually-hidden">
        <tr>
          <th scope="col">{t("wizard.line")}</th>
          <th scope="col">{t("wizard.lineTotal")}</th>
        </tr>
      </thead>
      <tbody>
        {price.lines.map((line, i) => (
          <tr key={i}>
            <th scope="row">
              {line.label}
              {line.quantity !== 1 && (
                <span className="muted">
                  {" "}
                  ({line.quantity} × {formatCents(line.unitPrice)})
                </span>
              )}
            </th>
            <td>{formatCents(line.total)}</td>
          </tr>
        ))}
      </tbody>
      <tfoot>
        <tr>
          <th scope="row">{t("wizard.listTotal")}</th>
          <td>{formatCents(price.listTotal)}</td>
        </tr>
        {price.discount !== 0 && (
          <tr>
            <th scope="row">{t("wizard.discount", { percent: formatPercent(price.discountPercent) })}</th>
            <td>−{formatCents(price.discount)}</td>
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
  );
}
