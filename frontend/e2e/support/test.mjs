// The suite's `test` and `expect`: @playwright/test's, with the test's `page` collecting its console
// errors and uncaught exceptions in `page.consoleErrors` (as every page of e2e/support/env.mjs does), the
// option `loginAs` (an email: the test's page starts logged in as that user), and the assertions the
// journeys share.
import { test as base, expect } from "@playwright/test";
import { apiLogin, BASE_URL, newPage, TOKEN_KEY, uiLogin, url, watchConsole } from "./env.mjs";

export { expect };

export const test = base.extend({
  loginAs: [null, { option: true }],
  storageState: async ({ storageState, loginAs }, use) => {
    await use(loginAs ? await loggedInState(loginAs) : storageState);
  },
  page: async ({ page }, use) => {
    await use(watchConsole(page));
  },
});

/** The page is at `pathAndQuery` of the app (waits for it). */
export async function expectPath(page, pathAndQuery) {
  await expect(page).toHaveURL(url(pathAndQuery));
}

/** How much wider than the viewport the whole page is, in pixels. */
export function overflow(page) {
  return page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
}

/** The page does not scroll sideways (more than `tolerance` pixels), once its layout has settled. */
export async function expectNoHorizontalScroll(page, message = "the page is wider than the viewport", tolerance = 1) {
  await expect.poll(() => overflow(page), { message }).toBeLessThanOrEqual(tolerance);
}

/**
 * A browser state logged in as `email` (its token in localStorage): screens open already logged in,
 * without going through the login form.
 */
export async function loggedInState(email) {
  const { token } = await apiLogin(email);
  return { cookies: [], origins: [{ origin: BASE_URL, localStorage: [{ name: TOKEN_KEY, value: token }] }] };
}

/**
 * The calling describe block is one journey: its tests run in order on one page, logged in through the
 * form as `email`, each building on what the previous one left. `use` receives the page before the first
 * test; the page closes after the last.
 */
export function journeyPage(email, use) {
  test.describe.configure({ mode: "serial" });
  let page;
  test.beforeAll(async ({ browser }) => {
    page = await newPage(browser);
    await uiLogin(page, email);
    use(page);
  });
  test.afterAll(async () => {
    await page?.context().close();
  });
}
