/**
 * /test: the adaptive placement test. One question at a time as the server serves it (it
 * never sends the answers), the answer scored on the server, the result — CEFR level, indicative IELTS
 * range, score by skill — from the server too. A test in progress resumes after a reload; it can be
 * retaken, and a new result replaces the level at most once a day, which the screen says.
 * One responsive layout serves the desktop and the phone.
 */
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useEffect, useId, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import {
  PLACEMENT_CATEGORIES,
  PLACEMENT_ITEM_COUNT,
  PLACEMENT_LEVEL_INTERVAL_HOURS,
  PLACEMENT_MINUTES,
  type PlacementOverview,
  type PlacementResult,
  type PlacementSessionView,
} from "../../../worker/contract/placement";
import type { ScreenProps } from "../../app/screen";
import { Button, buttonClasses } from "../../components/ui/Button";
import { Card } from "../../components/ui/Card";
import { Link } from "../../components/ui/Link";
import { LoadFailed } from "../../components/ui/LoadFailed";
import { Loading } from "../../components/ui/Spinner";
import { useAuth } from "../../lib/auth/AuthProvider";
import { useDocumentTitle } from "../../lib/document-title";
import { progressKeys } from "../progress";
import { answerPlacement, fetchPlacement, placementKeys, startPlacement } from "./api";
import { usePlacementTranslation } from "./translations";

function ResultCard({ result, titleKey }: { result: PlacementResult; titleKey: "resultTitle" | "latestTitle" }) {
  const { t, i18n } = usePlacementTranslation();
  const date = new Date(result.completedAt).toLocaleDateString(i18n.language, { dateStyle: "long" });
  return (
    <Card>
      <section aria-labelledby="placement-result" data-testid="placement-result">
        <h2 id="placement-result" className="text-lg font-semibold text-slate-900 dark:text-white">
          {t(`test.${titleKey}`)}
        </h2>
        <p className="mt-2 text-3xl font-bold text-slate-900 dark:text-white">{t("test.level", { level: result.level })}</p>
        <p className="mt-1 text-slate-700 dark:text-slate-200">
          {t("test.ielts", { min: result.ieltsBand.min, max: result.ieltsBand.max })}
        </p>
        <p className="text-sm text-slate-600 dark:text-slate-300">{t("test.ieltsNote")}</p>
        <p className="mt-2 text-sm text-slate-700 dark:text-slate-200">
          {t("test.score", { score: result.score, total: result.total, percentage: result.percentage })} · {t("test.completedAt", { date })}
        </p>
        <h3 className="mt-4 font-semibold text-slate-900 dark:text-white">{t("test.categoriesTitle")}</h3>
        <ul className="mt-2 grid gap-2 sm:grid-cols-2">
          {PLACEMENT_CATEGORIES.map((category) => (
            <li key={category}>
              <div className="flex justify-between text-sm text-slate-700 dark:text-slate-200">
                <span>{t(`test.category.${category}`)}</span>
                <span>{result.categoryScores[category]}%</span>
              </div>
              <div className="mt-1 h-2 rounded bg-slate-200 dark:bg-slate-700" aria-hidden="true">
                <div className="h-2 rounded bg-indigo-600 dark:bg-indigo-400" style={{ width: `${result.categoryScores[category]}%` }} />
              </div>
            </li>
          ))}
        </ul>
        <div className="mt-4 flex flex-wrap gap-2">
          <Link to="/learn" className={buttonClasses({ size: "sm" })}>
            {t("test.toPlan")}
          </Link>
          <Link to="/" className={buttonClasses({ variant: "secondary", size: "sm" })}>
            {t("test.toWords")}
          </Link>
        </div>
      </section>
    </Card>
  );
}

function QuestionCard({ view, onAnswered }: { view: PlacementSessionView; onAnswered: (next: PlacementSessionView) => void }) {
  const { t } = usePlacementTranslation();
  const question = view.question!;
  const [choice, setChoice] = useState<number | null>(null);
  const legendId = useId();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const answer = useMutation({
    mutationFn: () => answerPlacement(view.id, { questionId: question.id, choice: choice! }),
    onSuccess: (next) => {
      setChoice(null);
      onAnswered(next);
    },
  });
  // A new question: keyboard and screen-reader users start again from its heading.
  useEffect(() => headingRef.current?.focus(), [question.id]);
  return (
    <Card>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          if (choice !== null) answer.mutate();
        }}
        data-testid="placement-question"
      >
        <p className="text-sm text-slate-600 dark:text-slate-300">
          {t("test.progress", { current: view.answered + 1, total: view.total })} · {t(`test.category.${question.category}`)}
        </p>
        <progress
          className="mt-2 h-2 w-full accent-indigo-600"
          max={view.total}
          value={view.answered}
          aria-label={t("test.progress", { current: view.answered + 1, total: view.total })}
        />
        <h2
          ref={headingRef}
          tabIndex={-1}
          className="mt-4 text-lg font-semibold text-slate-900 focus:outline-none dark:text-white"
          lang="en"
        >
          {question.prompt}
        </h2>
        {question.passage && (
          <blockquote className="mt-3 rounded-lg bg-slate-100 p-3 text-slate-800 dark:bg-slate-800 dark:text-slate-100" lang="en">
            {question.passage}
          </blockquote>
        )}
        {question.category === "listening" &&
          (question.audioUrl ? (
            <div className="mt-3">
              <p className="text-sm text-slate-600 dark:text-slate-300">{t("test.listenFirst")}</p>
              <audio controls preload="auto" src={question.audioUrl} className="mt-2 w-full" aria-label={t("test.audioLabel")} />
            </div>
          ) : (
            <p className="mt-3 text-sm text-amber-800 dark:text-amber-300" role="note">
              {t("test.noAudio")}
            </p>
          ))}
        <fieldset className="mt-4" aria-labelledby={legendId}>
          <legend id={legendId} className="sr-only">
            {t("test.chooseOne")}
          </legend>
          <div className="grid gap-2">
            {question.options.map((option, index) => (
              <label
                key={option}
                className="flex cursor-pointer items-center gap-3 rounded-lg border border-slate-300 p-3 text-slate-900 has-[:checked]:border-indigo-600 has-[:checked]:bg-indigo-50 dark:border-slate-600 dark:text-white dark:has-[:checked]:bg-indigo-950"
              >
                <input
                  type="radio"
                  name="placement-choice"
                  value={index}
                  checked={choice === index}
                  onChange={() => setChoice(index)}
                  className="size-4"
                />
                <span lang="en">{option}</span>
              </label>
            ))}
          </div>
        </fieldset>
        {answer.isError && (
          <p className="mt-3 text-sm text-red-700 dark:text-red-300" role="alert">
            {t("test.failed")}
          </p>
        )}
        <Button type="submit" className="mt-4" disabled={choice === null || answer.isPending}>
          {answer.isPending ? t("test.answering") : t("test.answer")}
        </Button>
      </form>
    </Card>
  );
}

