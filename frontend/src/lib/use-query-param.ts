import { useCallback } from "react";
import { useLocation, useNavigate } from "react-router-dom";

/** `:`, `,` and `@` are plain in a query (RFC 3986): a link reads `?pin=model:3,feature_value:12`, not `%3A`. */
const readable = (params: URLSearchParams) => params.toString().replace(/%3A/gi, ":").replace(/%2C/gi, ",").replace(/%40/gi, "@");

/**
 * One parameter of the screen's query string, for a state that a link carries and that lasts the screen's
 * session (the wizard's `?budget=`, `?pin=`): its raw value (null: absent), and a setter that replaces the
 * history entry, the other parameters kept (null or "" removes it).
 */
export function useQueryParam(name: string): [string | null, (value: string | null) => void] {
  const location = useLocation();
  const navigate = useNavigate();
  const raw = new URLSearchParams(location.search).get(name);
  const set = useCallback(
    (value: string | null) => {
      const next = new URLSearchParams(location.search);
      if (value === null || value === "") next.delete(name);
      else next.set(name, value);
      const search = readable(next);
      navigate({ pathname: location.pathname, search: search ? `?${search}` : "", hash: location.hash }, { replace: true, state: location.state });
    },
    [location, name, navigate],
  );
  return [raw, set];
}
