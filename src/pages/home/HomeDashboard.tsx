/**
 * Home for a signed-in learner (spec §2 Home): progress today, the daily goal, the words of the day
 * and the daily motivation quote. Loaded lazily after the hero so the first route stays small.
 */
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { Suspense, useState } from "react";
import { toast } from "sonner";
import type { DailyWord } from "../../../worker/contract/daily";
import type { DailyQuoteResponse, ProgressSummary } from "../../../worker/contract/progress";
import { Button, buttonClasses } from "../../components/ui/Button";
import { Card } from "../../components/ui/Card";
import { Link } from "../../components/ui/Link";
import { Loading } from "../../components/ui/Spinner";
import { KazakhGlossNote, WordGloss } from "../../components/WordGloss";
import { classNames, focusRing } from "../../components/ui/class-names";
import { useGlosses, useGlossLanguage } from "../../lib/glosses";
import { lazyWhenOnline } from "../../lib/load-when-online";
import { speak } from "../../lib/speech";
import { HomeAssignments } from "../../features/assignments/HomeAssignments";
import { createWord } from "../../features/dictionary/api";
import { LoadError } from "../../features/progress/LoadError";
import { formatNumber } from "../../features/progress/format";
import { fetchDailyWords, fetchQuote, likeQuote, nextQuote, progressKeys, useSummary, useUserId } from "../../features/progress/api";
import { useProgressTranslation } from "../../features/progress/translations";

const DailyWordSenses = lazyWhenOnline(() => import("./DailyWordSenses"));

export default function HomeDashboard({ compact = false }: { compact?: boolean }) {
  const summary = useSummary();
  return (
    <div className={classNames("mx-auto max-w-6xl space-y-6", compact ? "px-4 pt-2" : "px-6 pt-4")}>
      <HomeAssignments />
      <div className={compact ? "space-y-6" : "grid gap-6 md:grid-cols-2"}>
        <ProgressToday summary={summary.data} failed={summary.isError} onRetry={() => void summary.refetch()} />
        <DailyGoal summary={summary.data} failed={summary.isError} onRetry={() => void summary.refetch()} />
      </div>
      <div className={compact ? "space-y-6" : "grid gap-6 lg:grid-cols-3"}>
        <WordsOfTheDay className="lg:col-span-2" />
        <DailyQuote />
      </div>
    </div>
  );
}

type SummaryProps = { summary: ProgressSummary | undefined; failed: boolean; onRetry: () => void };

function ProgressToday({ summary, failed, onRetry }: SummaryProps) {
  const { t, i18n } = useProgressTranslation();
  const lang = i18n.language;
  return (
    <Card>
      <section aria-labelledby="home-today-title">
        <div className="flex items-baseline justify-between gap-2">
          <h2 id="home-today-title" className="text-lg font-semibold text-slate-900 dark:text-white">
            {t("home.todayTitle")}
          </h2>
          <Link to="/progress" className={classNames("rounded text-sm text-indigo-700 hover:underline dark:text-indigo-300", focusRing)}>
            {t("home.openProgress")}
          </Link>
        </div>
        {summary ? (
          <dl className="mt-4 grid grid-cols-2 gap-3">
            <Figure label={t("home.activitiesToday")} value={formatNumber(summary.activities_today, lang)} />
            <Figure label={t("summary.srsReviewsToday")} value={formatNumber(summary.srs_reviews_today, lang)} />
            <Figure label={t("summary.currentStreak")} value={t("days", { count: summary.current_streak })} />
            <Figure label={t("summary.points")} value={formatNumber(summary.total_points, lang)} />
          </dl>
        ) : failed ? (
          <LoadError onRetry={onRetry} />
        ) : (
          <Loading label={t("loading")} />
        )}
      </section>
    </Card>
  );
}

function Figure({ label, value }: { label: string; value: string }) {
  return (
    <div className="rounded-lg bg-slate-50 p-3 dark:bg-slate-800">
      <dt className="text-xs text-slate-600 dark:text-slate-300">{label}</dt>
      <dd className="mt-1 text-xl font-semibold text-slate-900 dark:text-white">{value}</dd>
    </div>
  );
}

