/**
 * The offline lexicon (public: no account needed). It only changes when a new build is imported, so
 * answers may be cached by the browser for an hour. Search reports its own duration in a
 * `Server-Timing` header, which `npm run bench` reads. Glosses are in the URL (`?lang=`), never
 * negotiated from headers, so each cached answer holds one language or none.
 */
import { Hono } from "hono";
import {
  lexiconGlossesQuerySchema,
  lexiconGlossLangQuerySchema,
  lexiconLemmaParamSchema,
  lexiconSearchQuerySchema,
} from "../contract/lexicon";
import type { AppEnv } from "../env";
import { glossesOfWords } from "../lexicon/glosses";
import { lookupLexiconEntry, lexiconInfo } from "../lexicon/lookup";
import { searchLexicon } from "../lexicon/search";
import { ApiError } from "../lib/errors";
import { validate } from "../lib/validation";

const CACHE_FOR_AN_HOUR = "public, max-age=3600";

export const lexiconRoutes = new Hono<AppEnv>()
  .get("/search", validate("query", lexiconSearchQuerySchema), async (c) => {
    const { q, limit, lang } = c.req.valid("query");
    const started = performance.now();
    const items = await searchLexicon(c.var.db, q, limit, lang);
    c.header("Server-Timing", `lexicon;dur=${(performance.now() - started).toFixed(2)}`);
    c.header("Cache-Control", CACHE_FOR_AN_HOUR);
    return c.json({ query: q, items });
  })
  .get("/entries/:lemma", validate("param", lexiconLemmaParamSchema), validate("query", lexiconGlossLangQuerySchema), async (c) => {
    const { lemma } = c.req.valid("param");
    const found = await lookupLexiconEntry(c.var.db, lemma, c.req.valid("query").lang);
    if (!found) throw new ApiError(404, "lexicon_entry_not_found", { params: { lemma } });
    c.header("Cache-Control", CACHE_FOR_AN_HOUR);
    return c.json(found);
  })
  .get("/glosses", validate("query", lexiconGlossesQuerySchema), async (c) => {
    const { lang, words } = c.req.valid("query");
    c.header("Cache-Control", CACHE_FOR_AN_HOUR);
    return c.json({ lang, glosses: await glossesOfWords(c.var.db, lang, words) });
  })
  .get("/info", async (c) => c.json(await lexiconInfo(c.var.db)));
