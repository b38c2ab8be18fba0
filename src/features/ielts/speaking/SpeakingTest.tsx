/**
 * A speaking test run like the real one: Part 1 questions, the Part 2 cue card (one minute to
 * prepare, up to two minutes of talk with a hard stop), the rounding-off question(s), Part 3. Each
 * answer is recorded, saved and transcribed; at the end the learner checks the transcripts and
 * submits, and reads the evaluation with their recordings beside it.
 */
import { useQueryClient } from "@tanstack/react-query";
import { useEffect, useState } from "react";
import type { IeltsCapabilities, SpeakingSetDetail, SubmissionDetail } from "../../../../worker/contract/ielts";
import { Button } from "../../../components/ui/Button";
import { Card } from "../../../components/ui/Card";
import { Spinner } from "../../../components/ui/Spinner";
import { ApiRequestError } from "../../../lib/api";
import { newClientId, postSubmission, useSignedInUserId } from "../api";
import { ieltsKeys } from "../query-keys";
import { EvaluationView } from "../shared/evaluation/EvaluationView";
import { useIeltsTasksTranslation } from "../task-translations";
import { useEvaluateAgain } from "../shared/use-evaluate-again";
import { useOnline } from "../../../lib/use-online";
import { AnswerReview } from "./AnswerReview";
import {
  clockText,
  finishTalk,
  part2Status,
  PART2_NOT_STARTED,
  PART2_SHORT_TALK_MS,
  startPreparation,
  startTalkingEarly,
  type Part2Clock,
} from "./part2-timing";
import { RecordedAnswers } from "./RecordedAnswers";
import { speakingSteps, stepKey } from "./speaking-steps";
import { speechRecognitionConstructor, useAnswerRecorder } from "./use-answer-recorder";
import { responsesOf, submissionTranscriptSource, useSpeakingAnswers, type SpeakingAnswer } from "./use-speaking-answers";

/** Re-renders every `ms` while `active`, for countdowns. */
function useNow(active: boolean, ms = 250): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!active) return;
    const timer = setInterval(() => setNow(Date.now()), ms);
    return () => clearInterval(timer);
  }, [active, ms]);
  return now;
}

type Recorder = ReturnType<typeof useAnswerRecorder>;

function RecordingIndicator({ startedAt }: { startedAt: number }) {
  const { t } = useIeltsTasksTranslation();
  const now = useNow(true);
  return (
    <span className="inline-flex items-center gap-2 font-medium text-red-700 dark:text-red-300">
      <span aria-hidden="true" className="size-2.5 animate-pulse rounded-full bg-red-600" />
      {t("speaking.recording")} {clockText(Math.max(0, Math.floor((now - startedAt) / 1000)))}
    </span>
  );
}

function RecorderProblem({ recorder }: { recorder: Recorder }) {
  const { t } = useIeltsTasksTranslation();
  if (recorder.state === "denied")
    return (
      <p role="alert" className="text-sm text-red-700 dark:text-red-300">
        {t("speaking.micDenied")}
      </p>
    );
  if (recorder.state === "unavailable")
    return (
      <p role="alert" className="text-sm text-red-700 dark:text-red-300">
        {t("speaking.noRecorder")}
      </p>
    );
  return null;
}

/** A Part 1 or Part 3 question, or a rounding-off question: record (again) when ready. */
function QuestionRecorder({
  recorder,
  onRecorded,
  answered,
}: {
  recorder: Recorder;
  onRecorded: (recording: NonNullable<Awaited<ReturnType<Recorder["stop"]>>>) => void;
  answered: boolean;
}) {
  const { t } = useIeltsTasksTranslation();
  const stop = async () => {
    const recording = await recorder.stop();
    if (recording) onRecorded(recording);
  };
  return (
    <div className="flex flex-wrap items-center gap-3">
      {recorder.state === "recording" ? (
        <>
          <Button variant="destructive" onClick={() => void stop()}>
            {t("speaking.stop")}
          </Button>
          {recorder.startedAt !== null && <RecordingIndicator startedAt={recorder.startedAt} />}
        </>
      ) : (
        <Button onClick={() => void recorder.start()} disabled={recorder.state === "starting" || recorder.state === "unavailable"}>
          {recorder.state === "starting" && <Spinner className="size-4 text-white" />}
          {answered ? t("speaking.recordAgain") : t("speaking.record")}
        </Button>
      )}
      <RecorderProblem recorder={recorder} />
    </div>
  );
}

function CueCard({ set }: { set: SpeakingSetDetail }) {
  const { t } = useIeltsTasksTranslation();
  const card = set.part2.cueCard;
  return (
    <div className="rounded-lg border-2 border-slate-800 bg-white p-4 text-slate-900 dark:border-slate-300 dark:bg-slate-950 dark:text-slate-100">
      <p lang="en" className="font-semibold">
        {card.task}
      </p>
      <p className="mt-2 text-sm">{t("speaking.youShouldSay")}</p>
      <ul lang="en" className="mt-1 list-disc pl-6 text-sm">
        {card.youShouldSay.map((point) => (
          <li key={point}>{point}</li>
        ))}
      </ul>
      <p lang="en" className="mt-2 text-sm">
        {card.explain}
      </p>
    </div>
  );
}

