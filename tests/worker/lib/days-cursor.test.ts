/** The shared day and cursor modules (worker/lib/days.ts, worker/lib/cursor.ts). */
import { describe, expect, it } from "vitest";
import { decodeCursor, encodeCursor } from "../../../worker/lib/cursor";
import { addDays, dayRange, daysBetween, localDay, localHour, studyDay } from "../../../worker/lib/days";

describe("days", () => {
  it("counts local days in the learner's zone, and an unknown zone in UTC", () => {
    const instant = Date.UTC(2026, 2, 1, 23, 30);
    expect(localDay(instant, "UTC")).toBe("2026-03-01");
    expect(localDay(instant, "Asia/Tokyo")).toBe("2026-03-02");
    expect(localHour(instant, "Asia/Tokyo")).toBe(8);
    expect(localDay(instant, "Mars/Olympus_Mons")).toBe("2026-03-01");
  });

  it("does day arithmetic across months and leap days", () => {
    expect(addDays("2028-02-28", 1)).toBe("2028-02-29");
    expect(daysBetween("2026-12-30", "2027-01-02")).toBe(3);
    expect(dayRange("2026-03-02", 3)).toEqual(["2026-02-28", "2026-03-01", "2026-03-02"]);
  });

  it("starts the study day at 4 am local time, also on a DST change", () => {
    // 03:30 in Berlin on 2026-03-29 still belongs to the study day of the 28th.
    const beforeFour = studyDay(Date.UTC(2026, 2, 29, 1, 30), "Europe/Berlin");
    expect(beforeFour.date).toBe("2026-03-28");
    expect(new Date(beforeFour.startsAt).toISOString()).toBe("2026-03-28T03:00:00.000Z");
    // Clocks went forward that night: 4 am CEST is 02:00 UTC, so the day lasted 23 hours.
    expect(new Date(beforeFour.endsAt).toISOString()).toBe("2026-03-29T02:00:00.000Z");
  });
});

describe("cursors", () => {
  it("round-trips the (time, id) of the last row and refuses anything it did not hand out", () => {
    const cursor = encodeCursor({ at: "2026-03-01T12:00:00.000Z", id: "row-1" });
    expect(cursor).toMatch(/^[\w-]+$/);
    expect(decodeCursor(cursor)).toEqual({ at: "2026-03-01T12:00:00.000Z", id: "row-1" });
    expect(decodeCursor(undefined)).toBeNull();
    for (const bad of ["garbage!", "1740830400000_row-1", encodeCursor({ at: "not a time", id: "x" })]) {
      expect(() => decodeCursor(bad)).toThrow(expect.objectContaining({ status: 400, code: "invalid_cursor" }));
    }
  });
});
