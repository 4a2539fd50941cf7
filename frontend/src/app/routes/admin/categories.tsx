import { ResourceScreen } from "@/features/admin/components/resource-screen";

/** `/admin/product-category`: Categorie. */
export function Component() {
  return <ResourceScreen name="productcategory" />;
}
