import { cloudflare } from "@cloudflare/vite-plugin";
import tailwindcss from "@tailwindcss/vite";
import react from "@vitejs/plugin-react";
import { defineConfig, type Plugin } from "vite";
import { staticHeadersFile } from "./worker/lib/security-headers";

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

export default defineConfig({
  plugins: [react(), tailwindcss(), cloudflare(), staticSecurityHeaders()],
  server: { port: 8787, strictPort: true },
  preview: { port: 8787, strictPort: true },
  build: { sourcemap: true },
});
