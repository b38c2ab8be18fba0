/**
 * /host/:gameId: the teacher's screen of a live game, for the classroom's projector and the
 * teacher's phone alike: the PIN and who has joined (each with a button to remove them), then each
 * question with its countdown and how many have answered, the right answer and the leaderboard after
 * it, and the final leaderboard. Everything comes over the game's socket.
 */
import { useQuery } from "@tanstack/react-query";
import { useCallback } from "react";
import { useTranslation } from "react-i18next";
import { Link, useParams } from "react-router";
import type { GamePlayer } from "../../../worker/contract/games";
import type { ScreenProps } from "../../app/screen";
import { Button, buttonClasses } from "../../components/ui/Button";
import { Card } from "../../components/ui/Card";
import { LoadFailed } from "../../components/ui/LoadFailed";
import { Loading } from "../../components/ui/Spinner";
import { TeacherScreen } from "../teaching";
import { fetchGame, gameKeys, hostSocketUrl } from "./api";
import { Leaderboard, OptionText, QuestionHeading } from "./GameParts";
import { useGamesTranslation } from "./translations";
import { useGameSocket } from "./use-game-socket";

const spacedPin = (pin: string) => `${pin.slice(0, 3)} ${pin.slice(3)}`;

function PlayerList({ players, onKick }: { players: GamePlayer[]; onKick: (playerId: string) => void }) {
  const { t } = useGamesTranslation();
  if (players.length === 0) return <p className="text-sm text-slate-600 dark:text-slate-300">{t("host.noPlayers")}</p>;
  return (
    <ul className="flex flex-wrap gap-2" data-testid="game-players">
      {players.map((p) => (
        <li key={p.id} className="flex items-center gap-1 rounded-full bg-slate-100 py-1 pr-1 pl-3 text-sm dark:bg-slate-800">
          <span className="max-w-[12rem] truncate">{p.nickname}</span>
          <Button size="sm" variant="ghost" aria-label={t("host.kick", { name: p.nickname })} onClick={() => onKick(p.id)}>
            ✕
          </Button>
        </li>
      ))}
    </ul>
  );
}

function HostGame({ userId, gameId }: { userId: string; gameId: string }) {
  const { t } = useGamesTranslation();
  const { t: tCommon } = useTranslation();
  const game = useQuery({ queryKey: gameKeys.game(userId, gameId), queryFn: () => fetchGame(gameId) });
  const live = game.data !== undefined && game.data.phase !== "ended";
  const url = useCallback(() => hostSocketUrl(gameId), [gameId]);
  const { state, send } = useGameSocket(live ? url : null);

  if (game.isPending) return <Loading label={tCommon("loading")} />;
  if (game.isError) return <LoadFailed message={t("host.loadFailed")} retryLabel={t("host.retry")} onRetry={() => void game.refetch()} />;
  const { title, pin } = game.data;
  const phase = game.data.phase === "ended" && state.phase === "connecting" ? "ended" : state.phase;

  return (
    <div className="flex min-w-0 flex-col gap-4">
      <Card className="flex flex-col gap-2">
        <h2 className="text-lg font-semibold break-words text-slate-900 dark:text-white">{title}</h2>
        {phase !== "ended" && (
          <p className="text-slate-700 dark:text-slate-200">
            {t("host.joinAt", { address: `${window.location.host}/play` })}{" "}
            <span className="font-mono text-3xl font-bold tracking-widest text-slate-900 dark:text-white" data-testid="game-pin">
              {spacedPin(pin)}
            </span>
          </p>
        )}
        {!state.connected && phase !== "ended" && (
          <p role="status" className="text-sm text-amber-700 dark:text-amber-300">
            {t("host.connecting")}
          </p>
        )}
      </Card>

      {phase === "lobby" && (
        <Card className="flex flex-col gap-3">
          <h3 className="text-base font-semibold text-slate-900 dark:text-white">{t("host.players", { count: state.players.length })}</h3>
          <PlayerList players={state.players} onKick={(id) => send({ type: "kick", player_id: id })} />
          <div>
            <Button onClick={() => send({ type: "start" })} disabled={state.players.length === 0 || !state.connected}>
              {t("host.start")}
            </Button>
          </div>
        </Card>
      )}

      {(phase === "question" || phase === "reveal") && state.question && (
        <Card className="flex flex-col gap-4">
          <QuestionHeading
            key={`${state.question?.question.index}`}
            question={state.question.question}
            deadline={state.deadline}
            open={phase === "question"}
          />
          <ol className="grid grid-cols-1 gap-2 sm:grid-cols-2">
            {state.question.question.options.map((_, i) => {
              const right = phase === "reveal" && state.reveal?.correct_index === i;
              return (
                <li
                  key={i}
                  className={
                    right
                      ? "rounded-lg border-2 border-emerald-600 bg-emerald-50 px-3 py-2 dark:bg-emerald-900/30"
                      : "rounded-lg border border-slate-300 px-3 py-2 dark:border-slate-600"
                  }
                >
                  <OptionText question={state.question!.question} index={i} />
                  {phase === "reveal" && (
                    <span className="ml-2 text-sm text-slate-600 tabular-nums dark:text-slate-300">
                      {t("host.chosenBy", { count: state.reveal?.counts[i] ?? 0 })}
                    </span>
                  )}
                  {right && <span className="sr-only">{t("host.rightAnswer")}</span>}
                </li>
              );
            })}
          </ol>
          {phase === "question" && (
            <p role="status" className="text-slate-700 dark:text-slate-200" data-testid="game-answer-count">
              {t("host.answered", { answered: state.count?.answered ?? 0, players: state.count?.players ?? state.players.length })}
            </p>
          )}
          {phase === "reveal" && state.reveal && <Leaderboard lines={state.reveal.leaderboard} title={t("leaderboard.title")} />}
          <details>
            <summary className="cursor-pointer text-sm text-slate-700 dark:text-slate-200">
              {t("host.players", { count: state.players.length })}
            </summary>
            <div className="mt-2">
              <PlayerList players={state.players} onKick={(id) => send({ type: "kick", player_id: id })} />
            </div>
          </details>
          <div className="flex flex-wrap gap-2">
            {phase === "reveal" && (
              <Button onClick={() => send({ type: "next" })}>
                {state.question.question.index + 1 < state.question.question.total ? t("host.next") : t("host.finish")}
              </Button>
            )}
            <Button variant="secondary" onClick={() => send({ type: "end" })}>
              {t("host.end")}
            </Button>
          </div>
        </Card>
      )}

      {phase === "ended" && (
        <Card className="flex flex-col gap-4">
          <p className="text-slate-800 dark:text-slate-100">{t("host.ended")}</p>
          {state.ended && <Leaderboard lines={state.ended.leaderboard} title={t("leaderboard.final")} />}
          <div>
            <Link to="/teacher-dashboard" className={buttonClasses({ variant: "secondary" })}>
              {t("host.toDashboard")}
            </Link>
          </div>
        </Card>
      )}
    </div>
  );
}

export default function HostGamePage({ titleKey }: ScreenProps) {
  const { t } = useGamesTranslation();
  const { gameId = "" } = useParams();
  return (
    <TeacherScreen titleKey={titleKey} notTeacher={{ message: t("host.notTeacher"), openProfile: t("host.openProfile") }}>
      {(userId) => <HostGame userId={userId} gameId={gameId} />}
    </TeacherScreen>
  );
}
