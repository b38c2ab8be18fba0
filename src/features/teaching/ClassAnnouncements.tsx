/**
 * A class's announcements: the teacher writes Markdown (sanitised on the server as lessons are)
 * and the class's students read them, newest first; each student is also notified, pushed and toasted.
 * Rendered without raw HTML, like a lesson's text.
 */
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useId, useState, type FormEvent } from "react";
import Markdown from "react-markdown";
import { toast } from "sonner";
import { ANNOUNCEMENT_MAX_LENGTH } from "../../../worker/contract/talk";
import { Button } from "../../components/ui/Button";
import { LoadFailed } from "../../components/ui/LoadFailed";
import { TextArea } from "../../components/ui/form-fields";
import { fetchAnnouncements, postAnnouncement, teachingKeys } from "./api";
import { failure } from "./rules";
import { useTeachingTranslation } from "./translations";

export function ClassAnnouncements({ userId, classId, canWrite }: { userId: string; classId: string; canWrite: boolean }) {
  const { t, i18n } = useTeachingTranslation();
  const headingId = useId();
  const queryClient = useQueryClient();
  const key = teachingKeys.announcements(userId, classId);
  const list = useQuery({ queryKey: key, queryFn: () => fetchAnnouncements(classId) });
  const [markdown, setMarkdown] = useState("");
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | undefined>();
  const date = (iso: string) => new Intl.DateTimeFormat(i18n.language, { dateStyle: "medium", timeStyle: "short" }).format(new Date(iso));

  const send = async (event: FormEvent) => {
    event.preventDefault();
    if (markdown.trim() === "") return setError(t("announcements.empty"));
    setPending(true);
    setError(undefined);
    try {
      await postAnnouncement(classId, markdown);
      toast.success(t("announcements.sent"));
      setMarkdown("");
      await queryClient.invalidateQueries({ queryKey: key });
    } catch (err) {
      setError(t("announcements.failed", { message: failure(err) }));
    } finally {
      setPending(false);
    }
  };

  const items = list.data?.announcements ?? [];
  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-3" data-testid="class-announcements">
      <h3 id={headingId} className="text-base font-semibold text-slate-900 dark:text-white">
        {t("announcements.title")}
      </h3>
      {canWrite && (
        <form onSubmit={(e) => void send(e)} className="flex flex-col gap-2" noValidate>
          <TextArea
            label={t("announcements.write")}
            hint={t("announcements.hint")}
            rows={3}
            value={markdown}
            maxLength={ANNOUNCEMENT_MAX_LENGTH}
            error={error}
            onChange={(e) => setMarkdown(e.target.value)}
          />
          <Button type="submit" size="sm" disabled={pending} className="self-start">
            {t("announcements.send")}
          </Button>
        </form>
      )}
      {list.isError && (
        <LoadFailed message={t("announcements.loadFailed")} retryLabel={t("actions.retry")} onRetry={() => void list.refetch()} />
      )}
      {list.isSuccess && items.length === 0 && <p className="text-sm text-slate-600 dark:text-slate-300">{t("announcements.none")}</p>}
      {items.length > 0 && (
        <ul className="flex flex-col gap-2">
          {items.slice(0, 5).map((a) => (
            <li key={a.id} className="rounded-lg border border-slate-200 p-3 text-sm dark:border-slate-700" data-testid="announcement">
              <p className="mb-1 text-xs text-slate-600 dark:text-slate-300">
                {a.teacher_name} · {date(a.created_at)}
              </p>
              <div className="prose prose-sm max-w-none break-words dark:prose-invert">
                <Markdown skipHtml>{a.markdown}</Markdown>
              </div>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
