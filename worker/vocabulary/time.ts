/**
 * Local dates in the user's time zone (profiles.timezone): the calendar date for words of the day and
 * the study day for SRS, which starts at STUDY_DAY_START_HOUR local time like Anki's.
 */
import { eq } from "drizzle-orm";
import { STUDY_DAY_START_HOUR } from "../contract/vocabulary-constants";
import { profiles } from "../db/schema";
import type { Db } from "../db/client";

const DAY_MS = 24 * 60 * 60 * 1000;
const formatters = new Map<string, Intl.DateTimeFormat>();

function formatter(timeZone: string): Intl.DateTimeFormat {
  let f = formatters.get(timeZone);
  if (!f) {
    f = new Intl.DateTimeFormat("en-US", {
      timeZone,
      hourCycle: "h23",
      year: "numeric",
      month: "2-digit",
      day: "2-digit",
      hour: "2-digit",
      minute: "2-digit",
      second: "2-digit",
    });
    formatters.set(timeZone, f);
  }
  return f;
}

type LocalTime = { year: number; month: number; day: number; hour: number; minute: number; second: number };

function localTime(instant: number, timeZone: string): LocalTime {
  const parts = Object.fromEntries(formatter(timeZone).formatToParts(instant).map((p) => [p.type, p.value]));
  return {
    year: Number(parts.year),
    month: Number(parts.month),
    day: Number(parts.day),
    hour: Number(parts.hour),
    minute: Number(parts.minute),
    second: Number(parts.second),
  };
}

const asUtc = (t: LocalTime) => Date.UTC(t.year, t.month - 1, t.day, t.hour, t.minute, t.second);

/** The instant a local wall-clock time happens (the later one if a DST change skips it). */
function instantOf(local: LocalTime, timeZone: string): number {
  const wall = asUtc(local);
  const firstGuess = wall - (asUtc(localTime(wall, timeZone)) - wall);
  return wall - (asUtc(localTime(firstGuess, timeZone)) - firstGuess);
}

const isoDate = (t: Pick<LocalTime, "year" | "month" | "day">) =>
  `${String(t.year).padStart(4, "0")}-${String(t.month).padStart(2, "0")}-${String(t.day).padStart(2, "0")}`;

/** YYYY-MM-DD of the instant in the time zone. */
export const localDate = (instant: number, timeZone: string) => isoDate(localTime(instant, timeZone));

export type StudyDay = { date: string; startsAt: number; endsAt: number };

/** The study day containing the instant: from local 4 am to the next local 4 am. */
export function studyDay(instant: number, timeZone: string): StudyDay {
  const now = localTime(instant, timeZone);
  const calendar = new Date(Date.UTC(now.year, now.month - 1, now.day) - (now.hour < STUDY_DAY_START_HOUR ? DAY_MS : 0));
  const day = { year: calendar.getUTCFullYear(), month: calendar.getUTCMonth() + 1, day: calendar.getUTCDate() };
  const next = new Date(calendar.getTime() + DAY_MS);
  const startOf = (d: typeof day) => instantOf({ ...d, hour: STUDY_DAY_START_HOUR, minute: 0, second: 0 }, timeZone);
  return {
    date: isoDate(day),
    startsAt: startOf(day),
    endsAt: startOf({ year: next.getUTCFullYear(), month: next.getUTCMonth() + 1, day: next.getUTCDate() }),
  };
}

export function isTimeZone(value: string): boolean {
  try {
    formatter(value);
    return true;
  } catch {
    return false;
  }
}

/** The user's time zone from the profile; UTC without a profile or with an unknown zone. */
export async function userTimeZone(db: Db, userId: string): Promise<string> {
  const [row] = await db.select({ timezone: profiles.timezone }).from(profiles).where(eq(profiles.id, userId));
  return row && isTimeZone(row.timezone) ? row.timezone : "UTC";
}
