/**
 * The lesson player's block views: text (Markdown without raw HTML), a vocabulary set, audio, an image,
 * a quiz, a writing task and a speaking prompt (writing and speaking evaluated by the IELTS evaluators). Each calls the player API for what it does; in the
 * owner's preview the server scores and evaluates but keeps nothing.
 */
import { useMutation, useQuery } from "@tanstack/react-query";
import { useEffect, useRef, useState } from "react";
import Markdown, { type Components } from "react-markdown";
import type { Evaluation } from "../../../../worker/contract/ielts";
import type {
  LessonFeedback,
  LessonSpeakingResult,
  LessonWordsResponse,
  LessonWritingResult,
} from "../../../../worker/contract/lesson-player";
import type { LearnerBlock, LessonAnswer } from "../../../../worker/contract/lessons";
import { countWords } from "../../../../worker/contract/ielts-content";
import { Button } from "../../../components/ui/Button";
import { ApiRequestError } from "../../../lib/api";
import { speak } from "../../../lib/speech";
import { fetchCapabilities, ieltsKeys, stepKey, type SpeakingStep, useAnswerRecorder, responsesOf, useSpeakingAnswers } from "../../ielts";
import { addLessonWords, checkAnswers, evaluateLessonSpeaking, evaluateLessonWriting } from "./api";
import { isComplete, QuestionWidget, type DraftAnswer } from "./QuestionWidget";
import { useLessonPlayerTranslation } from "./translations";

type Of<T extends LearnerBlock["type"]> = Extract<LearnerBlock, { type: T }>;

/** Lesson headings sit under the step's own heading (h2), so they start at h3. */
const markdownComponents: Components = {
  a: ({ node: _node, ...props }) => (
    <a {...props} target="_blank" rel="noopener noreferrer nofollow" className="text-indigo-700 underline dark:text-indigo-300" />
  ),
  h1: ({ node: _node, ...props }) => <h3 {...props} className="mt-4 mb-2 text-xl font-semibold" />,
  h2: ({ node: _node, ...props }) => <h4 {...props} className="mt-4 mb-2 text-lg font-semibold" />,
  h3: ({ node: _node, ...props }) => <h5 {...props} className="mt-3 mb-2 font-semibold" />,
  ul: ({ node: _node, ...props }) => <ul {...props} className="my-2 list-disc space-y-1 pl-5" />,
  ol: ({ node: _node, ...props }) => <ol {...props} className="my-2 list-decimal space-y-1 pl-5" />,
  p: ({ node: _node, ...props }) => <p {...props} className="my-3 break-words" />,
  pre: ({ node: _node, ...props }) => <pre {...props} className="my-2 overflow-x-auto rounded-lg bg-slate-100 p-3 dark:bg-slate-900" />,
  blockquote: ({ node: _node, ...props }) => (
    <blockquote {...props} className="my-3 border-l-4 border-slate-300 pl-3 dark:border-slate-600" />
  ),
};

export function TextBlock({ block }: { block: Of<"text"> }) {
  return (
    <div lang="en" className="text-slate-800 dark:text-slate-100" data-testid="lesson-text">
      <Markdown skipHtml components={markdownComponents}>
        {block.markdown}
      </Markdown>
    </div>
  );
}

function ActionError({ error }: { error: unknown }) {
  const { t } = useLessonPlayerTranslation();
  if (!error) return null;
  const overBudget = error instanceof ApiRequestError && error.status === 429;
  return (
    <p role="alert" className="text-sm text-red-700 dark:text-red-300">
      {overBudget ? t("writing.overBudget") : t("actionFailed")}
    </p>
  );
}

