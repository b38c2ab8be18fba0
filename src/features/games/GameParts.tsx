/** Pieces both game screens show: a question with its countdown, an option's text, and a leaderboard. */
import type { GameQuestionView, LeaderboardLine } from "../../../worker/contract/games";
import { classNames } from "../../components/ui/class-names";
import { useGamesTranslation } from "./translations";
import { useSecondsLeft } from "./use-game-socket";

/** An option as shown: a word question's options are English being taught; true/false are translated markers. */
export function OptionText({ question, index }: { question: GameQuestionView; index: number }) {
  const { t } = useGamesTranslation();
  const text = question.options[index] ?? "";
  if (question.kind === "true_false") return <span>{text === "true" ? t("question.true") : t("question.false")}</span>;
  return <span lang="en">{text}</span>;
}

export function QuestionHeading({ question, deadline, open }: { question: GameQuestionView; deadline: number; open: boolean }) {
  const { t } = useGamesTranslation();
  const seconds = useSecondsLeft(deadline, open);
  return (
    <div className="flex flex-col gap-2">
      <div className="flex items-center justify-between gap-3 text-sm text-slate-600 dark:text-slate-300">
        <span>{t("question.number", { number: question.index + 1, total: question.total })}</span>
        {open && (
          <span
            className="rounded-full bg-indigo-100 px-3 py-1 font-semibold text-indigo-900 tabular-nums dark:bg-indigo-900/50 dark:text-indigo-100"
            role="timer"
            aria-label={t("question.secondsLeft", { count: seconds })}
            data-testid="game-countdown"
          >
            {seconds}
          </span>
        )}
      </div>
      <p className="text-xl font-semibold break-words text-slate-900 dark:text-white" lang="en" data-testid="game-prompt">
        {question.prompt}
      </p>
    </div>
  );
}

export function Leaderboard({ lines, title, highlight }: { lines: LeaderboardLine[]; title: string; highlight?: string }) {
  const { t } = useGamesTranslation();
  return (
    <section aria-label={title} className="flex flex-col gap-2">
      <h3 className="text-base font-semibold text-slate-900 dark:text-white">{title}</h3>
      {lines.length === 0 ? (
        <p className="text-sm text-slate-600 dark:text-slate-300">{t("leaderboard.empty")}</p>
      ) : (
        <ol className="flex flex-col gap-1" data-testid="game-leaderboard">
          {lines.map((line) => (
            <li
              key={line.player_id}
              className={classNames(
                "flex items-center justify-between gap-3 rounded-lg px-3 py-2 text-sm",
                line.player_id === highlight ? "bg-indigo-100 font-semibold dark:bg-indigo-900/50" : "bg-slate-100 dark:bg-slate-800",
              )}
            >
              <span className="min-w-0 truncate">
                <span className="mr-2 tabular-nums">{line.rank}.</span>
                {line.nickname}
              </span>
              <span className="shrink-0 tabular-nums">{t("leaderboard.points", { count: line.score })}</span>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
