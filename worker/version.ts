import pkg from "../package.json";

/** The app version reported by /api/health and /api/config. */
export const APP_VERSION: string = pkg.version;
