/**
 * The `auth` namespace travels with the account screens instead of the first route's bundle: it is
 * added to i18next the first time one of them renders.
 */
import { useTranslation } from "react-i18next";
import type { i18n } from "i18next";
import en from "../../locales/en/auth.json";
import kk from "../../locales/kk/auth.json";
import ru from "../../locales/ru/auth.json";
import type { Language } from "../../lib/constants";

const BUNDLES: Record<Language, typeof en> = { en, ru, kk };

function addAuthBundles(instance: i18n): void {
  for (const [language, bundle] of Object.entries(BUNDLES)) {
    if (!instance.hasResourceBundle(language, "auth")) instance.addResourceBundle(language, "auth", bundle);
  }
}

export function useAuthTranslation() {
  const { i18n } = useTranslation();
  addAuthBundles(i18n);
  return useTranslation("auth");
}
