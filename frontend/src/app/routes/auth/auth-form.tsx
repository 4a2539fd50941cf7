import type { FormEvent, ReactNode, RefObject } from "react";
import { Link } from "react-router-dom";
import { useTranslation } from "react-i18next";
import { Page } from "@/components/ui/page";
import { FormAlert, TextField } from "@/components/ui/form";
import "./auth.css";

/** The narrow card of the screens before login. */
export function AuthPage({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Page title={title} width="narrow">
      <div className="card auth-card">{children}</div>
    </Page>
  );
}

/** The texts of each auth form. */
const TEXTS = {
  login: { title: "titles.login", intro: "auth.loginIntro", submit: "auth.loginSubmit", submitting: "auth.loginSubmitting" },
  forgotPassword: {
    title: "titles.forgotPassword",
    intro: "auth.forgotIntro",
    submit: "auth.forgotSubmit",
    submitting: "auth.forgotSubmitting",
  },
  resetPassword: {
    title: "titles.resetPassword",
    intro: "auth.resetIntro",
    submit: "auth.resetSubmit",
    submitting: "auth.resetSubmitting",
  },
} as const;

/** An auth screen's intro, form (named by the screen's title) with its full-width submit, and a link under it. */
export function AuthForm({
  screen,
  form: { formRef, formError },
  onSubmit,
  pending,
  footer,
  children,
}: {
  screen: keyof typeof TEXTS;
  form: { formRef: RefObject<HTMLFormElement | null>; formError: string | null };
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  pending: boolean;
  footer: { to: string; label: string };
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const texts = TEXTS[screen];
  const title = t(texts.title);
  return (
    <>
      <p className="muted">{t(texts.intro)}</p>
      <form ref={formRef} className="stack" noValidate onSubmit={onSubmit} aria-label={title}>
        {formError && <FormAlert>{formError}</FormAlert>}
        {children}
        <button type="submit" className="button button--primary button--block" disabled={pending}>
          {pending ? t(texts.submitting) : t(texts.submit)}
        </button>
      </form>
      <p className="auth-card__footer">
        <Link to={footer.to}>{footer.label}</Link>
      </p>
    </>
  );
}

/** The e-mail field of login and forgot-password (`username` where a password follows it). */
export function EmailField({ autoComplete, error }: { autoComplete: "email" | "username"; error?: string }) {
  const { t } = useTranslation();
  return (
    <TextField label={t("auth.email")} name="email" type="email" autoComplete={autoComplete} inputMode="email" required error={error} />
  );
}
