import { describe, expect, it, vi } from "vitest";
import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { ConfirmButtons } from "./confirm-buttons";

describe("ConfirmButtons", () => {
  it("under what it confirms: the action first, and Escape on either button cancels", async () => {
    const onConfirm = vi.fn();
    const onCancel = vi.fn();
    render(<ConfirmButtons confirmLabel="Scegli" onConfirm={onConfirm} onCancel={onCancel} />);
    const [first, second] = screen.getAllByRole("button");
    expect(first).toHaveTextContent("Scegli");
    expect(second).toHaveTextContent("Annulla");
    await userEvent.click(first!);
    expect(onConfirm).toHaveBeenCalledTimes(1);
    first!.focus();
    await userEvent.keyboard("{Escape}");
    expect(onCancel).toHaveBeenCalledTimes(1);
  });

  it("in a dialog: Cancel first, the action submitting the form it names, disabled while busy", () => {
    render(
      <>
        <form id="f" />
        <ConfirmButtons inDialog confirmLabel="Invia" form="f" busy onCancel={() => undefined} />
      </>,
    );
    const [first, second] = screen.getAllByRole("button");
    expect(first).toHaveTextContent("Annulla");
    expect(first).not.toHaveAttribute("data-autofocus");
    expect(second).toHaveAttribute("type", "submit");
    expect(second).toHaveAttribute("form", "f");
    expect(second).toBeDisabled();
  });
});
