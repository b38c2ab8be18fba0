/** "Ask a question": title, category, tags, Markdown text and, optionally, one of my own essays for feedback. */
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useId, useState, type FormEvent } from "react";
import { useNavigate } from "react-router";
import { FORUM_CATEGORIES, FORUM_TITLE_MAX_LENGTH, type ForumCategory } from "../../../worker/contract/forum";
import { Button } from "../../components/ui/Button";
import { Dialog } from "../../components/ui/Dialog";
import { Select } from "../../components/ui/Select";
import { askQuestion, fetchOwnEssays, forumKeys } from "./api";
import { ErrorText, fieldClasses } from "./fields";
import { parseTags, threadPath } from "./rules";
import { useForumTranslation } from "./translations";

export function AskDialog({ userId, open, onClose }: { userId: string; open: boolean; onClose: () => void }) {
  const { t, i18n } = useForumTranslation();
  const ids = { title: useId(), tags: useId(), body: useId(), essay: useId() };
  const [title, setTitle] = useState("");
  const [category, setCategory] = useState<ForumCategory>("general");
  const [tags, setTags] = useState("");
  const [body, setBody] = useState("");
  const [essayId, setEssayId] = useState("");
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const essays = useQuery({ queryKey: forumKeys.essays(userId), queryFn: fetchOwnEssays, enabled: open });
  const ask = useMutation({
    mutationFn: () => askQuestion({ category, title, body, tags: parseTags(tags), submission_id: essayId || null }),
    onSuccess: async (post) => {
      await queryClient.invalidateQueries({ queryKey: forumKeys.lists(userId) });
      onClose();
      void navigate(threadPath(post.id));
    },
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    ask.mutate();
  };
  const date = (iso: string) => new Intl.DateTimeFormat(i18n.language, { dateStyle: "medium" }).format(new Date(iso));
  return (
    <Dialog open={open} onClose={onClose} title={t("ask.title")} description={t("ask.intro")} className="max-w-2xl">
      <form onSubmit={submit} className="flex flex-col gap-4">
        <div className="flex flex-col gap-1">
          <label htmlFor={ids.title} className="text-sm font-medium">
            {t("ask.titleLabel")}
          </label>
          <input
            id={ids.title}
            required
            maxLength={FORUM_TITLE_MAX_LENGTH}
            value={title}
            onChange={(e) => setTitle(e.target.value)}
            className={fieldClasses}
          />
        </div>
        <Select
          label={t("ask.category")}
          value={category}
          options={FORUM_CATEGORIES.map((value) => ({ value, label: t(`categories.${value}`) }))}
          onChange={setCategory}
          className="flex-wrap"
        />
        <div className="flex flex-col gap-1">
          <label htmlFor={ids.tags} className="text-sm font-medium">
            {t("ask.tags")}
          </label>
          <input
            id={ids.tags}
            value={tags}
            onChange={(e) => setTags(e.target.value)}
            aria-describedby={`${ids.tags}-hint`}
            className={fieldClasses}
          />
          <p id={`${ids.tags}-hint`} className="text-xs text-slate-600 dark:text-slate-300">
            {t("ask.tagsHint")}
          </p>
        </div>
        <div className="flex flex-col gap-1">
          <label htmlFor={ids.body} className="text-sm font-medium">
            {t("ask.body")}
          </label>
          <textarea
            id={ids.body}
            required
            rows={6}
            value={body}
            onChange={(e) => setBody(e.target.value)}
            aria-describedby={`${ids.body}-hint`}
            className={fieldClasses}
          />
          <p id={`${ids.body}-hint`} className="text-xs text-slate-600 dark:text-slate-300">
            {t("markdownHint")}
          </p>
        </div>
        <div className="flex flex-col gap-1">
          <label htmlFor={ids.essay} className="text-sm font-medium">
            {t("ask.essay")}
          </label>
          <select id={ids.essay} value={essayId} onChange={(e) => setEssayId(e.target.value)} className={fieldClasses}>
            <option value="">{t("ask.noEssay")}</option>
            {essays.data?.submissions.map((s) => (
              <option key={s.id} value={s.id}>
                {t("ask.essayOption", {
                  test: s.testTitle,
                  date: date(s.date),
                  band: s.aiResults?.overall != null ? s.aiResults.overall.toFixed(1) : "–",
                })}
              </option>
            ))}
          </select>
          {essays.isSuccess && essays.data.submissions.length === 0 && (
            <p className="text-xs text-slate-600 dark:text-slate-300">{t("ask.noEssays")}</p>
          )}
        </div>
        <ErrorText error={ask.error} />
        <div className="flex flex-wrap justify-end gap-2">
          <Button variant="secondary" onClick={onClose}>
            {t("cancel")}
          </Button>
          <Button type="submit" disabled={ask.isPending}>
            {t("ask.submit")}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
