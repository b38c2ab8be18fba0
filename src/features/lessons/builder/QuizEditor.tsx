/** The quiz block's editor: questions of the four kinds, each with its right answer and an explanation. */
import { useId } from "react";
import {
  LESSON_QUESTION_KINDS,
  QUIZ_BLOCK_MAX_QUESTIONS,
  type LessonBlock,
  type LessonQuestion,
  type LessonQuestionKind,
} from "../../../../worker/contract/lessons";
import { Button } from "../../../components/ui/Button";
import { Select } from "../../../components/ui/Select";
import { TextArea, TextField } from "../../../components/ui/form-fields";
import { newQuestion } from "./model";
import { useLessonBuilderTranslation } from "./translations";

type QuizBlock = Extract<LessonBlock, { type: "quiz" }>;

function QuestionAnswers({ question, onChange }: { question: LessonQuestion; onChange: (q: LessonQuestion) => void }) {
  const { t } = useLessonBuilderTranslation();
  const groupId = useId();
  switch (question.kind) {
    case "multiple_choice":
      return (
        <fieldset className="flex flex-col gap-2">
          <legend className="mb-1 text-sm font-medium text-slate-800 dark:text-slate-200">{t("quiz.kinds.multiple_choice")}</legend>
          {question.options.map((option, i) => (
            <div key={i} className="flex flex-wrap items-end gap-2">
              <label className="flex h-10 items-center gap-1.5 text-sm text-slate-800 dark:text-slate-200">
                <input
                  type="radio"
                  name={`${groupId}-answer`}
                  checked={question.answer === i}
                  onChange={() => onChange({ ...question, answer: i })}
                />
                <span className="sr-only">{t("quiz.rightOption", { n: i + 1 })}</span>
              </label>
              <TextField
                className="min-w-0 flex-1"
                label={t("quiz.option", { n: i + 1 })}
                value={option}
                onChange={(e) => onChange({ ...question, options: question.options.map((o, j) => (j === i ? e.target.value : o)) })}
              />
              {question.options.length > 2 && (
                <Button
                  variant="ghost"
                  size="sm"
                  className="mb-1"
                  aria-label={t("quiz.removeOption", { n: i + 1 })}
                  onClick={() =>
                    onChange({
                      ...question,
                      options: question.options.filter((_, j) => j !== i),
                      answer: question.answer > i ? question.answer - 1 : question.answer === i ? 0 : question.answer,
                    })
                  }
                >
                  <span aria-hidden="true">✕</span>
                </Button>
              )}
            </div>
          ))}
          {question.options.length < 6 && (
            <div>
              <Button variant="secondary" size="sm" onClick={() => onChange({ ...question, options: [...question.options, ""] })}>
                {t("quiz.addOption")}
              </Button>
            </div>
          )}
        </fieldset>
      );
    case "gap_fill":
      return (
        <TextArea
          label={t("quiz.answers")}
          rows={2}
          value={question.answers.join("\n")}
          onChange={(e) => onChange({ ...question, answers: e.target.value.split("\n") })}
        />
      );
    case "matching":
      return (
        <div className="flex flex-col gap-2">
          {question.pairs.map((pair, i) => (
            <div key={i} className="flex flex-wrap items-end gap-2">
              <TextField
                className="min-w-32 flex-1"
                label={t("quiz.left", { n: i + 1 })}
                value={pair.left}
                onChange={(e) =>
                  onChange({ ...question, pairs: question.pairs.map((p, j) => (j === i ? { ...p, left: e.target.value } : p)) })
                }
              />
              <TextField
                className="min-w-32 flex-1"
                label={t("quiz.right", { n: i + 1 })}
                value={pair.right}
                onChange={(e) =>
                  onChange({ ...question, pairs: question.pairs.map((p, j) => (j === i ? { ...p, right: e.target.value } : p)) })
                }
              />
              {question.pairs.length > 2 && (
                <Button
                  variant="ghost"
                  size="sm"
                  className="mb-1"
                  aria-label={t("quiz.removePair", { n: i + 1 })}
                  onClick={() => onChange({ ...question, pairs: question.pairs.filter((_, j) => j !== i) })}
                >
                  <span aria-hidden="true">✕</span>
                </Button>
              )}
            </div>
          ))}
          {question.pairs.length < 8 && (
            <div>
              <Button
                variant="secondary"
                size="sm"
                onClick={() => onChange({ ...question, pairs: [...question.pairs, { left: "", right: "" }] })}
              >
                {t("quiz.addPair")}
              </Button>
            </div>
          )}
        </div>
      );
    case "true_false":
      return (
        <fieldset className="flex flex-wrap gap-4">
          <legend className="mb-1 text-sm font-medium text-slate-800 dark:text-slate-200">{t("quiz.isTrue")}</legend>
          {[true, false].map((value) => (
            <label key={String(value)} className="flex items-center gap-2 text-sm text-slate-800 dark:text-slate-200">
              <input
                type="radio"
                name={`${groupId}-tf`}
                checked={question.answer === value}
                onChange={() => onChange({ ...question, answer: value })}
              />
              {t(value ? "quiz.true" : "quiz.false")}
            </label>
          ))}
        </fieldset>
      );
  }
}

