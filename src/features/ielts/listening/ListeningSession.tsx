import { useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { toast } from "sonner";
import type { ListeningTestDetail } from "../../../../worker/contract/ielts";
import { Button } from "../../../components/ui/Button";
import { Card } from "../../../components/ui/Card";
import { classNames, focusRing } from "../../../components/ui/class-names";
import { Dialog } from "../../../components/ui/Dialog";
import { useSignedInUserId, useSubmitAnswers } from "../api";
import { questionAnchorId } from "../shared/answer-inputs";
import { answersToSubmit, discardAttempt, useAnswerSheet } from "../shared/attempt";
import { focusQuestion, QuestionNavigator } from "../shared/QuestionNavigator";
import { SubmitDialog } from "../shared/SubmitDialog";
import { keepForReconnect, showSubmitError } from "../shared/submit-errors";
import { IeltsTimer } from "../timer/IeltsTimer";
import { useIeltsTimer } from "../timer/use-ielts-timer";
import { useIeltsTranslation } from "../translations";
import { ExamPlayer, PracticePlayer } from "./AudioPlayer";
import { CheckTime } from "./CheckTime";
import { ListeningQuestions } from "./ListeningQuestions";

type ListeningSessionProps = { test: ListeningTestDetail; compact: boolean; resultHref: (submissionId: string) => string };

/**
 * Taking a listening test. Exam mode: the four recordings play once each, one after the other, with no
 * pausing or seeking; after the last one, 2 minutes to check, then the answers are submitted.
 * Practice mode: each part's recording under the learner's control. Answers are autosaved.
 */
export function ListeningSession({ test, compact, resultHref }: ListeningSessionProps) {
  const { t } = useIeltsTranslation();
  const { t: tPages } = useTranslation("pages");
  const userId = useSignedInUserId();
  const navigate = useNavigate();
  const submitAnswers = useSubmitAnswers();
  const { state: timer } = useIeltsTimer();
  const { attempt, update, parts, total, isAnswered, answeredCount, showPart, setAnswer } = useAnswerSheet(userId, test.id, test.parts);
  const [confirming, setConfirming] = useState(false);
  const [submitting, setSubmitting] = useState(false);
  const [navigatorOpen, setNavigatorOpen] = useState(false);
  /** Exam mode: the part whose recording is playing now. */
  const [examPlaying, setExamPlaying] = useState<number | null>(null);
  const audioRef = useRef<HTMLAudioElement>(null);
  const submittedRef = useRef(false);

  const part = test.parts.find((p) => p.number === attempt.part) ?? test.parts[0]!;
  const nextExamPart = test.parts.find((p) => !attempt.playedParts.includes(p.number)) ?? null;
  const examPart = test.parts.find((p) => p.number === (examPlaying ?? nextExamPart?.number)) ?? null;

  const jump = (question: number, partNumber: number) => {
    setNavigatorOpen(false);
    showPart(partNumber);
    focusQuestion(questionAnchorId(question));
  };
  const startCheck = () => update((a) => (a.checkStartedAt === null ? { ...a, checkStartedAt: Date.now() } : a));

  const submit = async (automatic: boolean) => {
    // The check time's end and a click can coincide: one submission only.
    if (submittedRef.current) return;
    submittedRef.current = true;
    setSubmitting(true);
    audioRef.current?.pause();
    const ownsTimer = timer.section === "listening" && timer.isRunning;
    const request = {
      section: "listening",
      clientId: attempt.clientId,
      testId: test.id,
      answers: answersToSubmit(attempt.answers),
      mode: attempt.mode ?? "practice",
      durationSeconds: ownsTimer ? timer.totalTime - timer.timeLeft : undefined,
    } as const;
    try {
      const submission = await submitAnswers(request);
      discardAttempt(userId, test.id);
      if (automatic) toast.success(t("listening.autoSubmitted"));
      void navigate(resultHref(submission.id), { replace: true });
    } catch (error) {
      if (keepForReconnect(error, { ...request, user_id: userId }, t("submit.queued"))) {
        void navigate({ search: "" }, { replace: true });
        return;
      }
      submittedRef.current = false;
      showSubmitError(error, t("submit.offline"));
      setSubmitting(false);
      setConfirming(false);
    }
  };

  /** Exam mode: marks the part as played before it starts, so a reload cannot replay it. */
  const playExamPart = (number: number) => {
    update((a) => ({ ...a, part: number, playedParts: [...new Set([...a.playedParts, number])] }));
    setExamPlaying(number);
  };

  useEffect(() => {
    if (examPlaying === null) return;
    const audio = audioRef.current;
    if (audio) void audio.play().catch(() => undefined);
  }, [examPlaying]);

  const onExamPartEnded = () => {
    const next = test.parts.find((p) => p.number > (examPlaying ?? 0) && !attempt.playedParts.includes(p.number));
    if (next && next.audio) {
      playExamPart(next.number);
      return;
    }
    setExamPlaying(null);
    if (!next) startCheck();
  };

  const header = (
    <div className="flex flex-wrap items-center gap-3">
      <div className="flex min-w-0 flex-col">
        <h1 className="truncate text-sm font-medium text-slate-600 dark:text-slate-300">{tPages("routes.ieltsListening")}</h1>
        <h2 lang="en" className="truncate text-lg font-semibold text-slate-900 dark:text-white">
          {test.title}
        </h2>
      </div>
      {attempt.mode && (
        <span className="rounded-full bg-slate-100 px-2.5 py-0.5 text-xs font-semibold text-slate-700 dark:bg-slate-800 dark:text-slate-200">
          {attempt.mode === "exam" ? t("listening.examMode") : t("listening.practiceMode")}
        </span>
      )}
      {attempt.mode && !compact && (
        <Button className="ml-auto" onClick={() => setConfirming(true)} disabled={submitting}>
          {t("submit.open")}
        </Button>
      )}
    </div>
  );

  if (attempt.mode === null) {
    const choose = (mode: "exam" | "practice") => update((a) => ({ ...a, mode }));
    return (
      <div className={classNames("mx-auto flex max-w-4xl flex-col gap-5", compact ? "px-3 pt-3 pb-24" : "px-4 py-6")}>
        {header}
        <IeltsTimer section="listening" />
        <h3 className="text-lg font-semibold text-slate-900 dark:text-white">{t("listening.chooseMode")}</h3>
        <div className="grid gap-4 md:grid-cols-2">
          <Card className="flex flex-col gap-3">
            <h4 className="font-semibold text-slate-900 dark:text-white">{t("listening.examMode")}</h4>
            <p className="text-sm text-slate-700 dark:text-slate-300">{t("listening.examModeText")}</p>
            <Button className="mt-auto self-start" onClick={() => choose("exam")}>
              {t("listening.startExam")}
            </Button>
          </Card>
          <Card className="flex flex-col gap-3">
            <h4 className="font-semibold text-slate-900 dark:text-white">{t("listening.practiceMode")}</h4>
            <p className="text-sm text-slate-700 dark:text-slate-300">{t("listening.practiceModeText")}</p>
            <Button variant="secondary" className="mt-auto self-start" onClick={() => choose("practice")}>
              {t("listening.startPractice")}
            </Button>
          </Card>
        </div>
      </div>
    );
  }

  const recordingLabel = (number: number) => t("listening.recording", { number });
  const missingAudio = (
    <p role="status" className="rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-900 dark:bg-amber-950 dark:text-amber-100">
      {test.audioProgress ? t("listening.audioPreparing", test.audioProgress) : t("listening.audioMissing")}
    </p>
  );

  const examControls = () => {
    if (attempt.checkStartedAt !== null) return null;
    return (
      <div className="flex flex-col gap-2">
        {examPart?.audio && (
          <ExamPlayer
            key={examPart.number}
            src={examPart.audio.url}
            label={recordingLabel(examPart.number)}
            durationSeconds={examPart.audio.durationSeconds}
            audioRef={audioRef}
            onEnded={onExamPartEnded}
            active={examPlaying !== null}
          />
        )}
        {examPlaying === null && nextExamPart && (
          <div className="flex flex-wrap items-center gap-3">
            {nextExamPart.audio ? (
              <Button onClick={() => playExamPart(nextExamPart.number)}>
                {attempt.playedParts.length === 0
                  ? t("listening.startRecording")
                  : t("listening.continueWith", { number: nextExamPart.number })}
              </Button>
            ) : (
              <>
                {missingAudio}
                <Button variant="secondary" onClick={() => update((a) => ({ ...a, playedParts: [...a.playedParts, nextExamPart.number] }))}>
                  {t("listening.skipPart", { number: nextExamPart.number })}
                </Button>
              </>
            )}
            <p className="text-sm text-slate-600 dark:text-slate-300">{t("listening.playsOnce")}</p>
          </div>
        )}
        {examPlaying === null && !nextExamPart && (
          <Button className="self-start" onClick={startCheck}>
            {t("listening.startCheck")}
          </Button>
        )}
      </div>
    );
  };

  const practiceControls = (
    <div className="flex flex-col gap-2">
      {part.audio ? (
        <PracticePlayer
          key={part.number}
          src={part.audio.url}
          label={recordingLabel(part.number)}
          durationSeconds={part.audio.durationSeconds}
          audioRef={audioRef}
        />
      ) : (
        missingAudio
      )}
      {attempt.checkStartedAt === null && (
        <Button variant="ghost" size="sm" className="self-start" onClick={startCheck}>
          {t("listening.startCheck")}
        </Button>
      )}
    </div>
  );

  const partSwitcher = (
    <div role="group" aria-label={t("listening.parts")} className="flex gap-1 rounded-lg bg-slate-100 p-1 dark:bg-slate-800">
      {test.parts.map((p) => (
        <button
          key={p.number}
          type="button"
          aria-pressed={p.number === part.number}
          onClick={() => showPart(p.number)}
          className={classNames(
            "min-w-0 flex-1 rounded-md px-2 py-1.5 text-sm font-medium",
            p.number === part.number
              ? "bg-white text-slate-900 shadow-sm dark:bg-slate-900 dark:text-white"
              : "text-slate-600 hover:text-slate-900 dark:text-slate-300 dark:hover:text-white",
            focusRing,
          )}
        >
          {t("navigator.part", { number: p.number })}
          {examPlaying === p.number && (
            <span className="ml-1 text-xs text-indigo-700 dark:text-indigo-300">{t("listening.nowPlaying")}</span>
          )}
        </button>
      ))}
    </div>
  );

  const navigator = <QuestionNavigator parts={parts} partKind="part" answered={isAnswered} currentPart={part.number} onJump={jump} />;

  return (
    <div className={classNames("mx-auto flex max-w-5xl flex-col gap-4", compact ? "px-3 pt-3 pb-36" : "px-4 pt-6 pb-40")}>
      {header}
      <IeltsTimer section="listening" />
      {attempt.mode === "exam" ? examControls() : practiceControls}
      {attempt.checkStartedAt !== null && <CheckTime startedAt={attempt.checkStartedAt} onExpire={() => void submit(true)} />}
      {partSwitcher}
      <section aria-labelledby="listening-part-title" className="flex flex-col gap-4">
        <div>
          <h3 id="listening-part-title" className="text-xl font-bold text-slate-900 dark:text-white">
            {t("listening.partTitle", { number: part.number })}
          </h3>
          <p className="text-sm text-slate-600 dark:text-slate-300">{part.setting}</p>
        </div>
        <ListeningQuestions part={part} answers={attempt.answers} onAnswer={setAnswer} disabled={submitting} />
      </section>

      {compact ? (
        <div className="fixed inset-x-0 bottom-[calc(4rem+env(safe-area-inset-bottom))] z-20 flex items-center justify-between gap-2 border-t border-slate-200 bg-white/95 px-3 py-2 backdrop-blur dark:border-slate-700 dark:bg-slate-950/95">
          <Button variant="secondary" size="sm" onClick={() => setNavigatorOpen(true)}>
            {t("navigator.open", { answered: answeredCount, total })}
          </Button>
          <Button onClick={() => setConfirming(true)} disabled={submitting}>
            {t("submit.open")}
          </Button>
        </div>
      ) : (
        <div className="fixed bottom-0 left-0 right-(--overlay-gutter) z-20 border-t border-slate-200 bg-white/95 backdrop-blur dark:border-slate-800 dark:bg-slate-950/95">
          <div className="mx-auto flex max-w-5xl items-end gap-4 px-4 py-2">{navigator}</div>
        </div>
      )}
      <Dialog open={navigatorOpen} onClose={() => setNavigatorOpen(false)} title={t("navigator.label")}>
        {navigator}
      </Dialog>
      <SubmitDialog
        open={confirming}
        onClose={() => setConfirming(false)}
        onConfirm={() => void submit(false)}
        answered={answeredCount}
        total={total}
        submitting={submitting}
      />
    </div>
  );
}
