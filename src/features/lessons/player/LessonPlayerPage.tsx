/**
 * /lesson/:lessonId: the learner steps through a lesson's blocks ("Step 3 of 7", previous
 * and next), resumes at the kept place after a reload, checks quiz answers (scored by the server), and
 * finishes with the score and the quiz result band; the toast 'Lesson completed with N% score!' comes
 * from the live hub like every progress toast. The owner's own lesson is a preview: nothing is saved.
 * One responsive layout serves the desktop and the phone.
 */
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useParams } from "react-router";
import {
  assessedOf,
  stepsToDo,
  type LessonAssessed,
  type LessonCompleteResponse,
  type LessonFeedback,
  type LessonPlayerView,
  type LessonSpeakingResult,
  type LessonWritingResult,
} from "../../../../worker/contract/lesson-player";
import { quizBand } from "../../../../worker/contract/vocabulary-constants";
import type { ScreenProps } from "../../../app/screen";
import { Button } from "../../../components/ui/Button";
import { Card } from "../../../components/ui/Card";
import { LoadFailed } from "../../../components/ui/LoadFailed";
import { Loading } from "../../../components/ui/Spinner";
import { ApiRequestError } from "../../../lib/api";
import { useAuth } from "../../../lib/auth/AuthProvider";
import { useDocumentTitle } from "../../../lib/document-title";
import { completeLesson, fetchLessonPlayer, keepPlace, lessonPlayerKey } from "./api";
import { AudioBlock, ImageBlock, QuizBlock, SpeakingBlock, TextBlock, VocabularyBlock, WritingBlock } from "./Blocks";
import { clampStep, placeOf, quizTally, resumeIndex, stepsOf, type Step } from "./steps";
import { useLessonPlayerTranslation } from "./translations";

const BAND_KEYS = { excellent: "band.excellent", good: "band.good", try_again: "band.tryAgain" } as const;

function NotFound({ title }: { title: string }) {
  const { t } = useLessonPlayerTranslation();
  return (
    <section className="mx-auto flex max-w-3xl flex-col items-start gap-3 px-4 py-10" data-testid="lesson-not-found">
      <p className="text-sm text-slate-600 dark:text-slate-300">{title}</p>
      <h1 className="text-2xl font-semibold text-slate-900 dark:text-white">{t("notFound.title")}</h1>
      <p className="text-slate-700 dark:text-slate-200">{t("notFound.body")}</p>
      <Link to="/student-shared-content" className="font-medium text-indigo-700 underline dark:text-indigo-300">
        {t("notFound.back")}
      </Link>
    </section>
  );
}

/** What the finished lesson assessed, each part named: the quiz's right answers and each writing and speaking step's band. */
function AssessedList({ view, assessed }: { view: LessonPlayerView; assessed: LessonAssessed }) {
  const { t } = useLessonPlayerTranslation();
  const stepOf = (blockId: string) => view.blocks.findIndex((b) => b.id === blockId) + 1;
  const band = (value: number | null) => (value === null ? "—" : value.toFixed(1));
  const lines = [
    ...(assessed.quiz ? [t("finish.quizScore", assessed.quiz)] : []),
    ...assessed.writing.map((w) => t("finish.writingBand", { number: stepOf(w.block_id), band: band(w.band) })),
    ...assessed.speaking.map((s) => t("finish.speakingBand", { number: stepOf(s.block_id), band: band(s.band) })),
  ];
  if (lines.length === 0) return <p>{t("finish.notAssessed")}</p>;
  return (
    <ul className="space-y-0.5" data-testid="lesson-assessed">
      {lines.map((line) => (
        <li key={line}>{line}</li>
      ))}
    </ul>
  );
}

