import { classNames, focusRing } from "../../../components/ui/class-names";
import { useIeltsTranslation } from "../translations";

export type NavigatorPart = { number: number; questions: number[] };

type QuestionNavigatorProps = {
  parts: NavigatorPart[];
  /** "passage" or "part", for the labels. */
  partKind: "passage" | "part";
  answered: (question: number) => boolean;
  currentPart: number;
  onJump: (question: number, part: number) => void;
  className?: string;
};

/**
 * The strip of question numbers of the computer-delivered test: answered ones filled, the current
 * passage or part outlined; choosing a number opens its passage and focuses the question.
 */
export function QuestionNavigator({ parts, partKind, answered, currentPart, onJump, className }: QuestionNavigatorProps) {
  const { t } = useIeltsTranslation();
  const total = parts.reduce((sum, part) => sum + part.questions.length, 0);
  const done = parts.reduce((sum, part) => sum + part.questions.filter(answered).length, 0);
  return (
    <nav aria-label={t("navigator.label")} className={classNames("flex flex-col gap-2", className)}>
      <p className="text-xs font-medium text-slate-600 dark:text-slate-300">{t("navigator.progress", { answered: done, total })}</p>
      <div className="flex flex-wrap gap-x-4 gap-y-2">
        {parts.map((part) => (
          <div key={part.number} className="flex flex-wrap items-center gap-1">
            <span
              className={classNames(
                "mr-1 text-xs font-semibold",
                part.number === currentPart ? "text-indigo-700 dark:text-indigo-300" : "text-slate-600 dark:text-slate-400",
              )}
            >
              {t(partKind === "passage" ? "navigator.passage" : "navigator.part", { number: part.number })}
            </span>
            <ul className="flex flex-wrap gap-1">
              {part.questions.map((question) => {
                const isAnswered = answered(question);
                return (
                  <li key={question}>
                    <button
                      type="button"
                      onClick={() => onJump(question, part.number)}
                      aria-label={t(isAnswered ? "navigator.answered" : "navigator.unanswered", { number: question })}
                      className={classNames(
                        "size-7 rounded-md text-xs font-semibold tabular-nums",
                        isAnswered
                          ? "bg-slate-800 text-white dark:bg-slate-200 dark:text-slate-900"
                          : "border border-slate-400 bg-white text-slate-800 dark:border-slate-500 dark:bg-slate-900 dark:text-slate-200",
                        focusRing,
                      )}
                    >
                      {question}
                    </button>
                  </li>
                );
              })}
            </ul>
          </div>
        ))}
      </div>
    </nav>
  );
}

/** Focuses a question's control once its passage or part is on screen. */
export function focusQuestion(anchorId: string): void {
  requestAnimationFrame(() => {
    const element = document.getElementById(anchorId);
    if (!element) return;
    element.scrollIntoView({ block: "center" });
    const control = element.matches("input, select, textarea")
      ? element
      : element.querySelector<HTMLElement>("input:checked, input, select");
    (control ?? element).focus({ preventScroll: true });
  });
}
