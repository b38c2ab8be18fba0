/**
 * /play: a learner joins a live class game with its 6-digit PIN (signed in, or as a guest
 * with a nickname), waits for the teacher, answers each question before its countdown ends, sees
 * whether they were right with their points and place after it, and the final leaderboard. The join is
 * kept for this tab, so a reload or a lost network brings the player back with their score.
 */
import { useCallback, useState, type FormEvent } from "react";
import { useTranslation } from "react-i18next";
import type { JoinedGame } from "../../../worker/contract/games";
import type { ScreenProps } from "../../app/screen";
import { Button } from "../../components/ui/Button";
import { Card } from "../../components/ui/Card";
import { classNames } from "../../components/ui/class-names";
import { ApiRequestError } from "../../lib/api";
import { useAuth } from "../../lib/auth/AuthProvider";
import { useDocumentTitle } from "../../lib/document-title";
import { TextField } from "../../components/ui/form-fields";
import { joinGame, playerSocketUrl } from "./api";
import { Leaderboard, OptionText, QuestionHeading } from "./GameParts";
import { useGamesTranslation } from "./translations";
import { useGameSocket } from "./use-game-socket";

const STORAGE_KEY = "lexora.game";

function storedJoin(): JoinedGame | null {
  try {
    const raw = sessionStorage.getItem(STORAGE_KEY);
    return raw ? (JSON.parse(raw) as JoinedGame) : null;
  } catch {
    return null;
  }
}

function JoinForm({ signedIn, onJoined }: { signedIn: boolean; onJoined: (joined: JoinedGame) => void }) {
  const { t } = useGamesTranslation();
  const [pin, setPin] = useState("");
  const [nickname, setNickname] = useState("");
  const [askName, setAskName] = useState(!signedIn);
  const [error, setError] = useState<{ field: "pin" | "nickname" | "form"; message: string } | null>(null);
  const [pending, setPending] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const digits = pin.replace(/\s/g, "");
    if (!/^\d{6}$/.test(digits)) return setError({ field: "pin", message: t("play.pinInvalid") });
    if (askName && !nickname.trim()) return setError({ field: "nickname", message: t("play.nicknameRequired") });
    setPending(true);
    setError(null);
    try {
      onJoined(await joinGame(digits, askName ? nickname.trim() : undefined));
    } catch (err) {
      const code = err instanceof ApiRequestError ? err.code : "";
      const message = err instanceof Error ? err.message : String(err);
      if (code === "game_nickname_required" || code === "game_nickname_taken") {
        setAskName(true);
        setError({ field: "nickname", message });
      } else setError({ field: code === "game_not_found" ? "pin" : "form", message });
    } finally {
      setPending(false);
    }
  };

  return (
    <Card>
      <form className="flex flex-col gap-4" onSubmit={(e) => void submit(e)} noValidate>
        <TextField
          label={t("play.pin")}
          inputMode="numeric"
          autoComplete="off"
          maxLength={7}
          value={pin}
          onChange={(e) => setPin(e.target.value)}
          error={error?.field === "pin" ? error.message : undefined}
        />
        {askName && (
          <TextField
            label={t("play.nickname")}
            autoComplete="nickname"
            maxLength={20}
            value={nickname}
            onChange={(e) => setNickname(e.target.value)}
            error={error?.field === "nickname" ? error.message : undefined}
          />
        )}
        {error?.field === "form" && (
          <p role="alert" className="text-sm text-red-700 dark:text-red-300">
            {error.message}
          </p>
        )}
        <div>
          <Button type="submit" disabled={pending}>
            {t("play.join")}
          </Button>
        </div>
      </form>
    </Card>
  );
}

