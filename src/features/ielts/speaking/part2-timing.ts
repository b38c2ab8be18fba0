/**
 * Part 2 of the Speaking test (exam-facts): one minute to prepare, then up to two minutes of talk
 * with a hard stop. Talking starts when preparation runs out, or earlier if the learner is ready; it
 * ends at the learner's "finish" or at two minutes, whichever comes first.
 */
import { SPEAKING_PREPARATION_SECONDS, SPEAKING_TALK_SECONDS } from "../../../../worker/contract/ielts-content";

const PART2_PREPARATION_MS = SPEAKING_PREPARATION_SECONDS * 1000;
const PART2_TALK_MS = SPEAKING_TALK_SECONDS.max * 1000;
/** Under a minute the talk is short of what the task expects (the screen says so). */
export const PART2_SHORT_TALK_MS = SPEAKING_TALK_SECONDS.min * 1000;

/** Moments of a Part 2 attempt (ms since the epoch); null until they happen. */
export type Part2Clock = { preparationStartedAt: number | null; talkStartedAt: number | null; finishedAt: number | null };

export const PART2_NOT_STARTED: Part2Clock = { preparationStartedAt: null, talkStartedAt: null, finishedAt: null };

export type Part2Status =
  | { phase: "ready" }
  | { phase: "preparing"; secondsLeft: number }
  | { phase: "talking"; secondsLeft: number; talkStartedAt: number }
  | { phase: "finished"; talkedMs: number; talkStartedAt: number };

/** When the talk starts: when the learner started it, else when preparation ran out. */
function talkStart(clock: Part2Clock): number | null {
  if (clock.talkStartedAt !== null) return clock.talkStartedAt;
  return clock.preparationStartedAt === null ? null : clock.preparationStartedAt + PART2_PREPARATION_MS;
}

export function part2Status(clock: Part2Clock, now: number): Part2Status {
  const start = talkStart(clock);
  if (start === null) return { phase: "ready" };
  if (now < start) return { phase: "preparing", secondsLeft: Math.ceil((start - now) / 1000) };
  const end = Math.min(clock.finishedAt ?? Number.POSITIVE_INFINITY, start + PART2_TALK_MS);
  if (now >= end) return { phase: "finished", talkedMs: Math.max(0, end - start), talkStartedAt: start };
  return { phase: "talking", secondsLeft: Math.ceil((start + PART2_TALK_MS - now) / 1000), talkStartedAt: start };
}

export const startPreparation = (clock: Part2Clock, now: number): Part2Clock =>
  clock.preparationStartedAt === null ? { ...clock, preparationStartedAt: now } : clock;

/** "I'm ready": the talk starts now instead of when the minute is up (only while preparing). */
export function startTalkingEarly(clock: Part2Clock, now: number): Part2Clock {
  return part2Status(clock, now).phase === "preparing" ? { ...clock, talkStartedAt: now } : clock;
}

/** "Finish": ends the talk before two minutes (only while talking). */
export function finishTalk(clock: Part2Clock, now: number): Part2Clock {
  return part2Status(clock, now).phase === "talking" ? { ...clock, finishedAt: now } : clock;
}

/** mm:ss for a countdown. */
export const clockText = (seconds: number) => `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, "0")}`;
