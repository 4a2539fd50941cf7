import { describe, expect, it } from "vitest";
import { centsToEuroInput, parseEuroToCents } from "./money";

describe("euro <-> cents", () => {
  it.each([
    ["12", 1200],
    ["12,5", 1250],
    ["12,50", 1250],
    ["1.234,56", 123456],
    ["1234,56", 123456],
    ["12.5", 1250],
    ["1.234", 123400],
    ["€ 7,05", 705],
    ["-15,50", -1550],
    ["0", 0],
    ["-0", 0],
    [",5", 50],
  ])("%s -> %s cents", (input, cents) => {
    expect(parseEuroToCents(input)).toBe(cents);
  });

  it.each(["", "abc", "1,234", "1,2,3", "12.345.6", "1.23.4,5"])("%s is not an amount", (input) => {
    expect(parseEuroToCents(input)).toBeNull();
  });

  it.each([
    ["1,234.56", 123456],
    ["12.5", 1250],
    ["12,5", 1250],
    ["1,234", 123400],
    ["-15.50", -1550],
  ])("en-GB: %s -> %s cents", (input, cents) => {
    expect(parseEuroToCents(input, "en-GB")).toBe(cents);
  });

  it.each(["1.234", "1.2.3", "12,345,6"])("en-GB: %s is not an amount", (input) => {
    expect(parseEuroToCents(input, "en-GB")).toBeNull();
  });

  it("formats cents for the input the it-IT way", () => {
    expect(centsToEuroInput(123456)).toBe("1234,56".replace("1234", (1234).toLocaleString("it-IT")));
    expect(centsToEuroInput(-1550)).toBe("-15,50");
    expect(centsToEuroInput(null)).toBe("");
  });
});
