import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import type { IssuedQuote } from "@/api/types";
import { Spinner } from "@/components/ui/spinner";
import { toast } from "@/components/ui/toast/toast-store";
import { api, download, saveFile } from "@/lib/api-client";
import { errorMessage, fieldErrors } from "@/lib/errors";
import { formatCents, formatDate } from "@/lib/format";
import "./issued-quotes.css";

/** `/api/productconf/{publicId}/quotes`: the configuration's issued quotes (GET) and a new issue (POST). */
export function issuedQuotesPath(publicId: string): string {
  return `/api/productconf/${encodeURIComponent(publicId)}/quotes`;
}

export const issuedQuoteKeys = {
  of: (publicId: string) => ["productconf", "quotes", publicId] as const,
};

export function useIssuedQuotes(publicId: string) {
  return useQuery({
    queryKey: issuedQuoteKeys.of(publicId),
    queryFn: ({ signal }) => api.get<IssuedQuote[]>(issuedQuotesPath(publicId), { signal }),
  });
}

export function useIssueQuote(publicId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => api.post<IssuedQuote>(issuedQuotesPath(publicId)),
    onSuccess: async (issued) => {
      client.setQueryData<IssuedQuote[]>(issuedQuoteKeys.of(publicId), (quotes) => [issued, ...(quotes ?? [])]);
      await client.invalidateQueries({ queryKey: issuedQuoteKeys.of(publicId) });
    },
  });
}

/** Downloads an issued quote's kept document (`GET /api/quotes/{number}.pdf`) with the session's token. */
function DownloadIssued({ quote }: { quote: IssuedQuote }) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
  const start = async () => {
    setBusy(true);
    try {
      saveFile(await download(quote.pdfUrl), t("issuedQuotes.fileName", { number: quote.number }));
    } catch (error) {
      toast.error(t("quote.failed", { error: errorMessage(t, error) }));
    } finally {
      setBusy(false);
    }
  };
  return (
    <button
      type="button"
      className="button button--small"
      onClick={() => void start()}
      disabled={busy}
      aria-busy={busy}
      aria-label={t("issuedQuotes.downloadNamed", { number: quote.number })}
      data-testid="issued-quote-download"
    >
      {busy ? t("quote.downloading") : t("issuedQuotes.download")}
    </button>
  );
}

/**
 * The summary's issued quotes of a saved configuration: "Emetti preventivo" (numbered, kept, the same PDF
 * every time) and the quotes issued so far with their number, dates, total and download. A configuration
 * with unsaved changes, or not complete and valid, cannot be issued: the button says why.
 */
export function IssuedQuotes({
  publicId,
  ready,
  dirty,
}: {
  publicId: string;
  /** Saved complete and valid. */
  ready: boolean;
  /** Changes not saved yet. */
  dirty: boolean;
}) {
  const { t } = useTranslation();
  const quotes = useIssuedQuotes(publicId);
  const issue = useIssueQuote(publicId);
  const blocked = dirty ? t("issuedQuotes.saveFirst") : ready ? null : t("issuedQuotes.notReady");
  const onIssue = () =>
    issue.mutate(undefined, {
      onSuccess: (issued) => toast.success(t("issuedQuotes.issued", { number: issued.number })),
    });
  const items = quotes.data ?? [];
  return (
    <section className="iq-panel stack" aria-labelledby="iq-panel-title" data-testid="issued-quotes">
      <div className="iq-panel__head">
        <h3 id="iq-panel-title" className="summary__subtitle">
          {t("issuedQuotes.title")}
        </h3>
        <button
          type="button"
          className="button button--primary"
          onClick={onIssue}
          disabled={blocked !== null || issue.isPending}
          aria-busy={issue.isPending}
          aria-describedby="iq-panel-intro"
          data-testid="issue-quote"
        >
          {issue.isPending ? t("issuedQuotes.issuing") : t("issuedQuotes.issue")}
        </button>
      </div>
      <p id="iq-panel-intro" className="muted">
        {blocked ?? t("issuedQuotes.intro")}
      </p>
      {issue.isError && (
        <p className="form-alert form-alert--error" role="alert">
          {fieldErrors(issue.error).publicId ?? errorMessage(t, issue.error)}
        </p>
      )}
      {quotes.isError && !quotes.data ? (
        <p className="form-alert form-alert--error" role="alert">
          {errorMessage(t, quotes.error)}
        </p>
      ) : quotes.isPending ? (
        <Spinner />
      ) : items.length === 0 ? (
        <p className="muted">{t("issuedQuotes.empty")}</p>
      ) : (
        <ul className="iq-list" aria-label={t("issuedQuotes.title")}>
          {items.map((quote) => (
            <li key={quote.number} className="tile iq-entry" data-testid="issued-quote">
              <div className="iq-entry__main">
                <strong className="iq-entry__number">{quote.number}</strong>
                <span className="iq-entry__total">{formatCents(quote.grandTotal)}</span>
              </div>
              <p className="muted iq-entry__meta">
                {t("issuedQuotes.meta", {
                  issued: formatDate(quote.issuedAt),
                  validUntil: formatDate(`${quote.validUntil}T12:00:00`),
                  revision: quote.revision,
                  name: quote.issuedByName,
                })}
              </p>
              <DownloadIssued quote={quote} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
