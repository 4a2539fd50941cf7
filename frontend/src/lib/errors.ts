import type { TFunction } from "i18next";
import { isApiError, NETWORK_ERROR_CODE } from "@/lib/api-client";
import type { FieldError } from "@/api/types";

/**
 * The text shown for a failure: the catalogue's message for a known code, otherwise the
 * server's own message (in the language the call asked for), otherwise a generic text.
 */
export function errorMessage(t: TFunction, error: unknown): string {
  if (isApiError(error)) {
    if (error.code === "rate_limited" && error.retryAfter) {
      return t("errors.rate_limited_seconds", { count: error.retryAfter });
    }
    const key = `errors.${error.code}`;
    // dynamic keys are checked at run time
    const known = (t as unknown as (k: string, o: object) => string)(key, { defaultValue: "" });
    if (known) return known;
    if (error.status === 0) return t(`errors.${NETWORK_ERROR_CODE}`);
    if (error.message && !error.message.startsWith("Request failed with status code")) return error.message;
    return t("errors.generic");
  }
  return t("errors.generic");
}

/** Server field errors (`details` of a 422) keyed by field name. */
export function fieldErrors(error: unknown): Record<string, string> {
  const out: Record<string, string> = {};
  if (isApiError(error)) {
    for (const detail of error.details as FieldError[]) {
      if (!out[detail.field]) out[detail.field] = detail.message;
    }
  }
  return out;
}
