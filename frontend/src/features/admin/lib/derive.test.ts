import { describe, expect, it } from "vitest";
import { codeOf, slugOf } from "./derive";

describe("derived slugs and codes", () => {
  it("make a slug lowercase, without accents, words joined by hyphens", () => {
    expect(slugOf("Divani & Poltrone è")).toBe("divani-poltrone-e");
    expect(slugOf("  Città  d'Oro  ")).toBe("citta-d-oro");
  });

  it("make a code upper case in the server's alphabet", () => {
    expect(codeOf("Finitura gambe")).toBe("FINITURA-GAMBE");
    expect(codeOf("Più comodità 3")).toMatch(/^[A-Za-z0-9._-]+$/);
    expect(codeOf("Più comodità 3")).toBe("PIU-COMODITA-3");
  });

  it("keep to the field's length without a trailing hyphen", () => {
    expect(slugOf("abc def", 4)).toBe("abc");
    expect(codeOf("", 10)).toBe("");
  });
});