/** The daily goal is set in the profile; here it is measured against today's activities. */
function DailyGoal({ summary, failed, onRetry }: SummaryProps) {
  const { t } = useProgressTranslation();
  const done = summary?.activities_today ?? 0;
  const goal = Math.max(1, summary?.daily_goal ?? 1);
  const share = Math.min(1, done / goal);
  const radius = 34;
  const circumference = 2 * Math.PI * radius;
  return (
    <Card>
      <section aria-labelledby="home-goal-title">
        <h2 id="home-goal-title" className="text-lg font-semibold text-slate-900 dark:text-white">
          {t("home.goalTitle")}
        </h2>
        {summary ? (
          <div className="mt-4 flex items-center gap-5">
            <div
              role="progressbar"
              aria-labelledby="home-goal-title"
              aria-valuemin={0}
              aria-valuemax={goal}
              aria-valuenow={Math.min(done, goal)}
              aria-valuetext={t("home.goalProgress", { done, goal })}
              className="relative size-24 shrink-0"
            >
              <svg viewBox="0 0 80 80" className="size-24 -rotate-90" aria-hidden="true">
                <circle cx="40" cy="40" r={radius} strokeWidth="8" className="fill-none stroke-slate-200 dark:stroke-slate-700" />
                <circle
                  cx="40"
                  cy="40"
                  r={radius}
                  strokeWidth="8"
                  strokeLinecap="round"
                  strokeDasharray={circumference}
                  strokeDashoffset={circumference * (1 - share)}
                  className={classNames(
                    "fill-none transition-[stroke-dashoffset]",
                    share >= 1 ? "stroke-emerald-500" : "stroke-indigo-500",
                  )}
                />
              </svg>
              <span className="absolute inset-0 flex items-center justify-center text-lg font-semibold text-slate-900 dark:text-white">
                {done}/{goal}
              </span>
            </div>
            <div className="space-y-1 text-sm">
              <p className="font-medium text-slate-900 dark:text-white">{t("home.goalProgress", { done, goal })}</p>
              <p className={share >= 1 ? "text-emerald-700 dark:text-emerald-300" : "text-slate-600 dark:text-slate-300"}>
                {share >= 1 ? t("home.goalReached") : t("home.goalLeft", { count: goal - done })}
              </p>
              <Link
                to="/profile"
                className={classNames("inline-block rounded text-indigo-700 hover:underline dark:text-indigo-300", focusRing)}
              >
                {t("home.goalChange")}
              </Link>
            </div>
          </div>
        ) : failed ? (
          <LoadError onRetry={onRetry} />
        ) : (
          <Loading label={t("loading")} />
        )}
      </section>
    </Card>
  );
}

function WordsOfTheDay({ className }: { className?: string }) {
  const { t } = useProgressTranslation();
  const userId = useUserId();
  const words = useQuery({ queryKey: progressKeys.words(userId ?? ""), queryFn: fetchDailyWords, enabled: userId !== null });
  const glossOf = useGlosses(words.data?.words.map((word) => word.lemma) ?? []);
  return (
    <Card className={className}>
      <section aria-labelledby="home-words-title">
        <div className="flex flex-wrap items-baseline justify-between gap-2">
          <h2 id="home-words-title" className="text-lg font-semibold text-slate-900 dark:text-white">
            {t("home.wordsTitle")}
          </h2>
          {words.data && (
            <p className="text-sm text-slate-600 dark:text-slate-300">
              {words.data.levelSource === "default" ? (
                <Link to="/test" className="underline">
                  {t("home.wordsLevel", { level: words.data.level, source: t(`home.levelSources.${words.data.levelSource}`) })}
                </Link>
              ) : (
                t("home.wordsLevel", { level: words.data.level, source: t(`home.levelSources.${words.data.levelSource}`) })
              )}
            </p>
          )}
        </div>
        {words.isError ? (
          <LoadError onRetry={() => void words.refetch()} />
        ) : !words.data ? (
          <Loading label={t("loading")} />
        ) : words.data.words.length === 0 ? (
          <p className="mt-3 text-slate-600 dark:text-slate-300">{t("home.wordsEmpty")}</p>
        ) : (
          <>
            <KazakhGlossNote className="mt-3" />
            <ul className="mt-4 divide-y divide-slate-200 dark:divide-slate-700">
              {words.data.words.map((word) => (
                <DailyWordItem key={word.lemma} word={word} gloss={glossOf(word.lemma)} />
              ))}
            </ul>
            <p className="mt-2 text-xs text-slate-600 dark:text-slate-400">
              {words.data.words.some((word) => word.cefr === null)
                ? t("home.wordsLevelNoteBeyond", { level: words.data.level })
                : t("home.wordsLevelNote")}
            </p>
            <Link to="/daily-quiz" className={buttonClasses({ variant: "secondary", size: "sm", className: "mt-4" })}>
              {t("home.practiseWords")}
            </Link>
          </>
        )}
      </section>
    </Card>
  );
}

