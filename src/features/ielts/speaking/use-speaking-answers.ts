/**
 * The answers of one speaking test: each recording is uploaded to R2 as soon as it is made, then
 * transcribed by the configured speech-to-text model (else the browser's SpeechRecognition text is
 * used, else the learner types it). The learner can always correct the transcript.
 */
import { useCallback, useEffect, useRef, useState } from "react";
import type { SpeakingResponseInput, TranscriptSource } from "../../../../worker/contract/ielts";
import { ApiRequestError } from "../../../lib/api";
import { transcribeRecording, uploadRecording } from "../api";
import type { SpeakingStep } from "./speaking-steps";
import { stepKey } from "./speaking-steps";
import type { Recording } from "./use-answer-recorder";

export type Upload = { state: "uploading" } | { state: "saved"; key: string } | { state: "failed"; code: string; message: string };

export type SpeakingAnswer = {
  step: SpeakingStep;
  recording: Recording;
  upload: Upload;
  transcript: string;
  transcriptSource: TranscriptSource;
  transcribing: boolean;
  confidence: number | null;
};

/** One source for the whole submission: the model's if it transcribed anything, else recognition's, else typed. */
export function submissionTranscriptSource(answers: SpeakingAnswer[]): TranscriptSource {
  if (answers.some((a) => a.transcriptSource === "model")) return "model";
  if (answers.some((a) => a.transcriptSource === "speech_recognition")) return "speech_recognition";
  return "typed";
}

export function responsesOf(answers: SpeakingAnswer[]): SpeakingResponseInput[] {
  return answers
    .filter((a) => a.transcript.trim() !== "" || a.upload.state === "saved")
    .map((a) => ({
      part: a.step.part,
      questionIndex: a.step.questionIndex,
      transcript: a.transcript.trim(),
      ...(a.upload.state === "saved" ? { audioKey: a.upload.key } : {}),
      durationSeconds: Math.min(15 * 60, a.recording.durationSeconds),
      ...(a.recording.speechSeconds === null
        ? {}
        : { speechSeconds: Math.min(a.recording.durationSeconds, 15 * 60, a.recording.speechSeconds) }),
      ...(a.confidence === null ? {} : { confidence: Math.min(1, Math.max(0, a.confidence)) }),
    }));
}

const failure = (err: unknown): Upload =>
  err instanceof ApiRequestError
    ? { state: "failed", code: err.code, message: err.message }
    : { state: "failed", code: "network", message: "" };

export function useSpeakingAnswers({ modelTranscription }: { modelTranscription: boolean }) {
  const [answers, setAnswers] = useState<Record<string, SpeakingAnswer>>({});
  const urls = useRef(new Set<string>());
  useEffect(() => () => urls.current.forEach((url) => URL.revokeObjectURL(url)), []);

  const update = useCallback((key: string, change: (answer: SpeakingAnswer) => SpeakingAnswer) => {
    setAnswers((all) => (all[key] ? { ...all, [key]: change(all[key]) } : all));
  }, []);

  const upload = useCallback(
    async (key: string, recording: Recording) => {
      update(key, (a) => ({ ...a, upload: { state: "uploading" } }));
      let audioKey: string;
      try {
        audioKey = (await uploadRecording(recording.blob)).key;
      } catch (err) {
        update(key, (a) => ({ ...a, upload: failure(err) }));
        return;
      }
      update(key, (a) => ({ ...a, upload: { state: "saved", key: audioKey }, transcribing: modelTranscription }));
      if (!modelTranscription) return;
      try {
        const { text } = await transcribeRecording(audioKey);
        // The model's words replace recognition's or an empty box, never what the learner typed meanwhile.
        update(key, (a) =>
          a.transcriptSource === "typed" && a.transcript.trim()
            ? { ...a, transcribing: false }
            : { ...a, transcript: text, transcriptSource: "model", confidence: null, transcribing: false },
        );
      } catch {
        update(key, (a) => ({ ...a, transcribing: false }));
      }
    },
    [modelTranscription, update],
  );

  const addRecording = useCallback(
    (step: SpeakingStep, recording: Recording) => {
      const key = stepKey(step);
      urls.current.add(recording.url);
      setAnswers((all) => ({
        ...all,
        [key]: {
          step,
          recording,
          upload: { state: "uploading" },
          transcript: recording.recognised?.text ?? "",
          transcriptSource: recording.recognised ? "speech_recognition" : "typed",
          transcribing: false,
          confidence: recording.recognised?.confidence ?? null,
        },
      }));
      void upload(key, recording);
    },
    [upload],
  );

  const retryUpload = useCallback(
    (key: string) => {
      const answer = answers[key];
      if (answer) void upload(key, answer.recording);
    },
    [answers, upload],
  );

  const editTranscript = useCallback(
    (key: string, transcript: string) =>
      update(key, (a) => ({
        ...a,
        transcript,
        transcriptSource: a.transcriptSource === "typed" || !a.transcript ? "typed" : a.transcriptSource,
      })),
    [update],
  );

  return { answers, addRecording, retryUpload, editTranscript };
}
