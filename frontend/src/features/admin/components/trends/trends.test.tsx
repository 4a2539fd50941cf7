import { screen, within } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import type { Trends } from "@/api/types";
import { renderRoutes } from "@/testing/render";
import { TrendFigures } from "./trends";

vi.mock("./uplot-chart", () => ({ drawChart: () => ({ resize: () => {}, destroy: () => {} }) }));

const weeks = Array.from({ length: 26 }, (_, index) => new Date(Date.UTC(2026, 5, 8 + 7 * index)).toISOString().slice(0, 10));

const data: Trends = {
  filter: { companyId: null, categoryId: null },
  weeks,
  saves: weeks.map((week, index) => ({ week, saves: index === 25 ? 4 : 0, created: index === 25 ? 3 : 0 })),
  requests: weeks.map((week, index) => ({ week, pending: index === 25 ? 1 : 0, approved: index === 24 ? 2 : 0, rejected: 0, replaced: 0 })),
  quotes: weeks.map((week, index) => ({ week, quotes: index === 25 ? 2 : 0, total: index === 25 ? 678_744 : 0 })),
  decisions: { decided: 2, medianSeconds: 2 * 3600 },
  topModels: [{ id: 7, name: "Oslo", categoryId: 3, configurations: 5 }],
  topOptions: [{ id: 11, featureName: "Tessuto", label: "Velluto", configurations: 2 }],
  companies: [{ id: 4, name: "Arredamenti Lario S.r.l.", requests: 2, quotedTotal: 123_456, approvedTotal: 0 }],
};

function figures(filter: { companyId?: number; categoryId?: number } = {}) {
  return renderRoutes([{ path: "/admin", element: <TrendFigures data={data} filter={filter} /> }], "/admin");
}

describe("the dashboard's trends", () => {
  it("totals each weekly series and opens the list behind each figure", () => {
    figures();
    expect(screen.getByTestId("trend-saves-saves")).toHaveTextContent("Salvataggi4");
    expect(screen.getByTestId("trend-saves-saves")).toHaveAttribute("href", "/user/configurazioni?scope=all");
    expect(screen.getByTestId("trend-requests-approved")).toHaveTextContent("Approvata2");
    expect(screen.getByTestId("trend-requests-approved")).toHaveAttribute("href", "/admin/request?status=approved");
  });

  it("opens a week's saves and a week's requests from the charts' weeks", () => {
    figures();
    // the last week of the window starts on Monday 23 November 2026
    const saves = within(screen.getByTestId("trend-saves")).getByRole("link", { name: "23 nov" });
    expect(saves).toHaveAttribute("href", "/user/configurazioni?scope=all&updatedFrom=2026-11-23&updatedTo=2026-11-29");
    const requests = within(screen.getByTestId("trend-requests")).getByRole("link", { name: "23 nov" });
    expect(requests).toHaveAttribute("href", "/admin/request?status=all&createdFrom=2026-11-23&createdTo=2026-11-29");
  });

  it("counts the quotes issued and writes their value as money", () => {
    figures();
    expect(screen.getByTestId("trend-quotes-quotes")).toHaveTextContent("Preventivi2");
    expect(screen.getByTestId("trend-quotes-value-value")).toHaveTextContent(/Valore totale \(IVA esclusa\)6\.787,44\s€/);
  });

  it("says the median decision time in hours, over how many decisions", () => {
    figures();
    const decision = screen.getByTestId("trend-decision");
    expect(decision).toHaveTextContent("2 ore");
    expect(decision).toHaveTextContent("su 2 richieste decise in 26 settimane");
    expect(within(decision).getByRole("link")).toHaveAttribute("href", "/admin/request?status=all");
  });

  it("labels the companies' money as a total and opens each company's requests", () => {
    figures();
    const companies = screen.getByTestId("trend-companies");
    expect(companies).toHaveTextContent("IVA esclusa");
    const row = within(companies).getByRole("link");
    expect(row).toHaveTextContent(/1\.234,56\s€ totale/);
    expect(row).toHaveTextContent("2 richieste");
    expect(row).toHaveAttribute("href", "/admin/request?status=all&companyId=4");
  });

  it("opens a model's configurations, within the chosen company", () => {
    figures({ companyId: 4 });
    const model = within(screen.getByTestId("trend-models")).getByRole("link");
    expect(model).toHaveTextContent("Oslo5");
    expect(model).toHaveAttribute("href", "/user/configurazioni?scope=all&companyId=4&categoryId=3&modelId=7");
    expect(within(screen.getByTestId("trend-options")).getByRole("link")).toHaveTextContent("Velluto · Tessuto2");
  });

  it("with a category chosen, a status opens that category's configurations with requests in it", () => {
    figures({ categoryId: 3 });
    expect(screen.getByTestId("trend-requests-pending")).toHaveAttribute(
      "href",
      "/user/configurazioni?scope=all&categoryId=3&requestStatus=pending",
    );
  });
});