const promptLabel: Record<LessonQuestionKind, "quiz.prompt" | "quiz.sentence" | "quiz.statement"> = {
  multiple_choice: "quiz.prompt",
  gap_fill: "quiz.sentence",
  matching: "quiz.prompt",
  true_false: "quiz.statement",
};

export function QuizEditor({ block, onChange }: { block: QuizBlock; onChange: (block: QuizBlock) => void }) {
  const { t } = useLessonBuilderTranslation();
  const setQuestion = (i: number, q: LessonQuestion) =>
    onChange({ ...block, questions: block.questions.map((old, j) => (j === i ? q : old)) });
  return (
    <div className="flex flex-col gap-4">
      <TextField
        label={t("block.optionalTitle")}
        value={block.title ?? ""}
        onChange={(e) => onChange({ ...block, title: e.target.value.trim() ? e.target.value : null })}
      />
      <ol className="flex flex-col gap-4">
        {block.questions.map((question, i) => (
          <li key={question.id} className="flex flex-col gap-3 rounded-lg border border-slate-200 p-3 dark:border-slate-700">
            <div className="flex flex-wrap items-center justify-between gap-2">
              <h4 className="font-medium text-slate-900 dark:text-white">{t("quiz.question", { n: i + 1 })}</h4>
              <Select
                label={t("quiz.kind")}
                value={question.kind}
                options={LESSON_QUESTION_KINDS.map((kind) => ({ value: kind, label: t(`quiz.kinds.${kind}`) }))}
                onChange={(kind) =>
                  setQuestion(i, { ...newQuestion(kind, question.id), prompt: question.prompt, explanation: question.explanation })
                }
              />
            </div>
            <TextField
              label={t(promptLabel[question.kind])}
              value={question.prompt}
              onChange={(e) => setQuestion(i, { ...question, prompt: e.target.value })}
            />
            <QuestionAnswers question={question} onChange={(q) => setQuestion(i, q)} />
            <TextArea
              label={t("quiz.explanation")}
              rows={2}
              value={question.explanation}
              onChange={(e) => setQuestion(i, { ...question, explanation: e.target.value })}
            />
            {block.questions.length > 1 && (
              <div>
                <Button
                  variant="secondary"
                  size="sm"
                  onClick={() => onChange({ ...block, questions: block.questions.filter((_, j) => j !== i) })}
                >
                  {t("quiz.removeQuestion", { n: i + 1 })}
                </Button>
              </div>
            )}
          </li>
        ))}
      </ol>
      {block.questions.length < QUIZ_BLOCK_MAX_QUESTIONS && (
        <div>
          <Button
            variant="secondary"
            onClick={() => onChange({ ...block, questions: [...block.questions, newQuestion("multiple_choice")] })}
          >
            {t("quiz.addQuestion")}
          </Button>
        </div>
      )}
    </div>
  );
}
