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
 * Downloads a saved configuration's quote with the session's token (a plain link could not send it) and
 * hands it to the browser's save, named as the server names it; a failure is a toast.
 */
export function useQuoteDownload() {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
  const start = async (publicId: string, name: string) => {
    setBusy(true);
    try {
      saveFile(await download(quotePath(publicId)), t("quote.fileName", { name }));
    } catch (error) {
      toast.error(t("quote.failed", { error: errorMessage(t, error) }));
    } finally {
      setBusy(false);
    }
  };
  return { busy, start: (publicId: string, name: string) => void start(publicId, name) };
}

/** "Scarica bozza (PDF)", the unnumbered preview, as a button (the editor's summary). */
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
  const quote = useQuoteDownload();
  return (
    <button
      type="button"
      className={className}
      onClick={() => quote.start(publicId, name)}
      disabled={quote.busy}
      aria-busy={quote.busy}
      aria-label={t("quote.downloadNamed", { name })}
      data-testid="quote-download"
    >
      {quote.busy ? t("quote.downloading") : t("quote.download")}
    </button>
  );
}
