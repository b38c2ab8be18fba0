/** The writing screen's live word count against the task minimum (Task 1 ≥ 150, Task 2 ≥ 250 words). */
import { ESSAY_MAX_WORDS, WRITING_MIN_WORDS, type WritingTask } from "../../../../worker/contract/ielts";
import { countWords } from "../../../../worker/contract/ielts-content";

export type WordCountStatus = {
  words: number;
  minimum: number;
  /** Words still needed to reach the minimum (0 once reached). */
  missing: number;
  state: "empty" | "under" | "reached" | "too_long";
};

export function wordCountStatus(text: string, task: WritingTask): WordCountStatus {
  const words = countWords(text);
  const minimum = WRITING_MIN_WORDS[task];
  const state = words === 0 ? "empty" : words > ESSAY_MAX_WORDS ? "too_long" : words < minimum ? "under" : "reached";
  return { words, minimum, missing: Math.max(0, minimum - words), state };
}
