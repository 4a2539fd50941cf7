import { useState, type FormEvent } from "react";
import { Link, useNavigate, useParams } from "react-router-dom";
import { useMutation } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { api, isApiError } from "@/lib/api-client";
import { errorMessage, fieldErrors } from "@/lib/errors";
import { newPasswordProblems } from "@/lib/password";
import { useFormErrors } from "@/lib/use-form-errors";
import { FormAlert } from "@/components/ui/form";
import { NewPasswordFields } from "@/components/ui/new-password-fields";
import { toast } from "@/components/ui/toast/toast-store";
import { paths } from "@/config/paths";
import { AuthForm, AuthPage } from "./auth-form";

/** `/reset-password/:token`: sets a new password with the token of the e-mailed link. */
export function Component() {
  const { t } = useTranslation();
  const { token = "" } = useParams();
  const navigate = useNavigate();
  const form = useFormErrors<{ password?: string; confirm?: string }>();
  const { errors, check, fail } = form;
  const [invalidToken, setInvalidToken] = useState(false);
  const reset = useMutation({
    mutationFn: (password: string) => api.post<void>("/api/user/resetpwd", { token, password }),
  });

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const password = String(data.get("password") ?? "");
    if (!check(newPasswordProblems(t, password, String(data.get("confirm") ?? "")))) return;
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
        const { password: problem } = fieldErrors(error);
        if (problem) fail({ password: problem });
        else fail({}, errorMessage(t, error));
      },
    });
  };

  return (
    <AuthPage title={t("titles.resetPassword")}>
      {invalidToken ? (
        <div className="stack">
          <FormAlert>{t("auth.resetInvalidToken")}</FormAlert>
          <Link to={paths.auth.forgotPassword.getHref()} className="button button--primary button--block">
            {t("auth.requestNewLink")}
          </Link>
        </div>
      ) : (
        <AuthForm
          screen="resetPassword"
          form={form}
          onSubmit={onSubmit}
          pending={reset.isPending}
          footer={{ to: paths.auth.login.getHref(), label: t("auth.backToLogin") }}
        >
          {/* lets password managers file the new password under the right account */}
          <input type="text" name="username" autoComplete="username" hidden readOnly value="" />
          <NewPasswordFields name="password" errors={errors} />
        </AuthForm>
      )}
    </AuthPage>
  );
}
