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
