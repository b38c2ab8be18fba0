declare namespace Cloudflare {
  interface Env {
    /** SQL statements loading a few hundred real lexicon entries (vitest.config.ts, scripts/lexicon/fixture.mjs). */
    TEST_LEXICON: string[];
  }
}
