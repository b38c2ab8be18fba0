import "i18next";
import type auth from "./locales/en/auth.json";
import type common from "./locales/en/common.json";
import type pages from "./locales/en/pages.json";

declare module "i18next" {
  interface CustomTypeOptions {
    defaultNS: "common";
    resources: { common: typeof common; pages: typeof pages; auth: typeof auth };
  }
}
