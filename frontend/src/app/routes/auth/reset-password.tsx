import { useRef, useState, type FormEvent } from "react";
import { Link, useNavigate, useParams } from "react-router-dom";
import { useMutation } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { api, isApiError } from "@/lib/api-client";
import { errorMessage, fieldErrors } from "@/lib/errors";
import { passwordProblem } from "@/lib/password";
import { Page } from "@/components/ui/page";
import { focusFirstInvalid, FormAlert, TextField } from "@/components/ui/form";
import { toast } from "@/components/ui/toast/toast-store";
import { paths } from "@/config/paths";
import { PASSWORD_MIN_CHARS } from "@/config/constants";

/** `/reset-password/:token`: sets a new password with the token of the e-mailed link. */
export function Component() {
  const { t } = useTranslation();
  const { token = "" } = useParams();
  const navigate = useNavigate();
  const formRef = useRef<HTMLFormElement>(null);
  const [errors, setErrors] = useState<{ password?: string; confirm?: string }>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [invalidToken, setInvalidToken] = useState(false);
  const reset = useMutation({
    mutationFn: (password: string) => api.post<void>("/api/user/resetpwd", { token, password }),
  });

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const password = String(data.get("password") ?? "");
    const confirm = String(data.get("confirm") ?? "");
    const next: typeof errors = {};
    next.password = passwordProblem(t, password);
    if (!next.password && password !== confirm) next.confirm = t("validation.passwordMismatch");
    setErrors(next);
    setFormError(null);
    if (next.password || next.confirm) {
      focusFirstInvalid(formRef.current);
      return;
    }
    reset.mutate(password, {
      onSuccess: () => {
        toast.success(t("auth.resetDone"));
        void navigate(paths.auth.login.getHref(), { replace: true });
      },
      onError: (error) => {
        if (isApiError(error) && error.code === "invalid_token") {
          setInvalidToken(true);
          return;
        }
        const fields = fieldErrors(error);
        if (fields.password) {
          setErrors({ password: fields.password });
          focusFirstInvalid(formRef.current);
        } else {
          setFormError(errorMessage(t, error));
        }
      },
    });
  };

  return (
    <Page title={t("titles.resetPassword")} width="narrow">
      <div className="card auth-card">
        {invalidToken ? (
          <div className="stack">
            <FormAlert>{t("auth.resetInvalidToken")}</FormAlert>
            <Link to={paths.auth.forgotPassword.getHref()} className="button button--primary button--block">
              {t("auth.requestNewLink")}
            </Link>
          </div>
        ) : (
          <>
            <p className="muted">{t("auth.resetIntro")}</p>
            <form ref={formRef} className="stack" noValidate onSubmit={onSubmit} aria-label={t("titles.resetPassword")}>
              {formError && <FormAlert>{formError}</FormAlert>}
              {/* lets password managers file the new password under the right account */}
              <input type="text" name="username" autoComplete="username" hidden readOnly value="" />
              <TextField
                label={t("auth.newPassword")}
                name="password"
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
              <button type="submit" className="button button--primary button--block" disabled={reset.isPending}>
                {reset.isPending ? t("auth.resetSubmitting") : t("auth.resetSubmit")}
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
