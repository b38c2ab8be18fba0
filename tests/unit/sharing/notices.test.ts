/** "Shared with you": the live toast of a content_shared hub event (the stored notification's text is the Worker's: tests/worker/progress/notification-text.test.ts). */
import i18next, { type TFunction } from "i18next";
import { describe, expect, it } from "vitest";
import type { EventFrame } from "../../../worker/contract/realtime";
import { noticeForEvent } from "../../../src/features/progress/live/hub-notices";
import en from "../../../src/locales/en/progress.json";
import ru from "../../../src/locales/ru/progress.json";

async function translator(lng: "en" | "ru") {
  const i18n = i18next.createInstance();
  await i18n.init({ lng, resources: { en: { progress: en }, ru: { progress: ru } }, interpolation: { escapeValue: false } });
  return i18n.getFixedT(lng, "progress") as TFunction<"progress">;
}

const data = { kind: "content_shared", share_id: "s1", title: "Maps and plans", teacher_name: "Ms Baker" };

describe("a content_shared event", () => {
  it("shows a toast saying who shared what", async () => {
    const frame: EventFrame = { v: 1, type: "content_shared", seq: 1, ts: 0, data: { ...data, notification_id: "n1" } };
    expect(noticeForEvent(frame, await translator("en"))).toMatchObject({
      key: "n1",
      type: "progress",
      title: "Shared with you",
      message: "Ms Baker shared “Maps and plans” with you.",
    });
    expect(noticeForEvent({ ...frame, data: { kind: "content_shared" } }, await translator("en"))).toBeNull();
  });
});
