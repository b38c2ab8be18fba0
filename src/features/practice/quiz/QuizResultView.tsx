import { Trans } from "react-i18next";
import { Link } from "react-router";
import type { Quiz, QuizResult } from "../../../../worker/contract/quiz";
import { QUIZ_BANDS } from "../../../../worker/contract/vocabulary-constants";
import { buttonClasses } from "../../../components/ui/Button";
import { Card } from "../../../components/ui/Card";
import { classNames } from "../../../components/ui/class-names";
import { KazakhGlossNote, WordGloss } from "../../../components/WordGloss";
import { useGlosses } from "../../../lib/glosses";
import { usePracticeTranslation } from "../translations";
import { QUIZ_SOURCE_ROUTES, vocabularyWords } from "./sources";
import { optionLang, useOptionLabel } from "./use-option-label";

/** The i18n keys of the band messages, as the server names them (thresholds: worker/contract). */
export type BandMessageKey = (typeof QUIZ_BANDS)[number]["messageKey"];

export const BAND_STYLES: Record<string, string> = {
  excellent: "text-emerald-700 dark:text-emerald-300",
  good: "text-sky-700 dark:text-sky-300",
  try_again: "text-amber-700 dark:text-amber-300",
};

/** The saved result: score, the band message, and every question with the answer given. */
export function QuizResultView({ quiz, result }: { quiz: Quiz; result: QuizResult }) {
  const glossOf = useGlosses(vocabularyWords(quiz));
  const { t } = usePracticeTranslation();
  const optionLabel = useOptionLabel();
  return (
    <div className="flex flex-col gap-4" data-testid="quiz-result">
      <Card className="text-center">
        <p className="text-sm font-medium tracking-wide text-slate-600 uppercase dark:text-slate-300">{t("quiz.result.title")}</p>
        <p className="mt-2 text-5xl font-bold text-slate-900 dark:text-white" data-testid="quiz-score">
          {result.score}%
        </p>
        <p className="mt-1 text-slate-700 dark:text-slate-200">
          {t("quiz.result.correct", { correct: result.correctCount, total: result.total })}
        </p>
        <p role="status" className={classNames("mt-3 text-xl font-semibold", BAND_STYLES[result.band])} data-testid="quiz-band">
          {t(result.messageKey as BandMessageKey)}
        </p>
        <div className="mt-5 flex flex-wrap justify-center gap-3">
          <Link to={QUIZ_SOURCE_ROUTES[quiz.source]} className={buttonClasses()}>
            {t("quiz.result.again")}
          </Link>
          <Link to="/quiz-history" className={buttonClasses({ variant: "secondary" })}>
            {t("quiz.result.history")}
          </Link>
          <Link to="/tests" className={buttonClasses({ variant: "secondary" })}>
            {t("quiz.result.tests")}
          </Link>
        </div>
      </Card>
      <Card>
        <h2 className="text-lg font-semibold text-slate-900 dark:text-white">{t("quiz.result.answers")}</h2>
        <KazakhGlossNote className="mt-1" />
        <ol className="mt-3 flex flex-col divide-y divide-slate-200 dark:divide-slate-700">
          {quiz.questions.map((question, index) => {
            const chosen = result.answers[index] ?? null;
            const right = chosen === question.correctIndex;
            return (
              <li key={question.id} className="py-3">
                <p className="text-sm text-slate-600 dark:text-slate-300">{t(`quiz.ask.${question.type}`)}</p>
                <p lang="en" className="font-medium text-slate-900 dark:text-white">
                  {question.prompt}
                </p>
                <p
                  className={classNames(
                    "mt-1 text-sm",
                    right ? "text-emerald-700 dark:text-emerald-300" : "text-red-700 dark:text-red-300",
                  )}
                >
                  {right ? "✓ " : "✗ "}
                  <Trans
                    t={t}
                    i18nKey="quiz.result.given"
                    values={{
                      answer: chosen === null ? t("quiz.result.noAnswer") : optionLabel(question.type, question.options[chosen] ?? ""),
                    }}
                    components={{ answer: <span lang={chosen === null ? undefined : optionLang(question.type)} /> }}
                  />
                </p>
                {!right && (
                  <p className="text-sm text-slate-700 dark:text-slate-200">
                    <Trans
                      t={t}
                      i18nKey="quiz.result.expected"
                      values={{ answer: optionLabel(question.type, question.options[question.correctIndex] ?? "") }}
                      components={{ answer: <span lang={optionLang(question.type)} /> }}
                    />
                  </p>
                )}
                <p lang="en" className="mt-1 text-sm text-slate-600 dark:text-slate-300">
                  {question.explanation}
                </p>
                <WordGloss gloss={question.difficulty ? glossOf(question.word) : null} className="text-sm" testId="quiz-gloss" inList />
              </li>
            );
          })}
        </ol>
      </Card>
    </div>
  );
}
