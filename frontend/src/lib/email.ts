import type { TFunction } from "i18next";

const EMAIL_RE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Early check of an e-mail address typed into a form. */
export function emailProblem(t: TFunction, email: string): string | undefined {
  if (!email) return t("validation.required");
  return EMAIL_RE.test(email) ? undefined : t("validation.email");
}
