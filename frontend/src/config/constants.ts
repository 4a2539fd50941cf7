/** Business constants of docs/product.md sections 9.4 and 9. */

/** Rows per page of every list. */
export const PAGE_SIZE = 10;

/** Default locale of the app (dates, numbers, euro). */
export const DEFAULT_LOCALE = "it-IT";

/** localStorage key of a visitor's language ("it", "en"), chosen on the login screen or taken from the browser. */
export const LANGUAGE_STORAGE_KEY = "configuratore.language";

/** Currency of every price (integer cents in the API). */
export const CURRENCY = "EUR";

/** Toast stack: each older toast is scaled down by this step more than the one in front. */
export const TOAST_SCALE_STEP = 0.05;

/** Toast stack: gap between two toasts, in CSS pixels. */
export const TOAST_GAP_PX = 16;

/**
 * Toast stack: at most this many toasts are kept on screen (oldest dropped first), so a run of saves in a
 * row does not pile up over the form (issue 26).
 */
export const TOAST_MAX = 3;

/** Auto-dismiss delays of toasts, in milliseconds: a confirmation goes sooner than an error. */
export const TOAST_DURATION_MS = { success: 4000, info: 5000, error: 8000 } as const;

/** localStorage key of the bearer token (docs/product.md section 9). */
export const TOKEN_STORAGE_KEY = "configuratore.token";

/** Renew the token this long before it expires. */
export const TOKEN_RENEW_BEFORE_MS = 2 * 60 * 1000;

/** Password rules of the server (docs/product.md section 7), checked early for a better form. */
export const PASSWORD_MIN_CHARS = 10;
export const PASSWORD_MAX_BYTES = 72;