export function VocabularyBlock({ lessonId, block, preview }: { lessonId: string; block: Of<"vocabulary">; preview: boolean }) {
  const { t } = useLessonPlayerTranslation();
  const add = useMutation({ mutationFn: () => addLessonWords(lessonId, block.id) });
  const result: LessonWordsResponse | undefined = add.data;
  return (
    <div className="space-y-4">
      <ul className="divide-y divide-slate-200 rounded-xl border border-slate-200 dark:divide-slate-700 dark:border-slate-700">
        {block.words.map((word) => (
          <li key={word.lemma} className="p-3" data-testid="lesson-word">
            <p className="flex flex-wrap items-baseline gap-x-2">
              <span lang="en" className="font-semibold text-slate-900 dark:text-white">
                {word.lemma}
              </span>
              {word.ipa && <span className="text-slate-600 dark:text-slate-300">{word.ipa}</span>}
              {word.part_of_speech && (
                <span className="text-sm text-slate-500 italic dark:text-slate-400">
                  {t(`vocabulary.pos.${word.part_of_speech}`, { defaultValue: word.part_of_speech })}
                </span>
              )}
            </p>
            <p lang={word.definition ? "en" : undefined} className="mt-1 text-sm break-words text-slate-700 dark:text-slate-200">
              {word.definition ?? t("vocabulary.notInLexicon")}
            </p>
          </li>
        ))}
      </ul>
      <div className="flex flex-wrap items-center gap-3">
        <Button onClick={() => add.mutate()} disabled={add.isPending || result !== undefined}>
          {add.isPending ? t("vocabulary.adding") : t("vocabulary.addAll")}
        </Button>
        <div role="status" className="text-sm text-slate-700 dark:text-slate-200">
          {result &&
            (preview
              ? t("vocabulary.previewNote")
              : [
                  result.added > 0 && t("vocabulary.added", { count: result.added }),
                  result.already > 0 && t("vocabulary.already", { count: result.already }),
                ]
                  .filter(Boolean)
                  .join(" "))}
        </div>
      </div>
      <ActionError error={add.error} />
    </div>
  );
}

export function AudioBlock({ block }: { block: Of<"audio"> }) {
  const { t } = useLessonPlayerTranslation();
  const [showTranscript, setShowTranscript] = useState(false);
  const [speaking, setSpeaking] = useState(false);
  const [failed, setFailed] = useState(false);
  const transcript = block.transcript;
  async function listen(text: string) {
    setFailed(false);
    setSpeaking(true);
    try {
      await speak(text, { lang: "en-US" });
    } catch {
      setFailed(true);
    } finally {
      setSpeaking(false);
    }
  }
  return (
    <div className="space-y-3">
      {block.media_url ? (
        <audio controls preload="metadata" src={block.media_url} className="w-full" aria-label={block.title ?? t("audio.title")} />
      ) : (
        transcript && (
          <Button onClick={() => void listen(transcript)} disabled={speaking}>
            {speaking ? t("audio.speaking") : t("audio.listen")}
          </Button>
        )
      )}
      {failed && (
        <p role="alert" className="text-sm text-red-700 dark:text-red-300">
          {t("audio.speechFailed")}
        </p>
      )}
      {transcript && (
        <div>
          <Button variant="secondary" aria-expanded={showTranscript} onClick={() => setShowTranscript((v) => !v)}>
            {showTranscript ? t("audio.hideTranscript") : t("audio.showTranscript")}
          </Button>
          {showTranscript && (
            <p
              lang="en"
              className="mt-3 rounded-lg bg-slate-50 p-3 break-words whitespace-pre-line text-slate-800 dark:bg-slate-800 dark:text-slate-100"
              aria-label={t("audio.transcript")}
            >
              {transcript}
            </p>
          )}
        </div>
      )}
    </div>
  );
}

export function ImageBlock({ block }: { block: Of<"image"> }) {
  return (
    <figure className="space-y-2">
      <img src={block.media_url} alt={block.alt} className="mx-auto max-h-[60vh] w-auto max-w-full rounded-xl" />
      {block.caption && <figcaption className="text-center text-sm text-slate-600 dark:text-slate-300">{block.caption}</figcaption>}
    </figure>
  );
}

type QuizProps = {
  lessonId: string;
  block: Of<"quiz">;
  feedback: Readonly<Record<string, LessonFeedback>>;
  onChecked: (results: Record<string, LessonFeedback>) => void;
};

