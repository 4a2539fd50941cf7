import { useParams } from "react-router-dom";
import { ConfiguratorForm } from "@/features/admin/components/configurator-form";

/** `/admin/configuration/edit/:id`: Modifica configuratore. */
export function Component() {
  const { id = "" } = useParams();
  return <ConfiguratorForm id={id} />;
}
