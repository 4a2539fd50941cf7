import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { browserLanguage, languageOf, LANGUAGES } from "./index";

type Tree = { [key: string]: string | Tree };

/** Every leaf of a catalogue as "a.b.c" -> text. */
function leaves(tree: Tree, prefix = ""): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === "string") out.set(path, value);
    else for (const [k, v] of leaves(value, path)) out.set(k, v);
  }
  return out;
}

/** The interpolation variables of a text: "{{count}} of {{name}}" -> ["count", "name"]. */
const variables = (text: string) => [...new Set([...text.matchAll(/{{\s*([\w.]+)[^}]*}}/g)].map((m) => m[1]))].sort();

// every catalogue file of this folder, so a new language is held to the same rules
const folder = path.dirname(fileURLToPath(import.meta.url));
const catalogues: Record<string, Map<string, string>> = Object.fromEntries(
  readdirSync(folder)
    .filter((file) => file.endsWith(".json"))
    .map((file) => [file.replace(/\.json$/, ""), leaves(JSON.parse(readFileSync(path.join(folder, file), "utf8")) as Tree)]),
);
const others = Object.keys(catalogues).filter((language) => language !== "it");

describe("the catalogues", () => {
  it("are one per language of the app", () => {
    expect(Object.keys(catalogues).sort()).toEqual([...LANGUAGES].sort());
  });

  it.each(others.flatMap((other) => [["it", other], [other, "it"]]))("every key of %s is in %s", (from, to) => {
    const missing = [...catalogues[from]!.keys()].filter((key) => !catalogues[to]!.has(key));
    expect(missing).toEqual([]);
  });

  it.each(others)("%s has the same interpolation variables as it", (other) => {
    const differing = [...catalogues.it!]
      .filter(([key, text]) => catalogues[other]!.has(key) && variables(text).join() !== variables(catalogues[other]!.get(key)!).join())
      .map(([key]) => key);
    expect(differing).toEqual([]);
  });

  it("give every plural both forms, _one and _other", () => {
    for (const catalogue of Object.values(catalogues)) {
      const incomplete = [...catalogue.keys()]
        .filter((key) => /_(one|other)$/.test(key))
        .map((key) => key.replace(/_(one|other)$/, ""))
        .filter((base) => !catalogue.has(`${base}_one`) || !catalogue.has(`${base}_other`));
      expect(incomplete).toEqual([]);
    }
  });

  it("have no empty text", () => {
    const empty = Object.entries(catalogues).flatMap(([language, c]) => [...c].filter(([, text]) => text.trim() === "").map(([key]) => `${language}:${key}`));
    expect(empty).toEqual([]);
  });
});

describe("the language of a locale", () => {
  it.each([
    ["en", "en"],
    ["en-GB", "en"],
    ["en_US", "en"],
    ["EN-us", "en"],
    ["it", "it"],
    ["it-IT", "it"],
    ["de-DE", "it"],
    ["", "it"],
    [null, "it"],
  ])("%s -> %s", (locale, language) => {
    expect(languageOf(locale)).toBe(language);
  });

  it("takes the browser's first preferred language the app has", () => {
    expect(browserLanguage(["de-DE", "en-US", "it-IT"])).toBe("en");
    expect(browserLanguage(["fr", "it-CH", "en"])).toBe("it");
    expect(browserLanguage(["fr", "de"])).toBeNull();
  });
});