export function QuizBlock({ lessonId, block, feedback, onChecked }: QuizProps) {
  const { t } = useLessonPlayerTranslation();
  const [drafts, setDrafts] = useState<Record<string, DraftAnswer>>({});
  const [nothingYet, setNothingYet] = useState(false);
  const check = useMutation({
    mutationFn: (answers: Record<string, LessonAnswer>) => checkAnswers(lessonId, block.id, answers),
    onSuccess: ({ results }) => onChecked(results),
  });
  const open = block.questions.filter((q) => feedback[q.id] === undefined);
  function submit() {
    const answers: Record<string, LessonAnswer> = {};
    for (const question of open) {
      const draft = drafts[question.id];
      if (isComplete(question, draft)) answers[question.id] = draft;
    }
    setNothingYet(Object.keys(answers).length === 0);
    if (Object.keys(answers).length > 0) check.mutate(answers);
  }
  return (
    <div className="space-y-4">
      {block.questions.map((question, i) => (
        <QuestionWidget
          key={question.id}
          question={question}
          number={i + 1}
          draft={drafts[question.id]}
          feedback={feedback[question.id]}
          onChange={(answer) => setDrafts((all) => ({ ...all, [question.id]: answer }))}
        />
      ))}
      {open.length > 0 && (
        <div className="flex flex-wrap items-center gap-3">
          <Button onClick={submit} disabled={check.isPending}>
            {check.isPending ? t("quiz.checking") : t("quiz.check")}
          </Button>
          {nothingYet && (
            <p role="alert" className="text-sm text-amber-800 dark:text-amber-200">
              {t("quiz.answerFirst")}
            </p>
          )}
        </div>
      )}
      <ActionError error={check.error} />
    </div>
  );
}

/** The evaluator's estimate of a writing or spoken answer: the band (labelled an estimate) and its criteria. */
function EvaluationResult({ id, evaluation }: { id: string; evaluation: Evaluation }) {
  const { t } = useLessonPlayerTranslation();
  const wordsPerMinute = evaluation.features?.wordsPerMinute;
  return (
    <section
      aria-labelledby={id}
      className="space-y-3 rounded-xl border border-slate-200 p-4 dark:border-slate-700"
      data-testid={`${evaluation.kind}-result`}
    >
      <h3 id={id} className="font-semibold text-slate-900 dark:text-white">
        {t("writing.result")}
      </h3>
      {evaluation.status === "insufficient_evidence" || evaluation.band === null ? (
        <p role="status" className="text-amber-900 dark:text-amber-200">
          {t("writing.insufficient", { words: evaluation.wordCount, minimum: evaluation.minWords })}
        </p>
      ) : (
        <>
          <p role="status" className="text-lg font-semibold text-indigo-700 dark:text-indigo-300">
            {t("writing.band", { band: evaluation.band.toFixed(1) })} ·{" "}
            <span className="text-sm font-medium">
              {evaluation.method === "offline" ? t("writing.offlineEstimate") : t("writing.estimate")}
            </span>
          </p>
          <p className="text-sm text-slate-600 dark:text-slate-300">{t("writing.estimateNote")}</p>
          {wordsPerMinute !== undefined && (
            <p className="text-sm text-slate-800 dark:text-slate-100">
              {t("speaking.wordsPerMinute", { count: Math.round(wordsPerMinute) })}
            </p>
          )}
          <ul className="space-y-2">
            {evaluation.criteria.map((criterion) => (
              <li key={criterion.id} className="text-sm text-slate-800 dark:text-slate-100">
                <span className="font-medium">
                  {criterion.name}: {criterion.band === null ? "–" : criterion.band.toFixed(1)}
                </span>{" "}
                — {criterion.reason}
              </li>
            ))}
          </ul>
        </>
      )}
      {evaluation.summary && <p className="text-sm break-words text-slate-700 dark:text-slate-200">{evaluation.summary}</p>}
    </section>
  );
}

type WritingProps = {
  lessonId: string;
  block: Of<"writing">;
  kept: LessonWritingResult | undefined;
  onEvaluated: (result: LessonWritingResult) => void;
};

