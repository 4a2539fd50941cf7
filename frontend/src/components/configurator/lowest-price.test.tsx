import { describe, expect, it } from "vitest";
import { render, screen } from "@testing-library/react";
import { loadLanguage } from "@/i18n";
import { LowestPrice } from "./lowest-price";

const lowest = new Map([["model:11", 214000]]);

describe("LowestPrice", () => {
  it("says the option's lowest complete price with the money format", () => {
    render(<LowestPrice item={{ kind: "model", id: 11 }} lowest={lowest} />);
    expect(screen.getByTestId("option-lowest")).toHaveTextContent("da 2.140,00 €");
    expect(screen.getByTestId("option-lowest")).not.toHaveClass("is-pending");
  });

  it("says nothing for an option the server has no figure for (never a guess)", () => {
    render(<LowestPrice item={{ kind: "model", id: 12 }} lowest={lowest} />);
    expect(screen.queryByTestId("option-lowest")).not.toBeInTheDocument();
  });

  it("keeps the last figure, dimmed, while the next answer loads", () => {
    render(<LowestPrice item={{ kind: "model", id: 11 }} lowest={lowest} pending />);
    expect(screen.getByTestId("option-lowest")).toHaveClass("wz-lowest", "is-pending");
  });

  it("speaks English in the English mode", async () => {
    await loadLanguage("en");
    render(<LowestPrice item={{ kind: "model", id: 11 }} lowest={lowest} />);
    expect(screen.getByTestId("option-lowest")).toHaveTextContent("from €2,140.00");
  });
});
