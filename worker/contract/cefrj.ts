/**
 * The citation the CEFR-J Vocabulary Profile's terms of use ask for (scripts/lexicon/data/README.md):
 * shown on the licences page and in the lexicon's list of sources. Free of zod, so the legal page's
 * chunk stays small.
 */
export const CEFRJ_CITATION =
  "The CEFR-J Wordlist Version 1.5. Compiled by Yukio Tono, Tokyo University of Foreign Studies. Retrieved from http://www.cefr-j.org/download.html.";
