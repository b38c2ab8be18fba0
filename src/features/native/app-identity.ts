/**
 * Who the native app is to Android and iOS (capacitor.config.ts reads these): its id, its name and
 * the URL scheme of its deep links (`lexora://lesson/<id>`; spec §9 "mobile app scheme exists").
 */
export const APP_ID = "app.lexora";
export const APP_NAME = "Lexora";
export const APP_SCHEME = "lexora";
