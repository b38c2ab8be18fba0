/**
 * The progress endpoints (worker/routes/progress.ts, achievements.ts, notifications.ts, quotes.ts,
 * daily.ts) as TanStack Query keys and fetchers. Every key lives under the account's root, so it all
 * goes at sign-out; the "live" keys are refetched whenever the hub reports a new progress event.
 */
import { useQuery } from "@tanstack/react-query";
import type { DailyResponse } from "../../../worker/contract/daily";
import type {
  AchievementsResponse,
  AnalyticsResponse,
  DailyQuoteResponse,
  HistoryKind,
  HistoryResponse,
  NotificationsResponse,
  ProgressSummary,
  StreaksResponse,
} from "../../../worker/contract/progress";
import { apiFetch } from "../../lib/api";
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

export const fetchSummary = (userId: string) =>
  apiFetch<ProgressSummary>(`/api/unified-progress?type=summary&user_id=${encodeURIComponent(userId)}`);
export const fetchStreaks = () => apiFetch<StreaksResponse>("/api/streaks");
export const fetchAnalytics = () => apiFetch<AnalyticsResponse>("/api/progress/analytics");
export const fetchAchievements = () => apiFetch<AchievementsResponse>("/api/achievements");
export const fetchDailyWords = () => apiFetch<DailyResponse>("/api/daily");
export const fetchQuote = () => apiFetch<DailyQuoteResponse>("/api/daily/quote");
export const likeQuote = (liked: boolean) =>
  apiFetch<DailyQuoteResponse>("/api/daily/quote/like", { method: "POST", body: JSON.stringify({ liked }) });
export const nextQuote = () => apiFetch<DailyQuoteResponse>("/api/daily/quote/next", { method: "POST" });

export function fetchHistory(kind: HistoryKind | "all", cursor: string | null, limit: number) {
  const query = new URLSearchParams({ limit: String(limit) });
  if (kind !== "all") query.set("kind", kind);
  if (cursor) query.set("cursor", cursor);
  return apiFetch<HistoryResponse>(`/api/progress/history?${query}`);
}

export function fetchNotifications(cursor: string | null, limit: number) {
  const query = new URLSearchParams({ limit: String(limit) });
  if (cursor) query.set("cursor", cursor);
  return apiFetch<NotificationsResponse>(`/api/notifications?${query}`);
}
export const markNotificationRead = (id: string) => apiFetch<unknown>(`/api/notifications/${encodeURIComponent(id)}/read`, { method: "POST" });
export const markAllNotificationsRead = () => apiFetch<{ updated: number }>("/api/notifications/read-all", { method: "POST" });

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
