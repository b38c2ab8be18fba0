/**
 * "Start a live game" on a class's card: the teacher picks one of their quizzes, a word list
 * set to the class or one of their lessons with quiz questions, the seconds per question and whether
 * guests may join; the game opens on the host screen with its PIN.
 */
import { useQuery } from "@tanstack/react-query";
import { useState, type FormEvent } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import {
  GAME_SECONDS_DEFAULT,
  GAME_SECONDS_MAX,
  GAME_SECONDS_MIN,
  type GameSource,
  type GameSources,
} from "../../../worker/contract/games";
import { Button } from "../../components/ui/Button";
import { Dialog } from "../../components/ui/Dialog";
import { Loading } from "../../components/ui/Spinner";
import { Switch } from "../../components/ui/Switch";
import { TextField } from "../../components/ui/form-fields";
import { Select } from "../../components/ui/Select";
import { fetchGameSources, gameKeys, startGame } from "./api";
import { useGamesTranslation } from "./translations";

type Choice = { value: string; label: string; source: GameSource; title: string };

function choices(sources: GameSources, t: ReturnType<typeof useGamesTranslation>["t"], language: string): Choice[] {
  const date = new Intl.DateTimeFormat(language, { dateStyle: "medium" });
  return [
    ...sources.quizzes.map((q) => {
      const title = t("start.quizTitle", { date: date.format(new Date(q.created_at)) });
      return {
        value: `quiz:${q.id}`,
        label: `${t("start.kinds.quiz")}: ${title} · ${t("start.questions", { count: q.question_count })}`,
        source: { kind: "quiz", quiz_id: q.id } as const,
        title,
      };
    }),
    ...sources.word_lists.map((w) => ({
      value: `word_list:${w.assignment_id}`,
      label: `${t("start.kinds.word_list")}: ${w.title} · ${t("start.words", { count: w.word_count })}`,
      source: { kind: "word_list", assignment_id: w.assignment_id } as const,
      title: w.title,
    })),
    ...sources.lessons.map((l) => ({
      value: `lesson:${l.id}`,
      label: `${t("start.kinds.lesson")}: ${l.title} · ${t("start.questions", { count: l.question_count })}`,
      source: { kind: "lesson", lesson_id: l.id } as const,
      title: l.title,
    })),
  ];
}

export function StartGameDialog({ userId, classId, onClose }: { userId: string; classId: string; onClose: () => void }) {
  const { t, i18n } = useGamesTranslation();
  const { t: tCommon } = useTranslation();
  const navigate = useNavigate();
  const sources = useQuery({ queryKey: gameKeys.sources(userId, classId), queryFn: () => fetchGameSources(classId) });
  const options = sources.data ? choices(sources.data, t, i18n.language) : [];
  const [picked, setPicked] = useState("");
  const [seconds, setSeconds] = useState(String(GAME_SECONDS_DEFAULT));
  const [guests, setGuests] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const choice = options.find((o) => o.value === picked) ?? options[0];

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!choice) return;
    const perQuestion = Number(seconds);
    if (!Number.isInteger(perQuestion) || perQuestion < GAME_SECONDS_MIN || perQuestion > GAME_SECONDS_MAX)
      return setError(t("start.secondsInvalid", { min: GAME_SECONDS_MIN, max: GAME_SECONDS_MAX }));
    setPending(true);
    setError(null);
    try {
      const game = await startGame({
        class_id: classId,
        title: choice.title.slice(0, 120),
        source: choice.source,
        seconds_per_question: perQuestion,
        allow_guests: guests,
      });
      void navigate(`/host/${game.id}`);
    } catch (err) {
      setError(t("start.failed", { message: err instanceof Error ? err.message : String(err) }));
      setPending(false);
    }
  };

  return (
    <Dialog open onClose={onClose} title={t("start.title")} description={t("start.description")}>
      {sources.isPending ? (
        <Loading label={tCommon("loading")} />
      ) : sources.isError ? (
        <p role="alert">{t("start.sourcesFailed")}</p>
      ) : options.length === 0 ? (
        <p>{t("start.noSources")}</p>
      ) : (
        <form className="flex flex-col gap-4" onSubmit={(e) => void submit(e)} noValidate>
          <Select stacked label={t("start.source")} value={choice?.value ?? ""} options={options} onChange={setPicked} />
          <TextField
            label={t("start.seconds")}
            type="number"
            inputMode="numeric"
            min={GAME_SECONDS_MIN}
            max={GAME_SECONDS_MAX}
            value={seconds}
            onChange={(e) => setSeconds(e.target.value)}
          />
          <Switch label={t("start.guests")} checked={guests} onChange={setGuests} />
          {error && (
            <p role="alert" className="text-sm text-red-700 dark:text-red-300">
              {error}
            </p>
          )}
          <div className="flex flex-wrap justify-end gap-2">
            <Button variant="secondary" onClick={onClose}>
              {t("start.cancel")}
            </Button>
            <Button type="submit" disabled={pending}>
              {t("start.submit")}
            </Button>
          </div>
        </form>
      )}
    </Dialog>
  );
}
