import { useTranslation } from "react-i18next";
import { TextField } from "@/components/ui/form";
import { PASSWORD_MIN_CHARS } from "@/config/constants";

/** A new password (revealable, with the rules as hint) and its confirmation `confirm`. */
export function NewPasswordFields({
  name,
  errors,
}: {
  name: string;
  errors: { password?: string | undefined; confirm?: string | undefined };
}) {
  const { t } = useTranslation();
  return (
    <>
      <TextField
        label={t("auth.newPassword")}
        name={name}
        type="password"
        autoComplete="new-password"
        required
        revealable
        hint={t("auth.passwordHint", { min: PASSWORD_MIN_CHARS })}
        error={errors.password}
      />
      <TextField
        label={t("auth.confirmPassword")}
        name="confirm"
        type="password"
        autoComplete="new-password"
        required
        error={errors.confirm}
      />
    </>
  );
}
