/**
 * Taking a quiz (spec §4): answer and confirm, see the explanation, next question, complete, save the
 * result, then the band message. Progress is kept on the device, so a reload or a lost connection
 * loses no answer; the saved score is always the server's.
 */
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useEffect, useReducer, useRef, useState } from "react";
import type { Quiz, QuizQuestion } from "../../../../worker/contract/quiz";
import { QUIZ_MAX_OPTION_COUNT } from "../../../../worker/contract/quiz";
import { Button } from "../../../components/ui/Button";
import { Card } from "../../../components/ui/Card";
import { classNames, focusRing } from "../../../components/ui/class-names";
import { WordGloss } from "../../../components/WordGloss";
import { useGlosses } from "../../../lib/glosses";
import { keyBelongsToControl } from "../shared/keyboard";
import { SpeakButton } from "../shared/SpeakButton";
import { usePracticeTranslation } from "../translations";
import { correctSoFar, quizFlowReducer, restoreQuizFlow, startQuiz, type QuizFlowState } from "./quiz-flow";
import { quizKeys, saveQuizResult } from "../api";
import { QuizResultView } from "./QuizResultView";
import { vocabularyWords } from "./sources";
import { optionLang, useOptionLabel } from "./use-option-label";

const progressKey = (quizId: string) => `lexora.quizProgress.${quizId}`;

type StoredProgress = { flow: QuizFlowState; startedAt: number };

function loadProgress(quiz: Quiz): StoredProgress {
  try {
    const stored: unknown = JSON.parse(localStorage.getItem(progressKey(quiz.id)) ?? "null");
    if (typeof stored === "object" && stored !== null && "flow" in stored && "startedAt" in stored) {
      const flow = restoreQuizFlow(stored.flow, quiz.questions.length, QUIZ_MAX_OPTION_COUNT);
      if (flow && typeof stored.startedAt === "number") return { flow, startedAt: stored.startedAt };
    }
  } catch {
    // Unreadable progress: start over.
  }
  return { flow: startQuiz(quiz.questions.length), startedAt: Date.now() };
}

type QuizRunnerProps = { quiz: Quiz; userId: string; variant: "desktop" | "mobile" };

export function QuizRunner({ quiz, userId, variant }: QuizRunnerProps) {
  if (quiz.result) return <QuizResultView quiz={quiz} result={quiz.result} />;
  return <QuizInProgress key={quiz.id} quiz={quiz} userId={userId} variant={variant} />;
}

