/**
 * Namespaces that travel with their screens instead of the first route's bundle: a feature's hook
 * adds its en/ru/kk bundles to i18next the first time one of its components renders.
 */
import type { i18n, Resources } from "i18next";
import { useTranslation } from "react-i18next";
import type { Language } from "./constants";

type LazyNamespace = Exclude<keyof Resources, "common" | "pages">;

function addBundles(instance: i18n, namespace: string, bundles: Record<Language, object>): void {
  for (const [language, bundle] of Object.entries(bundles)) {
    if (!instance.hasResourceBundle(language, namespace)) instance.addResourceBundle(language, namespace, bundle);
  }
}

/** `useTranslation(namespace)` that first registers the namespace's bundles. */
export function namespaceTranslation<N extends LazyNamespace>(namespace: N, bundles: Record<Language, Resources[N]>) {
  return function useNamespaceTranslation() {
    const { i18n } = useTranslation();
    addBundles(i18n, namespace, bundles);
    return useTranslation(namespace);
  };
}
