import type { UseQueryResult } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import type { KeptImpact } from "@/api/types";
import { SectionHeader } from "@/components/ui/page";
import { Spinner } from "@/components/ui/spinner";
import { isApiError } from "@/lib/api-client";
import { errorMessage } from "@/lib/errors";
import { useLooseT } from "@/features/admin/lib/i18n";
import { impactSentence } from "./impact-text";
import { ImpactView } from "./impact-view";

/** `usePublishImpact`'s answer. */
export type ImpactQuery = UseQueryResult<KeptImpact, Error>;

/** The draft has errors: the dry run answers 422 as the publish would (the findings panel lists them). */
const isRefused = (query: ImpactQuery) => isApiError(query.error) && query.error.status === 422;

/** No answer yet for the saved version (the previous version's may be on screen meanwhile). */
export const impactLoading = (query: ImpactQuery) => !query.isError && (query.isPending || query.isPlaceholderData);

/** When the dry run has no numbers to tell: the draft's errors, or a failure. */
function ImpactFailure({ query }: { query: ImpactQuery }) {
  const t = useLooseT();
  const { t: tf } = useTranslation();
  return isRefused(query) ? (
    <p className="cfg-impact__refused">{t("admin.cfg.impact.refused")}</p>
  ) : (
    <p className="form-alert form-alert--error">{t("admin.cfg.impact.failed", { message: errorMessage(tf, query.error) })}</p>
  );
}

/**
 * "Impatto della pubblicazione": what publishing the saved draft would do to the category's saved
 * configurations (`ImpactView`, with the file of all of them). Unsaved changes are not in it: the last
 * numbers stay, with a note.
 */
export function PublishImpactPanel({ id, query, dirty }: { id: number; query: ImpactQuery; dirty: boolean }) {
  const t = useLooseT();
  const impact = query.isError ? undefined : query.data;
  return (
    <section className="card section cfg-impact" aria-labelledby="cfg-impact-title" aria-busy={query.isFetching} data-testid="publish-impact">
      <SectionHeader id="cfg-impact-title" title={t("admin.cfg.impact.title")}>
        {query.isFetching && impact && <Spinner label={t("admin.cfg.impact.checking")} />}
      </SectionHeader>
      <p className="muted">{t("admin.cfg.impact.intro")}</p>
      {dirty && <p className="cfg-try__dirty">{t("admin.cfg.impact.dirty")}</p>}
      {query.isError ? (
        <ImpactFailure query={query} />
      ) : !impact ? (
        <Spinner label={t("admin.cfg.impact.checking")} />
      ) : (
        <ImpactView impact={impact} exportId={id} stale={query.isPlaceholderData} />
      )}
    </section>
  );
}

/** The impact in a publish confirmation, as one sentence (the editor's and the list's). */
export function PublishImpactNote({ id, query }: { id: string; query: ImpactQuery }) {
  const t = useLooseT();
  if (query.isError) {
    return (
      <div id={id} data-testid="publish-impact-confirm">
        <ImpactFailure query={query} />
      </div>
    );
  }
  return (
    <p id={id} className="cfg-impact__confirm" data-testid="publish-impact-confirm" aria-live="polite">
      {impactLoading(query) || !query.data ? (
        <>
          <Spinner label={t("admin.cfg.impact.checking")} /> <span aria-hidden="true">{t("admin.cfg.impact.checking")}</span>
        </>
      ) : (
        impactSentence(t, query.data)
      )}
    </p>
  );
}
