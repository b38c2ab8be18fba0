/**
 * Stored notifications as the reader reads them (worker/progress/notification-text.ts): rendered from what
 * happened, in the reader's language, for the notifications page and the pushes alike.
 */
import { describe, expect, it } from "vitest";
import { englishText, notificationText, type StoredNotice } from "../../../worker/progress/notification-text";

const progress = (data: Record<string, unknown>): StoredNotice => ({ type: "progress", title: "", message: "", data });

describe("a stored notification's text", () => {
  it("says who graded what in Russian and English", () => {
    const graded = progress({ kind: "teacher_grade", submission_id: "s1", section: "writing", overall: 6.5, teacher_name: "Ms Rivera" });
    expect(notificationText("ru", graded)).toEqual({
      title: "Оценка преподавателя",
      message: "Ms Rivera оценил(а) ваш письменный ответ: балл 6.5.",
    });
    expect(notificationText("en", graded)).toEqual({ title: "Teacher's grade", message: "Ms Rivera graded your writing: band 6.5." });
  });

  it("says who shared what, and names a forum member without a name", () => {
    expect(
      notificationText("ru", progress({ kind: "content_shared", share_id: "s1", title: "Maps and plans", teacher_name: "Ms Baker" })),
    ).toEqual({
      title: "Новый материал для вас",
      message: "Ms Baker поделился(-ась) с вами: «Maps and plans».",
    });
    const reply = { kind: "forum_reply", post_id: "p1", reply_id: "r1", post_title: "Linking words" };
    expect(notificationText("ru", progress({ ...reply, replier_name: "Dana" }))).toEqual({
      title: "Новый ответ на ваш пост",
      message: "Dana ответил(-а) на «Linking words».",
    });
    expect(notificationText("kk", progress({ ...reply, replier_name: "" }))).toEqual({
      title: "Жазбаңызға жаңа жауап",
      message: "Форум қатысушысы «Linking words» жазбасына жауап берді.",
    });
  });

  it("dates a new assignment's due day in the learner's time zone", () => {
    const assignment = progress({
      kind: "assignment_set",
      assignment_id: "a1",
      class_id: "c1",
      title: "Weekly quiz",
      teacher_name: "Ms Baker",
      due_at: "2026-12-03T21:00:00.000Z",
    });
    expect(notificationText("ru", assignment)).toEqual({
      title: "Новое задание",
      message: "Ms Baker задал(а) «Weekly quiz», срок — 03.12.2026.",
    });
    expect(notificationText("ru", assignment, "Asia/Almaty").message).toBe("Ms Baker задал(а) «Weekly quiz», срок — 04.12.2026.");
    expect(notificationText("kk", assignment).title).toBe("Жаңа тапсырма");
  });

  it("writes achievements, streaks with a freeze, rewards and progress with their plural forms", () => {
    expect(
      notificationText("ru", { type: "achievement", title: "", message: "", data: { achievement_id: "week_warrior", points: 50 } }),
    ).toEqual({
      title: "Достижение получено!",
      message: "Воин недели (+50 очков)",
    });
    const streak = {
      type: "streak",
      title: "",
      message: "",
      data: { streak_type: "daily", current_streak: 3, freeze_used_days: ["2026-05-01"] },
    } as const;
    expect(notificationText("ru", streak).message).toBe("Серия дней: 3 дня Заморозка покрыла 1 пропущенный день.");
    expect(notificationText("ru", { type: "reward", title: "", message: "", data: { streak_type: "words" } }).title).toBe(
      "Доступна награда!",
    );
    expect(notificationText("kk", progress({ event_type: "quiz_completed", score: 80.4 }))).toEqual({
      title: "Үлгерім жаңартылды",
      message: "Тест 80% нәтижемен өтілді!",
    });
  });

  it("keeps the stored texts of a notice this version cannot read, and stores English beside the data", () => {
    const unknown: StoredNotice = { type: "achievement", title: "Old title", message: "Old message", data: {} };
    expect(notificationText("ru", unknown)).toEqual({ title: "Old title", message: "Old message" });
    expect(englishText({ type: "progress", data: { event_type: "lesson_completed", score: 60 } })).toEqual({
      title: "Progress Updated",
      message: "Lesson completed with 60% score!",
    });
  });
});
