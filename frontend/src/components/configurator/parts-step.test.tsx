import { useState } from "react";
import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { PartsStep } from "./parts-step";
import type { StepProps } from "./step-props";
import { EMPTY_SELECTION, type Selection } from "@/lib/wizard";
import { frameOf, OSLO_3, POUF, poufOf, sofaCatalogue, STRUTTURA } from "@/testing/catalogue";

/** Back cushions (part 22) of Oslo: optional, none to four, two when added. */
const CUSCINI = { id: 22, name: "Cuscini schienale", price: 4000, active: true, features: [] };
const cushionsOf = (modelId: number) => ({ modelId, partId: 22, required: false, minQuantity: 0, maxQuantity: 4, defaultQuantity: 2 });

const catalogue = sofaCatalogue({ modelParts: [frameOf(11), cushionsOf(11), poufOf(11)], parts: [STRUTTURA, CUSCINI, POUF] });

function Parts({ onChange }: { onChange: (s: Selection) => void }) {
  const [selection, setSelection] = useState<Selection>({ ...EMPTY_SELECTION, typeId: 1, modelId: OSLO_3.id });
  const props: StepProps = {
    catalogue,
    selection,
    setSelection: (update) =>
      setSelection((s) => {
        const next = update(s);
        onChange(next);
        return next;
      }),
    disabled: new Map(),
    states: new Map(),
    extras: undefined,
    prices: undefined,
    notify: () => {},
  };
  return <PartsStep {...props} />;
}

describe("the parts step", () => {
  it("adds an optional part at the model part's default quantity, then one piece at a time", async () => {
    const user = userEvent.setup();
    let last: Selection | undefined;
    render(<Parts onChange={(s) => (last = s)} />);
    const cushions = screen.getByLabelText("Cuscini schienale");
    expect(cushions).toHaveValue(0);

    await user.click(screen.getByRole("button", { name: "Aggiungi: Cuscini schienale" }));
    expect(cushions).toHaveValue(2);
    expect(last?.quantities).toEqual({ 22: 2 });
    await user.click(screen.getByRole("button", { name: "Aggiungi: Cuscini schienale" }));
    expect(cushions).toHaveValue(3);
    await user.click(screen.getByRole("button", { name: "Togli: Cuscini schienale" }));
    expect(cushions).toHaveValue(2);

    // a part whose default is 0 starts at one piece (its minimum, at least one)
    await user.click(screen.getByRole("button", { name: "Aggiungi: Pouf" }));
    expect(screen.getByLabelText("Pouf")).toHaveValue(1);
  });
});
