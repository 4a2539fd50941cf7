import { useTranslation } from "react-i18next";

/** `t` for keys that the resource descriptions name at run time (a test checks they exist). */
export type LooseT = (key: string, options?: Record<string, unknown>) => string;

export function useLooseT(): LooseT {
  const { t } = useTranslation();
  return t as unknown as LooseT;
}