/** Part 2: the preparation minute counts down, then the talk is recorded for at most two minutes. */
function CueCardRecorder({
  set,
  recorder,
  onRecorded,
  answered,
}: {
  set: SpeakingSetDetail;
  recorder: Recorder;
  onRecorded: (recording: NonNullable<Awaited<ReturnType<Recorder["stop"]>>>) => void;
  answered: boolean;
}) {
  const { t } = useIeltsTasksTranslation();
  const [clock, setClock] = useState<Part2Clock>(PART2_NOT_STARTED);
  const [notes, setNotes] = useState("");
  const now = useNow(clock.preparationStartedAt !== null);
  const status = part2Status(clock, now);

  // The talk starts when preparation runs out and stops hard at two minutes, whatever the learner does.
  useEffect(() => {
    if (status.phase === "talking" && recorder.state === "idle") void recorder.start();
    if (status.phase === "finished" && recorder.state === "recording") {
      void recorder.stop().then((recording) => recording && onRecorded(recording));
    }
  }, [status.phase, recorder, onRecorded]);

  if (status.phase === "ready") {
    return (
      <div className="space-y-3">
        <CueCard set={set} />
        <p className="text-sm text-slate-700 dark:text-slate-300">{t("speaking.part2Rules")}</p>
        <Button onClick={() => setClock((c) => startPreparation(c, Date.now()))} disabled={recorder.state === "unavailable"}>
          {answered ? t("speaking.part2Again") : t("speaking.startPreparation")}
        </Button>
        <RecorderProblem recorder={recorder} />
      </div>
    );
  }
  return (
    <div className="space-y-3">
      <CueCard set={set} />
      {status.phase === "preparing" && (
        <>
          <p className="text-lg font-semibold text-slate-900 dark:text-white" data-testid="part2-countdown">
            {t("speaking.preparing", { time: clockText(status.secondsLeft) })}
          </p>
          <label className="block text-sm font-medium text-slate-800 dark:text-slate-200">
            {t("speaking.notes")}
            <textarea
              value={notes}
              onChange={(event) => setNotes(event.target.value)}
              rows={3}
              className="mt-1 block w-full rounded-lg border border-slate-300 bg-white p-2 text-sm dark:border-slate-600 dark:bg-slate-900 dark:text-slate-100"
            />
          </label>
          <Button variant="secondary" onClick={() => setClock((c) => startTalkingEarly(c, Date.now()))}>
            {t("speaking.startTalking")}
          </Button>
        </>
      )}
      {status.phase === "talking" && (
        <div className="flex flex-wrap items-center gap-3">
          <p className="text-lg font-semibold text-red-700 dark:text-red-300" data-testid="part2-countdown">
            {t("speaking.talking", { time: clockText(status.secondsLeft) })}
          </p>
          <Button variant="destructive" onClick={() => setClock((c) => finishTalk(c, Date.now()))}>
            {t("speaking.finishTalk")}
          </Button>
          <RecorderProblem recorder={recorder} />
        </div>
      )}
      {status.phase === "finished" && (
        <div className="space-y-2">
          <p role="status" className="text-sm text-slate-700 dark:text-slate-300">
            {status.talkedMs >= 119_500
              ? t("speaking.hardStop")
              : t("speaking.talkEnded", { time: clockText(Math.round(status.talkedMs / 1000)) })}
            {status.talkedMs < PART2_SHORT_TALK_MS && ` ${t("speaking.shortTalk")}`}
          </p>
          <Button variant="secondary" size="sm" onClick={() => setClock(PART2_NOT_STARTED)}>
            {t("speaking.part2Again")}
          </Button>
        </div>
      )}
    </div>
  );
}

type Props = { set: SpeakingSetDetail; capabilities: IeltsCapabilities | undefined; onLeave: () => void };

