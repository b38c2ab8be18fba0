/** /tests: the learner's quizzes (finished with their score, or still to finish) and ways to start a new one. */
import { useInfiniteQuery, useQuery } from "@tanstack/react-query";
import { Link } from "react-router";
import type { QuizSummary } from "../../../../worker/contract/quiz";
import type { ScreenProps } from "../../../app/screen";
import { Button, buttonClasses } from "../../../components/ui/Button";
import { Card } from "../../../components/ui/Card";
import { classNames } from "../../../components/ui/class-names";
import { Loading } from "../../../components/ui/Spinner";
import { useAuth } from "../../../lib/auth/AuthProvider";
import { useDateTimeLabel } from "../shared/format";
import { PracticePage } from "../shared/PracticePage";
import { usePracticeTranslation } from "../translations";
import { fetchQuizList, quizKeys } from "../api";
import { dictionaryKeys, fetchCategories } from "../../dictionary";
import { BAND_STYLES, type BandMessageKey } from "./QuizResultView";
import { useSourceLabel } from "./use-source-label";

export default function TestsPage({ titleKey }: ScreenProps) {
  const { t } = usePracticeTranslation();
  const { user } = useAuth();
  return (
    <PracticePage titleKey={titleKey} intro={t("tests.intro")}>
      <div className="grid gap-3 sm:grid-cols-3">
        <StartCard to="/word-quiz" title={t("tests.start.word.title")} text={t("tests.start.word.text")} />
        <StartCard to="/daily-quiz" title={t("tests.start.daily.title")} text={t("tests.start.daily.text")} />
        <StartCard to="/flashcards" title={t("tests.start.flashcards.title")} text={t("tests.start.flashcards.text")} />
      </div>
      {user && <QuizList userId={user.id} />}
    </PracticePage>
  );
}

function StartCard({ to, title, text }: { to: string; title: string; text: string }) {
  return (
    <Link
      to={to}
      className="block rounded-xl border border-slate-200 bg-white p-4 shadow-sm transition-colors hover:border-indigo-400 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600 dark:border-slate-700 dark:bg-slate-900 dark:hover:border-indigo-400"
    >
      <span className="block font-semibold text-indigo-700 dark:text-indigo-300">{title}</span>
      <span className="mt-1 block text-sm text-slate-600 dark:text-slate-300">{text}</span>
    </Link>
  );
}

function QuizList({ userId }: { userId: string }) {
  const { t } = usePracticeTranslation();
  const list = useInfiniteQuery({
    queryKey: quizKeys.list(userId),
    queryFn: ({ pageParam }) => fetchQuizList(pageParam),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
  });
  const categories = useQuery({ queryKey: dictionaryKeys.categories(userId), queryFn: fetchCategories });
  const items = list.data?.pages.flatMap((page) => page.items) ?? [];
  return (
    <section aria-labelledby="my-quizzes" className="mt-8">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="my-quizzes" className="text-lg font-semibold text-slate-900 dark:text-white">
          {t("tests.mine")}
        </h2>
        <Link to="/quiz-history" className={buttonClasses({ variant: "secondary", size: "sm" })}>
          {t("tests.history")}
        </Link>
      </div>
      {list.isPending ? (
        <Loading label={t("tests.loading")} />
      ) : list.isError ? (
        <p role="alert" className="mt-3 text-slate-700 dark:text-slate-200">
          {t("tests.loadFailed")}
        </p>
      ) : items.length === 0 ? (
        <Card className="mt-3 text-center text-slate-600 dark:text-slate-300">{t("tests.empty")}</Card>
      ) : (
        <ul className="mt-3 flex flex-col gap-2" data-testid="quiz-list">
          {items.map((quiz) => (
            <QuizRow key={quiz.id} quiz={quiz} categoryName={categories.data?.find((c) => c.id === quiz.categoryId)?.name} />
          ))}
        </ul>
      )}
      {list.hasNextPage && (
        <Button variant="secondary" className="mt-3" onClick={() => void list.fetchNextPage()} disabled={list.isFetchingNextPage}>
          {t("tests.more")}
        </Button>
      )}
    </section>
  );
}

function QuizRow({ quiz, categoryName }: { quiz: QuizSummary; categoryName?: string }) {
  const { t } = usePracticeTranslation();
  const dateTime = useDateTimeLabel();
  const sourceLabel = useSourceLabel();
  const { result } = quiz;
  return (
    <li>
      <Link
        to={`/tests/${quiz.id}`}
        className="flex flex-wrap items-center justify-between gap-3 rounded-lg border border-slate-200 bg-white px-4 py-3 hover:border-indigo-400 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600 dark:border-slate-700 dark:bg-slate-900"
      >
        <span>
          <span className="block font-medium text-slate-900 dark:text-white">{sourceLabel(quiz.source, categoryName)}</span>
          <span className="block text-sm text-slate-600 dark:text-slate-300">
            {dateTime(result?.completedAt ?? quiz.createdAt)} · {t("tests.questions", { count: quiz.questionCount })}
          </span>
        </span>
        {result ? (
          <span className="text-right">
            <span className="block text-lg font-semibold text-slate-900 dark:text-white">{result.score}%</span>
            <span className={classNames("block text-sm", BAND_STYLES[result.band])}>{t(result.messageKey as BandMessageKey)}</span>
          </span>
        ) : (
          <span className="rounded-full bg-amber-100 px-3 py-1 text-sm font-medium text-amber-900 dark:bg-amber-900 dark:text-amber-100">
            {t("tests.continue")}
          </span>
        )}
      </Link>
    </li>
  );
}
