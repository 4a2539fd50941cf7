import { useParams } from "react-router-dom";
import { ConfiguratorScreen } from "@/features/configurator/components/configurator-screen";
import { ConfigurationRequests } from "@/features/requests/components/configuration-requests";

/** `/configuratore/edit/:opaqueid`: edits a saved configuration (keeps its public id) and sends it as a request. */
export function Component() {
  const { opaqueid = "" } = useParams();
  return <ConfiguratorScreen mode={{ kind: "edit", opaqueId: opaqueid }} savedPanel={ConfigurationRequests} />;
}
