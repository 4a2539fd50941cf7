import type { UseQueryResult } from "@tanstack/react-query";
import { Link } from "react-router-dom";
import { useTranslation } from "react-i18next";
import type { ImpactEffect, ImpactExample, PublishImpact } from "@/api/types";
import { SectionHeader } from "@/components/ui/page";
import { Spinner } from "@/components/ui/spinner";
import { paths } from "@/config/paths";
import { isApiError } from "@/lib/api-client";
import { errorMessage } from "@/lib/errors";
import { formatCents } from "@/lib/format";
import { useLooseT } from "@/features/admin/lib/i18n";
import { ImpactCompanies } from "./impact-companies";
import { ImpactExport } from "./impact-export";
import { impactLines, impactSentence } from "./impact-text";

/** `usePublishImpact`'s answer. */
export type ImpactQuery = UseQueryResult<PublishImpact, Error>;

/** The draft has errors: the dry run answers 422 as the publish would (the findings panel lists them). */
const isRefused = (query: ImpactQuery) => isApiError(query.error) && query.error.status === 422;

/** No answer yet for the saved version (the previous version's may be on screen meanwhile). */
export const impactLoading = (query: ImpactQuery) => !query.isError && (query.isPending || query.isPlaceholderData);

const EFFECT_PILL: Record<ImpactEffect, string> = {
  invalid: "cfg-pill--error",
  incomplete: "cfg-pill--warning",
  repriced: "cfg-pill--neutral",
};

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
 * configurations, the counts that are not zero, the same per company, then examples with their reasons and
 * the file of all of them. Unsaved changes are not in it: the last numbers stay, with a note.
 */
export function PublishImpactPanel({ id, query, dirty }: { id: number; query: ImpactQuery; dirty: boolean }) {
  const t = useLooseT();
  const impact = query.isError ? undefined : query.data;
  const text = impact ? impactLines(t, impact) : null;
  return (
    <section className="card cfg-section cfg-impact" aria-labelledby="cfg-impact-title" aria-busy={query.isFetching} data-testid="publish-impact">
      <SectionHeader id="cfg-impact-title" title={t("admin.cfg.impact.title")}>
        {query.isFetching && impact && <Spinner label={t("admin.cfg.impact.checking")} />}
      </SectionHeader>
      <p className="muted">{t("admin.cfg.impact.intro")}</p>
      {dirty && <p className="cfg-try__dirty">{t("admin.cfg.impact.dirty")}</p>}
      {query.isError ? (
        <ImpactFailure query={query} />
      ) : !impact || !text ? (
        <Spinner label={t("admin.cfg.impact.checking")} />
      ) : (
        <div className={`stack cfg-impact__body${query.isPlaceholderData ? " cfg-impact__body--stale" : ""}`}>
          <div>
            <p className="cfg-impact__intro" data-testid="publish-impact-intro">
              {text.intro}
            </p>
            {text.lines.length > 0 && (
              <ul className="cfg-impact__lines" data-testid="publish-impact-lines">
                {text.lines.map((line) => (
                  <li key={line}>{line}</li>
                ))}
              </ul>
            )}
          </div>
          {impact.companies.length > 0 && <ImpactCompanies companies={impact.companies} />}
          {impact.examples.length > 0 && (
            <div>
              <h3 className="cfg-try__heading">{t("admin.cfg.impact.examples")}</h3>
              <ul className="cfg-impact__examples">
                {impact.examples.map((example) => (
                  <ImpactExampleItem key={`${example.effect}:${example.publicId}`} example={example} />
                ))}
              </ul>
            </div>
          )}
          <ImpactExport id={id} impact={impact} />
        </div>
      )}
    </section>
  );
}

/** One configuration the draft breaks or reprices: a link to it, whose it is, the effect, why. */
function ImpactExampleItem({ example }: { example: ImpactExample }) {
  const t = useLooseT();
  const who = [t("admin.cfg.impact.owner", { name: example.ownerName })];
  if (example.customerName) who.push(t("admin.cfg.impact.customer", { name: example.customerName }));
  return (
    <li className={`cfg-impact__example cfg-impact__example--${example.effect}`}>
      <Link to={paths.configurator.edit.getHref(example.publicId)} className="cfg-impact__name">
        {example.name}
      </Link>
      <p className="cfg-impact__meta">
        <span className={`pill ${EFFECT_PILL[example.effect]}`}>{t(`admin.cfg.impact.effect.${example.effect}`)}</span>
        {example.pendingRequest && <span className="pill cfg-pill--pending">{t("admin.cfg.impact.pendingRequest")}</span>}
        <span className="muted">{who.join(" · ")}</span>
      </p>
      {example.totalBefore !== example.totalAfter && (
        <p className="cfg-impact__price">
          {formatCents(example.totalBefore)} → {formatCents(example.totalAfter)}
        </p>
      )}
      {example.reasons.length > 0 && (
        <ul className="cfg-impact__reasons">
          {example.reasons.map((reason) => (
            <li key={reason}>{reason}</li>
          ))}
        </ul>
      )}
    </li>
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
