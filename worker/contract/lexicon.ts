/**
 * The offline lexicon: GET /api/lexicon/search?q=, GET /api/lexicon/entries/:lemma, GET /api/lexicon/glosses,
 * GET /api/lexicon/info. Public (no account needed). Search answers the add-word autocomplete: every item
 * carries what the form pre-fills (definition, IPA, example, difficulty). Glosses come only when asked
 * for with `?lang=` (a gloss language, GLOSS_LANGUAGES), so English and Kazakh interfaces download none.
 */
import { z } from "zod";
import { CEFRJ_CITATION } from "./cefrj";
import { CEFR_LEVELS } from "./placement";
import {
  DIFFICULTIES,
  GLOSS_LANGUAGES,
  GLOSS_WORDS_MAX,
  LEXICON_QUERY_MAX_LENGTH,
  LEXICON_SEARCH_LIMIT_DEFAULT,
  LEXICON_SEARCH_LIMIT_MAX,
  normalizeLexiconQuery,
  PARTS_OF_SPEECH,
} from "./vocabulary-constants";

export const lexiconSearchQuerySchema = z.object({
  q: z
    .string()
    .max(LEXICON_QUERY_MAX_LENGTH * 2)
    .transform(normalizeLexiconQuery)
    .pipe(z.string().min(1, "Type at least one letter").max(LEXICON_QUERY_MAX_LENGTH)),
  limit: z.coerce.number().int().min(1).max(LEXICON_SEARCH_LIMIT_MAX).default(LEXICON_SEARCH_LIMIT_DEFAULT),
  lang: z.enum(GLOSS_LANGUAGES).optional(),
});

/** The longest sentence a look-up reads its word in (a reader's sentence; longer ones are cut by the SPA). */
export const LEXICON_CONTEXT_MAX_LENGTH = 600;

/**
 * `?lang=ru` on the entry look-up: the glosses in that language; `?context=` the sentence the word was met
 * in, so the sense that fits it comes first (`bestSense`).
 */
export const lexiconEntryQuerySchema = z.object({
  lang: z.enum(GLOSS_LANGUAGES).optional(),
  context: z
    .string()
    .max(LEXICON_CONTEXT_MAX_LENGTH)
    .transform((text) => text.replace(/\s+/g, " ").trim())
    .optional(),
});

const glossWordSchema = z
  .string()
  .max(LEXICON_QUERY_MAX_LENGTH * 2)
  .transform(normalizeLexiconQuery)
  .pipe(z.string().min(1).max(LEXICON_QUERY_MAX_LENGTH));

/** GET /api/lexicon/glosses?lang=ru&words=went,dog: words as learners saved them, comma-separated. */
export const lexiconGlossesQuerySchema = z.object({
  lang: z.enum(GLOSS_LANGUAGES),
  words: z
    .string()
    .max(GLOSS_WORDS_MAX * LEXICON_QUERY_MAX_LENGTH)
    .transform((text) => text.split(",").filter((word) => word.trim()))
    .pipe(z.array(glossWordSchema).min(1).max(GLOSS_WORDS_MAX)),
});

export const lexiconGlossesResponseSchema = z.object({
  lang: z.enum(GLOSS_LANGUAGES),
  /** Normalised word → its lemma's gloss ("went" → the gloss of "go"); words without one are absent. */
  glosses: z.record(z.string(), z.string()),
});
export type LexiconGlossesResponse = z.infer<typeof lexiconGlossesResponseSchema>;

/**
 * How an item matched, best first: the word itself, a lemma of the inflected form typed (went → go),
 * a word starting with the query, a word one typing mistake away, a phrase containing the query.
 */
export const LEXICON_MATCH_KINDS = ["exact", "form", "prefix", "typo", "contains"] as const;

