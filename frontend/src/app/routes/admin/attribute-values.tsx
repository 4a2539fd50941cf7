import { ResourceScreen } from "@/features/admin/components/resource-screen";

/** `/admin/attribute/:id/vals`: Valori of an attribute. */
export function Component() {
  return <ResourceScreen name="attributeval" />;
}
