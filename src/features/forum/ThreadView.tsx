/**
 * One thread: the question with its attached essay, the answers oldest first with the
 * accepted one marked, upvotes, reports, moderation, editing with history, and the answer form. New
 * answers arrive live (use-thread-live.ts).
 */
import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useId, useState, type FormEvent } from "react";
import { useTranslation } from "react-i18next";
import { Link, useNavigate } from "react-router";
import type { AttachedEssay, PostDetail, Reply } from "../../../worker/contract/forum";
import { Button } from "../../components/ui/Button";
import { Card } from "../../components/ui/Card";
import { Dialog } from "../../components/ui/Dialog";
import { LoadFailed } from "../../components/ui/LoadFailed";
import { Loading } from "../../components/ui/Spinner";
import { ApiRequestError } from "../../lib/api";
import { useDocumentTitle } from "../../lib/document-title";
import { acceptReply, deletePost, deleteReply, editPost, editReply, fetchReplies, fetchThread, forumKeys, replyTo } from "./api";
import { ContentActions } from "./ContentActions";
import { ErrorText, fieldClasses } from "./fields";
import { ForumMarkdown } from "./ForumMarkdown";
import { Badge, PostMeta } from "./PostMeta";
import { useForumTranslation } from "./translations";
import { THREAD_POLL_MS, useThreadLive } from "./use-thread-live";

function EssayCard({ essay }: { essay: AttachedEssay }) {
  const { t } = useForumTranslation();
  return (
    <section aria-labelledby="forum-essay" className="rounded-lg border border-sky-200 bg-sky-50 p-4 dark:border-sky-800 dark:bg-sky-950">
      <h2 id="forum-essay" className="font-semibold text-slate-900 dark:text-white">
        {t("essay.heading")}
      </h2>
      <p className="mt-1 text-sm text-slate-700 dark:text-slate-200">
        {essay.task ? t(`essay.task.${essay.task}`) : <span lang="en">{essay.test_title}</span>}
        {" · "}
        {essay.band !== null ? t("essay.band", { band: essay.band.toFixed(1) }) : t("essay.noBand")}
        {essay.word_count !== null && ` · ${t("essay.words", { count: essay.word_count })}`}
      </p>
      {essay.prompt && (
        <p lang="en" className="mt-2 text-sm break-words text-slate-700 italic dark:text-slate-200">
          {essay.prompt}
        </p>
      )}
      <p
        lang="en"
        className="mt-3 text-sm break-words whitespace-pre-wrap text-slate-900 dark:text-slate-100"
        data-testid="forum-essay-text"
      >
        {essay.text}
      </p>
    </section>
  );
}

