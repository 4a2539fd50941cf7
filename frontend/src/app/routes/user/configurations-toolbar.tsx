import { useTranslation } from "react-i18next";
import { ToolbarSelect } from "@/components/ui/toolbar-select";
import { SearchBox } from "@/components/ui/search-box";
import { ToolbarDays } from "@/components/ui/toolbar-days";
import { ExportButton } from "@/components/export-button";
import type { ListState } from "@/lib/use-list-state";
import { REQUEST_STATUSES } from "@/api/types";
import { useCategories } from "@/features/configurator/api/wizard";
import { ScopeSwitch, type Ownership } from "./configurations-ownership";

/** The request-status filter: the statuses, and `none` for never sent. */
export const REQUEST_FILTERS = ["none", ...REQUEST_STATUSES] as const;
export type RequestFilter = (typeof REQUEST_FILTERS)[number];

/** Search, whose rows, category, request status and days of the last save, and the CSV export of the very rows the list shows. */
export function ConfigurationsToolbar({
  state,
  ownership,
  categoryId,
  requestStatus,
  narrowed,
}: {
  state: ListState;
  ownership: Ownership;
  categoryId: number | undefined;
  requestStatus: RequestFilter | undefined;
  narrowed: { modelId?: number; updatedFrom?: string; updatedTo?: string };
}) {
  const { t } = useTranslation();
  const categories = useCategories().data?.items ?? [];
  const { q, sort, order } = state;
  return (
    <div className="toolbar">
      <SearchBox label={t("common.search")} placeholder={t("common.searchPlaceholder")} value={state.search} onChange={state.onSearch} />
      <ScopeSwitch ownership={ownership} />
      <ToolbarSelect
        id="configurations-category"
        label={t("configurations.colCategory")}
        value={String(categoryId ?? "")}
        allLabel={t("configurations.allCategories")}
        options={categories.map((c) => ({ value: String(c.id), label: c.name }))}
        onChange={(value) => state.setFilter("categoryId", value || null)}
      />
      <ToolbarSelect
        id="configurations-request"
        label={t("configurations.colStatus")}
        value={requestStatus ?? ""}
        allLabel={t("configurations.allRequests")}
        options={REQUEST_FILTERS.map((s) => ({
          value: s,
          label: s === "none" ? t("configurations.noRequestSent") : t(`requestStatus.${s}`),
        }))}
        onChange={(value) => state.setFilter("requestStatus", value || null)}
      />
      <ToolbarDays
        id="configurations-saved"
        label={t("configurations.savedDays")}
        from={narrowed.updatedFrom}
        to={narrowed.updatedTo}
        onChange={(bound, day) => state.setFilter(bound === "from" ? "updatedFrom" : "updatedTo", day)}
      />
      <ExportButton base="productconf" query={{ q, ...ownership.query, categoryId, requestStatus, ...narrowed, sort, order }} />
    </div>
  );
}
