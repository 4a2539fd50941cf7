import { ConfiguratorForm } from "@/features/admin/components/configurator-form";

/** `/admin/configuration/new`: Nuovo configuratore. */
export function Component() {
  return <ConfiguratorForm />;
}
