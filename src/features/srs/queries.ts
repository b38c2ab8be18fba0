/** Query keys of the practice screens, under the account's root so sign-out clears them. */
import { accountQueryKey } from "../../lib/auth/account-queries";

/**
 * What a review session or a flashcard pass works through: fetched when the screen opens or runs out,
 * never refreshed under the learner (saved ratings would otherwise bring a card straight back).
 */
const SESSION_ROOT = "practice-session";

export const reviewQueueKey = (userId: string) => [...accountQueryKey(userId), SESSION_ROOT, "srs-queue"] as const;

export const flashcardDeckKey = (userId: string, source: string, categoryId: string | null) =>
  [...accountQueryKey(userId), SESSION_ROOT, "flashcards", source, categoryId] as const;

export const isSessionQuery = (queryKey: readonly unknown[]) => queryKey[2] === SESSION_ROOT;
