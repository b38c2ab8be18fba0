/**
 * The offline lexicon (public: no account needed). It only changes when a new build is imported, so
 * answers may be cached by the browser for an hour (a look-up's sentence is in its URL too). Search reports its own duration in a
 * `Server-Timing` header, which `npm run bench` reads. Glosses are in the URL (`?lang=`), never
 * negotiated from headers, so each cached answer holds one language or none. The offline translation
 * (POST, never cached) writes its notes in the Accept-Language.
 */
import { Hono } from "hono";
import { lexiconGlossesQuerySchema, lexiconEntryQuerySchema, lexiconLemmaParamSchema, lexiconSearchQuerySchema } from "../contract/lexicon";
import { offlineTranslation } from "../ai/offline-translation";
import { offlineTranslateRequestSchema } from "../contract/ai";
import type { AppEnv } from "../env";
import { languageOfHeader } from "../i18n";
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
  .get("/entries/:lemma", validate("param", lexiconLemmaParamSchema), validate("query", lexiconEntryQuerySchema), async (c) => {
    const { lemma } = c.req.valid("param");
    const { lang, context } = c.req.valid("query");
    const found = await lookupLexiconEntry(c.var.db, lemma, lang, context || undefined);
    if (!found) throw new ApiError(404, "lexicon_entry_not_found", { params: { lemma } });
    c.header("Cache-Control", CACHE_FOR_AN_HOUR);
    return c.json(found);
  })
  .get("/glosses", validate("query", lexiconGlossesQuerySchema), async (c) => {
    const { lang, words } = c.req.valid("query");
    c.header("Cache-Control", CACHE_FOR_AN_HOUR);
    return c.json({ lang, glosses: await glossesOfWords(c.var.db, lang, words) });
  })
  .get("/info", async (c) => c.json(await lexiconInfo(c.var.db)))
  // The translator without a model, for a visitor who is not signed in (signed in, POST /api/consolidated answers).
  .post("/translation", validate("json", offlineTranslateRequestSchema), async (c) =>
    c.json(await offlineTranslation(c.var.db, c.req.valid("json"), languageOfHeader(c.req.header("Accept-Language")))),
  );
