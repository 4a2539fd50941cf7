import type { TFunction } from "i18next";
import { PASSWORD_MAX_BYTES, PASSWORD_MIN_CHARS } from "@/config/constants";

/** Early check of the server's password rules (the server also rejects weak passwords). */
export function passwordProblem(t: TFunction, password: string): string | undefined {
  if (!password) return t("validation.required");
  if ([...password].length < PASSWORD_MIN_CHARS) return t("validation.passwordTooShort", { min: PASSWORD_MIN_CHARS });
  if (new TextEncoder().encode(password).length > PASSWORD_MAX_BYTES)
    return t("validation.passwordTooLong", { max: PASSWORD_MAX_BYTES });
  return undefined;
}

/** A new password and its confirmation: the password's problem, else a mismatch on the confirmation. */
export function newPasswordProblems(t: TFunction, password: string, confirm: string) {
  const problem = passwordProblem(t, password);
  return { password: problem, confirm: !problem && password !== confirm ? t("validation.passwordMismatch") : undefined };
}
