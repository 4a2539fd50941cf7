import { Link } from "react-router-dom";
import type { TFunction } from "i18next";
import type { Column } from "@/components/ui/data-table";
import { paths } from "@/config/paths";
import { formatCents, formatDate } from "@/lib/format";
import type { ConfigurationSummary, Role } from "@/api/types";
import { ValidityPill } from "@/features/configurator/components/validity-pill";
import { RequestStatusBadge } from "@/features/requests/components/request-status-badge";
import { NAME_FILTERS, NameButton, type Ownership } from "./configurations-ownership";

/** The sortable columns (the server's sort keys). */
export const SORTS = ["updatedAt", "name", "categoryName", "ownerName", "customerName", "grandTotal"] as const;

const [OWNER, COMPANY, CUSTOMER] = NAME_FILTERS;

function ValidityBadge({ row }: { row: ConfigurationSummary }) {
  return <ValidityPill validity={row.stale ? "stale" : !row.valid ? "invalid" : row.complete ? "valid" : "incomplete"} />;
}

/**
 * The list's columns. A role seeing more than its own also reads whose each row is: the owner (when the list
 * shows more than "Mie") and the end customer, with the company beside it for those who see several
 * companies (a customer manager's rows are all of their company); each name narrows the list to it.
 */
export function configurationColumns(t: TFunction, role: Role | undefined, ownership: Ownership): Column<ConfigurationSummary>[] {
  const severalCompanies = role === "account_manager" || role === "admin";
  const { wide, scope, filterBy } = ownership;
  return [
    {
      key: "name",
      label: t("configurations.colName"),
      sortable: true,
      render: (row) => <Link to={paths.configurator.edit.getHref(row.publicId)}>{row.name}</Link>,
    },
    { key: "categoryName", label: t("configurations.colCategory"), sortable: true },
    ...(scope !== "mine"
      ? [
          {
            key: "ownerName",
            label: t("configurations.colOwner"),
            sortable: true,
            render: (row: ConfigurationSummary) => <NameButton row={row} filter={OWNER} onFilter={filterBy} />,
          },
        ]
      : []),
    ...(wide
      ? [
          {
            key: "customerName",
            label: severalCompanies ? t("configurations.colCustomerCompany") : t("configurations.colCustomer"),
            sortable: true,
            render: (row: ConfigurationSummary) =>
              row.customerId || (severalCompanies && row.companyId) ? (
                <span className="wz-names">
                  <NameButton row={row} filter={CUSTOMER} onFilter={filterBy} />
                  {severalCompanies && <NameButton row={row} filter={COMPANY} onFilter={filterBy} />}
                </span>
              ) : (
                t("common.emptyValue")
              ),
          },
        ]
      : []),
    { key: "validity", label: t("configurations.colValidity"), render: (row) => <ValidityBadge row={row} /> },
    {
      key: "grandTotal",
      label: t("configurations.colPrice"),
      align: "end",
      sortable: true,
      render: (row) => formatCents(row.savedGrandTotal),
    },
    {
      key: "requestStatus",
      label: t("configurations.colStatus"),
      render: (row) => (row.requestStatus ? <RequestStatusBadge status={row.requestStatus} /> : t("configurations.noRequest")),
    },
    { key: "updatedAt", label: t("configurations.colUpdated"), sortable: true, render: (row) => formatDate(row.updatedAt) },
  ];
}
