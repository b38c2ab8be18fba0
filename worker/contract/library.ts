/**
 * /api/library: the list of articles and podcast episodes, one item with its questions
 * (never their answers), answers scored by the server, and the learner's place in an episode. Shared
 * by the Worker and the SPA.
 */
import { z } from "zod";
import type { AudioProgress } from "./audio-progress";
import { LIBRARY_LEVELS, LIBRARY_TOPICS, OPTIONS_PER_QUESTION, type LibraryLevel, type LibraryTopic } from "./library-content";

export const LIBRARY_ITEM_KINDS = ["article", "podcast"] as const;
export type LibraryItemKind = (typeof LIBRARY_ITEM_KINDS)[number];

/** A learner's reading speed in a foreign language, for the reading time an article shows. */
export const READING_WORDS_PER_MINUTE = 150;
export const readingMinutes = (words: number) => Math.max(1, Math.round(words / READING_WORDS_PER_MINUTE));

/** The player's speeds (0.75–1.5×) and its skip, in seconds. */
export const PLAYBACK_RATES = [0.75, 1, 1.25, 1.5] as const;
export const SKIP_SECONDS = 10;

export const LIBRARY_ERROR_CODES = {
  notFound: "library_item_not_found",
  unknownQuestion: "library_unknown_question",
  audioNotFound: "library_audio_not_found",
  clientIdReused: "library_client_id_reused",
} as const;

export type PublicLibraryQuestion = { id: string; prompt: string; options: string[] };
export type PodcastSpeakerView = { id: string; label: string };
export type TranscriptTurn = { speaker: string; text: string };
export type LibraryItemBody =
  | { kind: "article"; paragraphs: string[] }
  | { kind: "podcast"; format: "dialogue" | "monologue"; speakers: PodcastSpeakerView[]; transcript: TranscriptTurn[] };

export const libraryListQuerySchema = z.object({
  kind: z.enum(LIBRARY_ITEM_KINDS).optional(),
  level: z.enum(LIBRARY_LEVELS).optional(),
  topic: z.enum(LIBRARY_TOPICS).optional(),
});
export type LibraryListQuery = z.infer<typeof libraryListQuerySchema>;

export const libraryIdParamSchema = z.object({
  id: z
    .string()
    .regex(/^[a-z0-9]+(-[a-z0-9]+)*$/)
    .max(100),
});

/** The learner's counted score on an item: their first answer to each question (later attempts are practice). */
export type CountedAttempt = { correct: number; total: number; at: string };

export type LibraryListItem = {
  id: string;
  kind: LibraryItemKind;
  title: string;
  level: LibraryLevel;
  topic: LibraryTopic;
  summary: string;
  /** Reading time of an article, length of an episode's audio (its words spoken when there is none). */
  minutes: number;
  countedAttempt: CountedAttempt | null;
};
export type LibraryListResponse = { items: LibraryListItem[] };

type ItemDetail = Omit<LibraryListItem, "kind"> & { wordCount: number; questions: PublicLibraryQuestion[] };

export type ArticleDetail = ItemDetail & { kind: "article"; paragraphs: string[] };

export type PodcastAudio = { url: string; contentType: string; durationSeconds: number; engine: string };
export type PodcastDetail = ItemDetail & {
  kind: "podcast";
  format: "dialogue" | "monologue";
  speakers: PodcastSpeakerView[];
  /** Each turn with the second it starts at in the audio (null without audio). */
  transcript: (TranscriptTurn & { startSeconds: number | null })[];
  /** null until the setup step has spoken the episode. */
  audio: PodcastAudio | null;
  /** While a local stack is still making its audio: how far it is (null otherwise). */
  audioProgress: AudioProgress | null;
  /** Where the learner stopped last time (0 at first). */
  positionSeconds: number;
};

export const libraryAnswersRequestSchema = z
  .object({
    /** Made by the client per submission, so a retry counts once. */
    clientId: z.uuid(),
    answers: z.record(
      z.string().regex(/^q[1-9]$/),
      z
        .int()
        .min(0)
        .max(OPTIONS_PER_QUESTION - 1),
    ),
  })
  .strict();
export type LibraryAnswersRequest = z.infer<typeof libraryAnswersRequestSchema>;

/** A question's verdict; its right answer and explanation only when the learner answered it. */
export type LibraryQuestionResult =
  | { questionId: string; chosen: number; answer: number; correct: boolean; explanation: string }
  | { questionId: string; chosen: null; answer: null; correct: false; explanation: null };
export type LibraryAnswersResponse = {
  duplicate: boolean;
  /** True when the learner's first answers already counted: this attempt is scored but not recorded. */
  practice: boolean;
  correct: number;
  total: number;
  /** Percentage, as the progress event records it. */
  score: number;
  results: LibraryQuestionResult[];
};

export const playbackRequestSchema = z
  .object({
    positionSeconds: z
      .number()
      .min(0)
      .max(24 * 3600),
  })
  .strict();
export type PlaybackRequest = z.infer<typeof playbackRequestSchema>;
