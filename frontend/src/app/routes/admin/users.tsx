import { ResourceScreen } from "@/features/admin/components/resource-screen";

/** `/admin/user`: Utenti. */
export function Component() {
  return <ResourceScreen name="user" />;
}
