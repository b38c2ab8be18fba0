/** "New reply to your post": the live toast of a forum_reply hub event, in the interface language (the stored notification is the Worker's). */
import i18next, { type TFunction } from "i18next";
import { describe, expect, it } from "vitest";
import type { EventFrame } from "../../../worker/contract/realtime";
import { noticeForEvent } from "../../../src/features/progress/live/hub-notices";
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

const data = { kind: "forum_reply", post_id: "p1", reply_id: "r1", post_title: "Linking words", replier_name: "Dana" };
const frame = (notificationId: string | null): EventFrame => ({
  v: 1,
  type: "forum_reply",
  seq: 1,
  ts: 0,
  data: { ...data, notification_id: notificationId },
});

describe("a forum_reply event", () => {
  it("shows the post's author a toast saying who replied where", async () => {
    expect(noticeForEvent(frame("n1"), await translator("en"))).toMatchObject({
      key: "n1",
      type: "progress",
      title: "New reply to your post",
      message: "Dana replied to “Linking words”.",
    });
  });

  it("stays silent for the thread's other participants, whose open thread only refreshes", async () => {
    expect(noticeForEvent(frame(null), await translator("en"))).toBeNull();
    expect(noticeForEvent({ ...frame("n1"), data: { kind: "forum_reply" } }, await translator("en"))).toBeNull();
  });
});
