import { useEffect, useReducer } from "react";
import { guideReducer, restoreGuide, type GuideAction, type GuideState } from "./guide-state";

/** Where the guide keeps its progress: the tab's session, so a reload or a visit to a list does not lose it. */
export const GUIDE_STORAGE_KEY = "configuratore.productGuide";

function read(): string | null {
  try {
    return window.sessionStorage.getItem(GUIDE_STORAGE_KEY);
  } catch {
    return null;
  }
}

/** The guide's state and its dispatch, kept in the session as it changes. */
export function useGuide(): [GuideState, (action: GuideAction) => void] {
  const [state, dispatch] = useReducer(guideReducer, null, () => restoreGuide(read()));
  useEffect(() => {
    try {
      window.sessionStorage.setItem(GUIDE_STORAGE_KEY, JSON.stringify(state));
    } catch {
      // a private window without storage: the guide still works, without surviving a reload
    }
  }, [state]);
  return [state, dispatch];
}
