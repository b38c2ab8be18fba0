/**
 * /lesson-creation-choice: how a teacher starts — a blank lesson, word list, quiz or writing
 * prompt, a template, an AI draft (the custom lesson creator) or a copy of a library lesson. Every
 * choice makes the draft on the server and opens it in the builder.
 */
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useNavigate } from "react-router";
import { toast } from "sonner";
import { LESSON_KINDS, type Lesson, type LessonKind } from "../../../../worker/contract/lessons";
import type { ScreenProps } from "../../../app/screen";
import { Button, buttonClasses } from "../../../components/ui/Button";
import { LoadFailed } from "../../../components/ui/LoadFailed";
import { Loading } from "../../../components/ui/Spinner";
import { ApiRequestError } from "../../../lib/api";
import { copyLesson, createLesson, fetchLibrary, fetchTemplates, lessonFromTemplate, lessonKeys } from "../builder/api";
import { useLessonBuilderTranslation } from "../builder/translations";
import { TeacherScreen } from "../../teaching";

const sectionClasses = "flex flex-col gap-3 rounded-xl border border-slate-200 p-4 dark:border-slate-700";
const headingClasses = "text-lg font-semibold text-slate-900 dark:text-white";

function Choices({ userId }: { userId: string }) {
  const { t } = useLessonBuilderTranslation();
  const { t: tCommon } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState(false);
  const templates = useQuery({ queryKey: lessonKeys.templates(userId), queryFn: fetchTemplates, staleTime: Infinity });
  const library = useQuery({ queryKey: lessonKeys.library(userId), queryFn: fetchLibrary });

  const start = async (make: () => Promise<Lesson>) => {
    setBusy(true);
    try {
      const lesson = await make();
      await queryClient.invalidateQueries({ queryKey: lessonKeys.mine(userId) });
      await navigate(`/lesson-builder?id=${encodeURIComponent(lesson.id)}`);
    } catch (error) {
      toast.error(t("failed", { message: error instanceof ApiRequestError ? error.message : String(error) }));
      setBusy(false);
    }
  };
  const blank = (kind: LessonKind) => start(() => createLesson(kind, t(`choice.untitled.${kind}`)));

  return (
    <>
      <p className="text-slate-700 dark:text-slate-300">{t("choice.intro")}</p>
      {busy && (
        <p role="status" className="text-sm text-slate-700 dark:text-slate-300">
          {t("choice.creating")}
        </p>
      )}
      <section aria-labelledby="choice-blank" className={sectionClasses}>
        <h2 id="choice-blank" className={headingClasses}>
          {t("choice.blankHeading")}
        </h2>
        <p className="text-sm text-slate-700 dark:text-slate-300">{t("choice.blankHint")}</p>
        <div className="flex flex-wrap gap-2">
          {LESSON_KINDS.map((kind) => (
            <Button key={kind} variant={kind === "lesson" ? "primary" : "secondary"} disabled={busy} onClick={() => void blank(kind)}>
              {t(`choice.blank.${kind}`)}
            </Button>
          ))}
        </div>
      </section>
      <section aria-labelledby="choice-templates" className={sectionClasses}>
        <h2 id="choice-templates" className={headingClasses}>
          {t("choice.templatesHeading")}
        </h2>
        {templates.isPending && <Loading label={tCommon("loading")} />}
        {templates.isError && <LoadFailed message={t("loadFailed")} retryLabel={t("retry")} onRetry={() => void templates.refetch()} />}
        {templates.isSuccess && (
          <ul className="grid gap-3 md:grid-cols-3">
            {templates.data.map((template) => (
              <li key={template.id} className="flex flex-col gap-2 rounded-lg border border-slate-200 p-3 dark:border-slate-700">
                <h3 className="font-semibold text-slate-900 dark:text-white">{template.title}</h3>
                <p className="text-xs text-slate-700 dark:text-slate-300">
                  {t(`kinds.${template.kind}`)}
                  {template.level && ` · ${template.level}`}
                </p>
                <p className="flex-1 text-sm text-slate-700 dark:text-slate-300">{template.summary}</p>
                <div>
                  <Button
                    variant="secondary"
                    size="sm"
                    disabled={busy}
                    aria-label={t("choice.useTemplateNamed", { title: template.title })}
                    onClick={() => void start(() => lessonFromTemplate(template.id))}
                  >
                    {t("choice.useTemplate")}
                  </Button>
                </div>
              </li>
            ))}
          </ul>
        )}
      </section>
      <section aria-labelledby="choice-ai" className={sectionClasses}>
        <h2 id="choice-ai" className={headingClasses}>
          {t("choice.aiHeading")}
        </h2>
        <p className="text-sm text-slate-700 dark:text-slate-300">{t("choice.aiHint")}</p>
        <div>
          <Link to="/custom-lesson-creator" className={buttonClasses({ variant: "secondary" })}>
            {t("choice.aiLink")}
          </Link>
        </div>
      </section>
      <section aria-labelledby="choice-library" className={sectionClasses}>
        <h2 id="choice-library" className={headingClasses}>
          {t("choice.libraryHeading")}
        </h2>
        <p className="text-sm text-slate-700 dark:text-slate-300">{t("choice.libraryHint")}</p>
        {library.isPending && <Loading label={tCommon("loading")} />}
        {library.isError && <LoadFailed message={t("loadFailed")} retryLabel={t("retry")} onRetry={() => void library.refetch()} />}
        {library.isSuccess && library.data.length === 0 && (
          <p className="text-sm text-slate-700 dark:text-slate-300">{t("choice.libraryEmpty")}</p>
        )}
        {library.isSuccess && library.data.length > 0 && (
          <ul className="flex flex-col gap-2">
            {library.data.map((lesson) => (
              <li
                key={lesson.id}
                className="flex flex-wrap items-center justify-between gap-2 rounded-lg border border-slate-200 p-3 dark:border-slate-700"
              >
                <div className="min-w-0">
                  <p className="font-medium break-words text-slate-900 dark:text-white">{lesson.title}</p>
                  <p className="text-sm text-slate-700 dark:text-slate-300">
                    {t(`kinds.${lesson.kind}`)}
                    {lesson.level && ` · ${lesson.level}`} · {t("choice.by", { name: lesson.author_name })}
                    {!lesson.mine && !lesson.library_answers && ` · ${t("choice.withoutQuizzes")}`}
                  </p>
                </div>
                <Button
                  variant="secondary"
                  size="sm"
                  disabled={busy}
                  aria-label={t("choice.copyNamed", { title: lesson.title })}
                  onClick={() => void start(() => copyLesson(lesson.id))}
                >
                  {t("choice.copy")}
                </Button>
              </li>
            ))}
          </ul>
        )}
      </section>
    </>
  );
}

export default function LessonCreationChoicePage({ titleKey }: ScreenProps) {
  const { t } = useLessonBuilderTranslation();
  return (
    <TeacherScreen titleKey={titleKey} notTeacher={{ message: t("teacherOnly"), openProfile: t("openProfile") }}>
      {(userId) => <Choices userId={userId} />}
    </TeacherScreen>
  );
}
