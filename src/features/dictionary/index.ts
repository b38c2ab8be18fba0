/** What other features use of dictionary; they import it from here, never from its files (eslint.config.js). */
export { LexiconCombobox } from "./LexiconCombobox";
export { SenseChoice } from "./SenseChoice";
export { addWordToSrs, createWord, dictionaryKeys, fetchCategories, fetchLexiconEntry, fetchWords, lexiconEntryKey } from "./api";
export { playPronunciation } from "./pronounce";
export { useDictionaryTranslation } from "./translations";
