// Modules the offline estimate loads: nspell ships no types (and @types/nspell pulls Node's into the
// Worker), and the Hunspell files are imported as text through Vite's `?raw`.
declare module "nspell" {
  interface NSpell {
    correct(word: string): boolean;
    add(word: string): NSpell;
  }
  export default function nspell(aff: string, dic: string): NSpell;
}

declare module "*?raw" {
  const text: string;
  export default text;
}

// wink-lexicon's data files are CommonJS objects without types: word → Penn tags, irregular form → base,
// uncountable noun → true.
declare module "wink-lexicon/src/lexicon.js" {
  const lexicon: Record<string, readonly string[]>;
  export default lexicon;
}
declare module "wink-lexicon/src/irregular-verbs.js" {
  const verbs: Record<string, string>;
  export default verbs;
}
declare module "wink-lexicon/src/uncountable-nouns.js" {
  const nouns: Record<string, boolean>;
  export default nouns;
}
