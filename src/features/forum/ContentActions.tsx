/**
 * What a reader can do with a post or a reply, as the server allows it: upvote (not one's own),
 * report with a reason (not one's own), see earlier versions (author and moderators, once edited),
 * hide or unhide (moderators).
 */
import { useMutation, useQuery } from "@tanstack/react-query";
import { useId, useState, type FormEvent } from "react";
import { FORUM_REPORT_REASON_MAX_LENGTH, type ForumTarget } from "../../../worker/contract/forum";
import { Button } from "../../components/ui/Button";
import { Dialog } from "../../components/ui/Dialog";
import { fetchEdits, forumKeys, report, setHidden, setVote } from "./api";
import { ErrorText, fieldClasses } from "./fields";
import { ForumMarkdown } from "./ForumMarkdown";
import { useForumDate } from "./PostMeta";
import { useForumTranslation } from "./translations";

type Item = { id: string; score: number; voted: boolean; mine: boolean; hidden: boolean; edited_at: string | null };

function ReportDialog({ target, id, open, onClose }: { target: ForumTarget; id: string; open: boolean; onClose: () => void }) {
  const { t } = useForumTranslation();
  const reasonId = useId();
  const [reason, setReason] = useState("");
  const send = useMutation({ mutationFn: () => report({ target_type: target, target_id: id, reason }) });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    send.mutate();
  };
  return (
    <Dialog open={open} onClose={onClose} title={t(`report.title.${target}`)} description={t("report.intro")}>
      {send.isSuccess ? (
        <div className="flex flex-col gap-4">
          <p role="status">{t(send.data.already_reported ? "report.already" : "report.sent")}</p>
          <Button className="self-end" onClick={onClose}>
            {t("done")}
          </Button>
        </div>
      ) : (
        <form onSubmit={submit} className="flex flex-col gap-3">
          <label htmlFor={reasonId} className="text-sm font-medium">
            {t("report.reason")}
          </label>
          <textarea
            id={reasonId}
            required
            rows={3}
            maxLength={FORUM_REPORT_REASON_MAX_LENGTH}
            value={reason}
            onChange={(e) => setReason(e.target.value)}
            className={fieldClasses}
          />
          <ErrorText error={send.error} />
          <div className="flex flex-wrap justify-end gap-2">
            <Button variant="secondary" onClick={onClose}>
              {t("cancel")}
            </Button>
            <Button type="submit" disabled={send.isPending}>
              {t("report.submit")}
            </Button>
          </div>
        </form>
      )}
    </Dialog>
  );
}

function HistoryDialog({
  userId,
  target,
  id,
  open,
  onClose,
}: {
  userId: string;
  target: ForumTarget;
  id: string;
  open: boolean;
  onClose: () => void;
}) {
  const { t } = useForumTranslation();
  const date = useForumDate();
  const edits = useQuery({ queryKey: forumKeys.edits(userId, target, id), queryFn: () => fetchEdits(target, id), enabled: open });
  return (
    <Dialog open={open} onClose={onClose} title={t("history.title")} className="max-w-2xl">
      {edits.isError && <ErrorText error={edits.error} />}
      <ol className="flex flex-col gap-4">
        {edits.data?.edits.map((edit) => (
          <li key={edit.id} className="rounded-lg border border-slate-200 p-3 dark:border-slate-700">
            <p className="text-xs text-slate-600 dark:text-slate-300">{t("history.before", { date: date(edit.edited_at) })}</p>
            {edit.title && <p className="mt-1 font-semibold break-words">{edit.title}</p>}
            <ForumMarkdown>{edit.body}</ForumMarkdown>
          </li>
        ))}
      </ol>
    </Dialog>
  );
}

export function ContentActions({
  userId,
  target,
  item,
  canModerate,
  label,
  onChanged,
}: {
  userId: string;
  target: ForumTarget;
  item: Item;
  canModerate: boolean;
  /** Names what the buttons act on for screen readers ("the question", "Dana's answer"). */
  label: string;
  onChanged: () => void;
}) {
  const { t } = useForumTranslation();
  const [reporting, setReporting] = useState(false);
  const [reading, setReading] = useState(false);
  const vote = useMutation({ mutationFn: () => setVote(target, item.id, !item.voted), onSettled: onChanged });
  const hide = useMutation({ mutationFn: () => setHidden(target, item.id, !item.hidden), onSettled: onChanged });
  return (
    <div className="flex flex-wrap items-center gap-2">
      <Button
        size="sm"
        variant={item.voted ? "primary" : "secondary"}
        aria-pressed={item.voted}
        disabled={item.mine || vote.isPending}
        onClick={() => vote.mutate()}
      >
        <span aria-hidden="true">▲</span>
        <span className="sr-only">{t("vote.label", { what: label })}</span> {item.score}
      </Button>
      {!item.mine && (
        <Button size="sm" variant="ghost" aria-label={t("report.of", { what: label })} onClick={() => setReporting(true)}>
          {t("report.open")}
        </Button>
      )}
      {item.edited_at && (item.mine || canModerate) && (
        <Button size="sm" variant="ghost" aria-label={t("history.of", { what: label })} onClick={() => setReading(true)}>
          {t("history.open")}
        </Button>
      )}
      {canModerate && (
        <Button
          size="sm"
          variant={item.hidden ? "secondary" : "destructive"}
          disabled={hide.isPending}
          aria-label={t(item.hidden ? "moderation.unhideOf" : "moderation.hideOf", { what: label })}
          onClick={() => hide.mutate()}
        >
          {t(item.hidden ? "moderation.unhide" : "moderation.hide")}
        </Button>
      )}
      <ErrorText error={vote.error ?? hide.error} />
      <ReportDialog target={target} id={item.id} open={reporting} onClose={() => setReporting(false)} />
      <HistoryDialog userId={userId} target={target} id={item.id} open={reading} onClose={() => setReading(false)} />
    </div>
  );
}
