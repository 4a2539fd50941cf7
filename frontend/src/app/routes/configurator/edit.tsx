import { useParams } from "react-router-dom";
import { ConfiguratorScreen, type SavedPanel } from "@/features/configurator/components/configurator-screen";
import { ConfigurationRequests } from "@/features/requests/components/configuration-requests";
import { SendRequestButton } from "@/features/requests/components/send-request-button";
import { QuoteDownloadButton } from "@/features/quotes/quote-download-button";
import { IssuedQuotes } from "@/features/quotes/issued-quotes";
import { RevisionHistory } from "@/features/configurator/components/revision-history";

/** The summary's part of a saved configuration: its issued quotes, its customization requests and its
 *  revisions (the request and the PDF quote's preview are in the summary's action bar). */
const SavedConfigurationPanel: SavedPanel = ({ configuration, dirty, ready, catalogue, onReplaced }) => {
  return (
    <>
      <IssuedQuotes publicId={configuration.publicId} dirty={dirty} ready={ready} />
      <ConfigurationRequests configuration={configuration} dirty={dirty} ready={ready} />
      <RevisionHistory configuration={configuration} catalogue={catalogue} dirty={dirty} onRestored={onReplaced} />
    </>
  );
};

/** `/configuratore/edit/:opaqueid`: edits a saved configuration (keeps its public id) and sends it as a request. */
export function Component() {
  const { opaqueid = "" } = useParams();
  return (
    <ConfiguratorScreen
      mode={{ kind: "edit", opaqueId: opaqueid }}
      savedPanel={SavedConfigurationPanel}
      requestButton={SendRequestButton}
      quoteButton={QuoteDownloadButton}
    />
  );
}
