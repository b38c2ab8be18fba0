/**
 * The SRS review session (/review and the dictionary's Review Words tab): the due queue of the
 * learner's study day, the answer side on request, four ratings each showing its next interval,
 * undo, keyboard shortcuts, progress, and ratings kept on the device until the server has them.
 */
import { useQuery } from "@tanstack/react-query";
import { Suspense, useCallback, useEffect, useMemo, useReducer, useRef, useState } from "react";
import { Link } from "react-router";
import { toast } from "sonner";
import { SAT_REVIEW_CATEGORY } from "../../../../worker/contract/sat-review";
import { RATINGS, type QueueItem, type QueueResponse, type RatingName } from "../../../../worker/contract/srs";
import { LEARN_AHEAD_MINUTES } from "../../../../worker/contract/vocabulary-constants";
import { Button, buttonClasses } from "../../../components/ui/Button";
import { Card } from "../../../components/ui/Card";
import { classNames } from "../../../components/ui/class-names";
import { Loading } from "../../../components/ui/Spinner";
import { WordGloss } from "../../../components/WordGloss";
import { ApiRequestError } from "../../../lib/api";
import { useAuth } from "../../../lib/auth/AuthProvider";
import { useSavedWordGlosses } from "../../../lib/glosses";
import { keyBelongsToControl } from "../shared/keyboard";
import { useCategoryName, useDateTimeLabel, useIntervalLabel } from "../shared/format";
import { fetchReviewQueue, reviewQueueKey, undoReview } from "../api";
import { cardsToRate, initialReviewSession, reviewSessionReducer } from "./review-session-state";
import { SpeakButton } from "../shared/SpeakButton";
import { SyncStatus } from "./SyncStatus";
import { usePracticeTranslation } from "../translations";
import { useOnline } from "../../../lib/use-online";
import { useReviewSync } from "./use-review-sync";
import { lazyWhenOnline } from "../../../lib/load-when-online";

// A SAT card shows the question it came from (passage, table, figure), loaded for SAT cards only.
const SatReviewStimulus = lazyWhenOnline(() => import("../../sat/around/SatReviewStimulus"));

/** Cards loaded at once; a session rarely gets through more before the queue is asked again. */
const QUEUE_LIMIT = 200;
/** The longest answer time sent with a rating (the server's limit: an hour). */
const MAX_ANSWER_MS = 3_600_000;
/** setTimeout's largest delay. */
const MAX_TIMER_MS = 2 ** 31 - 1;

const RATING_STYLES: Record<RatingName, string> = {
  again: "bg-red-700 hover:bg-red-800",
  hard: "bg-amber-700 hover:bg-amber-800",
  good: "bg-emerald-700 hover:bg-emerald-800",
  easy: "bg-sky-700 hover:bg-sky-800",
};

export default function ReviewSession() {
  const { user } = useAuth();
  return user ? <ReviewSessionFor userId={user.id} /> : null;
}

