import type { FormEvent } from "react";
import { useNavigate, useSearchParams } from "react-router-dom";
import { useTranslation } from "react-i18next";
import { useLogin } from "@/lib/auth";
import { safeRedirect } from "@/lib/redirect";
import { errorMessage } from "@/lib/errors";
import { emailProblem } from "@/lib/email";
import { useFormErrors } from "@/lib/use-form-errors";
import { TextField } from "@/components/ui/form";
import { paths } from "@/config/paths";
import { AuthForm, AuthPage, EmailField } from "./auth-form";

/** `/login`: email and password; afterwards back to `redirect` when it is a path of this app. */
export function Component() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const login = useLogin();
  const form = useFormErrors<{ email?: string; password?: string }>();
  const { errors, check, fail } = form;

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const email = String(data.get("email") ?? "").trim();
    const password = String(data.get("password") ?? "");
    if (!check({ email: emailProblem(t, email), password: password ? undefined : t("validation.required") })) return;
    login.mutate(
      { email, password },
      {
        onSuccess: () => void navigate(safeRedirect(params.get("redirect")), { replace: true }),
        onError: (error) => fail({}, errorMessage(t, error)),
      },
    );
  };

  return (
    <AuthPage title={t("titles.login")}>
      <AuthForm
        screen="login"
        form={form}
        onSubmit={onSubmit}
        pending={login.isPending}
        footer={{ to: paths.auth.forgotPassword.getHref(), label: t("auth.forgotLink") }}
      >
        <EmailField autoComplete="username" error={errors.email} />
        <TextField
          label={t("auth.password")}
          name="password"
          type="password"
          autoComplete="current-password"
          required
          revealable
          error={errors.password}
        />
      </AuthForm>
    </AuthPage>
  );
}