function QuizInProgress({ quiz, userId, variant }: QuizRunnerProps) {
  const glossOf = useGlosses(vocabularyWords(quiz));
  const { t } = usePracticeTranslation();
  const queryClient = useQueryClient();
  const [progress] = useState(() => loadProgress(quiz));
  const [flow, dispatch] = useReducer(quizFlowReducer, progress.flow);
  const questionRef = useRef<HTMLHeadingElement>(null);
  const nextRef = useRef<HTMLButtonElement>(null);
  const optionLabel = useOptionLabel();

  const save = useMutation({
    mutationFn: () =>
      saveQuizResult(quiz.id, {
        answers: [...flow.answers],
        durationSeconds: Math.min(Math.round((Date.now() - progress.startedAt) / 1000), 24 * 3600),
      }),
    onSuccess: ({ result }) => {
      localStorage.removeItem(progressKey(quiz.id));
      queryClient.setQueryData<Quiz>(quizKeys.one(userId, quiz.id), { ...quiz, result });
      void queryClient.invalidateQueries({ queryKey: quizKeys.list(userId) });
      void queryClient.invalidateQueries({ queryKey: quizKeys.history(userId) });
    },
  });

  useEffect(() => {
    localStorage.setItem(progressKey(quiz.id), JSON.stringify({ flow, startedAt: progress.startedAt }));
  }, [quiz.id, flow, progress.startedAt]);

  // Completed before a reload or a failed save: the answers are still to be saved.
  const { mutate, isIdle } = save;
  useEffect(() => {
    if (flow.phase === "complete" && isIdle) mutate();
  }, [flow.phase, isIdle, mutate]);

  // After confirming, the explanation shows and Enter (or a tap) goes on.
  useEffect(() => {
    if (flow.phase === "confirmed") nextRef.current?.focus();
  }, [flow.phase, flow.index]);

  const question = quiz.questions[flow.index]!;
  const optionCount = question.options.length;
  const last = flow.index === quiz.questions.length - 1;

  const advance = () => {
    dispatch({ type: "next" });
    requestAnimationFrame(() => questionRef.current?.focus());
  };

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey || keyBelongsToControl(event.target, event.key)) return;
      // A number key picks that option (a lesson's question has 2 to 6, a word question 4).
      if (flow.phase === "answering" && /^[1-9]$/.test(event.key) && Number(event.key) <= optionCount) {
        event.preventDefault();
        dispatch({ type: "select", option: Number(event.key) - 1 });
      } else if (event.key === "Enter" && flow.phase === "answering" && flow.selected !== null) {
        event.preventDefault();
        dispatch({ type: "confirm" });
      } else if (event.key === "Enter" && flow.phase === "confirmed") {
        event.preventDefault();
        dispatch({ type: "next" });
        requestAnimationFrame(() => questionRef.current?.focus());
      }
    };
    window.addEventListener("keydown", onKeyDown);
    return () => window.removeEventListener("keydown", onKeyDown);
  }, [flow.phase, flow.selected, optionCount]);

  if (flow.phase === "complete") {
    if (save.data) return <QuizResultView quiz={quiz} result={save.data.result} />;
    return (
      <Card className="text-center" data-testid="quiz-saving">
        {save.isError ? (
          <>
            <p role="alert" className="text-slate-800 dark:text-slate-100">
              {t("quiz.saveFailed")}
            </p>
            <Button className="mt-4" onClick={() => save.mutate()}>
              {t("quiz.saveRetry")}
            </Button>
          </>
        ) : (
          <p role="status" className="text-slate-700 dark:text-slate-200">
            {t("quiz.saving")}
          </p>
        )}
      </Card>
    );
  }

  const confirmed = flow.phase === "confirmed";
  const chosen = flow.answers[flow.index] ?? null;
  const actions = (
    <div className="flex flex-wrap justify-end gap-2">
      {confirmed ? (
        <Button ref={nextRef} size="lg" onClick={advance} className="w-full sm:w-auto">
          {last ? t("quiz.complete") : t("quiz.next")}
        </Button>
      ) : (
        <>
          <Button variant="ghost" size="lg" onClick={() => dispatch({ type: "skip" })} className="flex-1 sm:flex-none">
            {t("quiz.skip")}
          </Button>
          <Button size="lg" onClick={() => dispatch({ type: "confirm" })} disabled={flow.selected === null} className="flex-1 sm:flex-none">
            {t("quiz.confirm")}
          </Button>
        </>
      )}
    </div>
  );

  return (
    <div className="flex flex-col gap-4" data-testid="quiz-runner">
      <QuizProgress index={flow.index} total={quiz.questions.length} correct={correctSoFar(flow, quiz.questions)} />
      <Card className={classNames("flex flex-col gap-5", variant === "mobile" ? "p-4" : "p-6 sm:p-8")}>
        <QuestionPrompt question={question} headingRef={questionRef} />
        <div role="radiogroup" aria-label={t("quiz.optionsLabel")} className="grid gap-2">
          {question.options.map((option, index) => (
            <OptionButton
              key={`${question.id}-${index}`}
              index={index}
              text={optionLabel(question.type, option)}
              lang={optionLang(question.type)}
              selected={confirmed ? chosen === index : flow.selected === index}
              state={!confirmed ? "open" : index === question.correctIndex ? "correct" : chosen === index ? "wrong" : "other"}
              disabled={confirmed}
              onSelect={() => dispatch({ type: "select", option: index })}
              onChoose={() => {
                dispatch({ type: "select", option: index });
                dispatch({ type: "confirm" });
              }}
            />
          ))}
        </div>
        {confirmed && <Explanation question={question} chosen={chosen} gloss={question.difficulty ? glossOf(question.word) : null} />}
        {variant === "desktop" && actions}
      </Card>
      {variant === "mobile" && (
        <div className="sticky bottom-20 z-10 rounded-xl border border-slate-200 bg-white/95 p-3 shadow-lg backdrop-blur dark:border-slate-700 dark:bg-slate-900/95">
          {actions}
        </div>
      )}
      {variant === "desktop" && <p className="text-center text-xs text-slate-500 dark:text-slate-400">{t("quiz.shortcuts")}</p>}
    </div>
  );
}

function QuizProgress({ index, total, correct }: { index: number; total: number; correct: number }) {
  const { t } = usePracticeTranslation();
  return (
    <div>
      <div className="flex justify-between text-sm text-slate-700 dark:text-slate-200">
        <span data-testid="quiz-position">{t("quiz.position", { current: index + 1, total })}</span>
        <span>{t("quiz.correctSoFar", { count: correct })}</span>
      </div>
      <div
        role="progressbar"
        aria-label={t("quiz.progressLabel")}
        aria-valuemin={1}
        aria-valuemax={total}
        aria-valuenow={index + 1}
        className="mt-2 h-2 overflow-hidden rounded-full bg-slate-200 dark:bg-slate-800"
      >
        <div
          className="h-full rounded-full bg-indigo-600 transition-all dark:bg-indigo-400"
          style={{ width: `${((index + 1) / total) * 100}%` }}
        />
      </div>
    </div>
  );
}

