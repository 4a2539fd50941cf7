import { describe, expect, it } from "vitest";
import { fromDefinition, nextRuleId, parseDetailPath, splitDetails, toDefinition } from "./definition";
import type { Definition } from "@/api/types";

const titles = { type: "Tipologia", model: "Modello", parts: "Parti", features: "Caratteristiche", summary: "Riepilogo" };

describe("definition editing", () => {
  it("a new definition has every step in the fixed order", () => {
    expect(toDefinition(fromDefinition(null, titles)).steps.map((s) => s.kind)).toEqual(["type", "model", "parts", "features", "summary"]);
  });

  it("a saved one is put in order, keeps its features steps' order and gets the missing mandatory steps", () => {
    const saved = {
      steps: [
        { kind: "summary", title: "Fine", help: "" },
        { kind: "features", title: "B", help: "", featureIds: [2] },
        { kind: "model", title: "M", help: "h", attributeIds: [5] },
        { kind: "features", title: "A", help: "", featureIds: [1] },
      ],
      rules: [],
    } as unknown as Definition;
    const out = toDefinition(fromDefinition(saved, titles));
    expect(out.steps).toEqual([
      { kind: "model", title: "M", help: "h", attributeIds: [5] },
      { kind: "parts", title: "Parti", help: "" },
      { kind: "features", title: "B", help: "", featureIds: [2] },
      { kind: "features", title: "A", help: "", featureIds: [1] },
      { kind: "summary", title: "Fine", help: "" },
    ]);
  });

  it("keeps the part a rule's value is on, and a value without one on any part", () => {
    const saved = {
      steps: [],
      rules: [
        {
          id: "pouf-lino",
          kind: "requires",
          if: [{ kind: "part", id: 5 }],
          then: [
            { kind: "feature_value", id: 2, partId: 5 },
            { kind: "feature_value", id: 3, partId: null },
          ],
        },
      ],
    } as unknown as Definition;
    expect(toDefinition(fromDefinition(saved, titles)).rules).toEqual([
      {
        id: "pouf-lino",
        kind: "requires",
        if: [{ kind: "part", id: 5 }],
        then: [
          { kind: "feature_value", id: 2, partId: 5 },
          { kind: "feature_value", id: 3 },
        ],
      },
    ]);
  });

  it("rule ids are r1, r2, … after the highest in use", () => {
    expect(nextRuleId([])).toBe("r1");
    const rule = (id: string) => ({ id, kind: "excludes" as const, if: [], then: [] });
    expect(nextRuleId([rule("r1"), rule("r7"), rule("custom")])).toBe("r8");
  });

  it("server paths point at the rule, the step or the field", () => {
    expect(parseDetailPath("definition.rules[2].then[0]")).toEqual({ area: "rule", index: 2, rest: "then[0]" });
    expect(parseDetailPath("definition.steps[1].title")).toEqual({ area: "step", index: 1, rest: "title" });
    expect(parseDetailPath("name")).toEqual({ area: "field", field: "name" });
    expect(
      splitDetails([
        { field: "definition.rules[0]", message: "a" },
        { field: "categoryId", message: "b" },
        { field: "definition", message: "c" },
      ]),
    ).toEqual({ rules: { 0: ["a"] }, steps: {}, fields: { categoryId: "b" }, other: ["c"] });
  });
});