function FinishStep({
  view,
  done,
  onGo,
  onFinished,
}: {
  view: LessonPlayerView;
  done: {
    answers: Record<string, LessonFeedback>;
    writing: Record<string, LessonWritingResult>;
    speaking: Record<string, LessonSpeakingResult>;
  };
  onGo: (step: number) => void;
  onFinished: (r: LessonCompleteResponse) => void;
}) {
  const { t } = useLessonPlayerTranslation();
  const tally = quizTally(view.blocks, done.answers);
  const finish = useMutation({ mutationFn: () => completeLesson(view.id), onSuccess: onFinished });
  const finished = view.preview ? finish.isSuccess : view.progress.completed_at !== null;
  // The preview keeps nothing on the server: its score is the tally of this visit.
  const score = view.preview ? tally.score : view.progress.score;
  const toDo = stepsToDo(view.blocks, done);
  const assessed = assessedOf(view.blocks, done);
  return (
    <div className="space-y-4">
      <p className="text-slate-800 dark:text-slate-100">{t("finish.intro")}</p>
      {tally.total > 0 ? (
        <p className="text-slate-700 dark:text-slate-200">{t("finish.answered", { answered: tally.answered, total: tally.total })}</p>
      ) : (
        <p className="text-slate-700 dark:text-slate-200">{t("finish.noQuiz")}</p>
      )}
      {finished ? (
        <div
          role="status"
          className="space-y-1 rounded-xl bg-indigo-50 p-4 text-indigo-900 dark:bg-indigo-500/10 dark:text-indigo-100"
          data-testid="lesson-result"
        >
          <p className="font-semibold">{view.preview ? t("finish.previewDone") : t("finish.done")}</p>
          <AssessedList view={view} assessed={assessed} />
          {score !== null && <p>{t(BAND_KEYS[quizBand(score).band])}</p>}
        </div>
      ) : toDo.length > 0 ? (
        <div className="space-y-2" data-testid="lesson-to-do">
          <p className="font-medium text-amber-900 dark:text-amber-100">{t("finish.toDo")}</p>
          <ul className="flex flex-wrap gap-2">
            {toDo.map((step) => {
              const block = view.blocks[step.step - 1]!;
              return (
                <li key={step.block_id}>
                  <Button variant="secondary" onClick={() => onGo(step.step - 1)}>
                    {t("finish.goToStep", { number: step.step, title: stepTitle({ kind: "block", block }, t) })}
                  </Button>
                </li>
              );
            })}
          </ul>
        </div>
      ) : (
        <Button size="lg" onClick={() => finish.mutate()} disabled={finish.isPending}>
          {finish.isPending ? t("finish.finishing") : t("finish.button")}
        </Button>
      )}
      {finish.isError && (
        <p role="alert" className="text-sm text-red-700 dark:text-red-300">
          {t("actionFailed")}
        </p>
      )}
    </div>
  );
}

function stepTitle(step: Step, t: ReturnType<typeof useLessonPlayerTranslation>["t"]): string {
  if (step.kind === "finish") return t("finish.title");
  const block = step.block;
  const own = "title" in block && block.title ? block.title : null;
  const titles = {
    text: t("text.title"),
    vocabulary: t("vocabulary.title"),
    audio: t("audio.title"),
    image: t("image.title"),
    quiz: t("quiz.title"),
    writing: t("writing.title"),
    speaking: t("speaking.title"),
  } as const;
  return own ?? titles[block.type];
}

