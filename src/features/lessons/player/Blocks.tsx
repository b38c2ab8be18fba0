/**
 * The lesson player's block views: text (Markdown without raw HTML), a vocabulary set, audio, an image,
 * a quiz, a writing task and a speaking prompt. Each calls the player API for what it does; in the
 * owner's preview the server scores and evaluates but keeps nothing.
 */
import { useMutation } from "@tanstack/react-query";
import { useState, type ReactNode } from "react";
import Markdown, { type Components } from "react-markdown";
import type { LessonFeedback, LessonWordsResponse, LessonWritingResult } from "../../../../worker/contract/lesson-player";
import type { LearnerBlock, LessonAnswer } from "../../../../worker/contract/lessons";
import { countWords } from "../../../../worker/contract/ielts-content";
import { Button } from "../../../components/ui/Button";
import { ApiRequestError } from "../../../lib/api";
import { speak } from "../../../lib/speech";
import { useAnswerRecorder, type Recording } from "../../ielts/speaking/use-answer-recorder";
import { addLessonWords, checkAnswers, evaluateLessonWriting } from "./api";
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
    <div className="text-slate-800 dark:text-slate-100" data-testid="lesson-text">
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
              {word.part_of_speech && <span className="text-sm text-slate-500 italic dark:text-slate-400">{word.part_of_speech}</span>}
            </p>
            <p className="mt-1 text-sm break-words text-slate-700 dark:text-slate-200">{word.definition ?? t("vocabulary.notInLexicon")}</p>
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

function WritingResult({ result }: { result: LessonWritingResult }) {
  const { t } = useLessonPlayerTranslation();
  const { evaluation } = result;
  return (
    <section
      aria-labelledby="writing-result"
      className="space-y-3 rounded-xl border border-slate-200 p-4 dark:border-slate-700"
      data-testid="writing-result"
    >
      <h3 id="writing-result" className="font-semibold text-slate-900 dark:text-white">
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
      <p className="break-words whitespace-pre-line text-slate-800 dark:text-slate-100">{block.prompt}</p>
      <div>
        <label htmlFor={`writing-${block.id}`} className="mb-1 block font-medium text-slate-900 dark:text-white">
          {t("writing.label")}
        </label>
        <textarea
          id={`writing-${block.id}`}
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
      {kept && <WritingResult result={kept} />}
    </div>
  );
}

/** Self-practice: record, listen back, record again. The recording stays on the device. */
export function SpeakingBlock({ block }: { block: Of<"speaking"> }) {
  const { t } = useLessonPlayerTranslation();
  const recorder = useAnswerRecorder({ recognise: false });
  const [recording, setRecording] = useState<Recording | null>(null);
  async function stop() {
    const done = await recorder.stop();
    if (done) {
      if (recording) URL.revokeObjectURL(recording.url);
      setRecording(done);
    }
  }
  let status: ReactNode = null;
  if (recorder.state === "unavailable") status = t("speaking.unavailable");
  if (recorder.state === "denied") status = t("speaking.denied");
  return (
    <div className="space-y-4">
      <p className="break-words whitespace-pre-line text-slate-800 dark:text-slate-100">{block.prompt}</p>
      <p className="text-sm text-slate-600 dark:text-slate-300">
        {t("speaking.timing", { prep: block.prep_seconds, speak: block.speak_seconds })}
      </p>
      {status ? (
        <p role="alert" className="text-sm text-amber-900 dark:text-amber-200">
          {status}
        </p>
      ) : recorder.state === "recording" ? (
        <div className="flex flex-wrap items-center gap-3">
          <Button variant="destructive" onClick={() => void stop()}>
            {t("speaking.stop")}
          </Button>
          <span role="status" className="text-sm text-red-700 dark:text-red-300">
            {t("speaking.recording")}
          </span>
        </div>
      ) : (
        <Button onClick={() => void recorder.start()} disabled={recorder.state === "starting"}>
          {recording ? t("speaking.again") : t("speaking.record")}
        </Button>
      )}
      {recording && (
        <div className="space-y-1">
          <audio controls src={recording.url} className="w-full" aria-label={t("speaking.playback")} />
          <p className="text-sm text-slate-600 dark:text-slate-300">{t("speaking.selfPractice")}</p>
        </div>
      )}
    </div>
  );
}
