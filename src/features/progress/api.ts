/**
 * The progress endpoints (worker/routes/progress.ts, achievements.ts, notifications.ts, quotes.ts,
 * daily.ts) as TanStack Query keys and fetchers. Every key lives under the account's root, so it all
 * goes at sign-out; the "live" keys are refetched whenever the hub reports a new progress event.
 * Inside a ProgressSubject (a teacher's /student-progress/:studentId) the same views read the
 * student's progress through `?user_id=`, under keys of their own.
 */
import { useQuery } from "@tanstack/react-query";
import { createContext, useContext } from "react";
import type { HistoryKind } from "../../../worker/contract/progress";
import { api, call } from "../../lib/api-client";
import { useAuth } from "../../lib/auth/AuthProvider";
import { accountQueryKey } from "../../lib/auth/account-queries";

/** Everything a progress event can change: summary, streaks, analytics, history, achievements, notifications. */
export const liveProgressKey = (userId: string) => [...accountQueryKey(userId), "progress"] as const;
const liveKey = (userId: string, ...rest: readonly unknown[]) => [...liveProgressKey(userId), ...rest] as const;
/** The home page's daily content, which progress events do not change. */
const dailyKey = (userId: string, ...rest: readonly unknown[]) => [...accountQueryKey(userId), "daily", ...rest] as const;

/** A student's progress as their teacher reads it, refetched when the student's class reports activity. */
export const studentProgressKey = (userId: string, studentId: string) =>
  [...accountQueryKey(userId), "student-progress", studentId] as const;
const subjectKey = (userId: string, studentId: string | null, ...rest: readonly unknown[]) =>
  studentId ? ([...studentProgressKey(userId, studentId), ...rest] as const) : liveKey(userId, ...rest);

export const progressKeys = {
  summary: (userId: string, studentId: string | null = null) => subjectKey(userId, studentId, "summary"),
  streaks: (userId: string, studentId: string | null = null) => subjectKey(userId, studentId, "streaks"),
  analytics: (userId: string, studentId: string | null = null) => subjectKey(userId, studentId, "analytics"),
  history: (userId: string, kind: HistoryKind | "all", studentId: string | null = null) => subjectKey(userId, studentId, "history", kind),
  /** The full record behind one History row, which later events do not change. */
  historyDetail: (userId: string, source: string, id: string) => [...accountQueryKey(userId), "history-detail", source, id] as const,
  achievements: (userId: string) => liveKey(userId, "achievements"),
  notifications: (userId: string) => liveKey(userId, "notifications"),
  quote: (userId: string) => dailyKey(userId, "quote"),
  words: (userId: string) => dailyKey(userId, "words"),
};

export const fetchSummary = (userId: string) => call(api["unified-progress"].$get({ query: { type: "summary", user_id: userId } }));
const learnerQuery = (studentId: string | null) => (studentId ? { user_id: studentId } : {});
export const fetchStreaks = (studentId: string | null = null) => call(api.streaks.$get({ query: learnerQuery(studentId) }));
export const fetchAnalytics = (studentId: string | null = null) => call(api.progress.analytics.$get({ query: learnerQuery(studentId) }));
export const fetchAchievements = () => call(api.achievements.$get());
export const fetchDailyWords = () => call(api.daily.$get());
export const fetchQuote = () => call(api.daily.quote.$get());
export const likeQuote = (liked: boolean) => call(api.daily.quote.like.$post({ json: { liked } }));
export const nextQuote = () => call(api.daily.quote.next.$post());

export const fetchHistory = (kind: HistoryKind | "all", cursor: string | null, limit: number, studentId: string | null = null) =>
  call(
    api.progress.history.$get({
      query: { limit: String(limit), ...(kind !== "all" ? { kind } : {}), ...(cursor ? { cursor } : {}), ...learnerQuery(studentId) },
    }),
  );

export const fetchNotifications = (cursor: string | null, limit: number) =>
  call(api.notifications.$get({ query: { limit: String(limit), ...(cursor ? { cursor } : {}) } }));
export const markNotificationRead = (id: string) => call(api.notifications[":id"].read.$post({ param: { id: encodeURIComponent(id) } }));
export const markAllNotificationsRead = () => call(api.notifications["read-all"].$post());

/** The signed-in user's id; the progress screens are account routes, so it is there once they render. */
export function useUserId(): string | null {
  return useAuth().user?.id ?? null;
}

/** The student whose progress the views below show; null (the default) for the signed-in learner's own. */
export const ProgressSubject = createContext<string | null>(null);
export const useStudentId = () => useContext(ProgressSubject);

export function useSummary() {
  const userId = useUserId();
  const studentId = useStudentId();
  return useQuery({
    queryKey: progressKeys.summary(userId ?? "", studentId),
    queryFn: () => fetchSummary(studentId ?? userId!),
    enabled: userId !== null,
  });
}

export function useStreaks() {
  const userId = useUserId();
  const studentId = useStudentId();
  return useQuery({
    queryKey: progressKeys.streaks(userId ?? "", studentId),
    queryFn: () => fetchStreaks(studentId),
    enabled: userId !== null,
  });
}

export function useAnalytics() {
  const userId = useUserId();
  const studentId = useStudentId();
  return useQuery({
    queryKey: progressKeys.analytics(userId ?? "", studentId),
    queryFn: () => fetchAnalytics(studentId),
    enabled: userId !== null,
  });
}

export function useAchievements() {
  const userId = useUserId();
  return useQuery({ queryKey: progressKeys.achievements(userId ?? ""), queryFn: fetchAchievements, enabled: userId !== null });
}
