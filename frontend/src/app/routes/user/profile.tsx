import type { FormEvent } from "react";
import { useTranslation } from "react-i18next";
import { Page } from "@/components/ui/page";
import { PageSpinner } from "@/components/ui/spinner";
import { FormAlert, SelectField, TextField } from "@/components/ui/form";
import { NewPasswordFields } from "@/components/ui/new-password-fields";
import { toast } from "@/components/ui/toast/toast-store";
import { errorMessage, fieldErrors } from "@/lib/errors";
import { newPasswordProblems } from "@/lib/password";
import { useFormErrors } from "@/lib/use-form-errors";
import { paths } from "@/config/paths";
import { useChangePassword, useMyProfile, useUpdateProfile } from "@/features/user/api/profile";
import type { ExtendedUser } from "@/api/types";
import { DEFAULT_LANGUAGE, i18next, LANGUAGES, languageOf, loadLanguage } from "@/i18n";

function ProfileForm({ profile }: { profile: ExtendedUser }) {
  const { t } = useTranslation();
  const update = useUpdateProfile();
  const { formRef, errors, formError, check, fail } = useFormErrors();

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const input = {
      firstName: String(data.get("firstName") ?? "").trim(),
      lastName: String(data.get("lastName") ?? "").trim(),
      phone: String(data.get("phone") ?? "").trim() || null,
      locale: String(data.get("locale") ?? DEFAULT_LANGUAGE),
    };
    const required = (value: string) => (value ? undefined : t("validation.required"));
    if (!check({ firstName: required(input.firstName), lastName: required(input.lastName) })) return;
    update.mutate(
      input,
      {
        // said in the language just saved
        onSuccess: (saved) => void loadLanguage(languageOf(saved.locale)).then(() => toast.success(i18next.t("profile.saved"))),
        onError: (error) => fail(fieldErrors(error), errorMessage(t, error)),
      },
    );
  };

  return (
    <section className="card" aria-labelledby="profile-data">
      <h2 id="profile-data" className="section__title">
        {t("profile.personalData")}
      </h2>
      <dl className="summary-list">
        <div>
          <dt>{t("auth.email")}</dt>
          <dd>{profile.email}</dd>
        </div>
        <div>
          <dt>{t("profile.role")}</dt>
          <dd>{t(`roles.${profile.role}`)}</dd>
        </div>
        {profile.companyName && (
          <div>
            <dt>{t("profile.company")}</dt>
            <dd>{profile.companyName}</dd>
          </div>
        )}
        {profile.customerName && (
          <div>
            <dt>{t("profile.customer")}</dt>
            <dd>{profile.customerName}</dd>
          </div>
        )}
      </dl>
      <form ref={formRef} className="stack" noValidate onSubmit={onSubmit} aria-labelledby="profile-data">
        {formError && <FormAlert>{formError}</FormAlert>}
        <div className="form-grid">
          <TextField
            label={t("profile.firstName")}
            name="firstName"
            autoComplete="given-name"
            required
            defaultValue={profile.firstName}
            error={errors.firstName}
          />
          <TextField
            label={t("profile.lastName")}
            name="lastName"
            autoComplete="family-name"
            required
            defaultValue={profile.lastName}
            error={errors.lastName}
          />
          <TextField
            label={t("profile.phone")}
            name="phone"
            type="tel"
            autoComplete="tel"
            defaultValue={profile.phone ?? ""}
            error={errors.phone}
          />
          <SelectField
            label={t("profile.locale")}
            name="locale"
            defaultValue={languageOf(profile.locale)}
            error={errors.locale}
            options={LANGUAGES.map((language) => ({ value: language, label: t(`language.names.${language}`) }))}
          />
        </div>
        <div className="row">
          <button type="submit" className="button button--primary" disabled={update.isPending}>
            {update.isPending ? t("common.saving") : t("common.save")}
          </button>
        </div>
      </form>
    </section>
  );
}

function PasswordForm({ email }: { email: string }) {
  const { t } = useTranslation();
  const change = useChangePassword();
  const { formRef, errors, formError, check, fail } = useFormErrors();

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const data = new FormData(form);
    const currentPassword = String(data.get("currentPassword") ?? "");
    const newPassword = String(data.get("newPassword") ?? "");
    const problems = newPasswordProblems(t, newPassword, String(data.get("confirm") ?? ""));
    const next = {
      currentPassword: currentPassword ? undefined : t("validation.required"),
      newPassword: problems.password,
      confirm: problems.confirm,
    };
    if (!check(next)) return;
    change.mutate(
      { currentPassword, newPassword },
      {
        onSuccess: () => {
          form.reset();
          toast.success(t("profile.passwordChanged"));
        },
        onError: (error) => {
          const fields = fieldErrors(error);
          if (fields.password && !fields.newPassword) fields.newPassword = fields.password;
          fail(fields, errorMessage(t, error));
        },
      },
    );
  };

  return (
    <section className="card" aria-labelledby="profile-password">
      <h2 id="profile-password" className="section__title">
        {t("profile.passwordTitle")}
      </h2>
      <p className="muted">{t("profile.passwordIntro")}</p>
      <form ref={formRef} className="stack" noValidate onSubmit={onSubmit} aria-labelledby="profile-password">
        {formError && <FormAlert>{formError}</FormAlert>}
        <input type="text" name="username" autoComplete="username" hidden readOnly value={email} />
        <TextField
          label={t("auth.currentPassword")}
          name="currentPassword"
          type="password"
          autoComplete="current-password"
          required
          error={errors.currentPassword}
        />
        <NewPasswordFields name="newPassword" errors={{ password: errors.newPassword, confirm: errors.confirm }} />
        <div className="row">
          <button type="submit" className="button button--primary" disabled={change.isPending}>
            {change.isPending ? t("common.saving") : t("profile.passwordSubmit")}
          </button>
        </div>
      </form>
    </section>
  );
}

/** `/user/profilo`: own names, phone, locale and password. */
export function Component() {
  const { t } = useTranslation();
  const { data: profile, isPending, isError } = useMyProfile();
  return (
    <Page
      title={t("titles.profile")}
      intro={t("profile.intro")}
      breadcrumbs={[{ label: t("titles.home"), to: paths.home.getHref() }, { label: t("titles.profile") }]}
    >
      {isPending ? (
        <PageSpinner />
      ) : isError || !profile ? (
        <FormAlert>{t("errors.generic")}</FormAlert>
      ) : (
        <div className="stack stack--large">
          {/* a language switched in the header shows in the form's choice */}
          <ProfileForm key={languageOf(profile.locale)} profile={profile} />
          <PasswordForm email={profile.email} />
        </div>
      )}
    </Page>
  );
}
