/**
 * /student-test-results/:studentId: a student's IELTS submissions for their teacher —
 * section, test, date, result and whether it is graded — and, opened, the same detail the student
 * sees, with the grading form for writing and speaking. One responsive layout for desktop and phone.
 */
import { useInfiniteQuery, useQuery, useQueryClient } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { Link, useParams, useSearchParams } from "react-router";
import { GRADABLE_SECTIONS, type GradableSection, type StudentSubmissionSummary } from "../../../../worker/contract/grading";
import type { SubmissionDetail } from "../../../../worker/contract/ielts";
import type { ScreenProps } from "../../../app/screen";
import { Button, buttonClasses } from "../../../components/ui/Button";
import { LoadFailed } from "../../../components/ui/LoadFailed";
import { Loading } from "../../../components/ui/Spinner";
import { classNames, focusRing } from "../../../components/ui/class-names";
import { useAuth } from "../../../lib/auth/AuthProvider";
import { isTeacher } from "../../../lib/auth/role";
import { useDocumentTitle } from "../../../lib/document-title";
import { EvaluationView, ReviewList, RecordedAnswers } from "../../ielts";
import { fetchStudentSubmission, fetchStudentSubmissions, gradingKeys } from "./api";
import { CommentThreads } from "./CommentThreads";
import { GradeForm } from "./GradeForm";
import { useGradingTranslation } from "./translations";

const isGradable = (submission: SubmissionDetail): submission is SubmissionDetail & { section: GradableSection } =>
  (GRADABLE_SECTIONS as readonly string[]).includes(submission.section);

function resultText(row: StudentSubmissionSummary, t: ReturnType<typeof useGradingTranslation>["t"]): string {
  if (row.score !== null && row.maxScore !== null)
    return t("list.score", { score: row.score, max: row.maxScore, band: row.band?.toFixed(1) ?? "–" });
  if (row.band !== null) return t(row.gradedByTeacher ? "list.teacherGrade" : "list.estimate", { band: row.band.toFixed(1) });
  return row.status === "pending_evaluation" ? t("list.pending") : t("list.noBand");
}

function SubmissionRow({ row, open, onOpen }: { row: StudentSubmissionSummary; open: boolean; onOpen: () => void }) {
  const { t, i18n } = useGradingTranslation();
  const date = new Intl.DateTimeFormat(i18n.language, { dateStyle: "medium", timeStyle: "short" }).format(new Date(row.date));
  const gradable = (GRADABLE_SECTIONS as readonly string[]).includes(row.section);
  return (
    <li>
      <button
        type="button"
        onClick={onOpen}
        aria-current={open ? "true" : undefined}
        className={classNames(
          "flex w-full flex-wrap items-center justify-between gap-x-4 gap-y-1 rounded-lg border p-3 text-left",
          open
            ? "border-indigo-500 bg-indigo-50 dark:bg-indigo-500/10"
            : "border-slate-200 hover:bg-slate-50 dark:border-slate-700 dark:hover:bg-slate-800",
          focusRing,
        )}
      >
        <span className="min-w-0">
          <span className="block font-medium break-words text-slate-900 dark:text-white">
            {t(`sections.${row.section}`)} · {row.task ?? row.testTitle}
          </span>
          <span className="block text-sm break-words text-slate-600 dark:text-slate-300">
            {date} · {row.testTitle}
          </span>
        </span>
        <span className="flex flex-wrap items-center gap-2 text-sm">
          <span className="font-semibold text-slate-900 tabular-nums dark:text-white">{resultText(row, t)}</span>
          {gradable && (
            <span
              className={classNames(
                "rounded-full px-2 py-0.5 text-xs font-medium",
                row.graded
                  ? "bg-emerald-100 text-emerald-900 dark:bg-emerald-900/50 dark:text-emerald-100"
                  : "bg-slate-100 text-slate-800 dark:bg-slate-800 dark:text-slate-200",
              )}
            >
              {row.graded ? t("list.graded") : t("list.notGraded")}
            </span>
          )}
        </span>
      </button>
    </li>
  );
}

