import { useState } from "react";
import type { Draft } from "@/api/types";

/** What the evaluation query says of the answer on screen. */
interface Answer {
  data: unknown;
  /** The answer on screen is an earlier draft's, kept while the current one's loads. */
  isPlaceholderData: boolean;
  isFetching: boolean;
}

/**
 * Whether the prices on screen are another model's (or none yet) while this model's are on their way.
 * Their arrival resizes the options (a value's price written after its name widens it and pushes those
 * after it along), so a click aimed at an option in that moment would land on its neighbour: the options
 * wait for it. `sent` is the draft the answer is asked for (debounced), `current` the one on screen.
 */
export function useRepricing(answer: Answer, sent: Draft, current: Draft): boolean {
  // the model of the last answer that was the sent draft's own (undefined before the first)
  const [priced, setPriced] = useState<number | null | undefined>(undefined);
  const model = answer.data !== undefined && !answer.isPlaceholderData ? (sent.modelId ?? null) : priced;
  if (model !== priced) setPriced(model);
  const waiting = answer.isFetching || sent !== current;
  return waiting && model !== (current.modelId ?? null);
}
