import { cloudflareTest, readD1Migrations } from "@cloudflare/vitest-plugin";
import react from "@vitejs/plugin-react";
import { defineConfig } from "vitest/config";

const migrations = await readD1Migrations("./migrations");

export default defineConfig({
  test: {
    // workerd cannot read Vitest's on-disk module cache (vitest 5 enables it by default).
    fsModuleCache: false,
    projects: [
      {
        plugins: [react()],
        test: {
          name: "unit",
          include: ["tests/unit/**/*.test.{ts,tsx}"],
          environment: "happy-dom",
          setupFiles: ["tests/unit/setup.ts"],
        },
      },
      {
        plugins: [
          cloudflareTest({
            wrangler: { configPath: "./wrangler.toml" },
            miniflare: { bindings: { TEST_MIGRATIONS: migrations, ENVIRONMENT: "test" } },
          }),
        ],
        test: {
          name: "worker",
          include: ["tests/worker/**/*.test.ts"],
          setupFiles: ["tests/worker/setup/apply-migrations.ts"],
          teardownTimeout: 60_000,
        },
      },
    ],
  },
});
