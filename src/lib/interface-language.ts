/**
 * The interface language as request headers: i18next keeps `<html lang>` in step with the language on
 * screen, and the Worker writes its messages in the language of Accept-Language (docs/architecture.md §5).
 */
export function languageHeaders(): Record<string, string> {
  const language = typeof document === "undefined" ? "" : document.documentElement.lang;
  return language ? { "Accept-Language": language } : {};
}
