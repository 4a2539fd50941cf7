import type { FormEvent } from "react";
import { Link } from "react-router-dom";
import { useMutation } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { api } from "@/lib/api-client";
import { errorMessage } from "@/lib/errors";
import { emailProblem } from "@/lib/email";
import { useFormErrors } from "@/lib/use-form-errors";
import { FormAlert } from "@/components/ui/form";
import { paths } from "@/config/paths";
import { AuthForm, AuthPage, EmailField } from "./auth-form";

/** `/forgot-password/`: asks for a reset link (the answer never reveals whether the account exists). */
export function Component() {
  const { t } = useTranslation();
  const form = useFormErrors<{ email?: string }>();
  const { errors, check, fail } = form;
  const send = useMutation({
    mutationFn: (email: string) => api.post<{ message?: string }>("/api/user/forgotpwd", { email }),
  });

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const email = String(new FormData(event.currentTarget).get("email") ?? "").trim();
    if (!check({ email: emailProblem(t, email) })) return;
    send.mutate(email, { onError: (e) => fail({}, errorMessage(t, e)) });
  };

  return (
    <AuthPage title={t("titles.forgotPassword")}>
      {send.isSuccess ? (
        <div className="stack">
          <FormAlert kind="success">{t("auth.forgotSent")}</FormAlert>
          <Link to={paths.auth.login.getHref()} className="button button--block">
            {t("auth.backToLogin")}
          </Link>
        </div>
      ) : (
        <AuthForm
          screen="forgotPassword"
          form={form}
          onSubmit={onSubmit}
          pending={send.isPending}
          footer={{ to: paths.auth.login.getHref(), label: t("auth.backToLogin") }}
        >
          <EmailField autoComplete="email" error={errors.email} />
        </AuthForm>
      )}
    </AuthPage>
  );
}