function Playing({ joined, onLeave }: { joined: JoinedGame; onLeave: () => void }) {
  const { t } = useGamesTranslation();
  const url = useCallback(() => Promise.resolve(playerSocketUrl(joined.game_id, joined.player_token)), [joined]);
  const { state, send } = useGameSocket(url);
  const you = state.welcome?.you;
  const question = state.question?.question;
  const waiting = state.question?.waiting === true;
  const answered = state.choice !== null || state.question?.answered === true;

  return (
    <div className="flex min-w-0 flex-col gap-4">
      <p className="text-sm text-slate-600 dark:text-slate-300">
        {t("play.youAre", { name: joined.nickname })} · <span className="break-words">{joined.title}</span>
      </p>
      {!state.connected && state.phase !== "ended" && state.phase !== "kicked" && (
        <p role="status" className="text-sm text-amber-700 dark:text-amber-300">
          {t("play.connecting")}
        </p>
      )}

      {state.phase === "lobby" && (
        <Card role="status" data-testid="game-waiting">
          <p className="text-lg font-semibold text-slate-900 dark:text-white">{t("play.inLobby")}</p>
          <p className="text-sm text-slate-600 dark:text-slate-300">{t("play.waitForStart")}</p>
        </Card>
      )}

      {state.phase === "question" && question && (
        <Card className="flex flex-col gap-4">
          <QuestionHeading key={`${state.question?.question.index}`} question={question} deadline={state.deadline} open />
          {waiting ? (
            <p role="status">{t("play.joinedLate")}</p>
          ) : (
            <div className="grid grid-cols-1 gap-2 sm:grid-cols-2" role="group" aria-label={t("play.choices")}>
              {question.options.map((_, i) => (
                <Button
                  key={i}
                  variant={state.choice === i ? "primary" : "secondary"}
                  className="h-auto min-h-12 justify-start py-3 text-left break-words whitespace-normal"
                  disabled={answered}
                  aria-pressed={state.choice === i}
                  onClick={() => send({ type: "answer", index: question.index, choice: i })}
                >
                  <OptionText question={question} index={i} />
                </Button>
              ))}
            </div>
          )}
          {answered && !waiting && (
            <p role="status" className="text-slate-700 dark:text-slate-200">
              {t("play.answerSent")}
            </p>
          )}
        </Card>
      )}

      {state.phase === "reveal" && state.reveal && question && (
        <Card className="flex flex-col gap-3" data-testid="game-result">
          {state.reveal.you && (
            <p
              role="status"
              className={classNames(
                "text-lg font-semibold",
                state.reveal.you.correct ? "text-emerald-700 dark:text-emerald-300" : "text-slate-900 dark:text-white",
              )}
            >
              {state.reveal.you.choice === null
                ? t("play.noAnswer")
                : state.reveal.you.correct
                  ? t("play.right", { count: state.reveal.you.points })
                  : t("play.wrong")}
            </p>
          )}
          <p className="text-slate-700 dark:text-slate-200">
            {t("play.rightAnswer")} <OptionText question={question} index={state.reveal.correct_index} />
          </p>
          {state.reveal.you && (
            <p className="text-slate-700 dark:text-slate-200">
              {t("play.standing", { score: state.reveal.you.score, rank: state.reveal.you.rank })}
            </p>
          )}
          <Leaderboard lines={state.reveal.leaderboard} title={t("leaderboard.title")} highlight={you?.player_id} />
        </Card>
      )}

      {state.phase === "ended" && (
        <Card className="flex flex-col gap-3">
          <p className="text-lg font-semibold text-slate-900 dark:text-white">{t("play.ended")}</p>
          {state.ended?.you && (
            <p className="text-slate-700 dark:text-slate-200" data-testid="game-final-standing">
              {t("play.final", { score: state.ended.you.score, rank: state.ended.you.rank, correct: state.ended.you.correct_count })}
            </p>
          )}
          {state.ended && <Leaderboard lines={state.ended.leaderboard} title={t("leaderboard.final")} highlight={you?.player_id} />}
          <div>
            <Button variant="secondary" onClick={onLeave}>
              {t("play.another")}
            </Button>
          </div>
        </Card>
      )}

      {state.phase === "kicked" && (
        <Card role="alert" className="flex flex-col gap-3">
          <p className="text-slate-800 dark:text-slate-100">{t("play.kicked")}</p>
          <div>
            <Button variant="secondary" onClick={onLeave}>
              {t("play.another")}
            </Button>
          </div>
        </Card>
      )}
    </div>
  );
}

export default function PlayPage({ titleKey }: ScreenProps) {
  const { t: tPages } = useTranslation("pages");
  const { t } = useGamesTranslation();
  const { user } = useAuth();
  const title = tPages(`routes.${titleKey}`);
  useDocumentTitle(title);
  const [joined, setJoined] = useState<JoinedGame | null>(storedJoin);

  const join = (game: JoinedGame) => {
    sessionStorage.setItem(STORAGE_KEY, JSON.stringify(game));
    setJoined(game);
  };
  const leave = () => {
    sessionStorage.removeItem(STORAGE_KEY);
    setJoined(null);
  };

  return (
    <div className="mx-auto flex w-full max-w-xl min-w-0 flex-col gap-4 px-3 py-5 sm:px-4 sm:py-10">
      <div>
        <h1 className="text-2xl font-semibold text-slate-900 dark:text-white">{title}</h1>
        {!joined && <p className="mt-1 text-sm text-slate-600 dark:text-slate-300">{t("play.intro")}</p>}
      </div>
      {joined ? (
        <Playing key={joined.player_token} joined={joined} onLeave={leave} />
      ) : (
        <JoinForm signedIn={user !== null} onJoined={join} />
      )}
    </div>
  );
}
