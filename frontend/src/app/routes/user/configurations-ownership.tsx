import { useTranslation } from "react-i18next";
import type { TFunction } from "i18next";
import type { ConfigurationSummary, ListScope, User } from "@/api/types";
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

/** The list's scopes with their labels: the user's own, then a role's whole scope as that role calls it. */
const SCOPE_LABELS = {
  mine: "configurations.mine",
  company: "configurations.scopeCompany",
  followed: "configurations.scopeCompanies",
  all: "configurations.scopeAll",
} as const satisfies Record<ListScope, string>;

/**
 * The scopes a user may pick, their own first (docs/product.md section 2): a customer manager's company (when
 * they have one), an account manager's companies, an administrator's everything. The server refuses any other.
 */
export function reachableScopes(user: Pick<User, "role" | "companyId"> | null | undefined): ListScope[] {
  if (user?.role === "customer_manager" && user.companyId) return ["mine", "company"];
  if (user?.role === "account_manager") return ["mine", "followed"];
  if (user?.role === "admin") return ["mine", "all"];
  return ["mine"];
}

const idOf = (value: string | null) => Number(value) || undefined;

/**
 * Whose rows the list shows, as the URL keeps it (back, forward and reload alike): the user's own unless
 * `scope` names another scope they reach, and the owner, company and end customer it is narrowed to.
 * A customer's list is theirs whatever the URL says.
 */
export function useOwnership(user: Pick<User, "role" | "companyId"> | null | undefined, { params, update }: Pick<ListState, "params" | "update">) {
  const scopes = reachableScopes(user);
  const scope = scopes.find((reachable) => reachable === params.get("scope")) ?? "mine";
  /** The role sees more than its own: the scope switch, the owner and customer columns, the filters. */
  const wide = scopes.length > 1;
  const ids = Object.fromEntries(NAME_FILTERS.map(({ key }) => [key, wide ? idOf(params.get(key)) : undefined])) as Record<
    NameFilterKey,
    number | undefined
  >;
  return {
    scopes,
    scope,
    wide,
    ids,
    query: { scope, ...ids },
    // someone else's rows are not among the user's own: the owner filter goes with the switch
    setScope: (next: ListScope) => update({ scope: next === "mine" ? null : next, ownerId: null, page: null }),
    filterBy: (key: NameFilterKey, id: number) => update({ [key]: String(id), page: null }),
    clear: (key: NameFilterKey) => update({ [key]: null, page: null }),
  };
}
export type Ownership = ReturnType<typeof useOwnership>;

/** How a scope is called, for the switch and the intro. */
export const scopeLabel = (scope: ListScope) => SCOPE_LABELS[scope];

/** An active filter as a chip: what it narrows to, and how to remove it. */
export interface FilterChip {
  key: string;
  text: string;
  onRemove: () => void;
}

/** The owner, company and end customer filters, with the names the rows give them (every row of a filtered list carries its filter's name). */
export function ownershipChips(t: TFunction, ownership: Ownership, rows: ConfigurationSummary[]): FilterChip[] {
  return NAME_FILTERS.flatMap((filter) => {
    const id = ownership.ids[filter.key];
    if (id === undefined) return [];
    const name = rows.find((row) => row[filter.key] === id)?.[filter.name];
    const text = t("configurations.chip", { label: t(filter.label), name: name ?? t("common.id", { id }) });
    return [{ key: filter.key, text, onRemove: () => ownership.clear(filter.key) }];
  });
}

/** "Mie" and the scopes beyond it the role reaches ("Della mia azienda", "Delle aziende che seguo", "Tutte"). */
export function ScopeSwitch({ ownership }: { ownership: Ownership }) {
  const { t } = useTranslation();
  if (!ownership.wide) return null;
  return (
    <div className="segmented" role="group" aria-label={t("configurations.scope")}>
      {ownership.scopes.map((scope) => (
        <button
          key={scope}
          type="button"
          className="segmented__option"
          aria-pressed={ownership.scope === scope}
          onClick={() => ownership.setScope(scope)}
        >
          {t(scopeLabel(scope))}
        </button>
      ))}
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
export function FilterChips({ chips }: { chips: FilterChip[] }) {
  const { t } = useTranslation();
  if (chips.length === 0) return null;
  return (
    <ul className="wz-pins__chips wz-filter-chips" aria-label={t("configurations.activeFilters")}>
      {chips.map(({ key, text, onRemove }) => (
        <li key={key}>
          <button type="button" className="wz-pin-chip" aria-label={t("configurations.chipRemove", { filter: text })} onClick={onRemove}>
            {text}
            <span className="wz-pin-chip__x" aria-hidden="true">
              ✕
            </span>
          </button>
        </li>
      ))}
    </ul>
  );
}
