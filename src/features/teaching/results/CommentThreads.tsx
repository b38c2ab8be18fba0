/**
 * The private threads on a submission: the student and each teacher of theirs write to each
 * other; the student sees every teacher's thread and answers in one, a teacher sees their own.
 */
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useId, useState, type FormEvent } from "react";
import { COMMENT_MAX_LENGTH, type CommentThread } from "../../../../worker/contract/talk";
import { Button } from "../../../components/ui/Button";
import { useAuth } from "../../../lib/auth/AuthProvider";
import { TextArea } from "../../../components/ui/form-fields";
import { fetchComments, postComment, teachingKeys } from "../api";
import { failure } from "../rules";
import { useGradingTranslation } from "./translations";

function Thread({ submissionId, thread, asStudent }: { submissionId: string; thread: CommentThread; asStudent: boolean }) {
  const { t, i18n } = useGradingTranslation();
  const { user } = useAuth();
  const userId = user?.id ?? "";
  const queryClient = useQueryClient();
  const [body, setBody] = useState("");
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | undefined>();
  const date = (iso: string) => new Intl.DateTimeFormat(i18n.language, { dateStyle: "medium", timeStyle: "short" }).format(new Date(iso));
  const send = async (event: FormEvent) => {
    event.preventDefault();
    if (body.trim() === "") return setError(t("thread.empty"));
    setPending(true);
    setError(undefined);
    try {
      await postComment(submissionId, body, asStudent ? thread.teacher_id : undefined);
      setBody("");
      await queryClient.invalidateQueries({ queryKey: teachingKeys.comments(userId, submissionId) });
    } catch (err) {
      setError(t("thread.failed", { message: failure(err) }));
    } finally {
      setPending(false);
    }
  };
  return (
    <div className="flex flex-col gap-2">
      {asStudent && (
        <p className="text-sm font-medium text-slate-800 dark:text-slate-100">{t("thread.with", { name: thread.teacher_name })}</p>
      )}
      {thread.comments.length === 0 ? (
        <p className="text-sm text-slate-600 dark:text-slate-300">{t("thread.none")}</p>
      ) : (
        <ol className="flex flex-col gap-2" data-testid="thread-comments">
          {thread.comments.map((c) => (
            <li key={c.id} className="rounded-lg bg-slate-50 p-2 text-sm dark:bg-slate-800/60">
              <p className="text-xs text-slate-600 dark:text-slate-300">
                {c.author_id === userId ? t("thread.you") : c.author_name} · {date(c.created_at)}
              </p>
              <p className="break-words whitespace-pre-wrap text-slate-900 dark:text-slate-100">{c.body}</p>
            </li>
          ))}
        </ol>
      )}
      <form onSubmit={(e) => void send(e)} className="flex flex-col gap-2" noValidate>
        <TextArea
          label={asStudent ? t("thread.replyTo", { name: thread.teacher_name }) : t("thread.write")}
          rows={2}
          value={body}
          maxLength={COMMENT_MAX_LENGTH}
          error={error}
          onChange={(e) => setBody(e.target.value)}
        />
        <Button type="submit" size="sm" variant="secondary" disabled={pending} className="self-start">
          {t("thread.send")}
        </Button>
      </form>
    </div>
  );
}

export function CommentThreads({ submissionId, asStudent }: { submissionId: string; asStudent: boolean }) {
  const { t } = useGradingTranslation();
  const headingId = useId();
  const { user } = useAuth();
  const threads = useQuery({
    queryKey: teachingKeys.comments(user?.id ?? "", submissionId),
    queryFn: () => fetchComments(submissionId),
    enabled: user !== null,
  });
  if (!threads.isSuccess || threads.data.threads.length === 0) return null;
  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-3" data-testid="comment-threads">
      <h4 id={headingId} className="font-semibold text-slate-900 dark:text-white">
        {t("thread.title")}
      </h4>
      {threads.data.threads.map((thread) => (
        <Thread key={thread.teacher_id} submissionId={submissionId} thread={thread} asStudent={asStudent} />
      ))}
    </section>
  );
}
