import { CompanyFilters } from "@/features/admin/components/company-filters";

/** `/admin/company/:id/filters`: Filtri catalogo of a company, with the preview of what it sees. */
export function Component() {
  return <CompanyFilters />;
}
