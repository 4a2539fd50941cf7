import { useRef, useState, type FormEvent } from "react";
import { Link, useNavigate, useSearchParams } from "react-router-dom";
import { useTranslation } from "react-i18next";
import { useLogin } from "@/lib/auth";
import { safeRedirect } from "@/lib/redirect";
import { errorMessage } from "@/lib/errors";
import { Page } from "@/components/ui/page";
import { focusFirstInvalid, FormAlert, TextField } from "@/components/ui/form";
import { paths } from "@/config/paths";

const EMAIL_RE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** `/login`: email and password; afterwards back to `redirect` when it is a path of this app. */
export function Component() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const login = useLogin();
  const formRef = useRef<HTMLFormElement>(null);
  const [errors, setErrors] = useState<{ email?: string; password?: string }>({});
  const [formError, setFormError] = useState<string | null>(null);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const email = String(data.get("email") ?? "").trim();
    const password = String(data.get("password") ?? "");
    const next: typeof errors = {};
    if (!email) next.email = t("validation.required");
    else if (!EMAIL_RE.test(email)) next.email = t("validation.email");
    if (!password) next.password = t("validation.required");
    setErrors(next);
    setFormError(null);
    if (next.email || next.password) {
      focusFirstInvalid(formRef.current);
      return;
    }
    login.mutate(
      { email, password },
      {
        onSuccess: () => void navigate(safeRedirect(params.get("redirect")), { replace: true }),
        onError: (error) => setFormError(errorMessage(t, error)),
      },
    );
  };

  return (
    <Page title={t("titles.login")} width="narrow">
      <div className="card auth-card">
        <p className="muted">{t("auth.loginIntro")}</p>
        <form ref={formRef} className="stack" noValidate onSubmit={onSubmit} aria-label={t("titles.login")}>
          {formError && <FormAlert>{formError}</FormAlert>}
          <TextField
            label={t("auth.email")}
            name="email"
            type="email"
            autoComplete="username"
            inputMode="email"
            required
            error={errors.email}
          />
          <TextField
            label={t("auth.password")}
            name="password"
            type="password"
            autoComplete="current-password"
            required
            revealable
            error={errors.password}
          />
          <button type="submit" className="button button--primary button--block" disabled={login.isPending}>
            {login.isPending ? t("auth.loginSubmitting") : t("auth.loginSubmit")}
          </button>
        </form>
        <p className="auth-card__footer">
          <Link to={paths.auth.forgotPassword.getHref()}>{t("auth.forgotLink")}</Link>
        </p>
      </div>
    </Page>
  );
}
