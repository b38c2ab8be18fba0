/** /quiz-history: every saved quiz with its date, score, band and the answers given. */
import { useInfiniteQuery } from "@tanstack/react-query";
import { Link } from "react-router";
import type { QuizHistoryItem } from "../../../../worker/contract/quiz";
import type { ScreenProps } from "../../../app/screen";
import { Button, buttonClasses } from "../../../components/ui/Button";
import { Card } from "../../../components/ui/Card";
import { classNames, focusRing } from "../../../components/ui/class-names";
import { Loading } from "../../../components/ui/Spinner";
import { useAuth } from "../../../lib/auth/AuthProvider";
import { useDateTimeLabel } from "../shared/format";
import { PracticePage } from "../shared/PracticePage";
import { usePracticeTranslation } from "../translations";
import { fetchQuizHistory, quizKeys } from "../api";
import { BAND_STYLES, type BandMessageKey } from "./QuizResultView";
import { useSourceLabel } from "./use-source-label";
import { optionLang, useOptionLabel } from "./use-option-label";

export default function QuizHistoryPage({ titleKey }: ScreenProps) {
  const { t } = usePracticeTranslation();
  const { user } = useAuth();
  return (
    <PracticePage
      titleKey={titleKey}
      intro={t("history.intro")}
      actions={
        <Link to="/word-quiz" className={buttonClasses({ size: "sm" })}>
          {t("history.newQuiz")}
        </Link>
      }
    >
      {user && <History userId={user.id} />}
    </PracticePage>
  );
}

function History({ userId }: { userId: string }) {
  const { t } = usePracticeTranslation();
  const history = useInfiniteQuery({
    queryKey: quizKeys.history(userId),
    queryFn: ({ pageParam }) => fetchQuizHistory(pageParam),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
  });
  if (history.isPending) return <Loading label={t("history.loading")} />;
  if (history.isError) {
    return (
      <p role="alert" className="text-slate-700 dark:text-slate-200">
        {t("history.loadFailed")}
      </p>
    );
  }
  const items = history.data.pages.flatMap((page) => page.items);
  if (items.length === 0) return <Card className="text-center text-slate-600 dark:text-slate-300">{t("history.empty")}</Card>;
  return (
    <>
      <ul className="flex flex-col gap-3" data-testid="quiz-history">
        {items.map((item) => (
          <HistoryEntry key={item.result.id} item={item} />
        ))}
      </ul>
      {history.hasNextPage && (
        <Button variant="secondary" className="mt-4" onClick={() => void history.fetchNextPage()} disabled={history.isFetchingNextPage}>
          {t("history.more")}
        </Button>
      )}
    </>
  );
}

function HistoryEntry({ item }: { item: QuizHistoryItem }) {
  const { t } = usePracticeTranslation();
  const dateTime = useDateTimeLabel();
  const sourceLabel = useSourceLabel();
  const optionLabel = useOptionLabel();
  const { result } = item;
  return (
    <li className="rounded-xl border border-slate-200 bg-white shadow-sm dark:border-slate-700 dark:bg-slate-900">
      <details className="group">
        <summary
          className={classNames(
            "flex cursor-pointer list-none flex-wrap items-center justify-between gap-3 rounded-xl px-4 py-3",
            focusRing,
          )}
        >
          <span>
            <span className="block font-medium text-slate-900 dark:text-white">{dateTime(result.completedAt)}</span>
            <span className="block text-sm text-slate-600 dark:text-slate-300">
              {sourceLabel(item.source)} · {t("quiz.result.correct", { correct: result.correctCount, total: result.total })}
            </span>
          </span>
          <span className="text-right">
            <span className="block text-lg font-semibold text-slate-900 dark:text-white" data-testid="history-score">
              {result.score}%
            </span>
            <span className={classNames("block text-sm", BAND_STYLES[result.band])}>{t(result.messageKey as BandMessageKey)}</span>
          </span>
          <span className="w-full text-sm text-indigo-700 group-open:hidden dark:text-indigo-300">{t("history.showAnswers")}</span>
          <span className="hidden w-full text-sm text-indigo-700 group-open:block dark:text-indigo-300">{t("history.hideAnswers")}</span>
        </summary>
        <div className="overflow-x-auto border-t border-slate-200 px-4 py-3 dark:border-slate-700">
          <table className="w-full text-left text-sm">
            <caption className="sr-only">{t("history.answersCaption", { date: dateTime(result.completedAt) })}</caption>
            <thead className="text-slate-600 dark:text-slate-300">
              <tr>
                <th scope="col" className="py-1 pr-3 font-medium">
                  {t("history.columns.question")}
                </th>
                <th scope="col" className="py-1 pr-3 font-medium">
                  {t("history.columns.yourAnswer")}
                </th>
                <th scope="col" className="py-1 font-medium">
                  {t("history.columns.correct")}
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-100 dark:divide-slate-800">
              {item.answers.map((answer) => (
                <tr key={answer.questionId} className="align-top">
                  <td lang="en" className="py-2 pr-3 text-slate-900 dark:text-slate-100">
                    {answer.prompt}
                  </td>
                  <td
                    className={classNames(
                      "py-2 pr-3",
                      answer.isCorrect ? "text-emerald-700 dark:text-emerald-300" : "text-red-700 dark:text-red-300",
                    )}
                  >
                    {answer.isCorrect ? "✓ " : "✗ "}
                    {answer.chosen === null ? (
                      t("quiz.result.noAnswer")
                    ) : (
                      <span lang={optionLang(answer.type)}>{optionLabel(answer.type, answer.chosen)}</span>
                    )}
                  </td>
                  <td lang={optionLang(answer.type)} className="py-2 text-slate-900 dark:text-slate-100">
                    {optionLabel(answer.type, answer.correct)}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </details>
    </li>
  );
}
