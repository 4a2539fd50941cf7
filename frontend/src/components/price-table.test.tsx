import { describe, expect, it } from "vitest";
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { render } from "@testing-library/react";
import { PriceTable, groupLines } from "./price-table";
import { formatCents, formatSignedCents } from "@/lib/format";
import type { Price } from "@/api/types";

const line = (label: string, kind: "model" | "part" | "feature_value" | null, total: number, quantity = 1) => ({
  label,
  item: kind ? { kind, id: 1 } : null,
  unitPrice: total / quantity,
  quantity,
  total,
});

const price: Price = {
  lines: [
    line("Oslo", "model", 129900),
    line("Struttura", "part", 0),
    line("Struttura: Tessuto Lino", "feature_value", 0),
    line("Struttura: Larghezza 220", null, 900),
    line("Pouf", "part", 50000, 2),
    line("Pouf: Tessuto Cotone", "feature_value", -4000, 2),
  ],
  listTotal: 176800,
  discountPercent: 12,
  discount: 21216,
  netTotal: 155584,
  quantity: 1,
  grandTotal: 155584,
};

describe("the price breakdown", () => {
  it("groups the lines by part, each value under its part", () => {
    expect(groupLines(price.lines).map((g) => [g.head.label, g.lines.length, g.subtotal])).toEqual([
      ["Oslo", 0, 129900],
      ["Struttura", 2, 900],
      ["Pouf", 1, 46000],
    ]);
  });

  it("shows subtotals, one minus sign, and the zero lines behind a toggle", async () => {
    render(<PriceTable price={price} />);
    const table = screen.getByTestId("price-table");
    expect(table).toHaveTextContent("Totale Pouf");
    expect(table).toHaveTextContent("Tessuto Cotone (2 × \u221220,00 €)");
    expect(table).toHaveTextContent("\u2212212,16 €");
    expect(table.textContent).not.toMatch(/-\d/);
    expect(within(table).queryByText(/Tessuto Lino/)).not.toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole("button", { name: "Mostra 1 voce a 0,00 €" }));
    expect(within(table).getByText(/Tessuto Lino/)).toBeInTheDocument();
  });

  it("writes every amount with the same minus sign", () => {
    expect(formatCents(-2000)).toMatch(/^\u221220,00\s€$/);
    expect(formatSignedCents(-2000)).toBe(formatCents(-2000));
    expect(formatSignedCents(2000)).toMatch(/^\+20,00\s€$/);
  });
});
