import { useRef, useState, type FormEvent } from "react";
import { Link } from "react-router-dom";
import { useMutation } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { api } from "@/lib/api-client";
import { errorMessage } from "@/lib/errors";
import { Page } from "@/components/ui/page";
import { focusFirstInvalid, FormAlert, TextField } from "@/components/ui/form";
import { paths } from "@/config/paths";

const EMAIL_RE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** `/forgot-password/`: asks for a reset link (the answer never reveals whether the account exists). */
export function Component() {
  const { t } = useTranslation();
  const formRef = useRef<HTMLFormElement>(null);
  const [emailError, setEmailError] = useState<string | undefined>();
  const [formError, setFormError] = useState<string | null>(null);
  const send = useMutation({
    mutationFn: (email: string) => api.post<{ message?: string }>("/api/user/forgotpwd", { email }),
  });

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const email = String(new FormData(event.currentTarget).get("email") ?? "").trim();
    const error = !email ? t("validation.required") : !EMAIL_RE.test(email) ? t("validation.email") : undefined;
    setEmailError(error);
    setFormError(null);
    if (error) {
      focusFirstInvalid(formRef.current);
      return;
    }
    send.mutate(email, { onError: (e) => setFormError(errorMessage(t, e)) });
  };

  return (
    <Page title={t("titles.forgotPassword")} width="narrow">
      <div className="card auth-card">
        {send.isSuccess ? (
          <div className="stack">
            <FormAlert kind="success">{t("auth.forgotSent")}</FormAlert>
            <Link to={paths.auth.login.getHref()} className="button button--block">
              {t("auth.backToLogin")}
            </Link>
          </div>
        ) : (
          <>
            <p className="muted">{t("auth.forgotIntro")}</p>
            <form ref={formRef} className="stack" noValidate onSubmit={onSubmit} aria-label={t("titles.forgotPassword")}>
              {formError && <FormAlert>{formError}</FormAlert>}
              <TextField
                label={t("auth.email")}
                name="email"
                type="email"
                autoComplete="email"
                inputMode="email"
                required
                error={emailError}
              />
              <button type="submit" className="button button--primary button--block" disabled={send.isPending}>
                {send.isPending ? t("auth.forgotSubmitting") : t("auth.forgotSubmit")}
              </button>
            </form>
            <p className="auth-card__footer">
              <Link to={paths.auth.login.getHref()}>{t("auth.backToLogin")}</Link>
            </p>
          </>
        )}
      </div>
    </Page>
  );
}