function DailyWordItem({ word, gloss }: { word: DailyWord; gloss: string | null }) {
  const { t } = useProgressTranslation();
  const glossLang = useGlossLanguage();
  const [added, setAdded] = useState(false);
  /** The meaning to save: the one shown (the commonest) until the learner chooses another. */
  const [sense, setSense] = useState(0);
  const [choosing, setChoosing] = useState(false);
  const add = useMutation({
    mutationFn: () => createWord({ word: word.lemma, sense, ...(glossLang ? { glossLang } : {}) }),
    onSuccess: () => setAdded(true),
    onError: () => toast.error(t("home.addFailed")),
  });
  const listen = () => speak(word.lemma).catch(() => toast.error(t("home.playFailed")));
  return (
    <li className="flex flex-wrap items-start justify-between gap-3 py-3">
      <div className="min-w-0 flex-1">
        <p className="flex flex-wrap items-baseline gap-x-2">
          <span className="text-lg font-semibold text-slate-900 dark:text-white" lang="en">
            {word.lemma}
          </span>
          {word.ipa && <span className="text-sm text-slate-600 dark:text-slate-300">/{word.ipa}/</span>}
          <span className="text-xs text-slate-600 italic dark:text-slate-400">{t(`home.pos.${word.pos}`)}</span>
        </p>
        <p className="text-sm text-slate-700 dark:text-slate-300" lang="en">
          {word.definition}
        </p>
        <WordGloss gloss={gloss} className="text-sm" testId="daily-word-gloss" inList />
        {word.example && (
          <p className="mt-1 text-sm text-slate-600 italic dark:text-slate-400" lang="en">
            “{word.example}”
          </p>
        )}
        {!added && (
          <button
            type="button"
            aria-expanded={choosing}
            className="mt-1 text-sm font-medium text-indigo-700 underline hover:text-indigo-900 dark:text-indigo-300"
            onClick={() => setChoosing((open) => !open)}
          >
            {choosing ? t("home.hideMeanings") : t("home.otherMeanings")}
          </button>
        )}
        {choosing && !added && (
          <div className="mt-2">
            <Suspense fallback={<Loading label={t("loading")} />}>
              <DailyWordSenses lemma={word.lemma} sense={sense} onChoose={setSense} />
            </Suspense>
          </div>
        )}
      </div>
      <div className="flex shrink-0 gap-2">
        <Button size="icon" variant="ghost" onClick={() => void listen()} aria-label={t("home.listen", { word: word.lemma })}>
          <svg aria-hidden="true" viewBox="0 0 20 20" fill="currentColor" className="size-5">
            <path d="M9 4 5 7H2v6h3l4 3V4Zm3.5 2.5a5 5 0 0 1 0 7l-1-1a3.6 3.6 0 0 0 0-5l1-1Zm2-2a7.8 7.8 0 0 1 0 11l-1-1a6.4 6.4 0 0 0 0-9l1-1Z" />
          </svg>
        </Button>
        <Button
          size="sm"
          variant="secondary"
          disabled={added || add.isPending}
          onClick={() => add.mutate()}
          aria-label={added ? undefined : t("home.addWord", { word: word.lemma })}
        >
          {added ? t("home.added") : t("home.add")}
        </Button>
      </div>
    </li>
  );
}

function DailyQuote() {
  const { t } = useProgressTranslation();
  const userId = useUserId();
  const queryClient = useQueryClient();
  const key = progressKeys.quote(userId ?? "");
  const quote = useQuery({ queryKey: key, queryFn: fetchQuote, enabled: userId !== null });
  const store = (next: DailyQuoteResponse) => queryClient.setQueryData(key, next);
  const like = useMutation({
    mutationFn: likeQuote,
    onMutate: (liked) => {
      const before = queryClient.getQueryData<DailyQuoteResponse>(key);
      if (before) store({ ...before, liked });
      return before;
    },
    onSuccess: store,
    onError: (_error, _liked, before) => {
      if (before) store(before);
      toast.error(t("home.quoteFailed"));
    },
  });
  const another = useMutation({ mutationFn: nextQuote, onSuccess: store, onError: () => toast.error(t("home.quoteFailed")) });
  const data = quote.data;
  return (
    <Card className="flex flex-col">
      <section aria-labelledby="home-quote-title" className="flex flex-1 flex-col">
        <h2 id="home-quote-title" className="text-lg font-semibold text-slate-900 dark:text-white">
          {t("home.quoteTitle")}
        </h2>
        {quote.isError ? (
          <LoadError onRetry={() => void quote.refetch()} />
        ) : !data ? (
          <Loading label={t("loading")} />
        ) : (
          <>
            <figure className="mt-4 flex-1">
              <blockquote className="text-lg text-slate-800 dark:text-slate-100" lang="en">
                “{data.quote.text}”
              </blockquote>
              <figcaption lang="en" className="mt-2 text-sm text-slate-600 dark:text-slate-300">
                — {data.quote.author}
              </figcaption>
            </figure>
            <div className="mt-4 flex flex-wrap gap-2">
              <Button
                size="sm"
                variant={data.liked ? "primary" : "secondary"}
                aria-pressed={data.liked}
                onClick={() => like.mutate(!data.liked)}
                disabled={like.isPending}
              >
                <svg
                  aria-hidden="true"
                  viewBox="0 0 20 20"
                  className="size-4"
                  fill={data.liked ? "currentColor" : "none"}
                  stroke="currentColor"
                  strokeWidth="1.5"
                >
                  <path d="M10 17s-6.5-4-6.5-8.5A3.5 3.5 0 0 1 10 6a3.5 3.5 0 0 1 6.5 2.5C16.5 13 10 17 10 17Z" />
                </svg>
                {t("home.like")}
              </Button>
              <Button size="sm" variant="ghost" onClick={() => another.mutate()} disabled={another.isPending}>
                {t("home.anotherQuote")}
              </Button>
            </div>
            <p className="mt-3 text-xs text-slate-600 dark:text-slate-400">
              <a href={data.attribution.url} target="_blank" rel="noreferrer" className={classNames("rounded underline", focusRing)}>
                {t("home.attribution", { source: data.attribution.source, license: data.attribution.license })}
              </a>
            </p>
          </>
        )}
      </section>
    </Card>
  );
}
