/**
 * The native app (issue 18): Capacitor wraps the SPA's native build (`npm run build:native` →
 * dist-native/), which calls the deployed Worker (VITE_API_BASE_URL). The pages are served from
 * https://localhost on Android (capacitor://localhost on iOS); deep links use the app's own scheme,
 * registered in the Android manifest's intent filter (README "Native app").
 */
import type { CapacitorConfig } from "@capacitor/cli";
import { APP_ID, APP_NAME } from "./src/features/native/app-identity";

const config: CapacitorConfig = {
  appId: APP_ID,
  appName: APP_NAME,
  webDir: "dist-native",
  plugins: {
    // A push that arrives while the app is open is shown too (the in-app toast comes over the socket as well).
    PushNotifications: { presentationOptions: ["badge", "sound", "alert"] },
  },
};

export default config;