function QuestionPrompt({ question, headingRef }: { question: QuizQuestion; headingRef: React.RefObject<HTMLHeadingElement | null> }) {
  const { t } = usePracticeTranslation();
  const spoken = question.type === "word_to_definition" ? question.prompt : null;
  return (
    <div className="flex flex-col gap-2">
      <h2
        ref={headingRef}
        tabIndex={-1}
        className="text-sm font-medium tracking-wide text-indigo-700 uppercase focus:outline-none dark:text-indigo-300"
      >
        {t(`quiz.ask.${question.type}`)}
      </h2>
      <div className="flex items-center gap-2">
        <p
          lang="en"
          data-testid="quiz-prompt"
          className={classNames(
            "text-slate-900 dark:text-white",
            question.type === "word_to_definition"
              ? "text-3xl font-semibold"
              : question.type === "ipa_to_word"
                ? "font-mono text-2xl"
                : "text-lg sm:text-xl",
          )}
        >
          {question.prompt}
        </p>
        {spoken && <SpeakButton text={spoken} />}
      </div>
    </div>
  );
}

type OptionState = "open" | "correct" | "wrong" | "other";

const OPTION_STYLES: Record<OptionState, string> = {
  open: "border-slate-300 bg-white text-slate-900 hover:border-indigo-400 hover:bg-indigo-50 dark:border-slate-600 dark:bg-slate-800 dark:text-slate-100 dark:hover:bg-slate-700",
  correct: "border-emerald-600 bg-emerald-50 text-emerald-950 dark:border-emerald-400 dark:bg-emerald-950 dark:text-emerald-50",
  wrong: "border-red-600 bg-red-50 text-red-950 dark:border-red-400 dark:bg-red-950 dark:text-red-50",
  other: "border-slate-200 bg-white text-slate-600 dark:border-slate-700 dark:bg-slate-900 dark:text-slate-300",
};

type OptionButtonProps = {
  index: number;
  text: string;
  lang: "en" | undefined;
  selected: boolean;
  state: OptionState;
  disabled: boolean;
  onSelect: () => void;
  /** Enter on the option: pick it and confirm. */
  onChoose: () => void;
};

function OptionButton({ index, text, lang, selected, state, disabled, onSelect, onChoose }: OptionButtonProps) {
  const { t } = usePracticeTranslation();
  return (
    <button
      type="button"
      role="radio"
      aria-checked={selected}
      aria-disabled={disabled}
      onClick={disabled ? undefined : onSelect}
      onKeyDown={(event) => {
        if (event.key !== "Enter" || disabled) return;
        event.preventDefault();
        onChoose();
      }}
      className={classNames(
        "flex min-h-12 w-full items-start gap-3 rounded-lg border-2 px-3 py-2 text-left transition-colors",
        focusRing,
        OPTION_STYLES[state],
        selected && state === "open" && "border-indigo-600 bg-indigo-50 dark:border-indigo-400 dark:bg-indigo-950",
      )}
    >
      <span
        aria-hidden="true"
        className="mt-0.5 flex size-6 shrink-0 items-center justify-center rounded-full bg-slate-200 text-xs font-semibold text-slate-800 dark:bg-slate-700 dark:text-slate-100"
      >
        {index + 1}
      </span>
      <span lang={lang} className="flex-1">
        {text}
      </span>
      {state === "correct" && <span className="text-sm font-medium">{t("quiz.correctAnswer")}</span>}
      {state === "wrong" && <span className="text-sm font-medium">{t("quiz.yourAnswer")}</span>}
    </button>
  );
}

function Explanation({ question, chosen, gloss }: { question: QuizQuestion; chosen: number | null; gloss: string | null }) {
  const { t } = usePracticeTranslation();
  const right = chosen === question.correctIndex;
  return (
    <div
      role="status"
      data-testid="quiz-explanation"
      className={classNames(
        "rounded-lg border px-4 py-3",
        right
          ? "border-emerald-300 bg-emerald-50 dark:border-emerald-700 dark:bg-emerald-950"
          : "border-amber-300 bg-amber-50 dark:border-amber-700 dark:bg-amber-950",
      )}
    >
      <p className="font-semibold text-slate-900 dark:text-white">
        {right ? t("quiz.right") : chosen === null ? t("quiz.skipped") : t("quiz.wrong")}
      </p>
      <p className="mt-1 text-slate-800 dark:text-slate-100">
        <span className="font-medium">{t("quiz.explanation")}: </span>
        <span lang="en">{question.explanation}</span>
      </p>
      <WordGloss gloss={gloss} className="mt-1" testId="quiz-gloss" />
    </div>
  );
}
