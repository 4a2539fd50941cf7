import { describe, expect, it } from "vitest";
import { render, screen } from "@testing-library/react";
import { loadLanguage } from "@/i18n";
import type { Evaluation, PriceRange } from "@/api/types";
import { PriceRangeText } from "./price-range";

const cheapest = { typeId: 1, modelId: 11, parts: [], quantity: 1 };

/** An evaluation at `grandTotal` with `range` (null: no valid configuration keeps the choices). */
function evaluation(grandTotal: number, range: Omit<PriceRange, "cheapest"> | null, complete = false): Evaluation {
  return {
    complete,
    valid: true,
    violations: [],
    disabled: [],
    options: [],
    price: { lines: [], listTotal: grandTotal, discountPercent: 0, discount: 0, netTotal: grandTotal, quantity: 1, grandTotal },
    priceRange: range && { ...range, cheapest },
  };
}

describe("PriceRangeText", () => {
  it("shows the lowest and highest price of a complete configuration with the money format, and says what they are", () => {
    render(<PriceRangeText evaluation={evaluation(129900, { min: 129900, max: 244900, exact: true })} pending={false} />);
    const range = screen.getByTestId("price-range");
    expect(range).toHaveTextContent("da 1.299,00 € a 2.449,00 €");
    expect(range).toHaveAttribute("title", "Prezzo di una configurazione completa con le scelte fatte");
    // read out with its explanation
    expect(range).toHaveTextContent(/^Prezzo di una configurazione completa con le scelte fatte: da 1\.299,00/);
    expect(range).not.toHaveClass("is-pending");
  });

  it("groups thousands of large figures and dims them while the next answer loads", () => {
    render(<PriceRangeText evaluation={evaluation(182424, { min: 182424, max: 1234500, exact: true })} pending />);
    expect(screen.getByTestId("price-range")).toHaveTextContent("da 1.824,24 € a 12.345,00 €");
    expect(screen.getByTestId("price-range")).toHaveClass("is-pending");
  });

  it("says 'circa' when the server ran out of time before proving the bounds", () => {
    render(<PriceRangeText evaluation={evaluation(129900, { min: 129900, max: 244900, exact: false })} pending={false} />);
    expect(screen.getByTestId("price-range")).toHaveTextContent("circa da 1.299,00 € a 2.449,00 €");
  });

  it("shows one figure when every completion costs the same, and nothing once complete at that price", () => {
    const { rerender } = render(<PriceRangeText evaluation={evaluation(129900, { min: 154900, max: 154900, exact: true })} pending={false} />);
    expect(screen.getByTestId("price-range")).toHaveTextContent("Prezzo finale: 1.549,00 €");
    rerender(<PriceRangeText evaluation={evaluation(154900, { min: 154900, max: 154900, exact: true }, true)} pending={false} />);
    expect(screen.queryByTestId("price-range")).not.toBeInTheDocument();
  });

  it("is hidden when the choices admit no valid configuration", () => {
    render(<PriceRangeText evaluation={evaluation(129900, null)} pending={false} />);
    expect(screen.queryByTestId("price-range")).not.toBeInTheDocument();
  });

  it("speaks English in the English mode", async () => {
    await loadLanguage("en");
    render(<PriceRangeText evaluation={evaluation(129900, { min: 129900, max: 244900, exact: false })} pending={false} />);
    expect(screen.getByTestId("price-range")).toHaveTextContent("about €1,299.00 to €2,449.00");
    expect(screen.getByTestId("price-range")).toHaveAttribute("title", "Price of a complete configuration with the choices made");
  });
});
