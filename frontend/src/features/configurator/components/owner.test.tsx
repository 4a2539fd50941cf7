import { afterEach, describe, expect, it, vi } from "vitest";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useParams } from "react-router-dom";
import { renderRoutes, testQueryClient } from "@/testing/render";
import { emptyPage, mockWizardApi, sofaCatalogue, sofaWizard } from "@/testing/catalogue";
import { jsonResponse } from "@/testing/fetch-mock";
import { makeUser, savedConfiguration } from "@/testing/fixtures";
import { clearToasts } from "@/components/ui/toast/toast-store";
import type { Draft } from "@/api/types";
import { ConfiguratorScreen } from "./configurator-screen";

function EditRoute() {
  const { opaqueid = "" } = useParams();
  return <ConfiguratorScreen mode={{ kind: "edit", opaqueId: opaqueid }} />;
}

const routes = [{ path: "/configuratore/edit/:opaqueid", element: <EditRoute /> }];

const DRAFT: Draft = { typeId: 1, modelId: 11, parts: [{ partId: 20, quantity: 1, values: [{ featureId: 30, valueId: 40 }] }], quantity: 1 };

/** Anna Neri's configuration "abc" of Arredamenti Rossi. */
const annas = (overrides: Record<string, unknown> = {}) =>
  savedConfiguration({
    publicId: "abc",
    configuratorId: 5,
    version: 3,
    draft: DRAFT,
    ownerId: 7,
    ownerName: "Anna Neri",
    companyId: 2,
    companyName: "Arredamenti Rossi",
    customerId: null,
    notes: null,
    changes: [],
    ...overrides,
  });

const price = { lines: [], listTotal: 129900, discountPercent: 0, discount: 0, netTotal: 129900, quantity: 1, grandTotal: 129900 };
const evaluation = { complete: true, valid: true, violations: [], disabled: [], states: [], options: [], price };

/** The editor of "abc" for `userId`, with the saves it receives. */
function setup(userId: number) {
  const saves: { method: string; url: string; body: Record<string, unknown> }[] = [];
  const saved = (url: string, init: RequestInit) => {
    saves.push({ method: String(init.method), url, body: JSON.parse(String(init.body)) });
    return jsonResponse(url.endsWith("/copy") ? 201 : 200, annas({ publicId: url.endsWith("/copy") ? "mine" : "abc", ownerId: userId }));
  };
  mockWizardApi(sofaWizard(sofaCatalogue()), () => evaluation, {
    "GET /api/productconf/abc": () => jsonResponse(200, annas()),
    "GET /api/productconf/mine": () => jsonResponse(200, annas({ publicId: "mine", ownerId: userId })),
    "POST /api/productconf/abc/evaluate": () => jsonResponse(200, evaluation),
    "POST /api/productconf/mine/evaluate": () => jsonResponse(200, evaluation),
    "GET /api/customer": emptyPage,
    "PUT /api/productconf/abc": saved,
    "POST /api/productconf/abc/copy": saved,
  });
  const rendered = renderRoutes(routes, "/configuratore/edit/abc", testQueryClient(makeUser("customer_manager", { id: userId, companyId: 2 })));
  return { saves, ...rendered };
}

afterEach(() => {
  vi.unstubAllGlobals();
  clearToasts();
});

describe("someone else's configuration in the editor", () => {
  it("names its owner and asks before saving over it: 'Salva come copia' saves the user's own copy, named as a copy", async () => {
    const user = userEvent.setup();
    const { saves, router } = setup(1);
    expect(await screen.findByTestId("configuration-owner")).toHaveTextContent("Di: Anna Neri · Arredamenti Rossi");
    await screen.findByLabelText("Nome della configurazione");
    // the notes change; the name stays the original's
    await user.click(screen.getByText("Note, cliente e quantità"));
    await user.type(screen.getByLabelText("Note"), "Più chiaro");
    const save = screen.getByRole("button", { name: "Salva configurazione" });
    await waitFor(() => expect(save).toBeEnabled());
    await user.click(save);

    const dialog = await screen.findByRole("alertdialog", { name: "Salvare la configurazione di un altro utente?" });
    expect(dialog).toHaveTextContent("Questa configurazione è di Anna Neri.");
    expect(within(dialog).getByRole("button", { name: "Annulla" })).toHaveFocus();
    await user.click(within(dialog).getByRole("button", { name: "Annulla" }));
    expect(screen.queryByRole("alertdialog")).not.toBeInTheDocument();
    expect(saves).toEqual([]);

    await user.click(save);
    await user.click(await screen.findByRole("button", { name: "Salva come copia" }));
    await waitFor(() => expect(saves).toHaveLength(1));
    expect(saves[0]).toMatchObject({
      method: "POST",
      url: "/api/productconf/abc/copy",
      body: { name: "Copia di Salotto", notes: "Più chiaro", customerId: null, draft: DRAFT },
    });
    // the copy opens in its place, the user's own: no owner line, no question
    await waitFor(() => expect(router.state.location.pathname).toBe("/configuratore/edit/mine"));
    await waitFor(() => expect(screen.queryByTestId("configuration-owner")).not.toBeInTheDocument());
  });

  it("'Salva comunque' saves over it as before", async () => {
    const user = userEvent.setup();
    const { saves } = setup(1);
    const name = await screen.findByLabelText("Nome della configurazione");
    await user.clear(name);
    await user.type(name, "Salotto rivisto");
    await user.click(screen.getByRole("button", { name: "Salva come bozza" }));
    await user.click(await screen.findByRole("button", { name: "Salva comunque" }));
    await waitFor(() => expect(saves).toHaveLength(1));
    expect(saves[0]).toMatchObject({ method: "PUT", url: "/api/productconf/abc", body: { version: 3, name: "Salotto rivisto" } });
  });

  it("does not ask the owner", async () => {
    const user = userEvent.setup();
    const { saves } = setup(7);
    const name = await screen.findByLabelText("Nome della configurazione");
    expect(screen.queryByTestId("configuration-owner")).not.toBeInTheDocument();
    await user.type(name, " 2");
    await user.click(screen.getByRole("button", { name: "Salva come bozza" }));
    await waitFor(() => expect(saves).toHaveLength(1));
    expect(screen.queryByRole("alertdialog")).not.toBeInTheDocument();
    expect(saves[0]).toMatchObject({ method: "PUT", body: { name: "Salotto 2" } });
  });
});
