import { Link } from "react-router";
import type { IeltsSection, TestSummary } from "../../../../worker/contract/ielts";
import { buttonClasses } from "../../../components/ui/Button";
import { Card } from "../../../components/ui/Card";
import { Loading } from "../../../components/ui/Spinner";
import { useRecentSubmissions, useSignedInUserId, useTestList } from "../api";
import { useOnline } from "../../../lib/use-online";
import { PendingList } from "./PendingList";
import { usePendingSubmissions } from "./use-pending-submissions";
import { useIeltsTranslation } from "../translations";
import { discardAttempt, readAttempt } from "./attempt";
import { LoadFailed } from "../../../components/ui/LoadFailed";

type TestPickerProps = {
  section: Extract<IeltsSection, "reading" | "listening">;
  /** The address of a test and of a result on this screen. */
  testHref: (testId: string) => string;
  resultHref: (submissionId: string) => string;
};

/** The tests of a section, with the learner's record on each and a saved attempt to continue. */
export function TestPicker({ section, testHref, resultHref }: TestPickerProps) {
  const { t, i18n } = useIeltsTranslation();
  const userId = useSignedInUserId();
  const tests = useTestList(section);
  const recent = useRecentSubmissions(section);
  const { pending, sendNow } = usePendingSubmissions();
  const online = useOnline();

  if (tests.isPending) return <Loading label={t("loadingTests")} />;
  if (tests.isError) return <LoadFailed error={tests.error} onRetry={() => void tests.refetch()} />;

  return (
    <div className="flex flex-col gap-8">
      <p className="max-w-3xl text-slate-700 dark:text-slate-300">{t(section === "reading" ? "reading.intro" : "listening.intro")}</p>
      <ul className="grid gap-4 md:grid-cols-2">
        {tests.data.tests.map((test) => (
          <TestCard key={test.id} test={test} userId={userId} href={testHref(test.id)} />
        ))}
      </ul>
      <PendingList pending={pending.filter((entry) => entry.section === section)} onSendNow={() => void sendNow()} online={online} />
      {recent.data && recent.data.submissions.length > 0 && (
        <section aria-labelledby="ielts-recent-title">
          <h2 id="ielts-recent-title" className="text-lg font-semibold text-slate-900 dark:text-white">
            {t("picker.recentTitle")}
          </h2>
          <ul className="mt-3 divide-y divide-slate-200 rounded-xl border border-slate-200 bg-white dark:divide-slate-700 dark:border-slate-700 dark:bg-slate-900">
            {recent.data.submissions.map((submission) => (
              <li key={submission.id} className="flex flex-wrap items-center justify-between gap-3 px-4 py-3 text-sm">
                <span className="text-slate-900 dark:text-slate-100">
                  {submission.testTitle}
                  <span className="ml-2 text-slate-600 dark:text-slate-400">
                    {new Date(submission.date).toLocaleDateString(i18n.language, { dateStyle: "medium" })}
                  </span>
                </span>
                <span className="flex items-center gap-4">
                  <span className="text-slate-700 tabular-nums dark:text-slate-300">
                    {t("picker.recentScore", {
                      score: submission.score ?? 0,
                      max: submission.maxScore ?? 40,
                      band: submission.band?.toFixed(1) ?? "—",
                    })}
                  </span>
                  <Link to={resultHref(submission.id)} className={buttonClasses({ variant: "ghost", size: "sm" })}>
                    {t("picker.viewResult")}
                  </Link>
                </span>
              </li>
            ))}
          </ul>
        </section>
      )}
    </div>
  );
}

function TestCard({ test, userId, href }: { test: TestSummary; userId: string; href: string }) {
  const { t } = useIeltsTranslation();
  const saved = readAttempt(userId, test.id);
  const answered = saved ? Object.values(saved.answers).filter((a) => a.trim() !== "").length : 0;
  const partKind = test.section === "reading" ? "passage" : "part";
  return (
    <li>
      <Card className="flex h-full flex-col gap-3">
        <h2 lang="en" className="text-lg font-semibold text-slate-900 dark:text-white">
          {test.title}
        </h2>
        <p className="text-sm text-slate-600 dark:text-slate-300">
          {t(partKind === "passage" ? "picker.readingFacts" : "picker.listeningFacts", {
            parts: test.parts.length,
            questions: test.questionCount,
            minutes: test.timeMinutes,
          })}
        </p>
        <ol lang="en" className="list-inside list-decimal text-sm text-slate-700 dark:text-slate-300">
          {test.parts.map((part) => (
            <li key={part.number}>{part.title}</li>
          ))}
        </ol>
        <p className="text-sm text-slate-600 dark:text-slate-300">
          {test.progress.attempts === 0
            ? t("picker.notTaken")
            : t("picker.taken", { attempts: test.progress.attempts, band: test.progress.lastBand?.toFixed(1) ?? "—" })}
        </p>
        <div className="mt-auto flex flex-wrap gap-2 pt-2">
          <Link
            to={href}
            className={buttonClasses()}
            aria-label={`${saved ? t("picker.continue", { answered }) : t("picker.start")} — ${test.title}`}
          >
            {saved ? t("picker.continue", { answered }) : t("picker.start")}
          </Link>
          {saved && (
            <Link to={href} onClick={() => discardAttempt(userId, test.id)} className={buttonClasses({ variant: "secondary" })}>
              {t("picker.startOver")}
            </Link>
          )}
        </div>
      </Card>
    </li>
  );
}
