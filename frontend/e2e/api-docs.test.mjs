// The API reference (/api/docs): Swagger UI served from the app's build under the page's own policy,
// reached from the admin menu, and "Try it out" calling the API with the signed-in user's token.
import { DEMO_USERS } from "./support/env.mjs";
import { expect, test } from "./support/test.mjs";

test.describe("API reference", () => {
  test.use({ loginAs: DEMO_USERS.admin });

  test("the admin menu opens it and a call tried there runs as the signed-in user", async ({ page }) => {
    const blocked = [];
    page.on("console", (message) => {
      if (/Content Security Policy/i.test(message.text())) blocked.push(message.text());
    });
    await page.goto("/admin");
    await page.getByRole("link", { name: "Documentazione API" }).click();
    await expect(page).toHaveURL(/\/api\/docs$/);
    await expect(page.getByRole("heading", { name: /Configuratore API/ })).toBeVisible();
    // the app's token authorizes the calls already: the button shows the closed padlock
    await expect(page.locator(".auth-wrapper .authorize")).toHaveClass(/locked/);

    // a deep link opens one operation (loaded afresh: Swagger UI reads the fragment as it starts)
    await page.goto("about:blank");
    await page.goto("/api/docs#/user/me");
    const operation = page.locator("#operations-user-me");
    await operation.getByRole("button", { name: "Try it out" }).click();
    await operation.getByRole("button", { name: "Execute" }).click();
    const answer = operation.locator(".live-responses-table tbody .response");
    await expect(answer.locator(".response-col_status")).toHaveText("200");
    await expect(answer.locator(".response-col_description")).toContainText(`"email": "${DEMO_USERS.admin}"`);
    expect(blocked, "nothing the page needs is blocked by its policy").toEqual([]);
    expect(page.consoleErrors).toEqual([]);
  });
});
