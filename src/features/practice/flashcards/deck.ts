/**
 * A flashcard deck and the learner's pass through it: flip, mark "know" or "again", then study the
 * "again" cards once more or start over.
 */
import type { QueueItem } from "../../../../worker/contract/srs";
import type { PartOfSpeech } from "../../../../worker/contract/vocabulary-constants";
import type { Word } from "../../../../worker/contract/words";

export type Flashcard = {
  wordId: string;
  word: string;
  definition: string | null;
  ipa: string | null;
  example: string | null;
  pos: PartOfSpeech | null;
  category: string;
  /** The translation kept with the word, and its language. */
  gloss: string | null;
  glossLang: string | null;
  /** The word has an SRS card (an outcome rates it; otherwise it is added first). */
  inSrs: boolean;
};

export const cardFromWord = (word: Word): Flashcard => ({
  wordId: word.id,
  word: word.word,
  definition: word.definition,
  ipa: word.ipa,
  example: word.example,
  pos: word.pos,
  category: word.category,
  gloss: word.gloss,
  glossLang: word.glossLang,
  inSrs: word.srs !== null,
});

export const cardFromQueue = ({ word }: QueueItem): Flashcard => ({
  wordId: word.id,
  word: word.word,
  definition: word.definition,
  ipa: word.ipa,
  example: word.example,
  pos: word.pos,
  category: word.category,
  gloss: word.gloss,
  glossLang: word.glossLang,
  inSrs: true,
});

export type DeckOutcome = "know" | "again";

export type DeckState = {
  cards: readonly Flashcard[];
  index: number;
  flipped: boolean;
  /** Outcomes of this pass, by card position. */
  outcomes: readonly DeckOutcome[];
};

export type DeckAction =
  { type: "flip" } | { type: "answer"; outcome: DeckOutcome } | { type: "studyAgain" } | { type: "restart"; cards?: readonly Flashcard[] };

export const newDeck = (cards: readonly Flashcard[]): DeckState => ({ cards, index: 0, flipped: false, outcomes: [] });

export const deckFinished = (state: DeckState) => state.index >= state.cards.length;

export function deckReducer(state: DeckState, action: DeckAction): DeckState {
  switch (action.type) {
    case "flip":
      return deckFinished(state) ? state : { ...state, flipped: !state.flipped };
    case "answer":
      if (deckFinished(state)) return state;
      return { ...state, index: state.index + 1, flipped: false, outcomes: [...state.outcomes, action.outcome] };
    case "studyAgain":
      return newDeck(state.cards.filter((_, i) => state.outcomes[i] === "again"));
    case "restart":
      return newDeck(action.cards ?? state.cards);
  }
}

/** A shuffled copy (Fisher–Yates). */
export function shuffled<T>(items: readonly T[], random: () => number = Math.random): T[] {
  const out = [...items];
  for (let i = out.length - 1; i > 0; i -= 1) {
    const j = Math.floor(random() * (i + 1));
    [out[i], out[j]] = [out[j]!, out[i]!];
  }
  return out;
}
