import { useTranslation } from "react-i18next";

/** Where a configuration stands: the one set of labels and tones of the wizard and the lists. */
export type Validity = "valid" | "incomplete" | "invalid" | "stale";

const TONE: Record<Validity, string> = {
  valid: "tone-success",
  incomplete: "tone-warning",
  invalid: "tone-danger",
  stale: "tone-warning",
};

export function ValidityPill({ validity }: { validity: Validity }) {
  const { t } = useTranslation();
  return (
    <span className={`pill ${TONE[validity]}`} data-testid="validity" data-validity={validity}>
      {t(`validity.${validity}`)}
    </span>
  );
}
