/**
 * Time zones and days, in one place: local calendar days (`YYYY-MM-DD`) in a learner's IANA time zone
 * (streaks, "today", words of the day), the SRS study day that starts at STUDY_DAY_START_HOUR local
 * time like Anki's, and plain day arithmetic. An activity at 23:30 and one at 00:30 local time land
 * on two different days. A zone the runtime does not know (profiles validate it, but data can be
 * old) counts in UTC.
 */
import { STUDY_DAY_START_HOUR } from "../contract/vocabulary-constants";

const MS_PER_DAY = 86_400_000;
const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    try {
      formatter = new Intl.DateTimeFormat("en-US", {
        timeZone,
        hourCycle: "h23",
        year: "numeric",
        month: "2-digit",
        day: "2-digit",
        hour: "2-digit",
        minute: "2-digit",
        second: "2-digit",
      });
    } catch {
      return formatterFor("UTC");
    }
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

type LocalTime = { year: number; month: number; day: number; hour: number; minute: number; second: number };

function localTime(instant: number, timeZone: string): LocalTime {
  const parts = Object.fromEntries(
    formatterFor(timeZone)
      .formatToParts(instant)
      .map((p) => [p.type, p.value]),
  );
  return {
    year: Number(parts.year),
    month: Number(parts.month),
    day: Number(parts.day),
    hour: Number(parts.hour) % 24,
    minute: Number(parts.minute),
    second: Number(parts.second),
  };
}

const isoDay = (t: Pick<LocalTime, "year" | "month" | "day">) =>
  `${String(t.year).padStart(4, "0")}-${String(t.month).padStart(2, "0")}-${String(t.day).padStart(2, "0")}`;

/** The local calendar day of the instant in the time zone. */
export const localDay = (instant: number, timeZone: string): string => isoDay(localTime(instant, timeZone));
export const localHour = (instant: number, timeZone: string): number => localTime(instant, timeZone).hour;

const toEpochDay = (day: string): number => Math.round(Date.parse(`${day}T00:00:00Z`) / MS_PER_DAY);
const fromEpochDay = (epochDay: number): string => new Date(epochDay * MS_PER_DAY).toISOString().slice(0, 10);

/** Whole days from `from` to `to` (positive when `to` is later). */
export const daysBetween = (from: string, to: string): number => toEpochDay(to) - toEpochDay(from);
export const addDays = (day: string, days: number): string => fromEpochDay(toEpochDay(day) + days);

/** The `count` days ending at `lastDay`, oldest first. */
export function dayRange(lastDay: string, count: number): string[] {
  return Array.from({ length: count }, (_, i) => addDays(lastDay, i - count + 1));
}

const asUtc = (t: LocalTime) => Date.UTC(t.year, t.month - 1, t.day, t.hour, t.minute, t.second);

/** The instant a local wall-clock time happens (the later one if a DST change skips it). */
function instantOf(local: LocalTime, timeZone: string): number {
  const wall = asUtc(local);
  const firstGuess = wall - (asUtc(localTime(wall, timeZone)) - wall);
  return wall - (asUtc(localTime(firstGuess, timeZone)) - firstGuess);
}

type StudyDay = { date: string; startsAt: number; endsAt: number };

/** The study day containing the instant: from local 4 am to the next local 4 am. */
export function studyDay(instant: number, timeZone: string): StudyDay {
  const now = localTime(instant, timeZone);
  const date = addDays(isoDay(now), now.hour < STUDY_DAY_START_HOUR ? -1 : 0);
  const startOf = (day: string) => {
    const [year, month, dayOfMonth] = day.split("-").map(Number) as [number, number, number];
    return instantOf({ year, month, day: dayOfMonth, hour: STUDY_DAY_START_HOUR, minute: 0, second: 0 }, timeZone);
  };
  return { date, startsAt: startOf(date), endsAt: startOf(addDays(date, 1)) };
}
