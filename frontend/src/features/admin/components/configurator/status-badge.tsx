import type { ConfiguratorStatus, Severity } from "@/api/types";
import { useLooseT } from "@/features/admin/lib/i18n";
import "./configurator.css";

const TONE: Record<ConfiguratorStatus, string> = { draft: "tone-muted", published: "tone-success", archived: "tone-warning" };

/** The pill of a rule check's finding. */
export const SEVERITY_TONE: Record<Severity, string> = { warning: "tone-warning", error: "tone-danger" };

/** The tone of a configurator's status (none for one the app does not know). */
export function statusTone(status: string): string {
  return TONE[status as ConfiguratorStatus] ?? "";
}

/** Bozza / Pubblicato / Archiviato. */
export function StatusBadge({ status }: { status: ConfiguratorStatus | string }) {
  const t = useLooseT();
  return <span className={`pill cfg-status cfg-status--${status} ${statusTone(status)}`}>{t(`admin.cfg.status.${status}`, { defaultValue: status })}</span>;
}