export function WritingBlock({ lessonId, block, kept, onEvaluated }: WritingProps) {
  const { t } = useLessonPlayerTranslation();
  const [text, setText] = useState(kept?.text ?? "");
  const evaluate = useMutation({ mutationFn: () => evaluateLessonWriting(lessonId, block.id, text), onSuccess: onEvaluated });
  const words = countWords(text);
  return (
    <div className="space-y-4">
      <p lang="en" className="break-words whitespace-pre-line text-slate-800 dark:text-slate-100">
        {block.prompt}
      </p>
      <div>
        <label htmlFor={`writing-${block.id}`} className="mb-1 block font-medium text-slate-900 dark:text-white">
          {t("writing.label")}
        </label>
        <textarea
          id={`writing-${block.id}`}
          lang="en"
          aria-describedby={`writing-${block.id}-count`}
          rows={10}
          className="w-full rounded-lg border border-slate-300 bg-white p-3 text-slate-900 focus:border-indigo-500 focus:outline-none focus-visible:ring-2 focus-visible:ring-indigo-500 dark:border-slate-600 dark:bg-slate-800 dark:text-white"
          value={text}
          onChange={(event) => setText(event.target.value)}
        />
        <p id={`writing-${block.id}-count`} className="mt-1 text-sm text-slate-600 dark:text-slate-300">
          {t("writing.words", { count: words, min: block.min_words })}
        </p>
      </div>
      <Button onClick={() => evaluate.mutate()} disabled={evaluate.isPending || text.trim() === ""}>
        {evaluate.isPending ? t("writing.evaluating") : t("writing.evaluate")}
      </Button>
      <ActionError error={evaluate.error} />
      {kept && <EvaluationResult id={`${block.id}-result`} evaluation={kept.evaluation} />}
    </div>
  );
}

/** A countdown shown while it runs (mounted when it starts, so its clock starts with it); `onDone` once at zero. */
function Countdown({ endsAt, text, onDone }: { endsAt: number; text: (seconds: number) => string; onDone: () => void }) {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 250);
    return () => clearInterval(timer);
  }, []);
  const left = Math.max(0, Math.ceil((endsAt - now) / 1000));
  const done = useRef(false);
  useEffect(() => {
    // Once: the time running out starts (or stops) the recording a single time.
    if (left === 0 && !done.current) {
      done.current = true;
      onDone();
    }
  }, [left, onDone]);
  return (
    <p role="timer" className="text-lg font-semibold text-slate-900 tabular-nums dark:text-white">
      {text(left)}
    </p>
  );
}

type SpeakingProps = {
  lessonId: string;
  userId: string;
  block: Of<"speaking">;
  kept: LessonSpeakingResult | undefined;
  onEvaluated: (result: LessonSpeakingResult) => void;
};

/**
 * A spoken answer evaluated as /ielts/speaking evaluates one, with its recorder and answer hooks: the
 * recording is uploaded at once and transcribed by the server's model when one is configured, else by
 * the browser's speech recognition; the learner corrects the transcript, or types it where the browser
 * cannot record or transcribe. Preparation and speaking run on the block's timers.
 */
