/**
 * One quiz question of a lesson, by kind: radios for multiple choice and true/false, a text input in
 * the sentence for gap fill, a select per item for matching. After checking it is read-only and shows
 * right or wrong, the explanation and the right answer the server sent.
 */
import { useId } from "react";
import type { LessonFeedback, LessonRightAnswer } from "../../../../worker/contract/lesson-player";
import type { LearnerQuestion, LessonAnswer } from "../../../../worker/contract/lessons";
import { useLessonPlayerTranslation } from "./translations";

/** What the learner has picked so far; undefined while nothing is. Matching holds -1 for an item left open. */
export type DraftAnswer = LessonAnswer | undefined;

/** Whether a draft is a whole answer worth sending. */
export function isComplete(question: LearnerQuestion, draft: DraftAnswer): draft is LessonAnswer {
  if (draft === undefined) return false;
  if (question.kind === "gap_fill") return typeof draft === "string" && draft.trim() !== "";
  if (question.kind === "matching") return Array.isArray(draft) && draft.length === question.left.length && draft.every((i) => i >= 0);
  return true;
}

const optionClass =
  "flex min-h-11 cursor-pointer items-center gap-3 rounded-lg border border-slate-200 px-3 py-2 text-slate-800 has-[:checked]:border-indigo-500 has-[:checked]:bg-indigo-50 has-[:disabled]:cursor-default dark:border-slate-700 dark:text-slate-100 dark:has-[:checked]:bg-indigo-500/10";
const fieldClass =
  "min-h-11 rounded-lg border border-slate-300 bg-white px-3 py-2 text-slate-900 focus:border-indigo-500 focus:outline-none focus-visible:ring-2 focus-visible:ring-indigo-500 disabled:bg-slate-100 dark:border-slate-600 dark:bg-slate-800 dark:text-white dark:disabled:bg-slate-900";

function RightAnswer({ answer }: { answer: LessonRightAnswer }) {
  const { t } = useLessonPlayerTranslation();
  if (Array.isArray(answer))
    return (
      <div>
        <p>{t("quiz.rightPairs")}</p>
        <ul className="ml-5 list-disc">
          {answer.map((pair) => (
            <li key={pair.left} lang="en" className="break-words">
              {pair.left} → {pair.right}
            </li>
          ))}
        </ul>
      </div>
    );
  const text = typeof answer === "boolean" ? t(answer ? "quiz.true" : "quiz.false") : answer;
  return <p className="break-words">{t("quiz.rightAnswer", { answer: text })}</p>;
}

export function Feedback({ feedback }: { feedback: LessonFeedback }) {
  const { t } = useLessonPlayerTranslation();
  return (
    <div
      className={`mt-3 space-y-1 rounded-lg p-3 text-sm ${
        feedback.correct
          ? "bg-emerald-50 text-emerald-900 dark:bg-emerald-500/10 dark:text-emerald-200"
          : "bg-amber-50 text-amber-900 dark:bg-amber-500/10 dark:text-amber-200"
      }`}
    >
      <p className="font-semibold">{feedback.correct ? `✓ ${t("quiz.right")}` : `✗ ${t("quiz.wrong")}`}</p>
      {!feedback.correct && <RightAnswer answer={feedback.right_answer} />}
      <p lang="en" className="break-words">
        {feedback.explanation}
      </p>
    </div>
  );
}

type Props = {
  question: LearnerQuestion;
  number: number;
  draft: DraftAnswer;
  onChange: (answer: DraftAnswer) => void;
  feedback: LessonFeedback | undefined;
};

export function QuestionWidget({ question, number, draft, onChange, feedback }: Props) {
  const { t } = useLessonPlayerTranslation();
  const id = useId();
  const locked = feedback !== undefined;
  const shown = feedback ? feedback.answer : draft;
  const legend = (
    <legend className="mb-2 font-medium break-words text-slate-900 dark:text-white">
      <span className="sr-only">{t("quiz.question", { number })}: </span>
      {question.kind === "gap_fill" ? t("quiz.gap") : <span lang="en">{question.prompt}</span>}
    </legend>
  );

  let body;
  switch (question.kind) {
    case "multiple_choice":
      body = (
        <div className="grid gap-2">
          {question.options.map((option, index) => (
            <label key={index} className={optionClass}>
              <input
                type="radio"
                name={id}
                className="size-4 accent-indigo-600"
                checked={shown === index}
                disabled={locked}
                onChange={() => onChange(index)}
              />
              <span lang="en" className="break-words">
                {option}
              </span>
            </label>
          ))}
        </div>
      );
      break;
    case "true_false":
      body = (
        <div className="grid gap-2 sm:grid-cols-2">
          {[true, false].map((value) => (
            <label key={String(value)} className={optionClass}>
              <input
                type="radio"
                name={id}
                className="size-4 accent-indigo-600"
                checked={shown === value}
                disabled={locked}
                onChange={() => onChange(value)}
              />
              {t(value ? "quiz.true" : "quiz.false")}
            </label>
          ))}
        </div>
      );
      break;
    case "gap_fill": {
      const [before = "", after = ""] = question.prompt.split("___");
      body = (
        <p className="leading-loose break-words text-slate-800 dark:text-slate-100">
          <span lang="en">{before}</span>
          <input
            type="text"
            aria-label={t("quiz.gap")}
            autoComplete="off"
            className={`${fieldClass} mx-1 w-40 max-w-full`}
            value={typeof shown === "string" ? shown : ""}
            disabled={locked}
            onChange={(event) => onChange(event.target.value)}
          />
          <span lang="en">{after}</span>
        </p>
      );
      break;
    }
    case "matching": {
      const picks = Array.isArray(shown) ? shown : question.left.map(() => -1);
      body = (
        <div className="grid gap-3">
          {question.left.map((item, i) => (
            <div key={item} className="grid gap-1 sm:grid-cols-2 sm:items-center sm:gap-3">
              <label htmlFor={`${id}-${i}`} lang="en" className="break-words text-slate-800 dark:text-slate-100">
                {item}
              </label>
              <select
                id={`${id}-${i}`}
                aria-label={t("quiz.matchFor", { item })}
                className={`${fieldClass} w-full min-w-0`}
                value={picks[i] ?? -1}
                disabled={locked}
                onChange={(event) => onChange(picks.map((pick, j) => (j === i ? Number(event.target.value) : pick)))}
              >
                <option value={-1}>{t("quiz.choose")}</option>
                {question.right.map((match, index) => (
                  <option key={index} value={index} lang="en">
                    {match}
                  </option>
                ))}
              </select>
            </div>
          ))}
        </div>
      );
      break;
    }
  }

  return (
    <fieldset className="rounded-xl border border-slate-200 p-4 dark:border-slate-700" data-testid="lesson-question">
      {legend}
      {body}
      {feedback && (
        <div role="status">
          <Feedback feedback={feedback} />
        </div>
      )}
    </fieldset>
  );
}
