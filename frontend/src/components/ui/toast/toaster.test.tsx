import { afterEach, describe, expect, it, vi } from "vitest";
import { act, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { Toaster } from "./toaster";
import { clearToasts, showToast, toast, toastScale } from "./toast-store";
import { TOAST_DURATION_MS, TOAST_GAP_PX, TOAST_MAX, TOAST_SCALE_STEP } from "@/config/constants";

describe("toast stack", () => {
  afterEach(() => {
    act(() => clearToasts());
    vi.useRealTimers();
  });

  it("uses the constants of docs/product.md section 9.4: scale step 0.05, gap 16 px", () => {
    expect(TOAST_SCALE_STEP).toBe(0.05);
    expect(TOAST_GAP_PX).toBe(16);
    expect([0, 1, 2, 3, 4].map(toastScale)).toEqual([1, 0.95, 0.9, 0.85, 0.8]);
  });

  it("puts the newest in front and scales each older one 0.05 smaller, 16 px apart", () => {
    render(<Toaster />);
    act(() => {
      toast.info("primo");
      toast.success("secondo");
      toast.error("terzo");
    });
    const items = screen.getAllByTestId("toast");
    expect(items.map((item) => item.textContent)).toEqual([
      expect.stringContaining("terzo"),
      expect.stringContaining("secondo"),
      expect.stringContaining("primo"),
    ]);
    expect(items.map((item) => item.style.transform)).toEqual(["scale(1)", "scale(0.95)", "scale(0.9)"]);
    expect(Number(items[0]!.style.zIndex)).toBeGreaterThan(Number(items[1]!.style.zIndex));
    expect(items[0]!.parentElement!.style.gap).toBe("16px");
  });

  it("shows at most three at once: a fourth in a row sends the oldest away (issue 26)", () => {
    expect(TOAST_MAX).toBe(3);
    render(<Toaster />);
    act(() => {
      for (const name of ["Valore 1", "Valore 2", "Valore 3", "Valore 4"]) toast.success(`${name} creato`);
    });
    expect(screen.getAllByTestId("toast").map((item) => item.textContent)).toEqual([
      expect.stringContaining("Valore 4"),
      expect.stringContaining("Valore 3"),
      expect.stringContaining("Valore 2"),
    ]);
    act(() => {
      toast.error("Non salvato");
    });
    expect(screen.getAllByTestId("toast").map((item) => item.textContent)).toEqual([
      expect.stringContaining("Non salvato"),
      expect.stringContaining("Valore 4"),
      expect.stringContaining("Valore 3"),
    ]);
  });

  it("lets a confirmation go sooner than an error", () => {
    vi.useFakeTimers();
    render(<Toaster />);
    act(() => {
      toast.error("Non salvato");
      toast.success("Salvato");
    });
    expect(TOAST_DURATION_MS.success).toBeLessThan(TOAST_DURATION_MS.error);
    act(() => {
      vi.advanceTimersByTime(TOAST_DURATION_MS.success + 100);
    });
    expect(screen.getAllByTestId("toast").map((item) => item.textContent)).toEqual([expect.stringContaining("Non salvato")]);
  });

  it("is announced through a live region; errors as alerts", () => {
    render(<Toaster />);
    act(() => {
      toast.error("Qualcosa non va");
      toast.success("Salvato");
    });
    const list = screen.getAllByTestId("toast")[0]!.parentElement!;
    expect(list).toHaveAttribute("aria-live", "polite");
    expect(screen.getByRole("alert")).toHaveTextContent("Qualcosa non va");
    expect(screen.getByRole("status")).toHaveTextContent("Salvato");
  });

  it("closes with its button", async () => {
    const user = userEvent.setup();
    render(<Toaster />);
    act(() => {
      toast.success("Salvato");
    });
    await user.click(within(screen.getByTestId("toast")).getByRole("button", { name: "Chiudi notifica" }));
    expect(screen.queryByTestId("toast")).toBeNull();
  });

  it("dismisses itself after its duration", () => {
    vi.useFakeTimers();
    render(<Toaster />);
    act(() => {
      showToast("info", "Breve", 3000);
    });
    expect(screen.getByTestId("toast")).toBeInTheDocument();
    act(() => {
      vi.advanceTimersByTime(3100);
    });
    expect(screen.queryByTestId("toast")).toBeNull();
  });
});
