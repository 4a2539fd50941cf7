import { useState } from "react";
import { useTranslation } from "react-i18next";
import type { ExportableBase } from "@/api/types";
import { toast } from "@/components/ui/toast/toast-store";
import { errorMessage } from "@/lib/errors";
import { exportCsv, type ExportQuery } from "@/lib/exchange";

/**
 * A button saving a CSV file of the server's (`save`, {@link exportCsv} or another `saveCsv`): busy while the
 * file comes, and a failure is a toast ("Esportazione non riuscita: …").
 */
export function CsvButton({
  save,
  label,
  className = "button",
  testId = "export-csv",
}: {
  save: () => Promise<void>;
  label: string;
  className?: string;
  testId?: string;
}) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
  const onClick = async () => {
    setBusy(true);
    try {
      await save();
    } catch (error) {
      toast.error(t("exchange.exportFailed", { error: errorMessage(t, error) }));
    } finally {
      setBusy(false);
    }
  };
  return (
    <button type="button" className={className} onClick={() => void onClick()} disabled={busy} aria-busy={busy} data-testid={testId}>
      {busy ? t("exchange.exporting") : label}
    </button>
  );
}

/** "Esporta CSV": every row of the list the screen shows (same search, filters and sort), as a file. */
export function ExportButton({ base, query }: { base: ExportableBase; query: ExportQuery }) {
  const { t } = useTranslation();
  return <CsvButton save={() => exportCsv(base, query)} label={t("exchange.export")} />;
}
