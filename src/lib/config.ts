/** Set at build time when required configuration is missing (spec §1: a red banner says so). */
export const configurationIncomplete = import.meta.env.VITE_CONFIG_INCOMPLETE === "true";

/**
 * The native app's build (`npm run build:native`): turns on the native-app branch (spec §2: the
 * `/forum/{postId}` and `/edit-course/{courseId}` routes, push, deep links). A constant, so the web
 * build drops that branch altogether.
 */
export const IS_NATIVE = import.meta.env.VITE_NATIVE === "true";

/**
 * Where /api and /auth live: the page's own origin on the web (""), the deployed Worker in the native
 * app, whose pages are served from the device (VITE_API_BASE_URL, e.g. https://lexora.example.com).
 */
export const API_BASE_URL = (import.meta.env.VITE_API_BASE_URL ?? "").replace(/\/+$/, "");
