import { ESLint } from "eslint";

/** `make lint` (eslint) fences the app's layers: these imports must fail it, and their lawful forms pass. */
// vitest runs in frontend/, where eslint.config.js is
const eslint = new ESLint({ cwd: process.cwd() });

async function restrictions(filePath: string, code: string) {
  const results = await eslint.lintText(code, { filePath });
  return results.flatMap((result) => result.messages).filter((message) => message.ruleId === "no-restricted-imports").map((message) => message.message);
}

// the first lint loads eslint.config.js and its plugins, which takes seconds on a busy machine
describe("the app's boundaries", { timeout: 30_000 }, () => {
  it("a feature cannot import another feature, nor the app", async () => {
    const messages = await restrictions(
      "src/features/admin/probe.ts",
      'import { requestKeys } from "@/features/requests/api/requests";\nimport { routes } from "@/app/router";\nexport const probe = [requestKeys, routes];\n',
    );
    expect(messages).toEqual([
      expect.stringContaining("Features do not import each other"),
      expect.stringContaining("Only the app imports the app"),
    ]);
  });

  it("shared code cannot import a feature or the app", async () => {
    const messages = await restrictions(
      "src/components/probe.ts",
      'import { RESOURCES } from "@/features/admin/resources/definitions";\nimport { routes } from "@/app/router";\nexport const probe = [RESOURCES, routes];\n',
    );
    expect(messages).toEqual([
      expect.stringContaining("Shared code does not import a feature"),
      expect.stringContaining("Only the app imports the app"),
    ]);
  });

  it("a feature imports itself, shared code and the contract's types; the app composes features", async () => {
    expect(
      await restrictions(
        "src/features/admin/probe.ts",
        'import { RESOURCES } from "@/features/admin/resources/definitions";\nimport { ExportButton } from "@/components/export-button";\nimport type { BasePath } from "@/api/types";\nexport const probe: [unknown, unknown, BasePath] = [RESOURCES, ExportButton, "company"];\n',
      ),
    ).toEqual([]);
    expect(
      await restrictions(
        "src/app/routes/probe.ts",
        'import { RESOURCES } from "@/features/admin/resources/definitions";\nimport { SendRequestButton } from "@/features/requests/components/send-request-button";\nexport const probe = [RESOURCES, SendRequestButton];\n',
      ),
    ).toEqual([]);
  });
});
