/**
 * The quiz generator (/word-quiz, /mobile-quiz, /daily-quiz): where the words come from, how many
 * questions and of which kinds; the generated quiz opens at /tests/:quizId.
 */
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useId, useState } from "react";
import { Link, useLocation, useNavigate } from "react-router";
import { QUESTION_TYPES, QUIZ_ERROR_CODES, type QuestionType, type QuizSource } from "../../../../worker/contract/quiz";
import { QUIZ_MIN_WORDS, QUIZ_QUESTIONS_DEFAULT } from "../../../../worker/contract/vocabulary-constants";
import type { ScreenProps } from "../../../app/screen";
import { Button, buttonClasses } from "../../../components/ui/Button";
import { Card } from "../../../components/ui/Card";
import { classNames, focusRing } from "../../../components/ui/class-names";
import { Select } from "../../../components/ui/Select";
import { ApiRequestError } from "../../../lib/api";
import { useAuth } from "../../../lib/auth/AuthProvider";
import { PracticePage } from "../shared/PracticePage";
import { useCategoryName } from "../shared/format";
import { usePracticeTranslation } from "../translations";
import { createQuiz, quizKeys } from "../api";
import { dictionaryKeys, fetchCategories } from "../../dictionary";
import { QUESTION_COUNT_CHOICES } from "./sources";

export default function QuizGeneratorPage({ titleKey }: ScreenProps) {
  const { t } = usePracticeTranslation();
  const { user } = useAuth();
  return (
    <PracticePage
      titleKey={titleKey}
      intro={t("generator.intro")}
      actions={
        <Link to="/quiz-history" className={buttonClasses({ variant: "secondary", size: "sm" })}>
          {t("tests.history")}
        </Link>
      }
    >
      {user && <QuizGenerator userId={user.id} />}
    </PracticePage>
  );
}