function ReviewSessionFor({ userId }: { userId: string }) {
  const { t } = usePracticeTranslation();
  const online = useOnline();
  const { sync, pending, waiting } = useReviewSync(userId);
  const queueQuery = useQuery({
    queryKey: reviewQueueKey(userId),
    queryFn: () => fetchReviewQueue(QUEUE_LIMIT),
    // The session decides when to ask again (see below); an old queue would show cards already rated.
    staleTime: Infinity,
    refetchOnMount: "always",
  });
  const { data: queue, dataUpdatedAt, refetch, isFetching } = queueQuery;
  const [undoing, setUndoing] = useState(false);
  const [session, dispatch] = useReducer(reviewSessionReducer, initialReviewSession);
  const cardRef = useRef<HTMLDivElement>(null);
  const answerRef = useRef<HTMLDivElement>(null);

  const pendingWordIds = useMemo(() => new Set(pending.map((review) => review.wordId)), [pending]);
  const items = useMemo(
    () => cardsToRate(session, queue?.items ?? [], dataUpdatedAt, pendingWordIds),
    [session, queue, dataUpdatedAt, pendingWordIds],
  );
  // The whole queue's glosses in one request, not one per card.
  const glossOf = useSavedWordGlosses(queue?.items.map((item) => item.word) ?? []);
  const current = items[0];
  const lastGiven = session.given.at(-1);

  // Once the server has every rating, ask again: cards in their learning steps come back the same day.
  const queueIsStale = lastGiven !== undefined && lastGiven.at >= dataUpdatedAt;
  useEffect(() => {
    if (items.length === 0 && queueIsStale && pending.length === 0 && online && !isFetching) void refetch();
  }, [items.length, queueIsStale, pending.length, online, isFetching, refetch]);

  // Back online after a failed load: try again.
  useEffect(() => {
    if (online && queueQuery.isError) void refetch();
  }, [online, queueQuery.isError, refetch]);

  // A learning card due later today: ask again when it comes within the learn-ahead window.
  const nextDue = items.length === 0 ? queue?.nextDue : null;
  useEffect(() => {
    if (!nextDue) return;
    const delay = Date.parse(nextDue) - LEARN_AHEAD_MINUTES * 60_000 - Date.now();
    const timer = setTimeout(() => void refetch(), Math.min(Math.max(delay, 1000), MAX_TIMER_MS));
    return () => clearTimeout(timer);
  }, [nextDue, refetch]);

  const reveal = useCallback(() => {
    dispatch({ type: "revealed" });
    requestAnimationFrame(() => answerRef.current?.focus());
  }, []);

  const rate = useCallback(
    (rating: RatingName) => {
      if (!current || !session.revealed) return;
      const idempotencyKey = crypto.randomUUID();
      const now = Date.now();
      dispatch({ type: "rated", item: current, rating, idempotencyKey, now });
      void sync.rate({
        wordId: current.word.id,
        rating,
        idempotencyKey,
        reviewedAt: new Date(now).toISOString(),
        answerMs: Math.min(Math.max(now - Math.max(session.shownAt, dataUpdatedAt), 0), MAX_ANSWER_MS),
        word: current.word.word,
      });
      requestAnimationFrame(() => cardRef.current?.focus());
    },
    [current, session.revealed, session.shownAt, dataUpdatedAt, sync],
  );

  const undo = useCallback(async () => {
    if (!lastGiven || undoing) return;
    setUndoing(true);
    try {
      const target = await sync.undo(lastGiven.idempotencyKey);
      if (target.kind === "sent") {
        await undoReview(target.reviewId);
      }
      dispatch({ type: "undone", now: Date.now() });
      toast.success(t("review.undone"));
      requestAnimationFrame(() => cardRef.current?.focus());
    } catch {
      toast.error(t("review.undoFailed"));
    } finally {
      setUndoing(false);
    }
  }, [lastGiven, undoing, sync, t]);

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.defaultPrevented || event.altKey || keyBelongsToControl(event.target, event.key)) return;
      const command = event.ctrlKey || event.metaKey;
      if (command && event.key.toLowerCase() === "z") {
        event.preventDefault();
        void undo();
        return;
      }
      if (command) return;
      if ((event.key === " " || event.key === "Enter") && current && !session.revealed) {
        event.preventDefault();
        reveal();
      } else if (/^[1-4]$/.test(event.key) && session.revealed) {
        event.preventDefault();
        rate(RATINGS[Number(event.key) - 1]!);
      } else if (event.key.toLowerCase() === "u") {
        event.preventDefault();
        void undo();
      }
    };
    window.addEventListener("keydown", onKeyDown);
    return () => window.removeEventListener("keydown", onKeyDown);
  }, [current, session.revealed, reveal, rate, undo]);

  const syncStatus = <SyncStatus pending={pending.length} waiting={waiting} online={online} onSend={() => void sync.requestFlush()} />;

  if (!queue) {
    if (queueQuery.isError) {
      const { error } = queueQuery;
      return (
        <Card className="text-center">
          <p role="alert" className="text-slate-700 dark:text-slate-200">
            {online && error instanceof ApiRequestError ? t("review.loadFailed", { message: error.message }) : t("review.offlineNoQueue")}
          </p>
          <Button className="mt-4" variant="secondary" onClick={() => void refetch()} disabled={isFetching}>
            {t("review.retry")}
          </Button>
          {syncStatus}
        </Card>
      );
    }
    return <Loading label={t("review.loading")} />;
  }

  return (
    <div className="flex flex-col gap-4" data-testid="review-session">
      <SessionProgress reviewed={session.given.length} remaining={items} />
      {syncStatus}
      {lastGiven && (
        <LastRating
          key={lastGiven.idempotencyKey}
          rating={lastGiven.rating}
          intervalSeconds={lastGiven.intervalSeconds}
          onUndo={() => void undo()}
          undoing={undoing}
        />
      )}
      {current ? (
        <ReviewCard
          item={current}
          gloss={glossOf(current.word)}
          revealed={session.revealed}
          onReveal={reveal}
          onRate={rate}
          cardRef={cardRef}
          answerRef={answerRef}
        />
      ) : (
        <EmptyQueue queue={queue} reviewed={session.given.length} loading={isFetching} pending={pending.length} />
      )}
      <p className="hidden text-center text-xs text-slate-500 sm:block dark:text-slate-400">{t("review.shortcuts")}</p>
    </div>
  );
}

