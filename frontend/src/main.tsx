import "./styles/index.css";
import "./styles/components.css";
import "./styles/print.css";
import { initialLanguage, loadLanguage } from "./i18n";
import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { RouterProvider } from "react-router-dom";
import { AppProvider } from "./app/provider";
import { createRouter } from "./app/router";
import { createQueryClient } from "./lib/react-query";
import { setNavigator } from "./lib/api-client";
import { dropExpiredToken } from "./lib/token";

dropExpiredToken();
const queryClient = createQueryClient();
const router = createRouter();
// A 401 sends the browser to /login?redirect=... through the router (no full reload).
setNavigator((href) => void router.navigate(href, { replace: true }));

const rootElement = document.getElementById("root");
if (!rootElement) throw new Error("#root element missing");

// The first screen comes in the visitor's language (its catalogue loaded first), or in Italian should it fail.
void loadLanguage(initialLanguage())
  .catch(() => undefined)
  .then(() =>
    createRoot(rootElement).render(
      <StrictMode>
        <AppProvider queryClient={queryClient}>
          <RouterProvider router={router} />
        </AppProvider>
      </StrictMode>,
    ),
  );
