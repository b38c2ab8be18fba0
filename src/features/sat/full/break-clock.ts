/**
 * The break's countdown on screen: the server tells the seconds left when it answered (from its own
 * timestamps), and the screen counts down from then, so a reload or another device shows the same time.
 */
export function breakSecondsNow(serverSecondsLeft: number, receivedAt: number, now: number): number {
  return Math.max(0, serverSecondsLeft - Math.floor(Math.max(0, now - receivedAt) / 1000));
}

/** 9:05 */
export const breakClock = (seconds: number) => `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, "0")}`;
