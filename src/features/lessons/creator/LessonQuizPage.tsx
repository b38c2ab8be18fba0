/**
 * /lesson-quiz (learners): a word quiz on the vocabulary of the lessons the learner has
 * finished, made by the one quiz engine (source "lessons") and played at /tests/:quizId with its
 * result bands. Before any finished lesson it points to what was shared with them.
 */
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { Link, useNavigate } from "react-router";
import { QUIZ_ERROR_CODES } from "../../../../worker/contract/quiz";
import { QUIZ_QUESTIONS_DEFAULT } from "../../../../worker/contract/vocabulary-constants";
import type { ScreenProps } from "../../../app/screen";
import { Button, buttonClasses } from "../../../components/ui/Button";
import { Card } from "../../../components/ui/Card";
import { Select } from "../../../components/ui/Select";
import { ApiRequestError } from "../../../lib/api";
import { useAuth } from "../../../lib/auth/AuthProvider";
import { createQuiz, quizKeys, QUESTION_COUNT_CHOICES, PracticePage } from "../../practice";
import { useLessonCreatorTranslation } from "./translations";

export default function LessonQuizPage({ titleKey }: ScreenProps) {
  const { t } = useLessonCreatorTranslation();
  const { user } = useAuth();
  return (
    <PracticePage titleKey={titleKey} intro={t("quiz.intro")}>
      {user && <LessonQuizStart userId={user.id} />}
    </PracticePage>
  );
}

function LessonQuizStart({ userId }: { userId: string }) {
  const { t } = useLessonCreatorTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [questionCount, setQuestionCount] = useState<number>(QUIZ_QUESTIONS_DEFAULT);
  const start = useMutation({
    mutationFn: () => createQuiz({ source: "lessons", questionCount }),
    onSuccess: (quiz) => {
      queryClient.setQueryData(quizKeys.one(userId, quiz.id), quiz);
      void queryClient.invalidateQueries({ queryKey: quizKeys.list(userId) });
      void navigate(`/tests/${quiz.id}`);
    },
  });
  const code = start.error instanceof ApiRequestError ? start.error.code : null;

  if (code === QUIZ_ERROR_CODES.noLessonsTaken)
    return (
      <Card>
        <div role="status" className="flex flex-col items-start gap-3" data-testid="lesson-quiz-empty">
          <h2 className="text-lg font-semibold text-slate-900 dark:text-white">{t("quiz.emptyTitle")}</h2>
          <p className="text-slate-700 dark:text-slate-200">{t("quiz.emptyText")}</p>
          <Link to="/student-shared-content" className={buttonClasses({ variant: "primary" })}>
            {t("quiz.openShared")}
          </Link>
        </div>
      </Card>
    );

  return (
    <Card>
      <form
        className="flex flex-col items-start gap-5"
        onSubmit={(event) => {
          event.preventDefault();
          if (!start.isPending) start.mutate();
        }}
      >
        <Select
          label={t("quiz.questionCount")}
          value={String(questionCount)}
          options={QUESTION_COUNT_CHOICES.map((n) => ({ value: String(n), label: String(n) }))}
          onChange={(value) => setQuestionCount(Number(value))}
        />
        {start.isError && (
          <p role="alert" className="text-red-700 dark:text-red-300">
            {code === QUIZ_ERROR_CODES.notEnoughWords ? t("quiz.notEnoughWords") : t("quiz.failed")}
          </p>
        )}
        <Button type="submit" size="lg" disabled={start.isPending}>
          {start.isPending ? t("quiz.starting") : t("quiz.start")}
        </Button>
      </form>
    </Card>
  );
}
