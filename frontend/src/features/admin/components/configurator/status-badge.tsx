import type { ConfiguratorStatus } from "@/api/types";
import { useLooseT } from "@/features/admin/lib/i18n";

/** Bozza / Pubblicato / Archiviato. */
export function StatusBadge({ status }: { status: ConfiguratorStatus | string }) {
  const t = useLooseT();
  return <span className={`pill cfg-status cfg-status--${status}`}>{t(`admin.cfg.status.${status}`, { defaultValue: status })}</span>;
}
