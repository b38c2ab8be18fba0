/**
 * The reading and listening library (content/library/**): original graded articles and podcast
 * episodes. The setup step seeds them into D1 (scripts/content/library-seed.ts), speaks the
 * podcasts into R2 (scripts/content/podcast-audio.mjs), and the unit test validates every file, so all
 * of them import the schemas from here. Environment-neutral: only zod.
 */
import { z } from "zod";
import { countWords } from "./ielts-content";

export const LIBRARY_CONTENT_SOURCE = "original";
/** Licence of everything under content/library (see content/LICENSE-CONTENT.md). */
export const LIBRARY_CONTENT_LICENCE = "LicenseRef-Lexora-Proprietary";

export const LIBRARY_LEVELS = ["A1", "A2", "B1", "B2", "C1"] as const;
export type LibraryLevel = (typeof LIBRARY_LEVELS)[number];

/** Topics that come up in IELTS reading and listening. */
export const LIBRARY_TOPICS = [
  "environment",
  "education",
  "technology",
  "health",
  "work",
  "society",
  "science",
  "culture",
  "cities",
  "travel",
  "media",
  "economy",
] as const;
export type LibraryTopic = (typeof LIBRARY_TOPICS)[number];

/** Words of an article's paragraphs, by level: long enough to read as a real article, short enough for one sitting. */
export const ARTICLE_WORDS: Record<LibraryLevel, { min: number; max: number }> = {
  A1: { min: 120, max: 350 },
  A2: { min: 200, max: 500 },
  B1: { min: 350, max: 800 },
  B2: { min: 450, max: 900 },
  C1: { min: 550, max: 1000 },
};
/** Words of a podcast transcript: 5 to 10 minutes of speech from B1, two to five slower minutes below. */
export const PODCAST_WORDS: Record<LibraryLevel, { min: number; max: number }> = {
  A1: { min: 200, max: 600 },
  A2: { min: 300, max: 800 },
  B1: { min: 750, max: 1500 },
  B2: { min: 750, max: 1500 },
  C1: { min: 750, max: 1500 },
};
/**
 * How an A1 or A2 item is graded: at least this share of its running words (names and numbers aside) are CEFR-J
 * words of its level or below (scripts/content/cefr-coverage.ts; the lexicon's `lexicon_entries.cefr` comes from the
 * same list). Measured on the B1 items, A1 coverage is 83–89 % and A2 coverage 95–97 %, so these bars keep B1 text out.
 */
export const CEFR_COVERAGE_MIN = { A1: 0.94, A2: 0.97 } as const;
export const SUMMARY_MAX_LENGTH = 200;
export const QUESTIONS_PER_ITEM = { min: 4, max: 6 } as const;
export const OPTIONS_PER_QUESTION = 4;

/** What the library's unit test asks of content/library once every file is in. */
export const MIN_ARTICLES = 12;
export const MIN_PODCASTS = 6;

export { countWords };

const kebabId = z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, "ids are lower-case kebab-case");
const text = z.string().trim().min(1);

export const libraryQuestionSchema = z.strictObject({
  id: z.string().regex(/^q[1-9]$/, 'question ids are "q1", "q2", …'),
  prompt: text,
  options: z.array(text).length(OPTIONS_PER_QUESTION),
  answer: z
    .int()
    .min(0)
    .max(OPTIONS_PER_QUESTION - 1),
  explanation: text,
});
export type LibraryQuestion = z.infer<typeof libraryQuestionSchema>;

const questionsSchema = z
  .array(libraryQuestionSchema)
  .min(QUESTIONS_PER_ITEM.min)
  .max(QUESTIONS_PER_ITEM.max)
  .refine((questions) => new Set(questions.map((q) => q.id)).size === questions.length, "question ids must be unique");

const itemFields = {
  id: kebabId,
  title: text,
  level: z.enum(LIBRARY_LEVELS),
  topic: z.enum(LIBRARY_TOPICS),
  summary: text.max(SUMMARY_MAX_LENGTH),
  source: z.literal(LIBRARY_CONTENT_SOURCE),
  licence: z.literal(LIBRARY_CONTENT_LICENCE),
};

export const articleSchema = z
  .strictObject({ ...itemFields, paragraphs: z.array(text).min(1), questions: questionsSchema })
  .superRefine((article, ctx) => {
    const words = countWords(article.paragraphs.join(" "));
    const { min, max } = ARTICLE_WORDS[article.level];
    if (words < min || words > max)
      ctx.addIssue({
        code: "custom",
        path: ["paragraphs"],
        message: `a ${article.level} article has ${min}–${max} words, this one ${words}`,
      });
  });
export type Article = z.infer<typeof articleSchema>;

export const speakerVoiceSchema = z.strictObject({
  gender: z.enum(["female", "male"]),
  age: z.enum(["young", "adult", "older"]),
  accent: z.enum(["british", "american"]),
  /** The espeak-ng voice used when flite is missing (e.g. "en-gb+f3"). */
  espeakNg: text,
  /** The flite voice: the more natural one, used when flite is installed. */
  flite: z.enum(["slt", "rms", "awb", "kal16", "kal"]),
});
export type SpeakerVoice = z.infer<typeof speakerVoiceSchema>;

export const podcastSpeakerSchema = z.strictObject({ id: kebabId, label: text, voice: speakerVoiceSchema });

export const podcastSchema = z
  .strictObject({
    ...itemFields,
    format: z.enum(["dialogue", "monologue"]),
    speakers: z.array(podcastSpeakerSchema).min(1).max(3),
    transcript: z.array(z.strictObject({ speaker: kebabId, text })).min(1),
    questions: questionsSchema,
  })
  .superRefine((podcast, ctx) => {
    const speakers = podcast.speakers.length;
    if (podcast.format === "monologue" ? speakers !== 1 : speakers < 2) {
      ctx.addIssue({
        code: "custom",
        path: ["speakers"],
        message: `a ${podcast.format} has ${podcast.format === "monologue" ? "1 speaker" : "2–3 speakers"}`,
      });
    }
    const ids = new Set(podcast.speakers.map((s) => s.id));
    if (ids.size !== speakers) ctx.addIssue({ code: "custom", path: ["speakers"], message: "speaker ids must be unique" });
    podcast.transcript.forEach((turn, i) => {
      if (!ids.has(turn.speaker))
        ctx.addIssue({ code: "custom", path: ["transcript", i, "speaker"], message: `unknown speaker "${turn.speaker}"` });
    });
    const words = countWords(podcast.transcript.map((t) => t.text).join(" "));
    const { min, max } = PODCAST_WORDS[podcast.level];
    if (words < min || words > max) {
      ctx.addIssue({
        code: "custom",
        path: ["transcript"],
        message: `a ${podcast.level} podcast has ${min}–${max} words, this one ${words}`,
      });
    }
  });
export type Podcast = z.infer<typeof podcastSchema>;
