// Browser end-to-end tests (@playwright/test) against a running server: scripts/e2e.sh starts one on its
// own database and sets E2E_BASE_URL, E2E_MAIL_DIR and DEMO_PASSWORD (see e2e/support/env.mjs).
// Chromium is the system one (CHROMIUM_PATH, default /usr/bin/chromium): browsers are never downloaded.
//
// One worker: the journeys share one server, one database and its demo data, in file order as before.
// No retries: a flaky test fails and is fixed, it is not hidden by a second try.
//
// Two projects. "desktop" (1280x800) runs every journey. "phone" (375x812) runs only the tests tagged
// @phone: the accessibility sweep of every screen and the journeys that are about the phone layout (the
// price bar, the stepper and the wizard's panels, the admin lists, dialogs and audit trail, the
// configurations list and summary, requests and revisions on a small screen, the tap on a greyed option,
// every route without horizontal scrolling). Running every journey at both widths would double the time
// of the suite on a 2-core CI machine for assertions that do not depend on the width. Tests tagged
// @phone-only run in the phone project alone (the desktop project skips them).
import { defineConfig } from "@playwright/test";

const baseURL = (process.env.E2E_BASE_URL ?? "http://127.0.0.1:8080").replace(/\/+$/, "");

export default defineConfig({
  testDir: "./e2e",
  testMatch: "*.test.mjs",
  outputDir: "./test-results",
  fullyParallel: false,
  workers: 1,
  retries: 0,
  forbidOnly: !!process.env.CI,
  // a journey goes through several screens and waits for mails; a single wait is bounded by the timeouts below
  timeout: 120_000,
  expect: { timeout: 15_000 },
  reporter: [["list"]],
  use: {
    browserName: "chromium",
    baseURL,
    locale: "it-IT",
    headless: true,
    actionTimeout: 15_000,
    navigationTimeout: 30_000,
    trace: "retain-on-failure",
    screenshot: "only-on-failure",
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
      args: [
        "--headless",
        "--no-sandbox",
        "--disable-gpu",
        "--disable-quic",
        "--no-first-run",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
      ],
    },
  },
  projects: [
    {
      name: "desktop",
      grepInvert: /@phone-only/,
      use: { viewport: { width: 1280, height: 800 } },
    },
    {
      name: "phone",
      grep: /@phone/,
      use: { viewport: { width: 375, height: 812 } },
    },
  ],
});
