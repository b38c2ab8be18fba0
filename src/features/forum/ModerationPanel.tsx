/**
 * The moderation queue (moderators): open reports, oldest first; hide what breaks the rules or
 * dismiss the report. Forum admins also see the moderators they appoint.
 */
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import type { ForumReport } from "../../../worker/contract/forum";
import { Button } from "../../components/ui/Button";
import { LoadFailed } from "../../components/ui/LoadFailed";
import { Loading } from "../../components/ui/Spinner";
import { dismissReport, fetchModerationQueue, forumKeys, setHidden } from "./api";
import { ErrorText } from "./fields";
import { ModeratorsSection } from "./ModeratorsSection";
import { useForumDate } from "./PostMeta";
import { threadPath } from "./rules";
import { useForumTranslation } from "./translations";

function ReportItem({ userId, item }: { userId: string; item: ForumReport }) {
  const { t } = useForumTranslation();
  const date = useForumDate();
  const queryClient = useQueryClient();
  const refresh = () => void queryClient.invalidateQueries({ queryKey: forumKeys.all(userId) });
  const hide = useMutation({ mutationFn: () => setHidden(item.target_type, item.target_id, true), onSettled: refresh });
  const dismiss = useMutation({ mutationFn: () => dismissReport(item.id), onSettled: refresh });
  const author = item.target_author.display_name || t("member");
  return (
    <li className="flex flex-col gap-2 py-4" data-testid="forum-report">
      <p className="text-sm font-semibold break-words text-slate-900 dark:text-white">
        {t(`moderation.about.${item.target_type}`, { title: item.post_title, name: author })}
      </p>
      <blockquote className="border-l-4 border-slate-300 pl-3 text-sm break-words whitespace-pre-wrap text-slate-700 dark:border-slate-600 dark:text-slate-200">
        {item.excerpt}
      </blockquote>
      <p className="text-sm break-words text-slate-800 dark:text-slate-100">
        {t("moderation.reason", { reason: item.reason, name: item.reporter.display_name || t("member"), date: date(item.reported_at) })}
      </p>
      <div className="flex flex-wrap gap-2">
        <Link to={threadPath(item.post_id)} className="text-sm text-indigo-700 underline dark:text-indigo-300">
          {t("moderation.open")}
        </Link>
        {!item.target_hidden && (
          <Button size="sm" variant="destructive" disabled={hide.isPending} onClick={() => hide.mutate()}>
            {t("moderation.hide")}
          </Button>
        )}
        <Button size="sm" variant="secondary" disabled={dismiss.isPending} onClick={() => dismiss.mutate()}>
          {t("moderation.dismiss")}
        </Button>
      </div>
      <ErrorText error={hide.error ?? dismiss.error} />
    </li>
  );
}

function ReportQueue({ userId }: { userId: string }) {
  const { t } = useForumTranslation();
  const { t: tCommon } = useTranslation();
  const queue = useQuery({ queryKey: forumKeys.moderation(userId), queryFn: fetchModerationQueue });
  if (queue.isPending) return <Loading label={tCommon("loading")} />;
  if (queue.isError) return <LoadFailed message={t("loadFailed")} retryLabel={t("retry")} onRetry={() => void queue.refetch()} />;
  if (queue.data.reports.length === 0) return <p className="py-6 text-slate-600 dark:text-slate-300">{t("moderation.empty")}</p>;
  return (
    <ul className="divide-y divide-slate-200 dark:divide-slate-700" aria-label={t("moderation.tab")}>
      {queue.data.reports.map((item) => (
        <ReportItem key={item.id} userId={userId} item={item} />
      ))}
    </ul>
  );
}

export function ModerationPanel({ userId, canAppoint }: { userId: string; canAppoint: boolean }) {
  return (
    <>
      {canAppoint && <ModeratorsSection userId={userId} />}
      <ReportQueue userId={userId} />
    </>
  );
}
