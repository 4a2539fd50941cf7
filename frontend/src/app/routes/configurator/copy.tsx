import { useParams } from "react-router-dom";
import { ConfiguratorScreen } from "@/features/configurator/components/configurator-screen";

/** `/configuratore/copy/:opaqueid`: a clone of a configuration; the screen is flagged as a copy. */
export function Component() {
  const { opaqueid = "" } = useParams();
  return <ConfiguratorScreen mode={{ kind: "copy", opaqueId: opaqueid }} />;
}
