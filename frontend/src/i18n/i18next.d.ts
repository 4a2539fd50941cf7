import "i18next";
import type it from "./it.json";

declare module "i18next" {
  interface CustomTypeOptions {
    defaultNS: "translation";
    resources: { translation: typeof it };
  }
}
