/** The specification's numbers used by the SPA (spec §9), kept in one place. */

/** Below this width a touch device that is not a tablet gets the mobile variant (spec §2). */
export const MOBILE_WIDTH_THRESHOLD = 768;

// Data cache (spec §9 "Data cache").
export const QUERY_STALE_TIME_MS = 5 * 60 * 1000;
export const QUERY_GC_TIME_MS = 10 * 60 * 1000;
export const QUERY_MAX_RETRIES = 3;
export const QUERY_RETRY_BASE_DELAY_MS = 1000;
export const QUERY_RETRY_MAX_DELAY_MS = 30 * 1000;
export const MUTATION_RETRIES = 1;
export const MUTATION_RETRY_DELAY_MS = 1000;

// Notification stack (spec §9 "Toasts").
export const NOTIFICATION_DURATION_MS = 4000;
export const NOTIFICATION_VISIBLE_TOASTS = 3;
export const NOTIFICATION_WIDTH_PX = 356;
export const NOTIFICATION_GAP_PX = 14;

/** Width of the AI chat sidebar and the translator sheet beside the page on desktop (spec §2). */
export const SIDE_PANEL_WIDTH_REM = 26;

/** Local storage key of the chosen theme (spec §9); public/theme-init.js repeats it. */
export const THEME_STORAGE_KEY = "vite-ui-theme";

/** Interface languages; English is the fallback (spec §9). */
export const SUPPORTED_LANGUAGES = ["en", "ru", "kk"] as const;
export type Language = (typeof SUPPORTED_LANGUAGES)[number];
export const FALLBACK_LANGUAGE: Language = "en";
export const LANGUAGE_QUERY_PARAM = "lng";
export const LANGUAGE_STORAGE_KEY = "i18nextLng";
