/**
 * /sat/full: the digital SAT in one sitting. The address keeps the full test (`?id=`), the server its
 * step, so a reload or another device lands at the same place: Reading and Writing, the 10-minute
 * break, Math, or the total with both section scores and links to each section's detailed results.
 */
import { useQueryClient } from "@tanstack/react-query";
import { useCallback, useEffect, useId, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate, useSearchParams } from "react-router";
import { toast } from "sonner";
import type { SatScoreEstimate } from "../../../../worker/contract/sat";
import type { SatFullTestView } from "../../../../worker/contract/sat-full";
import type { ScreenProps } from "../../../app/screen";
import { Button } from "../../../components/ui/Button";
import { Link } from "../../../components/ui/Link";
import { Loading } from "../../../components/ui/Spinner";
import { useDocumentTitle } from "../../../lib/document-title";
import { LoadFailed } from "../../../components/ui/LoadFailed";
import { useSatTests, useSatUserId } from "../api";
import { SatAttemptScreen } from "../SatAttemptScreen";
import { continueSatFullTest, satFullKeys, startSatFullTest, useSatFullTest, useSatFullTests } from "./api";
import { breakClock, breakSecondsNow } from "./break-clock";
import { useSatFullTranslation } from "./translations";

const card = "rounded-xl border border-slate-200 bg-white p-5 dark:border-slate-700 dark:bg-slate-900";
const linkClass = "text-indigo-700 underline dark:text-indigo-300";

export default function SatFullTestPage(_props: ScreenProps) {
  const { t: tPages } = useTranslation("pages");
  const title = tPages("routes.satFull");
  useDocumentTitle(title);
  const [params] = useSearchParams();
  const id = params.get("id");
  return id ? <FullTestSession key={id} id={id} /> : <FullTestIntro title={title} />;
}

function FullTestIntro({ title }: { title: string }) {
  const { t, i18n } = useSatFullTranslation();
  const list = useSatFullTests();
  const readingWritingTests = useSatTests("reading_writing");
  const mathTests = useSatTests("math");
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const userId = useSatUserId();
  const [starting, setStarting] = useState(false);
  const [readingWritingTestId, setReadingWritingTestId] = useState("");
  const [mathTestId, setMathTestId] = useState("");
  const rwSelect = useId();
  const mathSelect = useId();

  const start = async () => {
    setStarting(true);
    try {
      const { fullTest } = await startSatFullTest({
        ...(readingWritingTestId ? { readingWritingTestId } : {}),
        ...(mathTestId ? { mathTestId } : {}),
      });
      queryClient.setQueryData(satFullKeys.one(userId, fullTest.id), { fullTest });
      await navigate(`?id=${encodeURIComponent(fullTest.id)}`);
    } catch (error) {
      toast.error(error instanceof Error && error.message ? error.message : t("errors.start"));
      setStarting(false);
    }
  };

  const select =
    "mt-1 block w-full rounded-md border border-slate-300 bg-white px-3 py-2 text-slate-900 dark:border-slate-600 dark:bg-slate-800 dark:text-white";
  return (
    <section className="mx-auto flex max-w-3xl flex-col gap-6 px-4 py-8">
      <div>
        <h1 className="mb-2 text-2xl font-semibold text-slate-900 dark:text-white">{title}</h1>
        <p className="mb-2 text-slate-700 dark:text-slate-300">{t("intro.lead")}</p>
        <p className="text-slate-700 dark:text-slate-300">{t("intro.saved")}</p>
      </div>
      {list.isPending ? (
        <Loading label={t("intro.loading")} />
      ) : list.isError ? (
        <LoadFailed error={list.error} onRetry={() => void list.refetch()} />
      ) : (
        <>
          {list.data.open ? (
            <div className={card}>
              <h2 className="mb-1 text-lg font-semibold text-slate-900 dark:text-white">{t("intro.openTitle")}</h2>
              <p className="mb-3 text-slate-700 dark:text-slate-300">
                <span lang="en">{list.data.open.readingWriting.title}</span> · <span lang="en">{list.data.open.math.title}</span> —{" "}
                {list.data.open.step === "completed" ? null : t(`intro.openStep.${list.data.open.step}`)}
              </p>
              <Button onClick={() => void navigate(`?id=${encodeURIComponent(list.data.open!.id)}`)}>{t("intro.resume")}</Button>
            </div>
          ) : (
            <form
              className={`${card} flex flex-col gap-4`}
              onSubmit={(event) => {
                event.preventDefault();
                void start();
              }}
            >
              <h2 className="text-lg font-semibold text-slate-900 dark:text-white">{t("intro.chooseTitle")}</h2>
              <div className="grid gap-4 sm:grid-cols-2">
                <div>
                  <label htmlFor={rwSelect} className="text-sm font-medium text-slate-800 dark:text-slate-200">
                    {t("intro.readingWritingTest")}
                  </label>
                  <select
                    id={rwSelect}
                    className={select}
                    value={readingWritingTestId || readingWritingTests.data?.tests[0]?.id || ""}
                    onChange={(e) => setReadingWritingTestId(e.target.value)}
                  >
                    {(readingWritingTests.data?.tests ?? []).map((test) => (
                      <option key={test.id} value={test.id} lang="en">
                        {test.title}
                      </option>
                    ))}
                  </select>
                </div>
                <div>
                  <label htmlFor={mathSelect} className="text-sm font-medium text-slate-800 dark:text-slate-200">
                    {t("intro.mathTest")}
                  </label>
                  <select
                    id={mathSelect}
                    className={select}
                    value={mathTestId || mathTests.data?.tests[0]?.id || ""}
                    onChange={(e) => setMathTestId(e.target.value)}
                  >
                    {(mathTests.data?.tests ?? []).map((test) => (
                      <option key={test.id} value={test.id} lang="en">
                        {test.title}
                      </option>
                    ))}
                  </select>
                </div>
              </div>
              <div>
                <Button type="submit" disabled={starting}>
                  {t("intro.start")}
                </Button>
              </div>
            </form>
          )}
          {list.data.finished.length > 0 ? (
            <section aria-labelledby="sat-full-finished" className="flex flex-col gap-2">
              <h2 id="sat-full-finished" className="text-lg font-semibold text-slate-900 dark:text-white">
                {t("intro.finishedTitle")}
              </h2>
              <ul className="flex flex-col gap-2">
                {list.data.finished.map((full) => (
                  <li key={full.id} className="text-slate-700 dark:text-slate-300">
                    {t(full.retake ? "intro.finishedItemRetake" : "intro.finishedItem", {
                      date: new Date(full.completedAt ?? full.startedAt).toLocaleDateString(i18n.language),
                      score: full.totalScore?.score ?? "—",
                    })}{" "}
                    <Link className={linkClass} to={`?id=${encodeURIComponent(full.id)}`}>
                      {t("intro.seeResults")}
                    </Link>
                  </li>
                ))}
              </ul>
            </section>
          ) : null}
        </>
      )}
    </section>
  );
}

