import { ResourceScreen } from "@/features/admin/components/resource-screen";

/** `/admin/company/:id/customers`: Clienti of a company. */
export function Component() {
  return <ResourceScreen name="customer" />;
}
