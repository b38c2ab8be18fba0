/** The player's small rules: which transcript turn is being spoken, and times as the player shows them. */

/** The last turn that has started by `seconds`; -1 before the first (or without turn times). */
export function currentTurn(turns: readonly { startSeconds: number | null }[], seconds: number): number {
  let current = -1;
  turns.forEach((turn, index) => {
    if (turn.startSeconds !== null && turn.startSeconds <= seconds) current = index;
  });
  return current;
}

/** 75.4 → "1:15". */
export function formatTime(seconds: number): string {
  const whole = Math.max(0, Math.floor(Number.isFinite(seconds) ? seconds : 0));
  return `${Math.floor(whole / 60)}:${String(whole % 60).padStart(2, "0")}`;
}

/**
 * The sentence of a turn being spoken at `seconds`, or -1 outside the turn. The audio keeps only each turn's start,
 * so the turn's time is shared out by the sentences' lengths in characters, as the synthesiser reads at an even pace.
 */
export function currentSentence(sentences: readonly string[], startSeconds: number, endSeconds: number, seconds: number): number {
  if (sentences.length === 0 || seconds < startSeconds || seconds >= endSeconds) return -1;
  const total = sentences.reduce((sum, s) => sum + s.length, 0);
  const at = ((seconds - startSeconds) / (endSeconds - startSeconds)) * total;
  let reached = 0;
  for (const [index, sentence] of sentences.entries()) {
    reached += sentence.length;
    if (at < reached) return index;
  }
  return sentences.length - 1;
}
