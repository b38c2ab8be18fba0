/** /tests/:quizId: one quiz to take, or its result once saved (desktop and mobile variants). */
import { useQuery } from "@tanstack/react-query";
import { Link, useParams } from "react-router";
import { QUIZ_ERROR_CODES } from "../../../../worker/contract/quiz";
import type { ScreenProps } from "../../../app/screen";
import { buttonClasses } from "../../../components/ui/Button";
import { Card } from "../../../components/ui/Card";
import { Loading } from "../../../components/ui/Spinner";
import { ApiRequestError } from "../../../lib/api";
import { useAuth } from "../../../lib/auth/AuthProvider";
import { PracticePage } from "../shared/PracticePage";
import { usePracticeTranslation } from "../translations";
import { fetchQuiz, quizKeys } from "../api";
import { QuizRunner } from "./QuizRunner";

function QuizScreen({ titleKey, variant }: ScreenProps & { variant: "desktop" | "mobile" }) {
  const { t } = usePracticeTranslation();
  const { user } = useAuth();
  const { quizId = "" } = useParams();
  const quiz = useQuery({
    queryKey: quizKeys.one(user?.id ?? "", quizId),
    queryFn: () => fetchQuiz(quizId),
    enabled: user !== null,
  });
  const notFound =
    quiz.error instanceof ApiRequestError && (quiz.error.code === QUIZ_ERROR_CODES.quizNotFound || quiz.error.status === 404);
  return (
    <PracticePage titleKey={titleKey} className={variant === "mobile" ? "px-3 py-4" : undefined}>
      {quiz.data && user ? (
        <QuizRunner quiz={quiz.data} userId={user.id} variant={variant} />
      ) : quiz.isError ? (
        <Card className="text-center">
          <p role="alert" className="text-slate-800 dark:text-slate-100">
            {notFound ? t("quiz.notFound") : t("quiz.loadFailed")}
          </p>
          <Link to="/tests" className={buttonClasses({ variant: "secondary", className: "mt-4" })}>
            {t("quiz.result.tests")}
          </Link>
        </Card>
      ) : (
        <Loading label={t("quiz.loading")} />
      )}
    </PracticePage>
  );
}

export default function QuizPage(props: ScreenProps) {
  return <QuizScreen {...props} variant="desktop" />;
}

/** The mobile quiz: full-width options and the actions within thumb reach at the bottom. */
export function MobileQuizPage(props: ScreenProps) {
  return <QuizScreen {...props} variant="mobile" />;
}
