import { useParams } from "react-router-dom";
import { ConfiguratorScreen } from "@/features/configurator/components/configurator-screen";

/** `/configuratore/edit/:opaqueid`: edits a saved configuration (keeps its public id). */
export function Component() {
  const { opaqueid = "" } = useParams();
  return <ConfiguratorScreen mode={{ kind: "edit", opaqueId: opaqueid }} />;
}
