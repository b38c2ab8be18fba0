/**
 * A SAT section's three states by address, so a reload lands where the learner was: the tests of the
 * section (intro), `?attempt=<id>` taking it module by module, `?results=<id>` its results.
 */
import { useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate, useSearchParams } from "react-router";
import { toast } from "sonner";
import { SAT_GRACE_SECONDS, type SatSection } from "../../../worker/contract/sat";
import { Button, buttonClasses } from "../../components/ui/Button";
import { Link } from "../../components/ui/Link";
import { Loading } from "../../components/ui/Spinner";
import { useDocumentTitle } from "../../lib/document-title";
import { useOnline } from "../../lib/use-online";
import { usePendingSatSubmissions } from "../ielts";
import { LoadFailed } from "../../components/ui/LoadFailed";
import { startSatAttempt, useSatTests, useSatUserId } from "./api";
import { satKeys } from "./query-keys";
import { useSatPracticeTranslation } from "./practice/translations";
import { SatAttemptScreen } from "./SatAttemptScreen";
import { SatResultsView } from "./SatResultsView";
import { useSatFullTranslation } from "./full/translations";
import { useSatTranslation } from "./translations";

type Props = { section: SatSection; titleKey: "satReading" | "satMath" };

export function SatSectionScreen({ section, titleKey }: Props) {
  const { t: tPages } = useTranslation("pages");
  const title = tPages(`routes.${titleKey}`);
  useDocumentTitle(title);
  const [params] = useSearchParams();
  const attemptId = params.get("attempt");
  const resultsId = params.get("results");
  if (resultsId) return <SatResultsView key={resultsId} attemptId={resultsId} />;
  if (attemptId) return <SatAttemptScreen key={attemptId} attemptId={attemptId} />;
  return <SatIntro section={section} title={title} />;
}

function SatIntro({ section, title }: { section: SatSection; title: string }) {
  const { t, i18n } = useSatTranslation();
  const { t: tFull } = useSatFullTranslation();
  const tests = useSatTests(section);
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const userId = useSatUserId();
  const online = useOnline();
  const { pending, sendNow } = usePendingSatSubmissions();
  const [starting, setStarting] = useState<string | null>(null);

  const start = async (testId: string) => {
    setStarting(testId);
    try {
      const { attempt } = await startSatAttempt(section, testId);
      queryClient.setQueryData(satKeys.attempt(userId, attempt.id), { attempt });
      await navigate(`?attempt=${encodeURIComponent(attempt.id)}`);
    } catch (error) {
      toast.error(error instanceof Error && error.message ? error.message : t("errors.start"));
      setStarting(null);
    }
  };

  const minutes = section === "math" ? 35 : 32;
  const questions = section === "math" ? 22 : 27;
  return (
    <section className="mx-auto max-w-4xl px-4 py-8">
      <h1 className="mb-2 text-2xl font-semibold text-slate-900 dark:text-white">{title}</h1>
      <p className="mb-2 max-w-3xl text-slate-700 dark:text-slate-300">{t(section === "math" ? "intro.math" : "intro.readingWriting")}</p>
      <p className="mb-4 max-w-3xl text-slate-700 dark:text-slate-300">
        {t("intro.format", { questions, minutes, grace: SAT_GRACE_SECONDS })}
      </p>
      <p className="mb-6 max-w-3xl text-slate-700 dark:text-slate-300">
        <strong className="font-semibold">{tFull("entry.title")}:</strong> {tFull("entry.text")}{" "}
        <Link className="text-indigo-700 underline dark:text-indigo-300" to="/sat/full">
          {tFull("entry.link")}
        </Link>
      </p>
      <PracticeEntry section={section} />
      {pending.length > 0 ? (
        <div
          role="status"
          className="mb-6 rounded-lg border border-amber-300 bg-amber-50 p-4 text-amber-900 dark:border-amber-700 dark:bg-amber-950 dark:text-amber-100"
        >
          <p>{t("pending.waiting", { count: pending.length })}</p>
          {online ? (
            <Button variant="secondary" size="sm" className="mt-2" onClick={() => void sendNow()}>
              {t("pending.sendNow")}
            </Button>
          ) : null}
        </div>
      ) : null}
      {tests.isPending ? (
        <Loading label={t("loadingTests")} />
      ) : tests.isError ? (
        <LoadFailed error={tests.error} onRetry={() => void tests.refetch()} />
      ) : (
        <ul className="grid gap-4 md:grid-cols-2">
          {tests.data.tests.map((test) => (
            <li
              key={test.id}
              className="flex flex-col gap-3 rounded-xl border border-slate-200 bg-white p-5 dark:border-slate-700 dark:bg-slate-900"
            >
              <h2 lang="en" className="text-lg font-semibold text-slate-900 dark:text-white">
                {test.title}
              </h2>
              <p className="text-sm text-slate-600 dark:text-slate-300">
                {t("intro.card", { questions: test.questionsPerModule, minutes: test.moduleMinutes })}
              </p>
              {test.lastResult ? (
                <p className="text-sm text-slate-700 dark:text-slate-200">
                  {t(test.lastResult.retake ? "intro.lastResultRetake" : "intro.lastResult", {
                    score: test.lastResult.score,
                    date: new Date(test.lastResult.completedAt).toLocaleDateString(i18n.language),
                  })}{" "}
                  <Link
                    className="text-indigo-700 underline dark:text-indigo-300"
                    to={`?results=${encodeURIComponent(test.lastResult.attemptId)}`}
                  >
                    {t("intro.seeResults")}
                  </Link>
                </p>
              ) : null}
              <div>
                {test.openAttemptId ? (
                  <Button onClick={() => void navigate(`?attempt=${encodeURIComponent(test.openAttemptId!)}`)}>{t("intro.resume")}</Button>
                ) : (
                  <Button disabled={starting !== null} onClick={() => void start(test.id)}>
                    {t("intro.start")}
                  </Button>
                )}
              </div>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/** The way to practice by domain and skill, with instant feedback, instead of a whole timed section. */
function PracticeEntry({ section }: { section: SatSection }) {
  const { t } = useSatPracticeTranslation();
  return (
    <aside
      aria-labelledby="sat-practice-entry"
      className="mb-6 flex flex-wrap items-center justify-between gap-3 rounded-xl border border-indigo-200 bg-indigo-50 p-4 dark:border-indigo-800 dark:bg-indigo-950"
    >
      <div className="flex min-w-0 max-w-2xl flex-col gap-1">
        <h2 id="sat-practice-entry" className="text-lg font-semibold text-slate-900 dark:text-white">
          {t("entry.title")}
        </h2>
        <p className="text-sm text-slate-700 dark:text-slate-300">{t("entry.text")}</p>
      </div>
      <Link to={`/sat/practice?section=${section}`} className={buttonClasses({ variant: "secondary" })}>
        {t("entry.link")}
      </Link>
    </aside>
  );
}
