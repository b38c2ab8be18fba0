/**
 * The comprehension questions at the end of an article or episode. The server scores the answers and
 * records the practice; the screen only shows what it sent back. The first answers count: a
 * later attempt is practice, and the screen says so before and after. One client id per submission, so
 * a retried request counts once.
 */
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useId, useRef, useState } from "react";
import type { CountedAttempt, LibraryItemKind, PublicLibraryQuestion } from "../../../worker/contract/library";
import { Button } from "../../components/ui/Button";
import { Card } from "../../components/ui/Card";
import { useAuth } from "../../lib/auth/AuthProvider";
import { libraryKeys, submitAnswers } from "./api";
import { useLibraryTranslation } from "./translations";

export function Questions({
  kind,
  itemId,
  questions,
  counted,
}: {
  kind: LibraryItemKind;
  itemId: string;
  questions: PublicLibraryQuestion[];
  /** The learner's counted score, when their first answers were already given. */
  counted: CountedAttempt | null;
}) {
  const { t } = useLibraryTranslation();
  const { user } = useAuth();
  const queryClient = useQueryClient();
  const headingId = useId();
  const [answers, setAnswers] = useState<Record<string, number>>({});
  const [missing, setMissing] = useState(0);
  const clientId = useRef<string | null>(null);
  const check = useMutation({
    mutationFn: () => {
      clientId.current ??= crypto.randomUUID();
      return submitAnswers(kind, itemId, { clientId: clientId.current, answers });
    },
    onSuccess: () => {
      if (user) void queryClient.invalidateQueries({ queryKey: libraryKeys.all(user.id) });
    },
  });
  const result = check.data;
  const byQuestion = new Map(result?.results.map((r) => [r.questionId, r]));

  const submit = () => {
    const left = questions.filter((q) => answers[q.id] === undefined).length;
    setMissing(left);
    if (left === 0) check.mutate();
  };
  const again = () => {
    clientId.current = null;
    setAnswers({});
    check.reset();
  };

  return (
    <Card className="mt-8" aria-labelledby={headingId}>
      <h2 id={headingId} className="text-lg font-semibold text-slate-900 dark:text-white">
        {t("questions.title")}
      </h2>
      <p className="mt-1 text-sm text-slate-600 dark:text-slate-300">
        {counted ? t("questions.practiceNote", counted) : t("questions.firstCounts")}
      </p>
      <ol className="mt-4 space-y-5">
        {questions.map((question, index) => {
          const scored = byQuestion.get(question.id);
          return (
            <li key={question.id}>
              <fieldset disabled={result !== undefined}>
                <legend className="font-medium text-slate-900 dark:text-white">
                  <span className="sr-only">{t("questions.question", { number: index + 1 })}: </span>
                  {index + 1}. <span lang="en">{question.prompt}</span>
                </legend>
                <div className="mt-2 space-y-1">
                  {question.options.map((option, value) => (
                    <label key={value} className="flex items-start gap-2 text-slate-800 dark:text-slate-200">
                      <input
                        type="radio"
                        name={`${itemId}-${question.id}`}
                        className="mt-1"
                        checked={answers[question.id] === value}
                        onChange={() => setAnswers((a) => ({ ...a, [question.id]: value }))}
                      />
                      <span lang="en">{option}</span>
                    </label>
                  ))}
                </div>
              </fieldset>
              {scored?.answer != null && (
                <p
                  className={
                    scored.correct ? "mt-2 text-sm text-emerald-800 dark:text-emerald-300" : "mt-2 text-sm text-red-800 dark:text-red-300"
                  }
                >
                  {scored.correct ? t("questions.correct") : t("questions.wrong", { answer: question.options[scored.answer] })}{" "}
                  <span lang="en">{scored.explanation}</span>
                </p>
              )}
            </li>
          );
        })}
      </ol>
      <div className="mt-5 flex flex-wrap items-center gap-3">
        {result ? (
          <>
            <p role="status" className="font-semibold text-slate-900 dark:text-white" data-testid="library-score">
              {t(result.practice ? "questions.practiceResult" : "questions.result", {
                correct: result.correct,
                total: result.total,
                score: result.score,
              })}
            </p>
            <Button variant="secondary" size="sm" onClick={again}>
              {t("questions.again")}
            </Button>
          </>
        ) : (
          <Button onClick={submit} disabled={check.isPending}>
            {t("questions.submit")}
          </Button>
        )}
        {!result && missing > 0 && (
          <p role="alert" className="text-sm text-red-700 dark:text-red-300">
            {t("questions.unanswered", { count: missing })}
          </p>
        )}
        {check.isError && (
          <p role="alert" className="text-sm text-red-700 dark:text-red-300">
            {t("questions.failed")}
          </p>
        )}
      </div>
    </Card>
  );
}