export const lexiconSearchItemSchema = z.object({
  lemma: z.string(),
  pos: z.enum(PARTS_OF_SPEECH),
  ipa: z.string().nullable(),
  difficulty: z.enum(DIFFICULTIES),
  /** Frequency rank among lemmas (1 = most frequent); null when the word is too rare to rank. */
  rank: z.number().int().nullable(),
  definition: z.string(),
  example: z.string().nullable(),
  /** The gloss in the language asked for with `?lang=`; null when not asked or the word has none. */
  gloss: z.string().nullable(),
  match: z.enum(LEXICON_MATCH_KINDS),
  /** The spelling that matched when it is not the lemma: the inflected form ("went") or the corrected typo. */
  matched: z.string().nullable(),
});
export type LexiconSearchItem = z.infer<typeof lexiconSearchItemSchema>;

export const lexiconSearchResponseSchema = z.object({
  query: z.string(),
  items: z.array(lexiconSearchItemSchema),
});
export type LexiconSearchResponse = z.infer<typeof lexiconSearchResponseSchema>;

export const lexiconSenseSchema = z.object({
  /** The sense's place in WordNet's order for its lemma (most frequent first): what a saved word refers to. */
  position: z.number().int().min(0),
  pos: z.enum(PARTS_OF_SPEECH),
  definition: z.string(),
  examples: z.array(z.string()),
  synonyms: z.array(z.string()),
  /** The translation of this sense in the language asked for, where the Müller entry separates it; else null. */
  gloss: z.string().nullable(),
});
export type LexiconSense = z.infer<typeof lexiconSenseSchema>;

export const lexiconEntrySchema = z.object({
  lemma: z.string(),
  pos: z.enum(PARTS_OF_SPEECH),
  ipa: z.string().nullable(),
  difficulty: z.enum(DIFFICULTIES),
  rank: z.number().int().nullable(),
  definition: z.string(),
  example: z.string().nullable(),
  /** The lemma's gloss (its commonest senses) in the language asked for with `?lang=`; null when not asked or the word has none. */
  gloss: z.string().nullable(),
  /** Every sense, parts of speech in order of frequency; with `?context=`, the sense that fits it first. */
  senses: z.array(lexiconSenseSchema),
  /** Inflected forms of this lemma found in real text (went, gone, going, goes). */
  forms: z.array(z.string()),
  /** The word's CEFR-J level (its lowest over its parts of speech); null when the A1-B2 profile lacks it. */
  cefr: z.enum(CEFR_LEVELS).nullable(),
});

export const lexiconEntryResponseSchema = z.object({
  entry: lexiconEntrySchema,
  /** The word asked for when it is an inflected form of `entry.lemma` ("went"); else null. */
  resolvedFrom: z.string().nullable(),
  /** Other lemmas the asked word is also a form of ("saw" → see). */
  alsoFormOf: z.array(z.string()),
  /** With `?context=`: the position of the sense that fits the sentence (also `entry.senses[0]`); else null. */
  bestSense: z.number().int().min(0).nullable(),
});
export type LexiconEntryResponse = z.infer<typeof lexiconEntryResponseSchema>;

export const lexiconLemmaParamSchema = z.object({
  lemma: z
    .string()
    .max(LEXICON_QUERY_MAX_LENGTH * 2)
    .transform(normalizeLexiconQuery)
    .pipe(z.string().min(1).max(LEXICON_QUERY_MAX_LENGTH)),
});

/**
 * Where the lexicon comes from, for the About/licences page. WordNet's licence and Müller's GPL ask
 * that their notices be kept with the data.
 */
