import { ResourceScreen } from "@/features/admin/components/resource-screen";

/** `/admin/attribute`: Attributi. */
export function Component() {
  return <ResourceScreen name="attribute" />;
}
