import { ResourceScreen } from "@/features/admin/components/resource-screen";
import { ModelParts } from "@/features/admin/components/model-parts";

/** `/admin/product-model`: Modelli; the edit panel lists the model's parts. */
export function Component() {
  return <ResourceScreen name="productmodel" editExtra={(model) => <ModelParts model={model} />} />;
}