export const LEXICON_SOURCES = [
  {
    name: "WordNet 3.1",
    use: "definitions, parts of speech, examples, synonyms",
    licence: "WordNet License",
    notice:
      'WordNet Release 3.1. This software and database is being provided to you, the LICENSEE, by Princeton University under the following license. By obtaining, using and/or copying this software and database, you agree that you have read, understood, and will comply with these terms and conditions.: Permission to use, copy, modify and distribute this software and database and its documentation for any purpose and without fee or royalty is hereby granted, provided that you agree to comply with the following copyright notice and statements, including the disclaimer, and that the same appear on ALL copies of the software, database and documentation, including modifications that you make for internal use or for distribution. WordNet 3.1 Copyright 2011 by Princeton University. All rights reserved. THIS SOFTWARE AND DATABASE IS PROVIDED "AS IS" AND PRINCETON UNIVERSITY MAKES NO REPRESENTATIONS OR WARRANTIES, EXPRESS OR IMPLIED. BY WAY OF EXAMPLE, BUT NOT LIMITATION, PRINCETON UNIVERSITY MAKES NO REPRESENTATIONS OR WARRANTIES OF MERCHANT- ABILITY OR FITNESS FOR ANY PARTICULAR PURPOSE OR THAT THE USE OF THE LICENSED SOFTWARE, DATABASE OR DOCUMENTATION WILL NOT INFRINGE ANY THIRD PARTY PATENTS, COPYRIGHTS, TRADEMARKS OR OTHER RIGHTS. The name of Princeton University or Princeton may not be used in advertising or publicity pertaining to distribution of the software and/or database. Title to copyright in this software, database and any associated documentation shall at all times remain with Princeton University and LICENSEE agrees to preserve same.',
    url: "https://wordnet.princeton.edu/",
  },
  {
    name: "Müller English-Russian Dictionary (mueller7-dict)",
    use: "Russian glosses (imported at setup from the Debian package when it is installed)",
    licence: "GPL-2.0-or-later",
    notice:
      'V.K.Mueller English-Russian Dictionary, 7 Edition; "State Publishing House of Foreign and National Dictionaries" Moscow 1961; Free Electronic Version by S.Starostin 1996; Electronic Version by E.S.Cymbalyuk 1999 under GNU GPL. Copyright (C) 1996 S. Starostin. Copyright (C) 1999-2000 E.S.Cymbalyuk. This program is free software; you can redistribute it and/or modify it under the terms of the GNU General Public License as published by the Free Software Foundation; either version 2 of the License, or (at your option) any later version.',
    url: "https://packages.debian.org/bookworm/mueller7-dict",
  },
  {
    name: "CEFR-J Vocabulary Profile 1.5",
    use: "CEFR levels A1-B2 of words (words of the day)",
    licence: "Free for research and commercial use when cited (Tono Laboratory, TUFS)",
    notice: CEFRJ_CITATION,
    url: "http://www.cefr-j.org/download.html",
  },
  {
    name: "CMU Pronouncing Dictionary",
    use: "pronunciations (converted from ARPAbet to IPA)",
    licence: "BSD-2-Clause",
    notice: "Copyright (C) 1993-2015 Carnegie Mellon University. All rights reserved.",
    url: "https://github.com/cmusphinx/cmudict",
  },
  {
    name: "SUBTLEX-US word frequencies",
    use: "frequency ranks and default difficulty",
    licence: "Research data of Ghent University (Brysbaert & New, 2009)",
    notice: "Brysbaert, M. & New, B. (2009). Moving beyond Kučera and Francis. Behavior Research Methods, 41(4), 977-990.",
    url: "https://www.ugent.be/pp/experimentele-psychologie/en/research/documents/subtlexus",
  },
  {
    name: "wink-lemmatizer / wink-lexicon",
    use: "inflected forms (WordNet's exception lists and Morphy rules)",
    licence: "MIT",
    notice: "Copyright (c) GRAYPE Systems Private Limited",
    url: "https://github.com/winkjs/wink-lemmatizer",
  },
] as const;

export const lexiconInfoSchema = z.object({
  version: z.string().nullable(),
  entries: z.number().int(),
  forms: z.number().int(),
  sources: z.array(z.object({ name: z.string(), use: z.string(), licence: z.string(), notice: z.string(), url: z.string() })),
});
export type LexiconInfo = z.infer<typeof lexiconInfoSchema>;
