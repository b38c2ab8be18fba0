/**
 * Local calendar days (`YYYY-MM-DD`) in a learner's IANA time zone. Streaks and "today" are counted
 * in local days, so an activity at 23:30 and one at 00:30 local time land on two different days.
 */
const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    try {
      formatter = new Intl.DateTimeFormat("en-US", { timeZone, year: "numeric", month: "2-digit", day: "2-digit", hour: "2-digit", hourCycle: "h23" });
    } catch {
      // A zone the runtime does not know (profiles validate it, but data can be old): count in UTC.
      return formatterFor("UTC");
    }
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

function localParts(instantMs: number, timeZone: string): { day: string; hour: number } {
  const parts = Object.fromEntries(formatterFor(timeZone).formatToParts(instantMs).map((p) => [p.type, p.value]));
  return { day: `${parts.year}-${parts.month}-${parts.day}`, hour: Number(parts.hour) % 24 };
}

export const localDay = (instantMs: number, timeZone: string): string => localParts(instantMs, timeZone).day;
export const localHour = (instantMs: number, timeZone: string): number => localParts(instantMs, timeZone).hour;

const MS_PER_DAY = 86_400_000;
const toEpochDay = (day: string): number => Math.round(Date.parse(`${day}T00:00:00Z`) / MS_PER_DAY);
const fromEpochDay = (epochDay: number): string => new Date(epochDay * MS_PER_DAY).toISOString().slice(0, 10);

/** Whole days from `from` to `to` (positive when `to` is later). */
export const daysBetween = (from: string, to: string): number => toEpochDay(to) - toEpochDay(from);
export const addDays = (day: string, days: number): string => fromEpochDay(toEpochDay(day) + days);

/** The `count` days ending at `lastDay`, oldest first. */
export function dayRange(lastDay: string, count: number): string[] {
  return Array.from({ length: count }, (_, i) => addDays(lastDay, i - count + 1));
}
