import { ResourceScreen } from "@/features/admin/components/resource-screen";

/** `/admin/company`: Aziende. */
export function Component() {
  return <ResourceScreen name="company" />;
}
