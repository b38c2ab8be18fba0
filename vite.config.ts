import { cloudflare } from "@cloudflare/vite-plugin";
import tailwindcss from "@tailwindcss/vite";
import react from "@vitejs/plugin-react";
import { defineConfig, type Plugin } from "vite";
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

/** Local D1/R2/Durable Object state; e2e tests and benchmarks use their own folder (scripts/lib/state.mjs). */
const stateDir = process.env.LEXORA_STATE_DIR;

export default defineConfig({
  plugins: [
    react(),
    tailwindcss(),
    cloudflare({ persistState: stateDir ? { path: stateDir } : true, inspectorPort: false }),
    staticSecurityHeaders(),
  ],
  server: { port: 8787, strictPort: true },
  preview: { port: 8787, strictPort: true },
  build: { sourcemap: true },
});