export function SpeakingTest({ set, capabilities, onLeave }: Props) {
  const { t } = useIeltsTasksTranslation();
  const queryClient = useQueryClient();
  const userId = useSignedInUserId();
  const online = useOnline();
  const modelTranscription = capabilities?.transcription === true;
  const recorder = useAnswerRecorder({ recognise: !modelTranscription });
  const { answers, addRecording, retryUpload, editTranscript } = useSpeakingAnswers({ modelTranscription });
  const steps = speakingSteps(set);
  const [index, setIndex] = useState(0);
  const [reviewing, setReviewing] = useState(false);
  const [sending, setSending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [result, setResult] = useState<SubmissionDetail | null>(null);
  const [clientId] = useState(() => newClientId("speaking"));
  const evaluateAgain = useEvaluateAgain(setResult);

  const step = steps[index]!;
  const answer: SpeakingAnswer | undefined = answers[stepKey(step)];
  const recorded = steps.flatMap((s) => (answers[stepKey(s)] ? [answers[stepKey(s)]!] : []));
  const responses = responsesOf(recorded);
  const uploading = recorded.some((a) => a.upload.state === "uploading" || a.transcribing);

  const go = (next: number) => {
    if (recorder.state === "recording") return;
    if (next >= steps.length) setReviewing(true);
    else setIndex(next);
  };

  const submit = async () => {
    setSending(true);
    setError(null);
    try {
      const { submission } = await postSubmission({
        section: "speaking",
        clientId,
        setId: set.id,
        transcriptSource: submissionTranscriptSource(recorded),
        responses,
      });
      setResult(submission);
      await queryClient.invalidateQueries({ queryKey: ieltsKeys.submissions(userId) });
    } catch (err) {
      setError(err instanceof ApiRequestError ? err.message : t("speaking.submitOffline"));
    } finally {
      setSending(false);
    }
  };

  if (result) {
    return (
      <Card className="space-y-6">
        <EvaluationView
          submission={result}
          focusOnMount
          onEvaluateAgain={() => evaluateAgain.mutate(result.id)}
          evaluating={evaluateAgain.isPending}
          answer={<RecordedAnswers submission={result} />}
          learnFromMistakes
        />
        <Button variant="secondary" onClick={onLeave}>
          {t("speaking.another")}
        </Button>
      </Card>
    );
  }

  if (reviewing) {
    return (
      <Card className="space-y-5">
        <h2 className="text-xl font-semibold text-slate-900 dark:text-white">{t("speaking.reviewTitle")}</h2>
        <p className="text-sm text-slate-700 dark:text-slate-300">{t("speaking.reviewIntro")}</p>
        {recorded.length === 0 && <p className="text-sm text-amber-800 dark:text-amber-300">{t("speaking.nothingRecorded")}</p>}
        <ol className="space-y-5">
          {recorded.map((a) => (
            <li key={stepKey(a.step)}>
              <p className="mb-2 font-medium text-slate-900 dark:text-slate-100">
                {t("speaking.partLabel", { part: a.step.part })} · <span lang="en">{a.step.question}</span>
              </p>
              <AnswerReview
                answer={a}
                onRetryUpload={() => retryUpload(stepKey(a.step))}
                onEditTranscript={(text) => editTranscript(stepKey(a.step), text)}
              />
            </li>
          ))}
        </ol>
        {error && (
          <p role="alert" className="rounded-lg bg-red-50 p-3 text-sm text-red-800 dark:bg-red-500/10 dark:text-red-200">
            {error}
          </p>
        )}
        {!online && <p className="text-sm text-slate-700 dark:text-slate-300">{t("speaking.offline")}</p>}
        <div className="flex flex-wrap gap-3">
          <Button variant="secondary" onClick={() => setReviewing(false)}>
            {t("speaking.backToQuestions")}
          </Button>
          <Button onClick={() => void submit()} disabled={sending || uploading || responses.length === 0 || !online}>
            {sending && <Spinner className="size-4 text-white" />}
            {sending ? t("speaking.evaluating") : t("speaking.submit")}
          </Button>
        </div>
      </Card>
    );
  }

  return (
    <Card className="space-y-5">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="text-sm font-semibold tracking-wide text-indigo-700 uppercase dark:text-indigo-300">
          {t("speaking.partLabel", { part: step.part })} ·{" "}
          {step.part === 2 ? t("speaking.longTurn") : <span lang="en">{step.part === 1 ? set.part1.topic : set.part3.topic}</span>}
        </p>
        <p className="text-sm text-slate-600 dark:text-slate-400">{t("speaking.progress", { current: index + 1, total: steps.length })}</p>
      </div>
      {!step.cueCard && (
        <h2 lang="en" className="text-xl font-semibold text-slate-900 dark:text-white">
          {step.question}
        </h2>
      )}
      {step.cueCard ? (
        <CueCardRecorder
          key={stepKey(step)}
          set={set}
          recorder={recorder}
          answered={answer !== undefined}
          onRecorded={(recording) => addRecording(step, recording)}
        />
      ) : (
        <QuestionRecorder recorder={recorder} answered={answer !== undefined} onRecorded={(recording) => addRecording(step, recording)} />
      )}
      {answer && recorder.state !== "recording" && (
        <AnswerReview
          answer={answer}
          onRetryUpload={() => retryUpload(stepKey(step))}
          onEditTranscript={(text) => editTranscript(stepKey(step), text)}
        />
      )}
      {!modelTranscription && !speechRecognitionConstructor() && (
        <p className="text-xs text-slate-600 dark:text-slate-400">{t("speaking.typeTranscript")}</p>
      )}
      <div className="flex flex-wrap justify-between gap-3 border-t border-slate-200 pt-4 dark:border-slate-700">
        <Button variant="ghost" onClick={() => go(index - 1)} disabled={index === 0 || recorder.state === "recording"}>
          {t("speaking.previous")}
        </Button>
        <div className="flex flex-wrap gap-3">
          <Button variant="secondary" onClick={() => setReviewing(true)} disabled={recorder.state === "recording"}>
            {t("speaking.finishNow")}
          </Button>
          <Button onClick={() => go(index + 1)} disabled={recorder.state === "recording"}>
            {index === steps.length - 1 ? t("speaking.review") : answer ? t("speaking.next") : t("speaking.skip")}
          </Button>
        </div>
      </div>
    </Card>
  );
}
