import { useNavigate } from "react-router-dom";
import { useTranslation } from "react-i18next";
import { toast } from "@/components/ui/toast/toast-store";
import { isApiError } from "@/lib/api-client";
import { errorMessage } from "@/lib/errors";
import { paths } from "@/config/paths";
import { useConfiguratorTransition } from "@/features/admin/api/configurators";
import { useLooseT } from "@/features/admin/lib/i18n";
import type { Configurator, Finding } from "@/api/types";
import { findingsOfRefusal } from "./findings";

/**
 * A saved configurator's transitions: publish (a refusal's findings handed to `onRefused`), a new draft
 * from a published one (users keep it until the draft is published in its place), archive.
 */
export function useTransitions(configurator: Configurator | null, onRefused: (findings: Finding[] | null) => void) {
  const t = useLooseT();
  const { t: tf } = useTranslation();
  const navigate = useNavigate();
  const transition = useConfiguratorTransition();

  /** `name` and `ruleIds`: the editor's, as saved just before. */
  const publish = async (name: string, ruleIds: string[]) => {
    if (!configurator) return;
    try {
      await transition.mutateAsync({ id: configurator.id, action: "publish" });
      onRefused(null);
      toast.success(t("admin.cfg.toast.published", { name }));
    } catch (error) {
      if (isApiError(error) && error.status === 422) {
        onRefused(findingsOfRefusal(error.details, ruleIds));
        toast.error(t("admin.cfg.toast.publishRefused"));
        window.setTimeout(() => document.getElementById("cfg-findings-title")?.scrollIntoView?.({ block: "start" }), 0);
      } else {
        toast.error(errorMessage(tf, error));
      }
    }
  };

  const newDraft = async () => {
    if (!configurator) return;
    try {
      const draft = await transition.mutateAsync({ id: configurator.id, action: "newDraft" });
      toast.success(t("admin.cfg.toast.newDraft", { name: configurator.name }));
      navigate(paths.admin.configuratorEdit.getHref(draft.id));
    } catch (error) {
      toast.error(errorMessage(tf, error));
    }
  };

  const archive = async () => {
    if (!configurator) return;
    try {
      await transition.mutateAsync({ id: configurator.id, action: "archive" });
      toast.success(t("admin.cfg.toast.archived", { name: configurator.name }));
    } catch (error) {
      toast.error(errorMessage(tf, error));
    }
  };

  return { publish, newDraft, archive, pending: transition.isPending };
}