function QuizGenerator({ userId }: { userId: string }) {
  const { t } = usePracticeTranslation();
  const categoryName = useCategoryName();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [source, setSource] = useState<QuizSource>(pathname === "/daily-quiz" ? "daily" : "dictionary");
  const [categoryId, setCategoryId] = useState<string | null>(null);
  const [questionCount, setQuestionCount] = useState<number>(QUIZ_QUESTIONS_DEFAULT);
  const [types, setTypes] = useState<readonly QuestionType[]>(QUESTION_TYPES);
  const categories = useQuery({ queryKey: dictionaryKeys.categories(userId), queryFn: fetchCategories, enabled: source === "category" });
  const chosenCategory = categoryId ?? categories.data?.[0]?.id ?? null;
  const formId = useId();

  const generate = useMutation({
    mutationFn: () =>
      createQuiz({
        source,
        questionCount,
        types: [...types],
        ...(source === "category" && chosenCategory ? { categoryId: chosenCategory } : {}),
      }),
    onSuccess: (quiz) => {
      queryClient.setQueryData(quizKeys.one(userId, quiz.id), quiz);
      void queryClient.invalidateQueries({ queryKey: quizKeys.list(userId) });
      void navigate(`/tests/${quiz.id}`);
    },
  });

  const toggleType = (type: QuestionType, on: boolean) =>
    setTypes((current) => (on ? QUESTION_TYPES.filter((t) => t === type || current.includes(t)) : current.filter((t) => t !== type)));

  // The lesson quiz has its own screen (/lesson-quiz), so its source is not offered here.
  const sources = ["dictionary", "category", "due", "daily"] as const satisfies readonly QuizSource[];
  const notEnoughWords = generate.error instanceof ApiRequestError && generate.error.code === QUIZ_ERROR_CODES.notEnoughWords;
  const canStart = types.length > 0 && (source !== "category" || chosenCategory !== null) && !generate.isPending;

  return (
    <Card>
      <form
        aria-labelledby={`${formId}-title`}
        onSubmit={(event) => {
          event.preventDefault();
          if (canStart) generate.mutate();
        }}
        className="flex flex-col gap-6"
      >
        <h2 id={`${formId}-title`} className="text-lg font-semibold text-slate-900 dark:text-white">
          {t("generator.title")}
        </h2>
        <fieldset>
          <legend className="text-sm font-medium text-slate-800 dark:text-slate-200">{t("generator.source")}</legend>
          <div className="mt-2 grid gap-2 sm:grid-cols-2">
            {sources.map((value) => (
              <label
                key={value}
                className={classNames(
                  "flex cursor-pointer items-start gap-3 rounded-lg border-2 p-3 has-focus-visible:outline-2 has-focus-visible:outline-offset-2 has-focus-visible:outline-indigo-600",
                  source === value
                    ? "border-indigo-600 bg-indigo-50 dark:border-indigo-400 dark:bg-indigo-950"
                    : "border-slate-200 dark:border-slate-700",
                )}
              >
                <input
                  type="radio"
                  name={`${formId}-source`}
                  value={value}
                  checked={source === value}
                  onChange={() => setSource(value)}
                  className="mt-1 accent-indigo-600"
                />
                <span>
                  <span className="block font-medium text-slate-900 dark:text-white">{t(`generator.sources.${value}.label`)}</span>
                  <span className="block text-sm text-slate-600 dark:text-slate-300">{t(`generator.sources.${value}.hint`)}</span>
                </span>
              </label>
            ))}
          </div>
          {source === "category" && (
            <div className="mt-3">
              {categories.data && categories.data.length > 0 ? (
                <Select
                  label={t("generator.category")}
                  value={chosenCategory ?? ""}
                  options={categories.data.map((c) => ({ value: c.id, label: `${categoryName(c.name)} (${c.wordCount})` }))}
                  onChange={setCategoryId}
                />
              ) : (
                <p className="text-sm text-slate-600 dark:text-slate-300">
                  {categories.isError ? t("generator.categoriesFailed") : t("generator.categoriesLoading")}
                </p>
              )}
            </div>
          )}
        </fieldset>

        <Select
          label={t("generator.questionCount")}
          value={String(questionCount)}
          options={QUESTION_COUNT_CHOICES.map((n) => ({ value: String(n), label: String(n) }))}
          onChange={(value) => setQuestionCount(Number(value))}
        />

        <fieldset>
          <legend className="text-sm font-medium text-slate-800 dark:text-slate-200">{t("generator.types")}</legend>
          <div className="mt-2 grid gap-2 sm:grid-cols-2">
            {QUESTION_TYPES.map((type) => (
              <label key={type} className="flex items-center gap-2 text-slate-800 dark:text-slate-200">
                <input
                  type="checkbox"
                  checked={types.includes(type)}
                  onChange={(event) => toggleType(type, event.target.checked)}
                  className={classNames("size-4 accent-indigo-600", focusRing)}
                />
                {t(`generator.typeNames.${type}`)}
              </label>
            ))}
          </div>
          {types.length === 0 && <p className="mt-2 text-sm text-red-700 dark:text-red-300">{t("generator.pickType")}</p>}
        </fieldset>

        {generate.isError && (
          <div
            role="alert"
            className="rounded-lg border border-red-300 bg-red-50 px-4 py-3 dark:border-red-700 dark:bg-red-950"
            data-testid="quiz-error"
          >
            <p className="font-semibold text-red-900 dark:text-red-100">{t("generator.error.title")}</p>
            <p className="text-red-900 dark:text-red-100">{t("generator.error.text")}</p>
            {notEnoughWords && (
              <p className="mt-2 text-sm text-red-900 dark:text-red-100">
                {t("generator.error.notEnoughWords", { min: QUIZ_MIN_WORDS })}{" "}
                <Link to="/dictionary" className="font-medium underline">
                  {t("generator.error.openDictionary")}
                </Link>
              </p>
            )}
          </div>
        )}

        <Button type="submit" size="lg" disabled={!canStart} className="self-start">
          {generate.isPending ? t("generator.generating") : t("generator.start")}
        </Button>
      </form>
    </Card>
  );
}
