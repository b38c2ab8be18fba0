/** "New reply to your post" (issue 18): the live toast of a forum_reply hub event and the stored notification, in the interface language. */
import i18next, { type TFunction } from "i18next";
import { describe, expect, it } from "vitest";
import type { EventFrame } from "../../../worker/contract/realtime";
import { noticeForEvent } from "../../../src/features/progress/live/hub-notices";
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

  it("reads the stored notification in Russian and Kazakh, and names a member without a name", async () => {
    const stored = (lng: "ru" | "kk", replier_name: string) =>
      translator(lng).then((t) =>
        storedNotificationText(t, {
          id: "n1",
          type: "progress",
          title: "New reply to your post",
          message: "Dana replied to “Linking words”.",
          data: { ...data, replier_name },
          timestamp: "2026-05-01T10:00:00Z",
          read_at: null,
        }),
      );
    expect(await stored("ru", "Dana")).toEqual({ title: "Новый ответ на ваш пост", message: "Dana ответил(-а) на «Linking words»." });
    expect(await stored("kk", "")).toEqual({
      title: "Жазбаңызға жаңа жауап",
      message: "Форум қатысушысы «Linking words» жазбасына жауап берді.",
    });
  });
});
