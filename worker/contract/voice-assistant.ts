/**
 * The voice assistant: a spoken conversation is a chat of kind "voice" (worker/contract/chat.ts);
 * after it, POST /api/chats/:id/feedback gives the feedback card's words.
 */
import { z } from "zod";

/** At most this many corrections and this many suggested words on the card. */
export const VOICE_FEEDBACK_MAX_ITEMS = 6;
/** A word or short phrase the card can add to the dictionary. */
const feedbackWord = z.string().trim().min(1).max(60);

/** What the model is asked for (structured output); worker/voice/feedback.ts keeps only what it can check. */
export const modelVoiceFeedbackSchema = z.object({
  corrections: z
    .array(
      z.object({
        said: z.string().describe("the learner's words, copied exactly from one of their turns"),
        better: z.string().describe("the corrected words"),
        word: z.string().describe("the one word or short phrase of the correction worth learning"),
      }),
    )
    .describe("mistakes in the learner's turns that the tutor corrected or should have corrected"),
  vocabulary: z
    .array(
      z.object({
        word: z.string().describe("a word or short phrase the learner could use on this topic"),
        meaning: z.string().describe("a short definition in simple English"),
      }),
    )
    .describe("useful vocabulary for this conversation the learner did not use"),
});

export const voiceFeedbackSchema = z.object({
  /** model: the AI tutor reviewed the conversation; offline: derived without a model (spelling check, word frequency). */
  method: z.enum(["model", "offline"]),
  corrections: z.array(z.object({ said: z.string(), better: z.string(), word: feedbackWord })).max(VOICE_FEEDBACK_MAX_ITEMS),
  vocabulary: z.array(z.object({ word: feedbackWord, meaning: z.string().nullable() })).max(VOICE_FEEDBACK_MAX_ITEMS),
});
/** POST /api/chats/:id/feedback → 200; 400 `not_a_voice_chat`, 404 `chat_not_found`, 429 over the token budget. */
export type VoiceFeedback = z.infer<typeof voiceFeedbackSchema>;
