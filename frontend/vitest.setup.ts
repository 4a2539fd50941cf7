import "@testing-library/jest-dom/vitest";
import { cleanup } from "@testing-library/react";
import { afterEach, beforeEach } from "vitest";
import { i18next } from "./src/i18n";

// jsdom's browser prefers en-US; the tests read the default language, Italian, unless they switch.
beforeEach(() => {
  void i18next.changeLanguage("it");
});

afterEach(() => {
  cleanup();
  window.localStorage.clear();
});
