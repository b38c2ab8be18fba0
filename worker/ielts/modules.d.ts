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
