import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { renderRoutes } from "@/testing/render";
import { WeeklyChart, weekLabel } from "./weekly-chart";

const drawChart = vi.fn(() => ({ resize: vi.fn(), destroy: vi.fn() }));
vi.mock("./uplot-chart", () => ({ drawChart: (...args: unknown[]) => drawChart(...(args as [])) }));

const WEEKS = ["2026-11-16", "2026-11-23"];

function chart() {
  return renderRoutes(
    [
      {
        path: "/admin",
        element: (
          <WeeklyChart
            id="trend-requests"
            title="Richieste"
            weeks={WEEKS}
            kind="stacked"
            series={[
              { key: "pending", label: "In valutazione", values: [2, 1], color: "--color-accent", to: "/admin/request?status=pending" },
              { key: "approved", label: "Approvata", values: [0, 4], color: "--color-success", to: "/admin/request?status=approved" },
            ]}
          />
        ),
      },
      { path: "/admin/request", element: <p>elenco richieste</p> },
    ],
    "/admin",
  );
}

describe("a weekly chart", () => {
  beforeEach(() => {
    // jsdom lays nothing out: give the chart's box a width so that it draws
    vi.spyOn(HTMLElement.prototype, "clientWidth", "get").mockReturnValue(640);
  });
  afterEach(() => {
    vi.restoreAllMocks();
    drawChart.mockClear();
  });

  it("shows each series' total over the window as a link to its list, and follows it", async () => {
    const { router } = chart();
    const pending = screen.getByTestId("trend-requests-pending");
    expect(pending).toHaveTextContent("In valutazione3");
    expect(pending).toHaveAttribute("href", "/admin/request?status=pending");
    expect(screen.getByTestId("trend-requests-approved")).toHaveTextContent("Approvata4");
    fireEvent.click(screen.getByTestId("trend-requests-approved"));
    await screen.findByText("elenco richieste");
    expect(router.state.location.search).toBe("?status=approved");
  });

  it("gives screen readers every week's figures in a table", () => {
    chart();
    const table = screen.getByRole("table", { name: "Richieste" });
    const rows = within(table).getAllByRole("row").map((row) => row.textContent);
    expect(rows).toEqual(["SettimanaIn valutazioneApprovata", "16 nov20", "23 nov14"]);
  });

  it("loads the chart library and draws the weeks and series it is given", async () => {
    chart();
    await waitFor(() => expect(drawChart).toHaveBeenCalledTimes(1));
    const [, spec, width] = drawChart.mock.calls[0] as unknown as [HTMLElement, { weeks: string[]; kind: string; series: { values: number[] }[] }, number];
    expect(width).toBe(640);
    expect(spec.weeks).toEqual(WEEKS);
    expect(spec.kind).toBe("stacked");
    expect(spec.series.map((s) => s.values)).toEqual([
      [2, 1],
      [0, 4],
    ]);
  });

  it("names a week by its Monday in the reader's language", () => {
    expect(weekLabel("2026-06-08", "it")).toBe("8 giu");
    expect(weekLabel("2026-06-08", "en")).toBe("Jun 8");
  });
});
