import { afterEach, describe, expect, it } from "vitest";
import { setLanguage } from "@/i18n";
import { createQueryClient } from "./react-query";

describe("the app's query client", () => {
  afterEach(() => setLanguage("it"));

  it("keeps each language's answers apart, so a switch never shows the other language's texts", async () => {
    const client = createQueryClient();
    await setLanguage("it");
    client.setQueryData(["wizard", "offered"], ["Divani"]);
    await setLanguage("en");
    expect(client.getQueryData(["wizard", "offered"])).toBeUndefined();
    client.setQueryData(["wizard", "offered"], ["Sofas"]);
    await setLanguage("it");
    expect(client.getQueryData(["wizard", "offered"])).toEqual(["Divani"]);
    // an invalidation by key reaches both languages' answers
    await client.invalidateQueries({ queryKey: ["wizard"] });
    expect(client.getQueryCache().findAll({ queryKey: ["wizard", "offered"] }).map((query) => query.state.isInvalidated)).toEqual([true, true]);
  });
});
