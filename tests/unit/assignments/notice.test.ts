/** "New assignment" (issue 18): the stored notification a student gets when a teacher sets one, in the interface language. */
import i18next, { type TFunction } from "i18next";
import { describe, expect, it } from "vitest";
import { storedNotificationText } from "../../../src/features/progress/notifications/notification-text";
import en from "../../../src/locales/en/progress.json";
import kk from "../../../src/locales/kk/progress.json";
import ru from "../../../src/locales/ru/progress.json";

async function translator(lng: "en" | "ru" | "kk") {
  const i18n = i18next.createInstance();
  await i18n.init({
    lng,
    resources: { en: { progress: en }, ru: { progress: ru }, kk: { progress: kk } },
    interpolation: { escapeValue: false },
  });
  return i18n.getFixedT(lng, "progress") as TFunction<"progress">;
}

const stored = {
  id: "n1",
  type: "progress" as const,
  title: "New assignment",
  message: "Ms Baker set “Weekly quiz”, due 2026-12-03.",
  data: {
    kind: "assignment_set",
    assignment_id: "a1",
    class_id: "c1",
    title: "Weekly quiz",
    teacher_name: "Ms Baker",
    due_at: "2026-12-03T12:00:00.000Z",
  },
  timestamp: "2026-11-26T10:00:00Z",
  read_at: null,
};

describe("a new assignment's notification", () => {
  it.each([
    ["en", "New assignment", "Ms Baker set “Weekly quiz”, due 12/3/2026."],
    ["ru", "Новое задание", "Ms Baker задал(а) «Weekly quiz», срок — 03.12.2026."],
    ["kk", "Жаңа тапсырма", "Ms Baker «Weekly quiz» тапсырмасын берді, мерзімі — "],
  ] as const)("reads in %s with who set what and the due date", async (lng, title, message) => {
    const text = storedNotificationText(await translator(lng), stored);
    expect(text.title).toBe(title);
    expect(text.message?.startsWith(message)).toBe(true);
  });
});
