import { useState } from "react";
import { useTranslation } from "react-i18next";
import type { ExportableBase } from "@/api/types";
import { toast } from "@/components/ui/toast/toast-store";
import { errorMessage } from "@/lib/errors";
import { exportCsv, type ExportQuery } from "@/lib/exchange";

/** "Esporta CSV": every row of the list the screen shows (same search, filters and sort), as a file. */
export function ExportButton({ base, query }: { base: ExportableBase; query: ExportQuery }) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
  const onClick = async () => {
    setBusy(true);
    try {
      await exportCsv(base, query);
    } catch (error) {
      toast.error(t("exchange.exportFailed", { error: errorMessage(t, error) }));
    } finally {
      setBusy(false);
    }
  };
  return (
    <button
      type="button"
      className="button"
      onClick={() => void onClick()}
      disabled={busy}
      aria-busy={busy}
      data-testid="export-csv"
    >
      {busy ? t("exchange.exporting") : t("exchange.export")}
    </button>
  );
}
