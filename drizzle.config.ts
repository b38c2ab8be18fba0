import { defineConfig } from "drizzle-kit";

export default defineConfig({
  dialect: "sqlite",
  schema: "./worker/db/schema.ts",
  // Flat NNNN_name.sql files: the layout wrangler and readD1Migrations read.
  out: "./migrations",
  // Never let a generated migration touch wrangler's or Cloudflare's own tables.
  tablesFilter: ["!d1_migrations", "!_cf_*", "!sqlite_*"],
});
