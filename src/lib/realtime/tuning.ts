/**
 * Connection numbers from spec §9 ("Real-time"), per browser, mapped onto partysocket's options:
 * the spec's linear "attempt × step, capped" backoff becomes partysocket's growing delay between the
 * same first step and the same cap.
 */
export type RealtimeTuning = {
  /** How often a ping goes out while connected. */
  heartbeatMs: number;
  /** A connection attempt, or a ping without any answer, fails after this long. */
  timeoutMs: number;
  minReconnectDelayMs: number;
  maxReconnectDelayMs: number;
  reconnectGrowFactor: number;
};

const DEFAULT_TUNING: RealtimeTuning = {
  heartbeatMs: 30_000,
  timeoutMs: 15_000,
  minReconnectDelayMs: 2_000,
  maxReconnectDelayMs: 15_000,
  reconnectGrowFactor: 1.5,
};

const SAFARI_TUNING: RealtimeTuning = { ...DEFAULT_TUNING, heartbeatMs: 45_000, minReconnectDelayMs: 2_500, maxReconnectDelayMs: 20_000 };

const FIREFOX_TUNING: RealtimeTuning = {
  heartbeatMs: 60_000,
  timeoutMs: 20_000,
  minReconnectDelayMs: 1_000,
  maxReconnectDelayMs: 30_000,
  reconnectGrowFactor: 2,
};

export function realtimeTuning(userAgent: string): RealtimeTuning {
  if (/firefox|fxios/i.test(userAgent)) return FIREFOX_TUNING;
  if (/safari/i.test(userAgent) && !/chrome|chromium|crios|android/i.test(userAgent)) return SAFARI_TUNING;
  return DEFAULT_TUNING;
}
