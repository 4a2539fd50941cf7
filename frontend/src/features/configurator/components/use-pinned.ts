import { useCallback, useMemo } from "react";
import type { Catalogue, ItemRef, NumericTarget } from "@/api/types";
import { formatPins, MAX_PINS, parsePins, releasePins } from "@/lib/pins";
import { formatTargets, parseTargets, releaseTargets } from "@/lib/targets";
import { useQueryParams } from "@/lib/use-query-param";

const PARAMS = ["pin", "target"] as const;

/**
 * What the user fixed with "Parti da una scelta", kept in the URL so that a link starts the wizard with it and
 * it lasts the wizard's session: the items pinned (`?pin=feature_value:41,model:3`) and the numeric targets
 * (`?target=7:240:`), an entry naming nothing of the catalogue ignored, the targets within what the pins leave
 * of the evaluation's limit. `release` takes what a repair gives up: the pins and targets among it go, in one
 * change of the URL.
 */
export function usePinned(catalogue: Catalogue) {
  const [raw, setRaw] = useQueryParams(PARAMS);
  const pins = useMemo(() => parsePins(raw.pin, catalogue), [raw.pin, catalogue]);
  const targets = useMemo(() => parseTargets(raw.target, catalogue, MAX_PINS - pins.length), [raw.target, catalogue, pins.length]);
  const setPins = useCallback((next: ItemRef[]) => setRaw({ pin: formatPins(next) }), [setRaw]);
  const setTargets = useCallback((next: NumericTarget[]) => setRaw({ target: formatTargets(next) }), [setRaw]);
  const release = useCallback(
    (drop: ItemRef[]) => {
      const [leftPins, leftTargets] = [releasePins(pins, drop), releaseTargets(targets, drop)];
      if (leftPins.length !== pins.length || leftTargets.length !== targets.length) {
        setRaw({ pin: formatPins(leftPins), target: formatTargets(leftTargets) });
      }
    },
    [pins, targets, setRaw],
  );
  return { pins, targets, setPins, setTargets, release };
}
