import { describe, expect, it } from "vitest";
import type { DisabledOption, OptionState } from "@/api/types";
import { isBudgetOff, lowestMap, overBudget, parseBudget, withBudget, withBudgetQuery } from "./budget";

describe("parseBudget", () => {
  it("takes whole euros, plain or with thousands grouped", () => {
    expect(parseBudget("2500")).toBe(2500);
    expect(parseBudget(" 2500 ")).toBe(2500);
    expect(parseBudget("2.500")).toBe(2500);
    expect(parseBudget("2,500")).toBe(2500);
    expect(parseBudget("1 250 000")).toBe(1250000);
    expect(parseBudget("100000000")).toBe(100000000);
  });

  it("ignores what is no budget: empty, letters, signs, decimals, exponents, zero, absurd figures", () => {
    for (const raw of [null, undefined, "", "  ", "abc", "25oo", "-5", "+5", "-2500", "12.5", "2500,50", "1e3", "0x10", "Infinity", "NaN", "0", "000", "100000001", "9".repeat(30), "2.50", "12.5000"])
      expect(parseBudget(raw), String(raw)).toBeNull();
  });
});

describe("overBudget", () => {
  it("compares the lowest complete price in cents with the budget in euros", () => {
    expect(overBudget(250001, 2500)).toBe(true);
    expect(overBudget(250000, 2500)).toBe(false);
    expect(overBudget(120000, 2500)).toBe(false);
  });

  it("never holds without a proven figure or without a budget", () => {
    expect(overBudget(undefined, 10)).toBe(false);
    expect(overBudget(null, 10)).toBe(false);
    expect(overBudget(999999, null)).toBe(false);
  });
});

describe("withBudget", () => {
  const states: OptionState[] = [
    { item: { kind: "model", id: 10 }, status: "possible", lowest: 120000 },
    { item: { kind: "model", id: 11 }, status: "chosen", lowest: 180000 },
    { item: { kind: "model", id: 12 }, status: "possible" },
    { item: { kind: "feature_value", id: 41, partId: 20 }, status: "impossible", lowest: null },
    { item: { kind: "part", id: 21 }, status: "possible", lowest: 300000 },
  ];
  const engine: DisabledOption = {
    item: { kind: "part", id: 21 },
    reason: "Non disponibile con Oslo",
    because: [{ kind: "model", id: 11 }],
    freedBy: [{ kind: "model", id: 11 }],
    minimal: true,
    ruleId: "r1",
    ruleIds: ["r1"],
    ruleMessages: [],
  };
  const reason = (cents: number) => `Oltre il budget: da ${cents}`;

  it("greys the options whose lowest complete price is over the budget, with the reason; the engine's reason wins", () => {
    const all = withBudget(new Map([["part:21", engine]]), states, 1500, reason);
    expect([...all.keys()].sort()).toEqual(["model:11", "part:21"]);
    expect(all.get("model:11")).toMatchObject({ item: { kind: "model", id: 11 }, reason: "Oltre il budget: da 180000", freedBy: [] });
    expect(isBudgetOff(all.get("model:11"))).toBe(true);
    expect(all.get("part:21")).toBe(engine);
    expect(isBudgetOff(engine)).toBe(false);
  });

  it("leaves the engine's map as it is without a budget", () => {
    const disabled = new Map([["part:21", engine]]);
    expect(withBudget(disabled, states, null, reason)).toBe(disabled);
  });

  it("maps the proven figures by item key, leaving out those the server has none for", () => {
    expect(lowestMap(states)).toEqual(
      new Map([
        ["model:10", 120000],
        ["model:11", 180000],
        ["part:21", 300000],
      ]),
    );
    expect(lowestMap(undefined).size).toBe(0);
  });
});

describe("withBudgetQuery", () => {
  it("carries the budget in the wizard's address", () => {
    expect(withBudgetQuery("/configuratore/edit/abc", 2500)).toBe("/configuratore/edit/abc?budget=2500");
    expect(withBudgetQuery("/configuratore/edit/abc?x=1", 2500)).toBe("/configuratore/edit/abc?x=1&budget=2500");
    expect(withBudgetQuery("/configuratore/edit/abc", null)).toBe("/configuratore/edit/abc");
  });
});