/** The author's edit of a text (and of the title, for a question). */
function EditForm({
  title,
  body,
  onSave,
  onCancel,
}: {
  title?: string;
  body: string;
  onSave: (change: { title?: string; body: string }) => Promise<unknown>;
  onCancel: () => void;
}) {
  const { t } = useForumTranslation();
  const ids = { title: useId(), body: useId() };
  const [newTitle, setNewTitle] = useState(title ?? "");
  const [newBody, setNewBody] = useState(body);
  const save = useMutation({
    mutationFn: () => onSave({ ...(title !== undefined && { title: newTitle }), body: newBody }),
    onSuccess: onCancel,
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    save.mutate();
  };
  return (
    <form onSubmit={submit} className="flex flex-col gap-2">
      {title !== undefined && (
        <>
          <label htmlFor={ids.title} className="text-sm font-medium">
            {t("ask.titleLabel")}
          </label>
          <input id={ids.title} required value={newTitle} onChange={(e) => setNewTitle(e.target.value)} className={fieldClasses} />
        </>
      )}
      <label htmlFor={ids.body} className="text-sm font-medium">
        {t("edit.body")}
      </label>
      <textarea id={ids.body} required rows={5} value={newBody} onChange={(e) => setNewBody(e.target.value)} className={fieldClasses} />
      <ErrorText error={save.error} />
      <div className="flex flex-wrap gap-2">
        <Button type="submit" size="sm" disabled={save.isPending}>
          {t("edit.save")}
        </Button>
        <Button size="sm" variant="secondary" onClick={onCancel}>
          {t("cancel")}
        </Button>
      </div>
    </form>
  );
}

function ConfirmDelete({ open, onClose, onConfirm, what }: { open: boolean; onClose: () => void; onConfirm: () => void; what: string }) {
  const { t } = useForumTranslation();
  return (
    <Dialog open={open} onClose={onClose} title={t("delete.title", { what })} description={t("delete.text")}>
      <div className="flex flex-wrap justify-end gap-2">
        <Button variant="secondary" onClick={onClose}>
          {t("cancel")}
        </Button>
        <Button variant="destructive" onClick={onConfirm}>
          {t("delete.confirm")}
        </Button>
      </div>
    </Dialog>
  );
}

function ReplyItem({ userId, post, reply, refresh }: { userId: string; post: PostDetail; reply: Reply; refresh: () => void }) {
  const { t } = useForumTranslation();
  const [editing, setEditing] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const accept = useMutation({ mutationFn: () => acceptReply(post.id, reply.accepted ? null : reply.id), onSettled: refresh });
  const remove = useMutation({ mutationFn: () => deleteReply(reply.id), onSettled: refresh });
  const name = reply.author.display_name || t("member");
  const label = t("answerBy", { name });
  return (
    <li
      className={`flex flex-col gap-2 py-4 ${reply.accepted ? "rounded-lg border-l-4 border-emerald-500 pl-3" : ""}`}
      data-testid="forum-reply"
      aria-label={label}
    >
      <div className="flex flex-wrap items-center gap-2">
        {reply.accepted && <Badge tone="green">{t("accepted")}</Badge>}
        {reply.hidden && <Badge tone="red">{t("hiddenNote")}</Badge>}
        {reply.edited_at && <Badge tone="slate">{t("edited")}</Badge>}
      </div>
      {editing ? (
        <EditForm body={reply.body} onSave={({ body }) => editReply(reply.id, body).then(refresh)} onCancel={() => setEditing(false)} />
      ) : (
        <ForumMarkdown>{reply.body}</ForumMarkdown>
      )}
      <PostMeta item={reply} />
      <div className="flex flex-wrap items-center gap-2">
        <ContentActions userId={userId} target="reply" item={reply} canModerate={post.can_moderate} label={label} onChanged={refresh} />
        {post.mine && !reply.hidden && (
          <Button size="sm" variant={reply.accepted ? "secondary" : "primary"} disabled={accept.isPending} onClick={() => accept.mutate()}>
            {reply.accepted ? t("unaccept") : t("accept")}
          </Button>
        )}
        {reply.mine && !editing && (
          <>
            <Button size="sm" variant="ghost" aria-label={t("edit.of", { what: label })} onClick={() => setEditing(true)}>
              {t("edit.open")}
            </Button>
            <Button size="sm" variant="ghost" aria-label={t("delete.of", { what: label })} onClick={() => setDeleting(true)}>
              {t("delete.open")}
            </Button>
          </>
        )}
      </div>
      <ErrorText error={accept.error ?? remove.error} />
      <ConfirmDelete open={deleting} what={label} onClose={() => setDeleting(false)} onConfirm={() => remove.mutate()} />
    </li>
  );
}

function ReplyForm({ postId, onPosted }: { postId: string; onPosted: () => void }) {
  const { t } = useForumTranslation();
  const bodyId = useId();
  const [body, setBody] = useState("");
  const send = useMutation({
    mutationFn: () => replyTo(postId, body),
    onSuccess: () => {
      setBody("");
      onPosted();
    },
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    send.mutate();
  };
  return (
    <form onSubmit={submit} className="flex flex-col gap-2">
      <label htmlFor={bodyId} className="font-semibold text-slate-900 dark:text-white">
        {t("reply.label")}
      </label>
      <textarea
        id={bodyId}
        required
        rows={4}
        value={body}
        onChange={(e) => setBody(e.target.value)}
        aria-describedby={`${bodyId}-hint`}
        className={fieldClasses}
      />
      <p id={`${bodyId}-hint`} className="text-xs text-slate-600 dark:text-slate-300">
        {t("markdownHint")}
      </p>
      <ErrorText error={send.error} />
      <Button type="submit" className="self-start" disabled={send.isPending}>
        {t("reply.submit")}
      </Button>
    </form>
  );
}

/** The thread's replies: the first page came with the post, "Show more" fetches the next ones. */
function ReplyList({ userId, post, refresh }: { userId: string; post: PostDetail; refresh: () => void }) {
  const { t } = useForumTranslation();
  const [wanted, setWanted] = useState(false);
  const from = post.replies_next_cursor;
  const later = useInfiniteQuery({
    queryKey: forumKeys.laterReplies(userId, post.id, from),
    queryFn: ({ pageParam }) => fetchReplies(post.id, pageParam),
    initialPageParam: from ?? "",
    getNextPageParam: (last) => last.next_cursor,
    enabled: wanted && from !== null,
  });
  // A reply can come twice when a page is refetched after new ones arrived: each id once, in order.
  const replies = [...new Map([...post.replies, ...(later.data?.pages.flatMap((p) => p.replies) ?? [])].map((r) => [r.id, r])).values()];
  const more = from !== null && (!wanted || later.isPending || later.hasNextPage);
  return (
    <section aria-labelledby="forum-answers" className="flex flex-col gap-2">
      <h2 id="forum-answers" className="text-lg font-semibold text-slate-900 dark:text-white">
        {t("answers", { count: from === null ? replies.length : Math.max(post.reply_count, replies.length) })}
      </h2>
      <ol className="divide-y divide-slate-200 dark:divide-slate-700" aria-live="polite" aria-relevant="additions">
        {replies.map((reply) => (
          <ReplyItem key={reply.id} userId={userId} post={post} reply={reply} refresh={refresh} />
        ))}
      </ol>
      <ErrorText error={later.error} />
      {more && (
        <Button
          variant="secondary"
          className="self-start"
          disabled={later.isFetching}
          onClick={() => (wanted ? void later.fetchNextPage() : setWanted(true))}
        >
          {t("showMore")}
        </Button>
      )}
    </section>
  );
}

export function ThreadView({ userId, postId }: { userId: string; postId: string }) {
  const { t } = useForumTranslation();
  const { t: tCommon } = useTranslation();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [editing, setEditing] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const thread = useQuery({
    queryKey: forumKeys.thread(userId, postId),
    queryFn: () => fetchThread(postId),
    refetchInterval: THREAD_POLL_MS,
    refetchOnWindowFocus: "always",
  });
  useThreadLive(userId, postId);
  useDocumentTitle(thread.data?.title ?? t("threadTitle"));
  const refresh = () => void queryClient.invalidateQueries({ queryKey: forumKeys.all(userId) });
  const remove = useMutation({
    mutationFn: () => deletePost(postId),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: forumKeys.lists(userId) });
      void navigate("/forum");
    },
  });
  const back = (
    <Link to="/forum" className="text-sm text-indigo-700 underline-offset-2 hover:underline dark:text-indigo-300">
      {t("back")}
    </Link>
  );
  if (thread.isPending) return <Loading label={tCommon("loading")} />;
  if (thread.isError) {
    const missing = thread.error instanceof ApiRequestError && thread.error.status === 404;
    return (
      <div className="mx-auto flex max-w-3xl flex-col gap-4 px-3 py-5 sm:px-4 sm:py-10">
        {back}
        <h1 className="text-2xl font-semibold text-slate-900 dark:text-white">{t("threadTitle")}</h1>
        {missing ? (
          <p className="text-slate-700 dark:text-slate-200">{t("notFound")}</p>
        ) : (
          <LoadFailed message={t("loadFailed")} retryLabel={t("retry")} onRetry={() => void thread.refetch()} />
        )}
      </div>
    );
  }
  const post = thread.data;
  return (
    <div className="mx-auto flex max-w-3xl flex-col gap-4 px-3 py-5 sm:gap-6 sm:px-4 sm:py-10">
      {back}
      <Card className="flex flex-col gap-3 p-4 sm:p-5">
        <article aria-labelledby="forum-thread-title" className="flex flex-col gap-3">
          {editing ? (
            <EditForm
              title={post.title}
              body={post.body}
              onSave={(change) => editPost(post.id, change).then(refresh)}
              onCancel={() => setEditing(false)}
            />
          ) : (
            <>
              <h1 id="forum-thread-title" className="text-2xl font-semibold break-words text-slate-900 dark:text-white">
                {post.title}
              </h1>
              <PostMeta item={post} />
              <div className="flex flex-wrap gap-2">
                {post.answered && <Badge tone="green">{t("answered")}</Badge>}
                {post.hidden && <Badge tone="red">{t("hiddenNote")}</Badge>}
                {post.edited_at && <Badge tone="slate">{t("edited")}</Badge>}
              </div>
              <ForumMarkdown>{post.body}</ForumMarkdown>
            </>
          )}
          {post.essay && <EssayCard essay={post.essay} />}
          <div className="flex flex-wrap items-center gap-2">
            <ContentActions
              userId={userId}
              target="post"
              item={post}
              canModerate={post.can_moderate}
              label={t("theQuestion")}
              onChanged={refresh}
            />
            {post.mine && !editing && (
              <>
                <Button size="sm" variant="ghost" aria-label={t("edit.of", { what: t("theQuestion") })} onClick={() => setEditing(true)}>
                  {t("edit.open")}
                </Button>
                <Button size="sm" variant="ghost" aria-label={t("delete.of", { what: t("theQuestion") })} onClick={() => setDeleting(true)}>
                  {t("delete.open")}
                </Button>
              </>
            )}
          </div>
          <ErrorText error={remove.error} />
        </article>
      </Card>
      <ReplyList userId={userId} post={post} refresh={refresh} />
      <Card className="p-4 sm:p-5">
        <ReplyForm postId={post.id} onPosted={refresh} />
      </Card>
      <ConfirmDelete open={deleting} what={t("theQuestion")} onClose={() => setDeleting(false)} onConfirm={() => remove.mutate()} />
    </div>
  );
}