function FullTestSession({ id }: { id: string }) {
  const { t } = useSatFullTranslation();
  const fullTest = useSatFullTest(id);
  const queryClient = useQueryClient();
  const userId = useSatUserId();
  // A section just finished: the server moves the full test on (to the break, or to its total).
  const moveOn = useCallback(
    () => void queryClient.invalidateQueries({ queryKey: satFullKeys.one(userId, id) }),
    [queryClient, userId, id],
  );

  if (fullTest.isError) {
    return (
      <section className="mx-auto max-w-3xl px-4 py-8">
        <LoadFailed error={fullTest.error} onRetry={() => void fullTest.refetch()} />
      </section>
    );
  }
  const view = fullTest.data?.fullTest;
  if (!view) return <Loading label={t("loading")} className="py-12" />;
  if (view.step === "break")
    return <BreakScreen key={fullTest.dataUpdatedAt} view={view} receivedAt={fullTest.dataUpdatedAt} onOver={moveOn} />;
  if (view.step === "completed") return <FullTestResult view={view} />;
  const section = view.step === "math" ? view.math : view.readingWriting;
  if (!section.attemptId) return <Loading label={t("loading")} className="py-12" />;
  return (
    <div>
      <p className="mx-auto max-w-6xl px-4 pt-3 text-sm font-medium text-slate-700 dark:text-slate-300">
        {t("step.part", { number: view.step === "math" ? 2 : 1, section: t(`step.${view.step}`) })}
      </p>
      <SatAttemptScreen key={section.attemptId} attemptId={section.attemptId} onCompleted={moveOn} />
    </div>
  );
}

