import { useTranslation } from "react-i18next";
import type { ItemRef } from "@/api/types";
import { refKey } from "@/lib/catalogue";
import { formatCents } from "@/lib/format";

/**
 * "da 2.140 €" on an option: the lowest grand total of a complete and valid configuration with it chosen, as
 * the server proved it (`states[].lowest`). Nothing when the server has no figure for it (an impossible
 * option, or one it could not prove in the click's time): never a guess. While the next answer loads the
 * last figure stays, dimmed, as the price range does.
 */
export function LowestPrice({
  item,
  lowest,
  pending,
  className,
}: {
  item: ItemRef;
  /** The figures of the last evaluation, by item key. */
  lowest: Map<string, number> | undefined;
  pending?: boolean;
  className?: string;
}) {
  const { t } = useTranslation();
  const cents = lowest?.get(refKey(item));
  if (cents === undefined) return null;
  const classes = ["wz-lowest", className, pending ? "is-pending" : undefined].filter(Boolean).join(" ");
  return (
    <span className={classes} title={t("wizard.lowestTitle")} data-testid="option-lowest">
      {t("wizard.fromPrice", { price: formatCents(cents) })}
    </span>
  );
}
