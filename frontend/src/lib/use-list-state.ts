import { useEffect, useRef, useState } from "react";
import { useSearchParams } from "react-router-dom";

/** Typed search text reaches the URL (and so the list's query) after this pause. */
export const SEARCH_DELAY_MS = 300;

export type SortOrder = "asc" | "desc";

export interface ListStateOptions {
  /** The sort when the URL names none. */
  defaultSort?: { key: string; order: SortOrder };
  /** The only sort keys accepted from the URL (default: any). */
  sorts?: readonly string[];
  /** The URL parameters that filter the list (status, role, categoryId, ...). */
  filters?: readonly string[];
}

/**
 * The state of a list screen, kept in the URL so reload, back and shared links work: `page`, `q`,
 * `sort`, `order` and the filters. Other parameters of the screen (an open form or item) are read
 * from `params` and written with `update`.
 */
export function useListState({ defaultSort, sorts, filters = [] }: ListStateOptions = {}) {
  const [params, setParams] = useSearchParams();

  const page = Math.max(1, Math.floor(Number(params.get("page"))) || 1);
  const q = params.get("q") ?? "";
  const urlSort = params.get("sort");
  const explicitSort = urlSort !== null && (!sorts || sorts.includes(urlSort));
  const sort = explicitSort ? urlSort : (defaultSort?.key ?? "");
  const urlOrder = params.get("order");
  const order: SortOrder = urlOrder === "asc" || urlOrder === "desc" ? urlOrder : (defaultSort?.order ?? "asc");
  const filterValues: Record<string, string | undefined> = {};
  for (const param of filters) filterValues[param] = params.get(param) || undefined;

  /** Sets (or, with null or "", removes) parameters; `replace` keeps the history entry. */
  const update = (changes: Record<string, string | null>, replace = false) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        for (const [key, value] of Object.entries(changes)) {
          if (value === null || value === "") next.delete(key);
          else next.set(key, value);
        }
        return next;
      },
      { replace },
    );

  // the search box shows what is typed; the URL (back, reload) wins when it changes
  const [search, setSearch] = useState(q);
  const [seenQ, setSeenQ] = useState(q);
  if (q !== seenQ) {
    setSeenQ(q);
    setSearch(q);
  }
  const searchTimer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(searchTimer.current), []);
  const onSearch = (value: string) => {
    setSearch(value);
    window.clearTimeout(searchTimer.current);
    searchTimer.current = window.setTimeout(() => update({ q: value, page: null }, true), SEARCH_DELAY_MS);
  };

  return {
    params,
    update,
    page,
    q,
    search,
    onSearch,
    sort,
    order,
    /** The URL chose the sort (not the default). */
    explicitSort,
    filters: filterValues,
    setPage: (next: number) => update({ page: next > 1 ? String(next) : null }),
    setFilter: (param: string, value: string | null) => update({ [param]: value, page: null }),
    /** The same key flips the order; another key sorts ascending. */
    toggleSort: (key: string) => update({ sort: key, order: sort === key && order === "asc" ? "desc" : "asc", page: null }),
  };
}

export type ListState = ReturnType<typeof useListState>;