function SubmissionPanel({ userId, studentId, id }: { userId: string; studentId: string; id: string }) {
  const { t } = useGradingTranslation();
  const { t: tCommon } = useTranslation();
  const queryClient = useQueryClient();
  const query = useQuery({ queryKey: gradingKeys.submission(userId, studentId, id), queryFn: () => fetchStudentSubmission(studentId, id) });
  if (query.isPending) return <Loading label={tCommon("loading")} />;
  if (query.isError)
    return <LoadFailed message={t("detail.loadFailed")} retryLabel={t("actions.retry")} onRetry={() => void query.refetch()} />;
  const submission = query.data;
  if (!isGradable(submission))
    return (
      <div className="space-y-3">
        <h3 className="text-xl font-semibold text-slate-900 dark:text-white">
          {t(`sections.${submission.section}`)} · {submission.testTitle}
        </h3>
        <p className="text-slate-700 dark:text-slate-200">{resultText({ ...submission, graded: false }, t)}</p>
        <ReviewList
          review={submission.review ?? []}
          partKind={submission.section === "reading" ? "passage" : "part"}
          describeAnswer={(_question, answer) => answer}
        />
      </div>
    );
  return (
    <div className="space-y-8">
      <EvaluationView
        submission={submission}
        showTeacherGrade={false}
        showAnswerText={false}
        answer={submission.section === "speaking" ? <RecordedAnswers submission={submission} transcripts={false} /> : undefined}
      />
      <GradeForm
        key={submission.teacherGrade?.graded_at ?? "new"}
        studentId={studentId}
        submission={submission}
        onSaved={(grade) => {
          queryClient.setQueryData(gradingKeys.submission(userId, studentId, id), { ...submission, teacherGrade: grade });
          void queryClient.invalidateQueries({ queryKey: gradingKeys.submissions(userId, studentId) });
        }}
      />
      <CommentThreads submissionId={submission.id} asStudent={false} />
    </div>
  );
}

function StudentResults({ userId, studentId, title }: { userId: string; studentId: string; title: string }) {
  const { t } = useGradingTranslation();
  const { t: tCommon } = useTranslation();
  const [params, setParams] = useSearchParams();
  const openId = params.get("submission");
  const list = useInfiniteQuery({
    queryKey: gradingKeys.submissions(userId, studentId),
    queryFn: ({ pageParam }) => fetchStudentSubmissions(studentId, pageParam),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (page) => page.nextCursor ?? undefined,
  });
  const student = list.data?.pages[0]?.student;
  const rows = list.data?.pages.flatMap((p) => p.submissions) ?? [];
  return (
    <>
      <div>
        <h1 className="text-2xl font-semibold break-words text-slate-900 dark:text-white">
          {student ? t("page.title", { name: student.display_name }) : title}
        </h1>
        {student && student.classes.length > 0 && (
          <p className="mt-1 text-sm text-slate-600 dark:text-slate-300">
            {t("page.classes", { classes: student.classes.map((c) => c.name).join(", ") })}
          </p>
        )}
      </div>
      {list.isPending && <Loading label={tCommon("loading")} />}
      {list.isError && <LoadFailed message={t("page.loadFailed")} retryLabel={t("actions.retry")} onRetry={() => void list.refetch()} />}
      {list.isSuccess && (
        <section aria-labelledby="student-submissions" className="space-y-3">
          <h2 id="student-submissions" className="text-lg font-semibold text-slate-900 dark:text-white">
            {t("list.heading")}
          </h2>
          {rows.length === 0 ? (
            <p className="text-slate-600 dark:text-slate-300">{t("list.empty")}</p>
          ) : (
            <ul className="flex flex-col gap-2" data-testid="student-submissions">
              {rows.map((row) => (
                <SubmissionRow
                  key={row.id}
                  row={row}
                  open={row.id === openId}
                  onOpen={() => setParams({ submission: row.id }, { replace: true })}
                />
              ))}
            </ul>
          )}
          {list.hasNextPage && (
            <Button variant="secondary" onClick={() => void list.fetchNextPage()} disabled={list.isFetchingNextPage}>
              {t("list.more")}
            </Button>
          )}
        </section>
      )}
      {openId && (
        <section aria-label={t("detail.label")} className="border-t border-slate-200 pt-6 dark:border-slate-700">
          <SubmissionPanel key={openId} userId={userId} studentId={studentId} id={openId} />
        </section>
      )}
    </>
  );
}

export default function StudentTestResultsPage({ titleKey }: ScreenProps) {
  const { t } = useGradingTranslation();
  const { t: tPages } = useTranslation("pages");
  const { user } = useAuth();
  const { studentId = "" } = useParams();
  const title = tPages(`routes.${titleKey}`);
  useDocumentTitle(title);
  if (!user) return null;
  return (
    <div className="mx-auto flex max-w-5xl flex-col gap-4 px-3 py-5 sm:gap-6 sm:px-4 sm:py-10">
      <Link to="/teacher-dashboard" className="self-start text-sm text-indigo-700 underline hover:no-underline dark:text-indigo-300">
        {t("page.back")}
      </Link>
      {isTeacher(user) ? (
        <StudentResults userId={user.id} studentId={studentId} title={title} />
      ) : (
        <div className="flex flex-col items-start gap-3">
          <h1 className="text-2xl font-semibold text-slate-900 dark:text-white">{title}</h1>
          <p className="text-slate-700 dark:text-slate-200">{t("page.teachersOnly")}</p>
          <Link to="/profile" className={buttonClasses({ variant: "secondary" })}>
            {t("page.openProfile")}
          </Link>
        </div>
      )}
    </div>
  );
}
