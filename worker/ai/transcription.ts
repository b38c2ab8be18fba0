/**
 * Speech-to-text for speaking answers through the configured transcription model (AI SDK `transcribe`,
 * OpenAI-compatible or Workers AI). Transcription reports no tokens, so the budget is charged for the
 * text it produced, like any other task without a usage report.
 */
import { transcribe } from "ai";
import { transcriptionModel, type AiEnv } from "./model";
import { tokensUsed } from "./usage";

export type TranscriptionResultBody = { text: string; durationSeconds: number | null; language: string | null };

export async function transcribeRecording(
  env: AiEnv,
  audio: Uint8Array,
  signal?: AbortSignal,
): Promise<{ body: TranscriptionResultBody; tokens: number } | null> {
  const model = await transcriptionModel(env);
  if (!model) return null;
  const result = await transcribe({ model, audio, abortSignal: signal, maxRetries: 1 });
  const text = result.text.trim();
  return {
    body: { text, durationSeconds: result.durationInSeconds ?? null, language: result.language ?? null },
    tokens: tokensUsed(undefined, text),
  };
}
