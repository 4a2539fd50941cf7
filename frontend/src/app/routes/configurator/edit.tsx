import { useParams } from "react-router-dom";
import { useTranslation } from "react-i18next";
import { ConfiguratorScreen, type SavedPanel } from "@/features/configurator/components/configurator-screen";
import { ConfigurationRequests } from "@/features/requests/components/configuration-requests";
import { SendRequestButton } from "@/features/requests/components/send-request-button";
import { QuoteDownloadButton } from "@/features/quotes/quote-download-button";
import { RevisionHistory } from "@/features/configurator/components/revision-history";

/** The summary's part of a saved configuration: its PDF quote, its customization requests, its revisions. */
const SavedConfigurationPanel: SavedPanel = ({ configuration, dirty, ready, catalogue, onReplaced }) => {
  const { t } = useTranslation();
  return (
    <>
      <div className="quote-download">
        <QuoteDownloadButton publicId={configuration.publicId} name={configuration.name} />
        {dirty && <p className="muted">{t("quote.savedOnly")}</p>}
      </div>
      <ConfigurationRequests configuration={configuration} dirty={dirty} ready={ready} />
      <RevisionHistory configuration={configuration} catalogue={catalogue} dirty={dirty} onRestored={onReplaced} />
    </>
  );
};

/** `/configuratore/edit/:opaqueid`: edits a saved configuration (keeps its public id) and sends it as a request. */
export function Component() {
  const { opaqueid = "" } = useParams();
  return <ConfiguratorScreen mode={{ kind: "edit", opaqueId: opaqueid }} savedPanel={SavedConfigurationPanel} requestButton={SendRequestButton} />;
}
