import { useInfiniteQuery, useMutation, useQueryClient } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import type { Notification } from "../../../../worker/contract/progress";
import type { ScreenProps } from "../../../app/screen";
import { Button } from "../../../components/ui/Button";
import { Loading } from "../../../components/ui/Spinner";
import { classNames } from "../../../components/ui/class-names";
import { useDocumentTitle } from "../../../lib/document-title";
import { LoadError } from "../LoadError";
import { NoticeIcon } from "../NoticeIcon";
import { formatDateTime } from "../format";
import { fetchNotifications, markAllNotificationsRead, markNotificationRead, progressKeys, useUserId } from "../api";
import { useProgressTranslation } from "../translations";

const PAGE_SIZE = 20;

/** /notifications: the stored notifications (spec §3), newest first, unread ones marked, each can be marked read. */
export default function NotificationsPage({ titleKey }: ScreenProps) {
  const { t, i18n } = useProgressTranslation();
  const { t: tPages } = useTranslation("pages");
  const title = tPages(`routes.${titleKey}`);
  useDocumentTitle(title);
  const userId = useUserId();
  const queryClient = useQueryClient();
  const key = progressKeys.notifications(userId ?? "");
  const list = useInfiniteQuery({
    queryKey: key,
    queryFn: ({ pageParam }) => fetchNotifications(pageParam, PAGE_SIZE),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.next_cursor,
    enabled: userId !== null,
  });
  const refresh = () => void queryClient.invalidateQueries({ queryKey: key });
  const markOne = useMutation({ mutationFn: markNotificationRead, onSettled: refresh });
  const markAll = useMutation({ mutationFn: markAllNotificationsRead, onSettled: refresh });
  const notifications = list.data?.pages.flatMap((p) => p.notifications) ?? [];
  const unread = list.data?.pages[0]?.unread_count ?? 0;

  return (
    <section className="mx-auto max-w-3xl px-4 py-6 sm:px-6 sm:py-10">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-semibold text-slate-900 dark:text-white">{title}</h1>
        {unread > 0 && (
          <Button variant="secondary" size="sm" onClick={() => markAll.mutate()} disabled={markAll.isPending}>
            {t("notifications.markAll")}
          </Button>
        )}
      </div>
      <p className="mt-1 text-sm text-slate-600 dark:text-slate-300" aria-live="polite">
        {t("notifications.unread", { count: unread })}
      </p>
      {list.isError ? (
        <LoadError onRetry={() => void list.refetch()} />
      ) : list.isPending ? (
        <Loading label={t("loading")} />
      ) : notifications.length === 0 ? (
        <p className="mt-6 rounded-lg border border-dashed border-slate-300 p-6 text-center text-slate-600 dark:border-slate-600 dark:text-slate-300">
          {t("notifications.empty")}
        </p>
      ) : (
        <ul className="mt-6 space-y-3">
          {notifications.map((n) => (
            <NotificationItem key={n.id} notification={n} language={i18n.language} onRead={() => markOne.mutate(n.id)} />
          ))}
        </ul>
      )}
      {list.hasNextPage && (
        <Button variant="secondary" className="mt-4" onClick={() => void list.fetchNextPage()} disabled={list.isFetchingNextPage}>
          {t("notifications.more")}
        </Button>
      )}
    </section>
  );
}

function NotificationItem({ notification: n, language, onRead }: { notification: Notification; language: string; onRead: () => void }) {
  const { t } = useProgressTranslation();
  // The Worker writes both in the interface language (docs/architecture.md §5).
  const { title, message } = n;
  const unread = n.read_at === null;
  return (
    <li
      className={classNames(
        "flex items-start gap-3 rounded-xl border p-4",
        unread
          ? "border-indigo-300 bg-indigo-50 dark:border-indigo-700 dark:bg-indigo-950/40"
          : "border-slate-200 bg-white dark:border-slate-700 dark:bg-slate-900",
      )}
    >
      <NoticeIcon type={n.type} className="mt-0.5 shrink-0" />
      <div className="min-w-0 flex-1">
        <div className="flex flex-wrap items-center gap-2">
          <h2 className="font-medium text-slate-900 dark:text-white">{title}</h2>
          {unread && <span className="rounded-full bg-indigo-600 px-2 py-0.5 text-xs text-white">{t("notifications.new")}</span>}
        </div>
        {message && <p className="text-sm text-slate-700 dark:text-slate-300">{message}</p>}
        <p className="mt-1 text-xs text-slate-600 dark:text-slate-400">{formatDateTime(n.timestamp, language)}</p>
      </div>
      {unread && (
        <Button size="sm" variant="ghost" onClick={onRead} aria-label={t("notifications.markReadOf", { title })}>
          {t("notifications.markRead")}
        </Button>
      )}
    </li>
  );
}