function SessionProgress({ reviewed, remaining }: { reviewed: number; remaining: readonly QueueItem[] }) {
  const { t } = usePracticeTranslation();
  const total = reviewed + remaining.length;
  const count = (states: string[]) => remaining.filter((item) => states.includes(item.card.state)).length;
  const counts = [
    { key: "new", value: count(["new"]), className: "text-sky-700 dark:text-sky-300" },
    { key: "learning", value: count(["learning", "relearning"]), className: "text-red-700 dark:text-red-300" },
    { key: "review", value: count(["review"]), className: "text-emerald-700 dark:text-emerald-300" },
  ] as const;
  return (
    <div>
      <div className="flex flex-wrap items-center justify-between gap-2 text-sm">
        <span className="text-slate-700 dark:text-slate-200">{t("review.progress", { done: reviewed, left: remaining.length })}</span>
        <span className="flex gap-3">
          {counts.map(({ key, value, className }) => (
            <span key={key} className={classNames("font-medium", className)}>
              {t(`review.counts.${key}`)}: {value}
            </span>
          ))}
        </span>
      </div>
      <div
        role="progressbar"
        aria-label={t("review.progressLabel")}
        aria-valuemin={0}
        aria-valuemax={total}
        aria-valuenow={reviewed}
        className="mt-2 h-2 overflow-hidden rounded-full bg-slate-200 dark:bg-slate-800"
      >
        <div
          className="h-full rounded-full bg-indigo-600 transition-all dark:bg-indigo-400"
          style={{ width: `${total === 0 ? 100 : (reviewed / total) * 100}%` }}
        />
      </div>
    </div>
  );
}

function LastRating({
  rating,
  intervalSeconds,
  onUndo,
  undoing,
}: {
  rating: RatingName;
  intervalSeconds: number;
  onUndo: () => void;
  undoing: boolean;
}) {
  const { t } = usePracticeTranslation();
  const interval = useIntervalLabel();
  return (
    <div className="flex items-center justify-between gap-3 rounded-lg bg-slate-100 px-3 py-2 text-sm dark:bg-slate-800">
      <p role="status" className="text-slate-700 dark:text-slate-200">
        {t("review.rated", { rating: t(`rating.${rating}`), interval: interval(intervalSeconds) })}
      </p>
      <Button variant="secondary" size="sm" onClick={onUndo} disabled={undoing}>
        {t("review.undo")}
      </Button>
    </div>
  );
}

type ReviewCardProps = {
  item: QueueItem;
  /** The word's translation into the interface language, when it has one. */
  gloss: string | null;
  revealed: boolean;
  onReveal: () => void;
  onRate: (rating: RatingName) => void;
  cardRef: React.RefObject<HTMLDivElement | null>;
  answerRef: React.RefObject<HTMLDivElement | null>;
};

