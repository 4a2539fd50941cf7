/**
 * The one module that imports uPlot (docs/decisions/0019-charts-with-uplot.md): the dashboard loads it
 * with `import()` once a chart is on screen, so the library is a chunk of its own, never in the initial
 * JavaScript nor in the dashboard's chunk.
 */
import uPlot from "uplot";
import "uplot/dist/uPlot.min.css";

/** One series of a weekly chart: its values (one per week) and the CSS colour variable it is drawn in. */
export interface ChartSeries {
  label: string;
  values: number[];
  color: string;
}

export interface ChartSpec {
  /** The weeks' Mondays as `yyyy-mm-dd`, oldest first. */
  weeks: string[];
  series: ChartSeries[];
  /** Bars stacked on one another (the first series at the bottom), or one line per series. */
  kind: "stacked" | "lines";
  /** A week's label on the axis (the reader's language). */
  weekLabel: (week: string) => string;
  height: number;
  /** A click on the plot, with the index of the week under the cursor. */
  onWeek?: (index: number) => void;
}

export interface DrawnChart {
  resize: (width: number) => void;
  destroy: () => void;
}

/** A colour variable of the page (`--color-primary`) as the canvas needs it. */
function colour(variable: string): string {
  if (!variable.startsWith("--")) return variable;
  return getComputedStyle(document.documentElement).getPropertyValue(variable).trim() || "#1f5f8b";
}

/** Draws `spec` into `container`, `width` pixels wide. */
export function drawChart(container: HTMLElement, spec: ChartSpec, width: number): DrawnChart {
  const x = spec.weeks.map((_, index) => index);
  const muted = colour("--color-text-muted");
  const grid = colour("--color-border");
  let data: number[][];
  let series: uPlot.Series[];
  if (spec.kind === "stacked") {
    // Each series drawn as the running total up to it, the tallest first, so each shows its own band.
    const totals = spec.series.map((_, upTo) =>
      x.map((week) => spec.series.slice(0, upTo + 1).reduce((sum, s) => sum + (s.values[week] ?? 0), 0)),
    );
    const bars = uPlot.paths.bars!({ size: [0.7, 28], gap: 1 });
    const drawn = spec.series.map((s, index) => ({ s, total: totals[index] ?? [] })).reverse();
    data = [x, ...drawn.map(({ total }) => total)];
    series = [{}, ...drawn.map(({ s }) => ({ label: s.label, fill: colour(s.color), stroke: colour(s.color), width: 0, paths: bars, points: { show: false } }))];
  } else {
    data = [x, ...spec.series.map((s) => s.values)];
    series = [{}, ...spec.series.map((s) => ({ label: s.label, stroke: colour(s.color), width: 2, points: { size: 4 } }))];
  }
  const options: uPlot.Options = {
    width,
    height: spec.height,
    legend: { show: false },
    cursor: { drag: { x: false, y: false } },
    scales: { x: { time: false, range: [-0.5, x.length - 0.5] }, y: { range: (_u, _min, max) => [0, Math.max(1, Math.ceil(max * 1.1))] } },
    axes: [
      {
        stroke: muted,
        grid: { show: false },
        ticks: { stroke: grid },
        space: 48,
        values: (_u, splits) => splits.map((split) => (Number.isInteger(split) && spec.weeks[split] ? spec.weekLabel(spec.weeks[split]) : "")),
      },
      { stroke: muted, grid: { stroke: grid, width: 1 }, ticks: { show: false }, size: 40, values: (_u, splits) => splits.map((split) => (Number.isInteger(split) ? String(split) : "")) },
    ],
    series,
  };
  const plot = new uPlot(options, data as uPlot.AlignedData, container);
  const onWeek = spec.onWeek;
  if (onWeek) {
    plot.over.addEventListener("click", () => {
      const index = plot.cursor.idx;
      if (index !== null && index !== undefined) onWeek(index);
    });
  }
  return {
    resize: (next) => plot.setSize({ width: next, height: spec.height }),
    destroy: () => plot.destroy(),
  };
}