export default function PlacementPage({ titleKey }: ScreenProps) {
  const { t, i18n } = usePlacementTranslation();
  const dateTime = (iso: string) => new Date(iso).toLocaleString(i18n.language, { dateStyle: "medium", timeStyle: "short" });
  const { t: tCommon } = useTranslation();
  const { t: tPages } = useTranslation("pages");
  const { user } = useAuth();
  const userId = user?.id ?? "";
  const title = tPages(`routes.${titleKey}`);
  useDocumentTitle(title);
  const queryClient = useQueryClient();
  const overview = useQuery({ queryKey: placementKeys.overview(userId), queryFn: fetchPlacement, enabled: userId !== "" });
  const [finished, setFinished] = useState<PlacementSessionView | null>(null);
  const show = (view: PlacementSessionView) => {
    queryClient.setQueryData<PlacementOverview>(placementKeys.overview(userId), (old) => ({
      inProgress: view.status === "in_progress" ? view : null,
      latest: (view.savedAsLevel ? view.result : null) ?? old?.latest ?? null,
      levelChangesFrom: old?.levelChangesFrom ?? null,
    }));
    if (view.result) {
      setFinished(view);
      void queryClient.invalidateQueries({ queryKey: placementKeys.overview(userId) });
      // The level changes the words of the day, the plan and the tutor: what they showed is out of date.
      void queryClient.invalidateQueries({ queryKey: progressKeys.words(userId) });
      void queryClient.invalidateQueries({ queryKey: placementKeys.plan(userId) });
    }
  };
  const start = useMutation({
    mutationFn: startPlacement,
    onSuccess: (view) => {
      setFinished(null);
      show(view);
    },
  });
  if (!user) return null;
  const inProgress = overview.data?.inProgress ?? null;
  return (
    <div className="mx-auto flex max-w-3xl flex-col gap-4 px-3 py-5 sm:gap-6 sm:px-4 sm:py-10">
      <div>
        <h1 className="text-2xl font-semibold text-slate-900 dark:text-white">{title}</h1>
        <p className="mt-1 text-sm text-slate-600 dark:text-slate-300">
          {t("test.intro", { count: PLACEMENT_ITEM_COUNT, min: PLACEMENT_MINUTES.min, max: PLACEMENT_MINUTES.max })}
        </p>
        <p className="mt-1 text-sm text-slate-600 dark:text-slate-300" data-testid="placement-level-rule">
          {overview.data?.levelChangesFrom
            ? t("test.levelChangesFrom", { date: dateTime(overview.data.levelChangesFrom) })
            : t("test.levelRule", { hours: PLACEMENT_LEVEL_INTERVAL_HOURS })}
        </p>
      </div>
      {overview.isPending && <Loading label={tCommon("loading")} />}
      {overview.isError && (
        <LoadFailed message={t("test.loadFailed")} retryLabel={t("test.retry")} onRetry={() => void overview.refetch()} />
      )}
      {inProgress?.question ? (
        <>
          {inProgress.answered > 0 && !start.isSuccess && (
            <p className="text-sm text-slate-700 dark:text-slate-200">{t("test.resumeNote")}</p>
          )}
          <QuestionCard key={inProgress.id} view={inProgress} onAnswered={show} />
        </>
      ) : (
        overview.isSuccess && (
          <>
            {finished?.result && !finished.savedAsLevel && (
              <p className="text-sm font-medium text-amber-800 dark:text-amber-200" role="status">
                {t("test.notSaved")}
              </p>
            )}
            {finished?.result ? (
              <ResultCard result={finished.result} titleKey="resultTitle" />
            ) : (
              overview.data.latest && <ResultCard result={overview.data.latest} titleKey="latestTitle" />
            )}
            <div>
              <Button onClick={() => start.mutate()} disabled={start.isPending}>
                {start.isPending ? t("test.starting") : overview.data.latest ? t("test.retake") : t("test.start")}
              </Button>
              {start.isError && (
                <p className="mt-2 text-sm text-red-700 dark:text-red-300" role="alert">
                  {t("test.startFailed")}
                </p>
              )}
            </div>
          </>
        )
      )}
    </div>
  );
}