export function SpeakingBlock({ lessonId, userId, block, kept, onEvaluated }: SpeakingProps) {
  const { t } = useLessonPlayerTranslation();
  const capabilities = useQuery({ queryKey: ieltsKeys.capabilities(userId), queryFn: fetchCapabilities });
  const modelTranscription = capabilities.data?.transcription === true;
  const recorder = useAnswerRecorder({ recognise: !modelTranscription });
  const { answers, addRecording, retryUpload, editTranscript } = useSpeakingAnswers({ modelTranscription });
  // The answers hook keys answers by IELTS step; a block has one answer (the server picks the part it is judged as).
  const step: SpeakingStep = { part: 3, questionIndex: 0, question: block.prompt, cueCard: false };
  const key = stepKey(step);
  const answer = answers[key];
  const [typed, setTyped] = useState(kept?.transcript ?? "");
  const [prepEndsAt, setPrepEndsAt] = useState<number | null>(null);
  const evaluate = useMutation({
    mutationFn: () => {
      const response = answer ? responsesOf([answer])[0] : undefined;
      return evaluateLessonSpeaking(lessonId, block.id, {
        transcript: answer ? answer.transcript : typed,
        transcript_source: answer ? answer.transcriptSource : "typed",
        ...(response?.audioKey ? { audio_key: response.audioKey } : {}),
        ...(response?.durationSeconds === undefined ? {} : { duration_seconds: response.durationSeconds }),
        ...(response?.confidence === undefined ? {} : { confidence: response.confidence }),
      });
    },
    onSuccess: onEvaluated,
  });

  function record() {
    setPrepEndsAt(null);
    void recorder.start();
  }
  async function stop() {
    const done = await recorder.stop();
    if (done) addRecording(step, done);
  }

  const cannotRecord = recorder.state === "unavailable" || recorder.state === "denied";
  const transcript = answer ? answer.transcript : typed;
  const hint = cannotRecord
    ? t("speaking.typeInstead")
    : answer && answer.transcriptSource !== "typed"
      ? t("speaking.heardHint")
      : t("speaking.typeHint");
  const busy = recorder.state === "recording" || answer?.upload.state === "uploading" || answer?.transcribing === true;
  return (
    <div className="space-y-4">
      <p lang="en" className="break-words whitespace-pre-line text-slate-800 dark:text-slate-100">
        {block.prompt}
      </p>
      <p className="text-sm text-slate-600 dark:text-slate-300">
        {t("speaking.timing", { prep: block.prep_seconds, speak: block.speak_seconds })}
      </p>
      {cannotRecord && (
        <p role="alert" className="text-sm text-amber-900 dark:text-amber-200">
          {recorder.state === "denied" ? t("speaking.denied") : t("speaking.unavailable")}
        </p>
      )}
      {recorder.state === "recording" && recorder.startedAt !== null ? (
        <div className="flex flex-wrap items-center gap-3">
          <Countdown
            endsAt={recorder.startedAt + block.speak_seconds * 1000}
            text={(seconds) => t("speaking.timeLeft", { seconds })}
            onDone={() => void stop()}
          />
          <Button variant="destructive" onClick={() => void stop()}>
            {t("speaking.stop")}
          </Button>
          <span role="status" className="text-sm text-red-700 dark:text-red-300">
            {t("speaking.recording")}
          </span>
        </div>
      ) : prepEndsAt !== null ? (
        <div className="flex flex-wrap items-center gap-3">
          <Countdown endsAt={prepEndsAt} text={(seconds) => t("speaking.preparing", { seconds })} onDone={record} />
          <Button onClick={record}>{t("speaking.speakNow")}</Button>
        </div>
      ) : (
        !cannotRecord && (
          <div className="flex flex-wrap items-center gap-3">
            {block.prep_seconds > 0 && (
              <Button variant="secondary" onClick={() => setPrepEndsAt(Date.now() + block.prep_seconds * 1000)}>
                {t("speaking.prepare", { seconds: block.prep_seconds })}
              </Button>
            )}
            <Button onClick={record} disabled={recorder.state === "starting"}>
              {answer ? t("speaking.again") : t("speaking.record")}
            </Button>
          </div>
        )
      )}
      {answer && (
        <div className="space-y-2">
          <audio controls src={answer.recording.url} className="w-full" aria-label={t("speaking.playback")} />
          <div role="status" className="text-sm text-slate-700 dark:text-slate-200">
            {answer.upload.state === "uploading" && t("speaking.uploading")}
            {answer.transcribing && t("speaking.transcribing")}
          </div>
          {answer.upload.state === "failed" && (
            <div className="flex flex-wrap items-center gap-3">
              <p role="alert" className="text-sm text-red-700 dark:text-red-300">
                {t("speaking.uploadFailed")}
              </p>
              <Button variant="secondary" onClick={() => retryUpload(key)}>
                {t("speaking.retryUpload")}
              </Button>
            </div>
          )}
        </div>
      )}
      {(answer || cannotRecord) && (
        <div>
          <label htmlFor={`speaking-${block.id}`} className="mb-1 block font-medium text-slate-900 dark:text-white">
            {t("speaking.transcriptLabel")}
          </label>
          <p id={`speaking-${block.id}-hint`} className="mb-1 text-sm text-slate-600 dark:text-slate-300">
            {hint}
          </p>
          <textarea
            id={`speaking-${block.id}`}
            aria-describedby={`speaking-${block.id}-hint`}
            rows={6}
            lang="en"
            className="w-full rounded-lg border border-slate-300 bg-white p-3 text-slate-900 focus:border-indigo-500 focus:outline-none focus-visible:ring-2 focus-visible:ring-indigo-500 dark:border-slate-600 dark:bg-slate-800 dark:text-white"
            value={transcript}
            onChange={(event) => (answer ? editTranscript(key, event.target.value) : setTyped(event.target.value))}
          />
        </div>
      )}
      {(answer || cannotRecord) && (
        <Button onClick={() => evaluate.mutate()} disabled={evaluate.isPending || busy || transcript.trim() === ""}>
          {evaluate.isPending ? t("speaking.evaluating") : t("speaking.evaluate")}
        </Button>
      )}
      <ActionError error={evaluate.error} />
      {kept && <EvaluationResult id={`${block.id}-result`} evaluation={kept.evaluation} />}
    </div>
  );
}
