/**
 * The teacher's grade of a writing or speaking submission, beside the automatic estimate: the overall
 * band labelled "Teacher's grade", each criterion, the general comment and the comments on the text.
 */
import type { TeacherGrade } from "../../../../worker/contract/grading";
import type { SubmissionDetail } from "../../../../worker/contract/ielts";
import { CommentedText } from "./CommentedText";
import { CommentThreads } from "./CommentThreads";
import { useGradingTranslation } from "./translations";

export function TeacherGradeView({ submission, grade }: { submission: SubmissionDetail; grade: TeacherGrade }) {
  const { t, i18n } = useGradingTranslation();
  const text = submission.section === "writing" ? submission.studentText : submission.transcript;
  const date = new Intl.DateTimeFormat(i18n.language, { dateStyle: "medium", timeStyle: "short" }).format(new Date(grade.graded_at));
  return (
    <section
      aria-labelledby={`teacher-grade-${submission.id}`}
      data-testid="teacher-grade"
      className="space-y-4 rounded-xl border border-emerald-200 bg-emerald-50/50 p-4 dark:border-emerald-500/40 dark:bg-emerald-500/5"
    >
      <header className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h4 id={`teacher-grade-${submission.id}`} className="text-lg font-semibold text-slate-900 dark:text-white">
            {t("grade.heading")}
          </h4>
          <p className="text-sm text-slate-600 dark:text-slate-300">{t("grade.byline", { teacher: grade.teacher_name, date })}</p>
        </div>
        <div className="flex flex-col items-center rounded-xl bg-emerald-700 px-5 py-3 text-white">
          <span className="text-3xl leading-none font-bold tabular-nums">{grade.overall.toFixed(1)}</span>
          <span className="mt-1 text-xs font-medium tracking-wide uppercase">{t("grade.badge")}</span>
        </div>
      </header>
      <dl className="grid gap-2 sm:grid-cols-2">
        {grade.criteria.map((c) => (
          <div key={c.id} className="flex items-baseline justify-between gap-3 rounded-lg bg-white p-3 dark:bg-slate-900">
            <dt className="text-sm text-slate-700 dark:text-slate-300">{t(`criteria.${c.id}`)}</dt>
            <dd className="font-bold text-emerald-800 tabular-nums dark:text-emerald-300">{c.band.toFixed(1)}</dd>
          </div>
        ))}
      </dl>
      {grade.comment && <p className="break-words whitespace-pre-wrap text-slate-800 dark:text-slate-200">{grade.comment}</p>}
      {text && grade.anchored_comments.length > 0 && (
        <CommentedText text={text} comments={grade.anchored_comments} label={t("comments.textLabel")} />
      )}
      <CommentThreads submissionId={submission.id} asStudent />
    </section>
  );
}
