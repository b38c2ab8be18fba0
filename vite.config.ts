import { cloudflare } from "@cloudflare/vite-plugin";
import tailwindcss from "@tailwindcss/vite";
import basicSsl from "@vitejs/plugin-basic-ssl";
import react from "@vitejs/plugin-react";
import { defineConfig, type Plugin } from "vite";
import { VitePWA } from "vite-plugin-pwa";
import { visualizer } from "rollup-plugin-visualizer";
import { readFileSync } from "node:fs";
import { servePreviewLikeProduction } from "./scripts/lib/preview-server.mjs";
import { publicBuildEnv } from "./scripts/lib/public-config.mjs";
import { staticHeadersFile } from "./worker/lib/security-headers.ts";

/** Writes Cloudflare's `_headers` file so static HTML and assets carry the Worker's security headers. */
function staticSecurityHeaders(): Plugin {
  return {
    name: "lexora:static-security-headers",
    applyToEnvironment: (environment) => environment.name === "client",
    generateBundle() {
      this.emitFile({ type: "asset", fileName: "_headers", source: staticHeadersFile() });
    },
  };
}

// Vite passes VITE_* variables of the environment into import.meta.env.
Object.assign(process.env, publicBuildEnv(process.env, readFileSync(new URL("./wrangler.toml", import.meta.url), "utf8")));

/**
 * The PWA (spec §7 "Service worker registered at /sw.js with scope /"): a Workbox service worker that
 * precaches the app shell, so the app opens offline, and waits for the person's 'Update' before a new
 * version takes over (src/features/shell/UpdateBanner.tsx registers it from a lazy chunk).
 */
const pwa = VitePWA({
  registerType: "prompt",
  injectRegister: false,
  filename: "sw.js",
  scope: "/",
  includeAssets: ["favicon.svg", "theme-init.js", "icons/apple-touch-icon.png"],
  manifest: {
    id: "/",
    name: "Lexora",
    short_name: "Lexora",
    description: "Vocabulary, spaced repetition and IELTS/SAT practice with an AI tutor.",
    start_url: "/",
    scope: "/",
    display: "standalone",
    background_color: "#f8fafc",
    theme_color: "#4f46e5",
    icons: [
      { src: "/icons/icon-192.png", sizes: "192x192", type: "image/png" },
      { src: "/icons/icon-512.png", sizes: "512x512", type: "image/png" },
      { src: "/icons/maskable-512.png", sizes: "512x512", type: "image/png", purpose: "maskable" },
    ],
  },
  workbox: {
    globPatterns: ["**/*.{js,css,html,svg,png,webmanifest}"],
    // Route chunks are small; a few megabytes keeps every screen available offline.
    maximumFileSizeToCacheInBytes: 3 * 1024 * 1024,
    navigateFallback: "/index.html",
    // The Worker answers these itself: API calls, auth redirects and the development mailbox.
    navigateFallbackDenylist: [/^\/api\//, /^\/auth\/v1\//],
    cleanupOutdatedCaches: true,
  },
});

/**
 * `ANALYZE=1 npm run build` writes dist/bundle-stats.html: what each chunk holds, by module, with gzip
 * sizes (the treemap shows what the first route's entry chunk is made of).
 */
function bundleStats(): Plugin {
  return {
    ...(visualizer({ filename: "dist/bundle-stats.html", template: "treemap", gzipSize: true, brotliSize: true }) as Plugin),
    applyToEnvironment: (environment) => environment.name === "client",
  };
}

/** Local D1/R2/Durable Object state; e2e tests and benchmarks use their own folder (scripts/lib/state.mjs). */
const stateDir = process.env.LEXORA_STATE_DIR;

export default defineConfig({
  plugins: [
    react(),
    tailwindcss(),
    // `vite preview` (npm start, e2e, bench) answers as production does: compressed, upgrade refusals and failures as JSON.
    servePreviewLikeProduction(),
    cloudflare({ persistState: stateDir ? { path: stateDir } : true, inspectorPort: false }),
    staticSecurityHeaders(),
    pwa,
    process.env.ANALYZE ? bundleStats() : undefined,
    // The bench's Lighthouse server (LEXORA_HTTPS=1) answers over HTTP/2 and TLS, as Cloudflare serves the
    // app, with a self-signed certificate made for it (scripts/lib/server.mjs).
    process.env.LEXORA_HTTPS === "1" ? basicSsl({ name: "lexora-bench", domains: ["localhost"] }) : undefined,
  ],
  server: { port: 8787, strictPort: true },
  preview: { port: 8787, strictPort: true },
  build: {
    sourcemap: true,
    // Every browser the app supports preloads modules natively; the polyfill would only weigh on the first route.
    modulePreload: { polyfill: false },
  },
  environments: {
    client: {
      build: {
        rolldownOptions: {
          output: {
            // Every module the entry imports statically is fetched for the first route anyway: in one
            // chunk it compresses better than the entry beside the small common chunks Rolldown splits off.
            codeSplitting: { groups: [{ name: "index", tags: ["$initial"] }] },
          },
        },
      },
    },
  },
});
