import { useTranslation } from "react-i18next";
import type { ConfigurationSummary, Role } from "@/api/types";
import type { ListState } from "@/lib/use-list-state";

/**
 * The names a row can narrow the list to, each kept in the URL by its id: the list's own query parameters,
 * which narrow the caller's scope and never widen it (docs/api.md, "Configurations").
 */
export const NAME_FILTERS = [
  { key: "ownerId", name: "ownerName", label: "configurations.colOwner" },
  { key: "companyId", name: "companyName", label: "configurations.colCompany" },
  { key: "customerId", name: "customerName", label: "configurations.colCustomer" },
] as const;
export type NameFilter = (typeof NAME_FILTERS)[number];
export type NameFilterKey = NameFilter["key"];

/** How a role's whole scope is called (docs/product.md section 2); null: a customer sees only their own. */
export function wideScopeLabel(role: Role | undefined) {
  if (role === "customer_manager") return "configurations.scopeCompany" as const;
  if (role === "account_manager") return "configurations.scopeCompanies" as const;
  if (role === "admin") return "configurations.scopeAll" as const;
  return null;
}

const idOf = (value: string | null) => Number(value) || undefined;

/**
 * Whose rows the list shows, as the URL keeps it (back, forward and reload alike): the user's own unless
 * `scope=all` asks for the role's whole scope, and the owner, company and end customer it is narrowed to.
 * A customer's list is theirs whatever the URL says.
 */
export function useOwnership(role: Role | undefined, { params, update }: Pick<ListState, "params" | "update">) {
  const wideLabel = wideScopeLabel(role);
  const all = !!wideLabel && params.get("scope") === "all";
  const ids = Object.fromEntries(NAME_FILTERS.map(({ key }) => [key, wideLabel ? idOf(params.get(key)) : undefined])) as Record<
    NameFilterKey,
    number | undefined
  >;
  return {
    /** The role sees more than its own: the scope switch, the owner and customer columns, the filters. */
    wideLabel,
    all,
    ids,
    query: { mine: !!wideLabel && !all, ...ids },
    // someone else's rows are not among the user's own: the owner filter goes with the switch
    setAll: (next: boolean) => update({ scope: next ? "all" : null, ownerId: null, page: null }),
    filterBy: (key: NameFilterKey, id: number) => update({ [key]: String(id), page: null }),
    clear: (key: NameFilterKey) => update({ [key]: null, page: null }),
  };
}
export type Ownership = ReturnType<typeof useOwnership>;

/** The active filters with the names the rows give them (every row of a filtered list carries its filter's name). */
export function activeFilters(ids: Ownership["ids"], rows: ConfigurationSummary[]) {
  return NAME_FILTERS.flatMap((filter) => {
    const id = ids[filter.key];
    if (id === undefined) return [];
    const name = rows.find((row) => row[filter.key] === id)?.[filter.name];
    return [{ filter, id, name: name ?? null }];
  });
}

/** "Mie" or the role's whole scope ("Della mia azienda", "Delle aziende che seguo", "Tutte"). */
export function ScopeSwitch({ ownership }: { ownership: Ownership }) {
  const { t } = useTranslation();
  if (!ownership.wideLabel) return null;
  return (
    <div className="segmented" role="group" aria-label={t("configurations.scope")}>
      <button type="button" className="segmented__option" aria-pressed={!ownership.all} onClick={() => ownership.setAll(false)}>
        {t("configurations.mine")}
      </button>
      <button type="button" className="segmented__option" aria-pressed={ownership.all} onClick={() => ownership.setAll(true)}>
        {t(ownership.wideLabel)}
      </button>
    </div>
  );
}

/** A row's owner, company or end customer: a click narrows the list to it. */
export function NameButton({ row, filter, onFilter }: { row: ConfigurationSummary; filter: NameFilter; onFilter: Ownership["filterBy"] }) {
  const { t } = useTranslation();
  const id = row[filter.key];
  const name = row[filter.name];
  if (id === null || id === undefined || !name) return null;
  return (
    <span className="wz-name">
      {/* a phone's card has no column headers: the fact says what it is */}
      <span className="wz-name__label">{t(filter.label)}: </span>
      <button
        type="button"
        className="wz-name__button"
        title={t("configurations.filterBy", { label: t(filter.label).toLowerCase(), name })}
        onClick={() => onFilter(filter.key, id)}
      >
        {name}
      </button>
    </span>
  );
}

/** "Proprietario: Luca Moretti ✕": the active filters, each removed with a click. */
export function FilterChips({ ownership, rows }: { ownership: Ownership; rows: ConfigurationSummary[] }) {
  const { t } = useTranslation();
  const active = activeFilters(ownership.ids, rows);
  if (active.length === 0) return null;
  return (
    <ul className="wz-pins__chips wz-filter-chips" aria-label={t("configurations.activeFilters")}>
      {active.map(({ filter, id, name }) => {
        const text = t("configurations.chip", { label: t(filter.label), name: name ?? t("common.id", { id }) });
        return (
          <li key={filter.key}>
            <button
              type="button"
              className="wz-pin-chip"
              aria-label={t("configurations.chipRemove", { filter: text })}
              onClick={() => ownership.clear(filter.key)}
            >
              {text}
              <span className="wz-pin-chip__x" aria-hidden="true">
                ✕
              </span>
            </button>
          </li>
        );
      })}
    </ul>
  );
}
