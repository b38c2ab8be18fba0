/**
 * The native app's web bundle (`npm run build:native` → dist-native/, for Capacitor): the SPA alone,
 * with the native-app branch on (VITE_NATIVE: the native-only routes, push, deep links). No Worker and
 * no service worker: the pages are on the device and /api is the deployed Worker's, named by
 * VITE_API_BASE_URL (e.g. https://lexora.example.com) when the build runs.
 */
import tailwindcss from "@tailwindcss/vite";
import react from "@vitejs/plugin-react";
import { readFileSync } from "node:fs";
import { defineConfig } from "vite";
import { VitePWA } from "vite-plugin-pwa";
import { publicBuildEnv } from "./scripts/lib/public-config.mjs";

Object.assign(process.env, publicBuildEnv(process.env, readFileSync(new URL("./wrangler.toml", import.meta.url), "utf8")), {
  VITE_NATIVE: "true",
});

export default defineConfig({
  plugins: [
    react(),
    tailwindcss(),
    // Only for its `virtual:pwa-register` module, which the native build never calls (src/features/shell/ShellOverlays.tsx).
    VitePWA({ disable: true }),
  ],
  build: {
    outDir: "dist-native",
    emptyOutDir: true,
    modulePreload: { polyfill: false },
  },
});
