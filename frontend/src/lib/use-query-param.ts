import { useCallback } from "react";
import { useLocation, useNavigate } from "react-router-dom";

/** `:`, `,` and `@` are plain in a query (RFC 3986): a link reads `?pin=model:3,feature_value:12`, not `%3A`. */
const readable = (params: URLSearchParams) => params.toString().replace(/%3A/gi, ":").replace(/%2C/gi, ",").replace(/%40/gi, "@");

/**
 * Parameters of the screen's query string, for a state that a link carries and that lasts the screen's
 * session (the wizard's `?pin=` and `?target=`): their raw values (null: absent), and a setter that writes
 * those it is given in one history entry, replacing the current one, the other parameters kept (null or ""
 * removes one). Two setters called in one event would each start from the same URL: one call sets both.
 */
export function useQueryParams<N extends string>(
  names: readonly N[],
): [Record<N, string | null>, (values: Partial<Record<N, string | null>>) => void] {
  const location = useLocation();
  const navigate = useNavigate();
  const current = new URLSearchParams(location.search);
  const raw = Object.fromEntries(names.map((name) => [name, current.get(name)])) as Record<N, string | null>;
  const set = useCallback(
    (values: Partial<Record<N, string | null>>) => {
      const next = new URLSearchParams(location.search);
      for (const [name, value] of Object.entries<string | null | undefined>(values)) {
        if (value === null || value === undefined || value === "") next.delete(name);
        else next.set(name, value);
      }
      const search = readable(next);
      navigate({ pathname: location.pathname, search: search ? `?${search}` : "", hash: location.hash }, { replace: true, state: location.state });
    },
    [location, navigate],
  );
  return [raw, set];
}

/** One parameter of the screen's query string (the wizard's `?budget=`): see {@link useQueryParams}. */
export function useQueryParam(name: string): [string | null, (value: string | null) => void] {
  const [raw, setRaw] = useQueryParams([name]);
  const set = useCallback((value: string | null) => setRaw({ [name]: value }), [name, setRaw]);
  return [raw[name] ?? null, set];
}
