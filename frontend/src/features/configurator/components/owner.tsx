import { useState } from "react";
import { useTranslation } from "react-i18next";
import type { TFunction } from "i18next";
import { Dialog } from "@/components/ui/dialog";
import { useUser } from "@/lib/auth";
import type { Configuration } from "@/api/types";

/** "Anna Neri · Arredamenti Rossi": whose a configuration is, with the company it belongs to when it has one. */
export function ownerText(configuration: Configuration): string {
  return [configuration.ownerName, configuration.companyName].filter(Boolean).join(" · ");
}

/**
 * The name a copy saved from someone else's configuration gets: the one the user typed, or "Copia di …" when
 * they kept the original's, as every copy is named (docs/product.md section 4.4).
 */
export function copyName(typed: string, original: string, t: TFunction): string {
  return typed === original ? t("wizard.copyOf", { name: original }) : typed;
}

/** The configuration the editor shows when it is not the signed-in user's (null: theirs, or not known yet). */
export function useOthersConfiguration(configuration: Configuration | null): Configuration | null {
  const me = useUser().data?.id;
  return configuration && me !== undefined && configuration.ownerId !== me ? configuration : null;
}

/** "Di: Anna Neri · Arredamenti Rossi", above the editor of someone else's configuration. */
export function OwnerLine({ configuration }: { configuration: Configuration }) {
  const { t } = useTranslation();
  return (
    <p className="wz-owner muted" data-testid="configuration-owner">
      {t("wizard.ownedBy", { owner: ownerText(configuration) })}
    </p>
  );
}

/**
 * Saving over someone else's configuration asks first: save it anyway (the change is theirs too), save it as a
 * copy of the user's own (theirs stays as it is), or cancel. `save` stores the configuration (as a copy or
 * not); the returned `onSave` is what the summary's save buttons call, and `dialog` the question, when asked.
 */
export function useOwnerGuard(others: Configuration | null, save: (asDraft: boolean, asCopy: boolean) => void) {
  const { t } = useTranslation();
  // the save that waits for an answer: as a draft or complete
  const [asking, setAsking] = useState<boolean | null>(null);
  const answer = (asCopy: boolean) => {
    const asDraft = asking ?? true;
    setAsking(null);
    save(asDraft, asCopy);
  };
  const owner = others?.ownerName ?? "";
  const dialog =
    others && asking !== null ? (
      <Dialog
        role="alertdialog"
        title={t("wizard.othersTitle")}
        describedBy="wz-others-text"
        onClose={() => setAsking(null)}
        footer={
          <>
            <button type="button" className="button" data-autofocus onClick={() => setAsking(null)}>
              {t("common.cancel")}
            </button>
            <button type="button" className="button" onClick={() => answer(false)}>
              {t("wizard.saveAnyway")}
            </button>
            <button type="button" className="button button--primary" onClick={() => answer(true)}>
              {t("wizard.saveAsCopy")}
            </button>
          </>
        }
      >
        <div id="wz-others-text">
          <p>{t("wizard.othersText", { owner })}</p>
          <p className="muted">{t("wizard.othersExplain", { owner })}</p>
        </div>
      </Dialog>
    ) : null;
  return { onSave: (asDraft: boolean) => (others ? setAsking(asDraft) : save(asDraft, false)), dialog };
}