function Player({ view, userId }: { view: LessonPlayerView; userId: string }) {
  const { t } = useLessonPlayerTranslation();
  const queryClient = useQueryClient();
  const steps = stepsOf(view.blocks);
  const [index, setIndex] = useState(() => resumeIndex(view.blocks, view.progress.current_block_id));
  // The preview's answers live only in this visit; a learner's are the server's, merged in as checked.
  const [feedback, setFeedback] = useState<Record<string, LessonFeedback>>(view.progress.answers);
  const [writing, setWriting] = useState<Record<string, LessonWritingResult>>(view.progress.writing);
  const [speaking, setSpeaking] = useState<Record<string, LessonSpeakingResult>>(view.progress.speaking);
  const heading = useRef<HTMLHeadingElement>(null);
  const moved = useRef(false);
  const place = useMutation({ mutationFn: (blockId: string) => keepPlace(view.id, blockId) });

  const step = steps[clampStep(index, steps.length)]!;
  useEffect(() => {
    // Focus follows the step for keyboard and screen reader users, but not on the first render.
    if (moved.current) heading.current?.focus();
  }, [index]);

  function go(to: number) {
    const next = clampStep(to, steps.length);
    moved.current = true;
    setIndex(next);
    const blockId = placeOf(steps, next);
    if (!view.preview && blockId) place.mutate(blockId);
  }

  const key = lessonPlayerKey(userId, view.id);
  const onFinished = (result: LessonCompleteResponse) => {
    if (view.preview) return;
    queryClient.setQueryData<LessonPlayerView>(key, (old) =>
      old ? { ...old, progress: { ...old.progress, completed_at: result.completed_at, score: result.score } } : old,
    );
  };

  let body;
  if (step.kind === "finish")
    body = <FinishStep view={view} done={{ answers: feedback, writing, speaking }} onGo={go} onFinished={onFinished} />;
  else {
    const block = step.block;
    switch (block.type) {
      case "text":
        body = <TextBlock block={block} />;
        break;
      case "vocabulary":
        body = <VocabularyBlock lessonId={view.id} block={block} preview={view.preview} />;
        break;
      case "audio":
        body = <AudioBlock block={block} />;
        break;
      case "image":
        body = <ImageBlock block={block} />;
        break;
      case "quiz":
        body = (
          <QuizBlock
            lessonId={view.id}
            block={block}
            feedback={feedback}
            onChecked={(results) => setFeedback((all) => ({ ...all, ...results }))}
          />
        );
        break;
      case "writing":
        body = (
          <WritingBlock
            lessonId={view.id}
            block={block}
            kept={writing[block.id]}
            onEvaluated={(result) => setWriting((all) => ({ ...all, [block.id]: result }))}
          />
        );
        break;
      case "speaking":
        body = (
          <SpeakingBlock
            lessonId={view.id}
            userId={userId}
            block={block}
            kept={speaking[block.id]}
            onEvaluated={(result) => setSpeaking((all) => ({ ...all, [block.id]: result }))}
          />
        );
        break;
    }
  }

  const current = clampStep(index, steps.length) + 1;
  return (
    <div className="mx-auto flex max-w-3xl flex-col gap-4 px-3 py-5 sm:gap-6 sm:px-4 sm:py-10">
      {view.preview && (
        <p
          role="note"
          className="rounded-lg border border-amber-300 bg-amber-50 px-4 py-2 text-sm font-medium text-amber-900 dark:border-amber-500/40 dark:bg-amber-500/10 dark:text-amber-100"
          data-testid="preview-banner"
        >
          {t("preview")}
        </p>
      )}
      <header>
        <h1 className="text-2xl font-semibold break-words text-slate-900 dark:text-white">{view.title}</h1>
        <p className="mt-1 text-sm text-slate-600 dark:text-slate-300">
          {[view.level, view.author_name && t("by", { name: view.author_name })].filter(Boolean).join(" · ")}
        </p>
        {view.description && <p className="mt-2 break-words text-slate-700 dark:text-slate-200">{view.description}</p>}
      </header>
      <div>
        <p id="lesson-step-label" className="mb-1 text-sm font-medium text-slate-700 dark:text-slate-200">
          {t("step", { current, total: steps.length })}
        </p>
        <div
          role="progressbar"
          aria-labelledby="lesson-step-label"
          aria-valuemin={1}
          aria-valuemax={steps.length}
          aria-valuenow={current}
          className="h-2 overflow-hidden rounded-full bg-slate-200 dark:bg-slate-700"
        >
          <div
            className="h-full rounded-full bg-indigo-600 transition-[width] dark:bg-indigo-400"
            style={{ width: `${(current / steps.length) * 100}%` }}
          />
        </div>
      </div>
      <Card>
        <section aria-labelledby="lesson-step-title" className="space-y-4" data-testid="lesson-step">
          <h2
            id="lesson-step-title"
            ref={heading}
            tabIndex={-1}
            className="text-xl font-semibold break-words text-slate-900 outline-none dark:text-white"
          >
            {stepTitle(step, t)}
          </h2>
          {body}
        </section>
      </Card>
      {place.isError && (
        <p role="status" className="text-sm text-amber-800 dark:text-amber-200">
          {t("saveFailed")}
        </p>
      )}
      <nav aria-label={t("steps")} className="flex items-center justify-between gap-3">
        <Button variant="secondary" onClick={() => go(index - 1)} disabled={current === 1}>
          <span aria-hidden="true">←</span> {t("previous")}
        </Button>
        {current < steps.length ? (
          <Button onClick={() => go(index + 1)}>
            {t("next")} <span aria-hidden="true">→</span>
          </Button>
        ) : (
          <Button variant="ghost" onClick={() => go(0)}>
            {t("finish.backToStart")}
          </Button>
        )}
      </nav>
    </div>
  );
}

export default function LessonPlayerPage({ titleKey }: ScreenProps) {
  const { t } = useLessonPlayerTranslation();
  const { t: tPages } = useTranslation("pages");
  const { user } = useAuth();
  const { lessonId = "" } = useParams();
  const userId = user?.id ?? "";
  const lesson = useQuery({
    queryKey: lessonPlayerKey(userId, lessonId),
    queryFn: () => fetchLessonPlayer(lessonId),
    enabled: user !== null,
    retry: (count, error) => !(error instanceof ApiRequestError && error.status < 500) && count < 2,
    // The player holds the learner's state from here on; a refetch would reset it mid-step.
    staleTime: Infinity,
  });
  const title = tPages(`routes.${titleKey}`);
  useDocumentTitle(lesson.data ? `${lesson.data.title} · ${title}` : title);

  if (!user) return null;
  if (lesson.isPending) return <Loading label={t("loading")} />;
  if (lesson.isError) {
    if (lesson.error instanceof ApiRequestError && lesson.error.status === 404) return <NotFound title={title} />;
    return (
      <section className="mx-auto max-w-3xl px-4 py-10">
        <h1 className="mb-3 text-2xl font-semibold text-slate-900 dark:text-white">{title}</h1>
        <LoadFailed message={t("loadFailed")} retryLabel={t("retry")} onRetry={() => void lesson.refetch()} />
      </section>
    );
  }
  return <Player key={lesson.data.id} view={lesson.data} userId={userId} />;
}
