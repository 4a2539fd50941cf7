import { ConfiguratorList } from "@/features/admin/components/configurator-list";

/** `/admin/configuration`: Configuratori. */
export function Component() {
  return <ConfiguratorList />;
}
