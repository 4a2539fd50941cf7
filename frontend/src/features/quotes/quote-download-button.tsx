import { useState } from "react";
import { useTranslation } from "react-i18next";
import { toast } from "@/components/ui/toast/toast-store";
import { download, saveFile } from "@/lib/api-client";
import { errorMessage } from "@/lib/errors";

/** The quote's address (`GET /api/productconf/{publicId}/quote.pdf`). */
export function quotePath(publicId: string): string {
  return `/api/productconf/${encodeURIComponent(publicId)}/quote.pdf`;
}

/**
 * "Scarica preventivo (PDF)": fetches the saved configuration's quote with the session's token (a plain
 * link could not send it) and hands it to the browser's save, named as the server names it.
 */
export function QuoteDownloadButton({
  publicId,
  name,
  className = "button",
}: {
  publicId: string;
  /** The configuration's name, for the accessible label and the fallback file name. */
  name: string;
  className?: string;
}) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
  const onClick = async () => {
    setBusy(true);
    try {
      saveFile(await download(quotePath(publicId)), `preventivo-${name}.pdf`);
    } catch (error) {
      toast.error(t("quote.failed", { error: errorMessage(t, error) }));
    } finally {
      setBusy(false);
    }
  };
  return (
    <button
      type="button"
      className={className}
      onClick={() => void onClick()}
      disabled={busy}
      aria-busy={busy}
      aria-label={t("quote.downloadNamed", { name })}
      data-testid="quote-download"
    >
      {busy ? t("quote.downloading") : t("quote.download")}
    </button>
  );
}