function ReviewCard({ item, gloss, revealed, onReveal, onRate, cardRef, answerRef }: ReviewCardProps) {
  const { t } = usePracticeTranslation();
  const interval = useIntervalLabel();
  const categoryName = useCategoryName();
  const { word } = item;
  return (
    <Card className="flex flex-col gap-5 p-6 sm:p-8">
      <div ref={cardRef} tabIndex={-1} className="flex flex-col items-center gap-2 text-center focus:outline-none">
        <div className="flex flex-wrap justify-center gap-2 text-xs">
          <span className="rounded-full bg-slate-100 px-2 py-0.5 text-slate-700 dark:bg-slate-800 dark:text-slate-200">
            {categoryName(word.category)}
          </span>
          <span className="rounded-full bg-slate-100 px-2 py-0.5 text-slate-700 dark:bg-slate-800 dark:text-slate-200">
            {t(`difficulty.${word.difficulty}`)}
          </span>
        </div>
        <div className="flex items-center gap-2">
          <p lang="en" className="text-3xl font-semibold break-words text-slate-900 sm:text-4xl dark:text-white" data-testid="review-word">
            {word.word}
          </p>
          <SpeakButton text={word.word} />
        </div>
        {word.pos && <p className="text-sm text-slate-600 italic dark:text-slate-300">{t(`pos.${word.pos}`)}</p>}
        {word.category === SAT_REVIEW_CATEGORY && (
          <Suspense fallback={null}>
            <SatReviewStimulus wordId={word.id} />
          </Suspense>
        )}
      </div>

      {revealed ? (
        <div
          ref={answerRef}
          tabIndex={-1}
          data-testid="review-answer"
          className="flex flex-col gap-3 border-t border-slate-200 pt-5 text-center focus:outline-none dark:border-slate-700"
        >
          {word.ipa && <p className="font-mono text-lg text-slate-700 dark:text-slate-200">/{word.ipa}/</p>}
          <p lang={word.definition ? "en" : undefined} className="text-lg text-slate-900 dark:text-slate-100">
            {word.definition ?? t("review.noDefinition")}
          </p>
          <WordGloss gloss={gloss} testId="review-gloss" className="text-lg" />
          {word.example && (
            <p className="text-slate-600 italic dark:text-slate-300">
              <span className="sr-only">{t("review.example")}: </span>
              <span lang="en">“{word.example}”</span>
            </p>
          )}
        </div>
      ) : null}

      {revealed ? (
        <div role="group" aria-label={t("review.ratingsLabel")} className="grid grid-cols-2 gap-2 sm:grid-cols-4">
          {RATINGS.map((rating, index) => {
            const label = interval(item.previews[rating].intervalSeconds);
            return (
              <button
                key={rating}
                type="button"
                onClick={() => onRate(rating)}
                aria-keyshortcuts={String(index + 1)}
                className={classNames(
                  "flex flex-col items-center rounded-lg px-3 py-2 font-medium text-white shadow-sm transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600 dark:focus-visible:outline-indigo-400",
                  RATING_STYLES[rating],
                )}
              >
                <span>{t(`rating.${rating}`)}</span>
                <span className="sr-only">{t("review.nextReviewIn")}</span>
                <span className="text-xs" data-testid={`interval-${rating}`}>
                  {label}
                </span>
              </button>
            );
          })}
        </div>
      ) : (
        <Button size="lg" onClick={onReveal} aria-keyshortcuts="Space" className="self-center">
          {t("review.showAnswer")}
        </Button>
      )}
    </Card>
  );
}

function EmptyQueue({ queue, reviewed, loading, pending }: { queue: QueueResponse; reviewed: number; loading: boolean; pending: number }) {
  const { t } = usePracticeTranslation();
  const dateTime = useDateTimeLabel();
  if (loading) return <Loading label={t("review.loading")} />;
  const noCards = queue.items.length === 0 && queue.nextReviewAt === null && reviewed === 0 && pending === 0;
  if (noCards) {
    return (
      <Card className="text-center" data-testid="review-empty">
        <h2 className="text-xl font-semibold text-slate-900 dark:text-white">{t("review.empty.noCards.title")}</h2>
        <p className="mt-2 text-slate-600 dark:text-slate-300">{t("review.empty.noCards.text")}</p>
        <Link to="/dictionary" className={buttonClasses({ className: "mt-4" })}>
          {t("review.empty.noCards.action")}
        </Link>
      </Card>
    );
  }
  return (
    <Card className="text-center" data-testid="review-empty">
      <h2 className="text-xl font-semibold text-slate-900 dark:text-white">
        {t(reviewed > 0 ? "review.empty.finished.title" : "review.empty.caughtUp.title")}
      </h2>
      {reviewed > 0 && <p className="mt-2 text-slate-600 dark:text-slate-300">{t("review.empty.finished.text", { count: reviewed })}</p>}
      {queue.nextReviewAt && (
        <p className="mt-2 text-slate-700 dark:text-slate-200" data-testid="next-review">
          {t("review.empty.nextReview", { when: dateTime(queue.nextReviewAt) })}
        </p>
      )}
      <div className="mt-5 flex flex-wrap justify-center gap-3">
        <Link to="/flashcards" className={buttonClasses({ variant: "secondary" })}>
          {t("review.empty.flashcards")}
        </Link>
        <Link to="/word-quiz" className={buttonClasses({ variant: "secondary" })}>
          {t("review.empty.quiz")}
        </Link>
      </div>
    </Card>
  );
}
