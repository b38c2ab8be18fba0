/**
 * The grading screen's rules: where a selected or typed passage lies in the essay, the text cut at the
 * commented passages, the overall preview (the server's rounding), and the student's live toast.
 */
import i18next, { type TFunction } from "i18next";
import { describe, expect, it } from "vitest";
import { teacherOverall } from "../../../worker/contract/grading";
import type { EventFrame } from "../../../worker/contract/realtime";
import { noticeForEvent } from "../../../src/features/progress/live/hub-notices";
import { locateQuote, numberedComments, selectionOffsets, splitAtComments } from "../../../src/features/teaching/results/anchors";
import progressEn from "../../../src/locales/en/progress.json";

const essay = "Some people think that cities are better. Others think that villages are better.";

describe("anchored comments", () => {
  it("keeps the selected offsets when they hold the passage, else finds the typed passage's first occurrence", () => {
    expect(locateQuote(essay, "think that", { start: 49, end: 59 })).toEqual({ start: 49, end: 59, quote: "think that" });
    expect(locateQuote(essay, "think that", null)).toEqual({ start: 12, end: 22, quote: "think that" });
    expect(locateQuote(essay, "towns", null)).toBeNull();
    expect(locateQuote(essay, "", null)).toBeNull();
  });

  it("maps a selection inside the rendered text to offsets in the text", () => {
    const container = document.createElement("div");
    container.innerHTML = "<span>Some people </span><mark>think</mark><span> that cities</span>";
    document.body.append(container);
    const range = document.createRange();
    range.setStart(container.querySelector("mark")!.firstChild!, 2);
    range.setEnd(container.querySelectorAll("span")[1]!.firstChild!, 5);
    expect(selectionOffsets(container, range)).toEqual({ start: 14, end: 22 });
    const outside = document.createRange();
    outside.selectNodeContents(document.body);
    expect(selectionOffsets(container, outside)).toBeNull();
  });

  it("cuts the text at the passages in text order, leaving an overlapping one unmarked but listed", () => {
    const comments = [
      { start: 49, end: 59, quote: "think that", comment: "Repetition" },
      { start: 0, end: 11, quote: "Some people", comment: "Vague" },
      { start: 5, end: 15, quote: "people thi", comment: "Overlaps" },
    ];
    const pieces = splitAtComments(essay, comments);
    expect(pieces.map((p) => p.text).join("")).toBe(essay);
    expect(pieces.filter((p) => p.comment).map((p) => [p.text, p.comment!.number])).toEqual([
      ["Some people", 1],
      ["think that", 3],
    ]);
    expect(numberedComments(comments).map((c) => c.value.comment)).toEqual(["Vague", "Overlaps", "Repetition"]);
  });

  it("previews the overall band with the server's rounding", () => {
    expect([
      teacherOverall([6, 7, 7, 6]),
      teacherOverall([7, 7, 7, 6]),
      teacherOverall([6, 6, 6, 7]),
      teacherOverall([6, 6, 6, 6.5]),
    ]).toEqual([6.5, 7, 6.5, 6]);
  });
});

describe("the student's notice of a teacher's grade", () => {
  const data = { kind: "teacher_grade", submission_id: "s1", section: "writing", overall: 6.5, teacher_name: "Ms Rivera" };

  it("shows a toast for the live event", async () => {
    const i18n = i18next.createInstance();
    await i18n.init({ lng: "en", resources: { en: { progress: progressEn } }, interpolation: { escapeValue: false } });
    const t = i18n.getFixedT("en", "progress") as TFunction<"progress">;
    const frame: EventFrame = { v: 1, type: "teacher_graded", seq: 1, ts: 0, data: { ...data, notification_id: "n1" } };
    expect(noticeForEvent(frame, t)).toMatchObject({
      key: "n1",
      title: "Teacher's grade",
      message: "Ms Rivera graded your writing: band 6.5.",
      durationMs: 4000,
    });
    expect(noticeForEvent({ ...frame, data: { kind: "teacher_grade" } }, t)).toBeNull();
  });
});
