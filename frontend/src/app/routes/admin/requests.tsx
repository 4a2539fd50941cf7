import { useSearchParams } from "react-router-dom";
import { useTranslation } from "react-i18next";
import { ResourcePage } from "@/features/admin/components/resource-page";
import { REQUEST_STATUSES } from "@/types/api";

/** `/admin/request`: Richieste, filterable by status. */
export function Component() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const current = params.get("status") ?? "";
  const choose = (status: string) => {
    const next = new URLSearchParams(params);
    if (status) next.set("status", status);
    else next.delete("status");
    next.delete("page");
    setParams(next, { replace: true });
  };
  const filter = (
    <div className="segmented" role="group" aria-label={t("admin.statusFilter")}>
      {["", ...REQUEST_STATUSES].map((status) => (
        <button
          key={status || "all"}
          type="button"
          className="segmented__option"
          aria-pressed={current === status}
          onClick={() => choose(status)}
        >
          {status ? t(`requestStatus.${status as (typeof REQUEST_STATUSES)[number]}`) : t("admin.allStatuses")}
        </button>
      ))}
    </div>
  );
  return (
    <ResourcePage
      config={{
        key: "requests",
        columns: ["configuration", "requester", "company", "status", "createdAt"],
        sortable: ["status", "createdAt"],
        toolbar: filter,
      }}
    />
  );
}
