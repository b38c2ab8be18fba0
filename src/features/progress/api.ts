/**
 * The progress endpoints (worker/routes/progress.ts, achievements.ts, notifications.ts, quotes.ts,
 * daily.ts) as TanStack Query keys and fetchers. Every key lives under the account's root, so it all
 * goes at sign-out; the "live" keys are refetched whenever the hub reports a new progress event.
 */
import { useQuery } from "@tanstack/react-query";
import type { HistoryKind } from "../../../worker/contract/progress";
import { api, call } from "../../lib/api-client";
import { useAuth } from "../../lib/auth/AuthProvider";
import { accountQueryKey } from "../../lib/auth/account-queries";

/** Everything a progress event can change: summary, streaks, analytics, history, achievements, notifications. */
export const liveProgressKey = (userId: string) => [...accountQueryKey(userId), "progress"] as const;
const liveKey = (userId: string, ...rest: readonly unknown[]) => [...liveProgressKey(userId), ...rest] as const;
/** The home page's daily content, which progress events do not change. */
const dailyKey = (userId: string, ...rest: readonly unknown[]) => [...accountQueryKey(userId), "daily", ...rest] as const;

export const progressKeys = {
  summary: (userId: string) => liveKey(userId, "summary"),
  streaks: (userId: string) => liveKey(userId, "streaks"),
  analytics: (userId: string) => liveKey(userId, "analytics"),
  history: (userId: string, kind: HistoryKind | "all") => liveKey(userId, "history", kind),
  /** The full record behind one History row, which later events do not change. */
  historyDetail: (userId: string, source: string, id: string) => [...accountQueryKey(userId), "history-detail", source, id] as const,
  achievements: (userId: string) => liveKey(userId, "achievements"),
  notifications: (userId: string) => liveKey(userId, "notifications"),
  quote: (userId: string) => dailyKey(userId, "quote"),
  words: (userId: string) => dailyKey(userId, "words"),
};

export const fetchSummary = (userId: string) => call(api["unified-progress"].$get({ query: { type: "summary", user_id: userId } }));
export const fetchStreaks = () => call(api.streaks.$get());
export const fetchAnalytics = () => call(api.progress.analytics.$get());
export const fetchAchievements = () => call(api.achievements.$get());
export const fetchDailyWords = () => call(api.daily.$get());
export const fetchQuote = () => call(api.daily.quote.$get());
export const likeQuote = (liked: boolean) => call(api.daily.quote.like.$post({ json: { liked } }));
export const nextQuote = () => call(api.daily.quote.next.$post());

export const fetchHistory = (kind: HistoryKind | "all", cursor: string | null, limit: number) =>
  call(api.progress.history.$get({ query: { limit: String(limit), ...(kind !== "all" ? { kind } : {}), ...(cursor ? { cursor } : {}) } }));

export const fetchNotifications = (cursor: string | null, limit: number) =>
  call(api.notifications.$get({ query: { limit: String(limit), ...(cursor ? { cursor } : {}) } }));
export const markNotificationRead = (id: string) => call(api.notifications[":id"].read.$post({ param: { id: encodeURIComponent(id) } }));
export const markAllNotificationsRead = () => call(api.notifications["read-all"].$post());

/** The signed-in user's id; the progress screens are account routes, so it is there once they render. */
export function useUserId(): string | null {
  return useAuth().user?.id ?? null;
}

export function useSummary() {
  const userId = useUserId();
  return useQuery({ queryKey: progressKeys.summary(userId ?? ""), queryFn: () => fetchSummary(userId!), enabled: userId !== null });
}

export function useStreaks() {
  const userId = useUserId();
  return useQuery({ queryKey: progressKeys.streaks(userId ?? ""), queryFn: fetchStreaks, enabled: userId !== null });
}

export function useAnalytics() {
  const userId = useUserId();
  return useQuery({ queryKey: progressKeys.analytics(userId ?? ""), queryFn: fetchAnalytics, enabled: userId !== null });
}

export function useAchievements() {
  const userId = useUserId();
  return useQuery({ queryKey: progressKeys.achievements(userId ?? ""), queryFn: fetchAchievements, enabled: userId !== null });
}
