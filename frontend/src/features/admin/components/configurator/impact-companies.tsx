import { useId, useState } from "react";
import type { CompanyImpact } from "@/api/types";
import { formatNumber } from "@/lib/format";
import { useResourceItem, useResourceOptions } from "@/features/admin/api/resources";
import { useLooseT } from "@/features/admin/lib/i18n";
import { companyEffects } from "./impact-text";

/** Rows shown before "Mostra tutte": the most affected companies come first. */
export const COMPANY_ROWS = 10;

/**
 * "Per azienda": the companies whose saved configurations the draft touches, most affected first, each with
 * its non-zero counts. The names come from the companies' list (up to 100 in one request, as the selects
 * have them); a company beyond those is asked by its own row.
 */
export function ImpactCompanies({ companies }: { companies: CompanyImpact[] }) {
  const t = useLooseT();
  const id = useId();
  const [all, setAll] = useState(false);
  const options = useResourceOptions("company", { sort: "name" });
  const names = new Map((options.data?.items ?? []).map((row) => [row.id, String(row.name ?? row.id)]));
  const settled = !options.isPending && !options.isFetching;
  const shown = all ? companies : companies.slice(0, COMPANY_ROWS);
  return (
    <div data-testid="publish-impact-companies">
      <h3 id={id} className="cfg-try__heading">
        {t("admin.cfg.impact.byCompany")}
      </h3>
      <ul className="cfg-impact__companies" aria-labelledby={id}>
        {shown.map((company) => (
          <CompanyRow
            key={company.companyId ?? "none"}
            company={company}
            listed={company.companyId == null ? undefined : names.get(company.companyId)}
            lookUp={settled}
          />
        ))}
      </ul>
      {shown.length < companies.length && (
        <button type="button" className="button button--small button--ghost" onClick={() => setAll(true)}>
          {t("admin.cfg.impact.allCompanies", { formatted: formatNumber(companies.length) })}
        </button>
      )}
    </div>
  );
}

/** "Arredamenti Lario S.r.l.: 3 non valide, 1 cambia prezzo"; "Senza azienda: …" for the configurations saved without one. */
function CompanyRow({ company, listed, lookUp }: { company: CompanyImpact; listed: string | undefined; lookUp: boolean }) {
  const t = useLooseT();
  const companyId = company.companyId ?? null;
  const item = useResourceItem("company", companyId !== null && listed === undefined && lookUp ? companyId : null);
  const name =
    companyId === null
      ? t("admin.cfg.impact.noCompany")
      : (listed ?? (item.data ? String(item.data.name ?? companyId) : t("common.id", { id: companyId })));
  return (
    <li>
      <span className="cfg-impact__company">{name}</span>: {companyEffects(t, company)}
    </li>
  );
}
