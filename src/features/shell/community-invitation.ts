/**
 * When the community-chat invitation (spec §1) is offered: to a signed-in learner who has finished
 * the first-visit tutorial (so the two never collide), when a community link is configured, unless
 * they chose 'Don't show again' (or joined), and not again for a week after 'Maybe Later'.
 * Remembered per browser in localStorage.
 */

/** Where 'Join Now' leads; set VITE_COMMUNITY_CHAT_URL at build time to change it, or to "" to turn the invitation off. */
export const COMMUNITY_CHAT_URL: string = import.meta.env.VITE_COMMUNITY_CHAT_URL ?? "https://t.me/lexora_community";

export const INVITATION_STORAGE_KEY = "lexora-community-invitation";
const MAYBE_LATER_DAYS = 7;
/** A moment after the page settles, so the invitation never greets someone before the page does. */
export const INVITATION_DELAY_MS = 3000;

export type InvitationChoice = { never: true } | { snoozedUntil: string };

export function readChoice(storage: Pick<Storage, "getItem">): InvitationChoice | null {
  try {
    const value: unknown = JSON.parse(storage.getItem(INVITATION_STORAGE_KEY) ?? "null");
    if (typeof value !== "object" || value === null) return null;
    if ("never" in value && value.never === true) return { never: true };
    if ("snoozedUntil" in value && typeof value.snoozedUntil === "string") return { snoozedUntil: value.snoozedUntil };
    return null;
  } catch {
    return null;
  }
}

export function saveChoice(storage: Pick<Storage, "setItem">, choice: InvitationChoice): void {
  try {
    storage.setItem(INVITATION_STORAGE_KEY, JSON.stringify(choice));
  } catch {
    // Without storage the choice lasts this visit only.
  }
}

export const snoozeFrom = (now: Date): InvitationChoice => ({
  snoozedUntil: new Date(now.getTime() + MAYBE_LATER_DAYS * 86_400_000).toISOString(),
});

export function shouldInvite({
  url,
  tutorialDone,
  choice,
  now,
}: {
  url: string;
  tutorialDone: boolean;
  choice: InvitationChoice | null;
  now: Date;
}): boolean {
  if (!url || !tutorialDone) return false;
  if (!choice) return true;
  if ("never" in choice) return false;
  return now.getTime() >= Date.parse(choice.snoozedUntil);
}
