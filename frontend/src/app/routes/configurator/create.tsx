import { useParams } from "react-router-dom";
import { ConfiguratorScreen } from "@/features/configurator/components/configurator-screen";

/** `/configuratore/:category`: a new configuration for a category. */
export function Component() {
  const { category = "" } = useParams();
  return <ConfiguratorScreen mode={{ kind: "new", category }} />;
}