function BreakScreen({ view, receivedAt, onOver }: { view: SatFullTestView; receivedAt: number; onOver: () => void }) {
  const { t } = useSatFullTranslation();
  const queryClient = useQueryClient();
  const userId = useSatUserId();
  const serverLeft = view.breakSecondsLeft ?? 0;
  const [secondsLeft, setSecondsLeft] = useState(() => breakSecondsNow(serverLeft, receivedAt, Date.now()));
  const [opening, setOpening] = useState(false);
  const headingRef = useRef<HTMLHeadingElement>(null);

  useEffect(() => headingRef.current?.focus(), []);

  // Counted from when the server answered; at 0:00 the server, read again, opens Math itself.
  useEffect(() => {
    if (secondsLeft === 0) {
      onOver();
      return;
    }
    const timer = window.setTimeout(() => setSecondsLeft(breakSecondsNow(serverLeft, receivedAt, Date.now())), 1000);
    return () => window.clearTimeout(timer);
  }, [secondsLeft, serverLeft, receivedAt, onOver]);

  const resume = async () => {
    setOpening(true);
    try {
      const result = await continueSatFullTest(view.id);
      queryClient.setQueryData(satFullKeys.one(userId, view.id), result);
    } catch (error) {
      toast.error(error instanceof Error && error.message ? error.message : t("errors.resume"));
      setOpening(false);
    }
  };

  return (
    <section className="mx-auto flex max-w-2xl flex-col items-center gap-4 px-4 py-12 text-center" aria-labelledby="sat-break-heading">
      <h1
        id="sat-break-heading"
        ref={headingRef}
        tabIndex={-1}
        className="text-2xl font-semibold text-slate-900 outline-none dark:text-white"
      >
        {t("break.title")}
      </h1>
      <span
        role="timer"
        aria-label={t("break.timeLeft", { time: breakClock(secondsLeft) })}
        data-testid="sat-break-timer"
        data-seconds={secondsLeft}
        className="font-mono text-5xl font-semibold text-slate-900 tabular-nums dark:text-white"
      >
        {breakClock(secondsLeft)}
      </span>
      <p className="text-slate-700 dark:text-slate-300">{t("break.lead")}</p>
      <p className="text-sm text-slate-600 dark:text-slate-400">{t("break.kept")}</p>
      <Button disabled={opening} onClick={() => void resume()}>
        {opening ? t("break.opening") : t("break.resume")}
      </Button>
    </section>
  );
}

function ScoreCard({ heading, score, testId }: { heading: string; score: SatScoreEstimate | null; testId: string }) {
  const { t } = useSatFullTranslation();
  return (
    <div className={card}>
      <h2 className="text-sm font-medium text-slate-600 dark:text-slate-300">{heading}</h2>
      <p className="text-4xl font-bold text-slate-900 tabular-nums dark:text-white" data-testid={testId}>
        {score?.score ?? "—"}
      </p>
      {score ? (
        <p className="text-sm text-slate-700 dark:text-slate-300">{t("result.range", { low: score.low, high: score.high })}</p>
      ) : null}
    </div>
  );
}

function FullTestResult({ view }: { view: SatFullTestView }) {
  const { t } = useSatFullTranslation();
  const results = (path: string, attemptId: string | null) => `${path}?results=${encodeURIComponent(attemptId ?? "")}`;
  return (
    <section className="mx-auto flex max-w-4xl flex-col gap-6 px-4 py-8" aria-labelledby="sat-full-results-heading">
      <div>
        <p className="text-sm text-slate-600 dark:text-slate-300">
          {view.readingWriting.title} · {view.math.title}
        </p>
        <h1 id="sat-full-results-heading" className="text-2xl font-semibold text-slate-900 dark:text-white">
          {t("result.title")}
        </h1>
      </div>
      <ScoreCard heading={t("result.total")} score={view.totalScore} testId="sat-full-total" />
      <div className="grid gap-4 sm:grid-cols-2">
        <ScoreCard
          heading={`${t("result.readingWriting")}: ${t("result.section")}`}
          score={view.readingWriting.score}
          testId="sat-full-rw"
        />
        <ScoreCard heading={`${t("result.math")}: ${t("result.section")}`} score={view.math.score} testId="sat-full-math" />
      </div>
      <p className="text-sm text-slate-700 dark:text-slate-300">{t("result.estimateNote")}</p>
      {view.retake ? (
        <p className="text-sm font-medium text-amber-800 dark:text-amber-200" data-testid="sat-retake">
          {t("result.retake")}
        </p>
      ) : null}
      <ul className="flex flex-col gap-2">
        <li>
          <Link className={linkClass} to={results("/sat/reading", view.readingWriting.attemptId)}>
            {t("result.readingWritingDetails")}
          </Link>
        </li>
        <li>
          <Link className={linkClass} to={results("/sat/math", view.math.attemptId)}>
            {t("result.mathDetails")}
          </Link>
        </li>
        <li>
          <Link className={linkClass} to="/sat/full">
            {t("result.back")}
          </Link>
        </li>
      </ul>
    </section>
  );
}
