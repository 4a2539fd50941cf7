import { describe, expect, it } from "vitest";
import { renderHook } from "@testing-library/react";
import type { Draft } from "@/api/types";
import { useRepricing } from "./use-repricing";

const noModel: Draft = { typeId: 1, parts: [], quantity: 1 };
const oslo: Draft = { typeId: 1, modelId: 2, parts: [{ partId: 1, quantity: 1, values: [] }], quantity: 1 };
const osloLino: Draft = { ...oslo, parts: [{ partId: 1, quantity: 1, values: [{ featureId: 1, valueId: 2 }] }] };
const answer = { price: {} };

type Props = { data: unknown; isPlaceholderData: boolean; isFetching: boolean; sent: Draft; current: Draft };

function render(initial: Props) {
  return renderHook((p: Props) => useRepricing(p, p.sent, p.current), { initialProps: initial });
}

describe("useRepricing", () => {
  it("holds the options from a model's choice until that model's prices are in, not after a value's", () => {
    const { result, rerender } = render({ data: answer, isPlaceholderData: false, isFetching: false, sent: noModel, current: noModel });
    expect(result.current).toBe(false);
    // the model is chosen: the answer on screen is the draft's without a model, the next is debounced, then asked
    rerender({ data: answer, isPlaceholderData: true, isFetching: false, sent: noModel, current: oslo });
    expect(result.current).toBe(true);
    rerender({ data: answer, isPlaceholderData: true, isFetching: true, sent: oslo, current: oslo });
    expect(result.current).toBe(true);
    rerender({ data: { ...answer }, isPlaceholderData: false, isFetching: false, sent: oslo, current: oslo });
    expect(result.current).toBe(false);
    // a value of the same model: its prices are already on screen
    rerender({ data: answer, isPlaceholderData: true, isFetching: true, sent: osloLino, current: osloLino });
    expect(result.current).toBe(false);
  });

  it("never holds them when the answer failed (nothing is on its way)", () => {
    const { result, rerender } = render({ data: undefined, isPlaceholderData: false, isFetching: true, sent: oslo, current: oslo });
    expect(result.current).toBe(true);
    rerender({ data: undefined, isPlaceholderData: false, isFetching: false, sent: oslo, current: oslo });
    expect(result.current).toBe(false);
  });
});
