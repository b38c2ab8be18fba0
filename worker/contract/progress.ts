/**
 * Progress and motivation: events, summary, streaks with freezes, achievements and
 * milestones, analytics, history, notifications, learner goals and the daily quote. Shared by the
 * Worker and the SPA. The wire format is snake_case, as the specification names these fields
 * (event_type, event_data, quiz_count, streak_type, current_streak…).
 */
import { z } from "zod";
import { satSkillAccuracySchema, satTargetScoreSchema, satTargetSchema } from "./sat-progress";

// ---- constants from the specification (§3, §9) ---------------------------------------------------

/** "Analytics average over 14 days" (spec §9): skill averages, daily activity and streak champion. */
export const ANALYTICS_DAYS = 14;

/** Progress toasts show 3 s; queued notifications are dismissed with a 300 ms delay (spec §4, §9). The stack's own numbers are in src/lib/constants.ts. */
export const PROGRESS_TOAST_MS = 3000;
export const NOTIFICATION_DISMISS_DELAY_MS = 300;

export const NOTIFICATION_TYPES = ["achievement", "streak", "reward", "progress"] as const;
export type NotificationType = (typeof NOTIFICATION_TYPES)[number];

/** Titles of the live notifications, verbatim from spec §9. */
export const NOTIFICATION_TITLES = {
  achievement: "Achievement Unlocked!",
  streak: "Streak Updated!",
  reward: "Reward Available!",
  progress: "Progress Updated",
} as const satisfies Record<NotificationType, string>;

// ---- events ----------------------------------------------------------------------------------------

export const CORE_EVENT_TYPES = ["quiz_completed", "lesson_completed", "srs_review_completed"] as const;
/** Answers to a library article's or podcast episode's questions (worker/library/answers.ts): reading and listening practice, not an IELTS test. */
export const LIBRARY_EVENT_TYPES = ["library_article_completed", "library_podcast_completed"] as const;
export type LibraryEventType = (typeof LIBRARY_EVENT_TYPES)[number];
/** quiz_completed | lesson_completed | srs_review_completed | library_* | ielts_* | sat_* (e.g. ielts_writing_evaluated). */
export const EVENT_TYPE_PATTERN =
  /^(quiz_completed|lesson_completed|srs_review_completed|library_(article|podcast)_completed|(ielts|sat)(_[a-z0-9]+){1,4})$/;
export const isLibraryEvent = (eventType: string): eventType is LibraryEventType =>
  (LIBRARY_EVENT_TYPES as readonly string[]).includes(eventType);
export type ProgressEventType = string;

export const IELTS_SECTIONS = ["reading", "listening", "writing", "speaking"] as const;
export type IeltsSection = (typeof IELTS_SECTIONS)[number];
export const SAT_SECTIONS = ["reading", "writing", "math", "essay"] as const;

/** What an event trains; analytics group by it. */
export const SKILLS = [
  "vocabulary",
  "lessons",
  "ielts_reading",
  "ielts_listening",
  "ielts_writing",
  "ielts_speaking",
  "ielts",
  "sat_reading",
  "sat_writing",
  "sat_math",
  "sat_essay",
  "sat",
] as const;
export type Skill = (typeof SKILLS)[number];

/** Progress toast texts, verbatim from spec §9 for the three core events. */
export function progressMessage(eventType: ProgressEventType, score: number | null): string {
  const pct = score === null ? null : `${Math.round(score)}%`;
  switch (eventType) {
    case "quiz_completed":
      return pct ? `Quiz completed with ${pct} score!` : "Quiz completed!";
    case "lesson_completed":
      return pct ? `Lesson completed with ${pct} score!` : "Lesson completed!";
    case "srs_review_completed":
      return "SRS review completed!";
    default: {
      const exam = eventType.startsWith("ielts_") ? "IELTS" : "SAT";
      return pct ? `${exam} practice completed with ${pct} score!` : `${exam} practice completed!`;
    }
  }
}

const MAX_TEXT = 300;
const shortText = z.string().trim().min(1).max(MAX_TEXT);

/** `event_data`: score is a percentage; the rest describes the activity for analytics and History. */
export const eventDataSchema = z.object({
  score: z.number().min(0).max(100).optional(),
  /** IELTS band of this practice (0–9 in half bands). */
  band: z.number().min(0).max(9).multipleOf(0.5).optional(),
  section: z.string().trim().toLowerCase().max(40).optional(),
  task: shortText.optional(),
  part: z.union([z.int().min(0).max(100), z.string().trim().max(40)]).optional(),
  passage: shortText.optional(),
  /** Words practised by this activity ("tracked words"); an SRS review counts 1 when absent. */
  words: z.int().min(0).max(10_000).optional(),
  correct: z.int().min(0).max(10_000).optional(),
  total: z.int().min(0).max(10_000).optional(),
  duration_seconds: z.int().min(0).max(86_400).optional(),
  /** The record this activity produced (a quiz result, an IELTS submission), for History detail. */
  ref: z.object({ kind: z.string().trim().min(1).max(40), id: z.string().trim().min(1).max(100) }).optional(),
});
export type EventData = z.infer<typeof eventDataSchema>;

/** How far a client clock may run ahead before an event is refused. */
export const EVENT_MAX_FUTURE_MS = 24 * 60 * 60 * 1000;
const EARLIEST_EVENT = Date.UTC(2020, 0, 1);

const timestampSchema = z
  .union([z.iso.datetime({ offset: true }), z.int().min(EARLIEST_EVENT)])
  .transform((value) => (typeof value === "number" ? value : Date.parse(value)))
  .refine((ms) => Number.isFinite(ms) && ms >= EARLIEST_EVENT, "Timestamp is too early")
  .refine((ms) => ms <= Date.now() + EVENT_MAX_FUTURE_MS, "Timestamp is in the future");

/**
 * Event keys the server gives the events it records itself (worker/progress/record.ts callers): a
 * client id may not take one, or it could stand in for the server's record of that activity.
 */
export const SERVER_EVENT_KEY_PREFIXES = ["quiz:", "srs:", "ielts:", "sat:", "lesson:"] as const;

/**
 * POST /api/unified-progress (spec §7), as the spec writes it: `client_event_id` is optional and,
 * when sent, makes a retried post count once. What each event type may claim is checked by
 * worker/progress/client-events.ts.
 */
export const trackEventRequestSchema = z
  .object({
    action: z.literal("track_event"),
    event_type: z.string().regex(EVENT_TYPE_PATTERN, "Unknown event type"),
    event_data: eventDataSchema.default({}),
    timestamp: timestampSchema.optional(),
    client_event_id: z
      .string()
      .regex(/^[\w:.-]{8,64}$/, "client_event_id must be 8–64 letters, digits or _ - : .")
      .refine(
        (id) => !SERVER_EVENT_KEY_PREFIXES.some((prefix) => id.startsWith(prefix)),
        "client_event_id may not start with quiz:, srs:, ielts:, sat: or lesson:",
      )
      .optional(),
  })
  .superRefine((body, ctx) => {
    const needsScore = body.event_type === "quiz_completed" || body.event_type === "lesson_completed";
    if (needsScore && body.event_data.score === undefined) {
      ctx.addIssue({ code: "custom", path: ["event_data", "score"], message: "A completed quiz or lesson needs a score" });
    }
  });
export type TrackEventRequest = z.input<typeof trackEventRequestSchema>;
export type TrackEventBody = z.output<typeof trackEventRequestSchema>;

/**
 * Events the SPA may post on its own: none since lessons are stored. Quiz results, SRS
 * reviews, IELTS submissions and finished lessons are recorded by the routes that store them.
 */
export const CLIENT_REPORTED_EVENT_TYPES = [] as const;

export const progressEventSchema = z.object({
  id: z.string(),
  client_event_id: z.string(),
  event_type: z.string(),
  skill: z.enum(SKILLS),
  score: z.number().nullable(),
  event_data: eventDataSchema,
  timestamp: z.string(),
  local_day: z.string(),
});
export type ProgressEvent = z.infer<typeof progressEventSchema>;

/** GET /api/unified-progress?user_id=&type=summary (spec §3 "Progress summary", plus Home's extras). */
/** `?user_id=`: whose progress a read is about, the caller's by default (worker/progress/access.ts decides). */
export const learnerQuerySchema = z.object({ user_id: z.string().min(1).max(64).optional() });
export const summaryQuerySchema = learnerQuerySchema.extend({ type: z.literal("summary").default("summary") });

export const progressSummarySchema = z.object({
  user_id: z.string(),
  quiz_count: z.int(),
  last_quiz_score: z.number().nullable(),
  lesson_count: z.int(),
  last_lesson_score: z.number().nullable(),
  srs_reviews_today: z.int(),
  /** Home "progress today" and "daily goal". */
  activities_today: z.int(),
  daily_goal: z.int(),
  current_streak: z.int(),
  total_points: z.int(),
  today: z.string(),
  updated_at: z.string().nullable(),
});
export type ProgressSummary = z.infer<typeof progressSummarySchema>;

// ---- streaks ---------------------------------------------------------------------------------------

/** Day streak (any activity), tracked words (vocabulary days) and tracked lessons (lesson days). */
export const STREAK_TYPES = ["daily", "words", "lessons"] as const;
export type StreakType = (typeof STREAK_TYPES)[number];
export const STREAK_LABELS = { daily: "Day streak", words: "Words streak", lessons: "Lessons streak" } as const satisfies Record<
  StreakType,
  string
>;

/** One automatic freeze is earned each time a streak reaches a multiple of this many days. */
export const STREAK_FREEZE_EVERY_DAYS = 7;
/** Freezes a streak can hold at once. */
export const STREAK_FREEZE_MAX = 2;

/** 'Streak Updated!' message: the streak type and its days (spec §9). */
export function streakMessage(type: StreakType, days: number): string {
  return `${STREAK_LABELS[type]}: ${days} ${days === 1 ? "day" : "days"}`;
}

export const streakStatusSchema = z.object({
  streak_type: z.enum(STREAK_TYPES),
  /** As of today in the learner's time zone: 0 once missed days exceed the freezes. */
  current_streak: z.int(),
  longest_streak: z.int(),
  last_active_day: z.string().nullable(),
  freezes_available: z.int(),
  /** Missed days since the last activity that freezes are covering right now. */
  frozen_days: z.int(),
  active_today: z.boolean(),
  /** Alive but nothing done yet today. */
  at_risk: z.boolean(),
});
export type StreakStatus = z.infer<typeof streakStatusSchema>;

export const streakCalendarDaySchema = z.object({ day: z.string(), active: z.boolean(), frozen: z.boolean() });

/** GET /api/streaks */
export const streaksResponseSchema = z.object({
  timezone: z.string(),
  today: z.string(),
  streaks: z.array(streakStatusSchema),
  tracked_words: z.int(),
  tracked_lessons: z.int(),
  freeze_every_days: z.int(),
  freeze_max: z.int(),
  /** The day streak over the last 30 days, oldest first. */
  calendar: z.array(streakCalendarDaySchema),
});
export type StreaksResponse = z.infer<typeof streaksResponseSchema>;

export const STREAK_CALENDAR_DAYS = 30;

// ---- achievements, milestones, rewards ---------------------------------------------------------

/**
 * The catalogue. `milestone` marks the spec's milestones (§3); `target` is what the rule counts to
 * (ielts_ready's target is the learner's own target band from their goals, and there is none until they set one).
 */
export const ACHIEVEMENTS = [
  { id: "first_step", title: "First Step", description: "Complete your first activity.", points: 10, target: 1, milestone: false },
  { id: "perfect_score", title: "Perfect Score", description: "Score 100% on a quiz or lesson.", points: 25, target: 1, milestone: false },
  { id: "week_warrior", title: "Week Warrior", description: "Learn 7 days in a row.", points: 50, target: 7, milestone: true },
  {
    id: "streak_champion",
    title: "Streak Champion",
    description: "Be active on every one of the last 14 days (a 14-day average of one active day per day).",
    points: 100,
    target: ANALYTICS_DAYS,
    milestone: true,
  },
  { id: "century_club", title: "Century Club", description: "Complete 100 activities.", points: 100, target: 100, milestone: true },
  { id: "vocabulary_master", title: "Vocabulary Master", description: "Practise 500 words.", points: 200, target: 500, milestone: true },
  {
    id: "ielts_ready",
    title: "IELTS Ready",
    description: "Reach your target band in an estimate across all four IELTS skills.",
    points: 300,
    target: null,
    milestone: true,
  },
  {
    id: "ielts_excellence",
    title: "IELTS Excellence",
    description: "Score band 8 or higher in an IELTS practice section.",
    points: 500,
    target: 8,
    milestone: true,
  },
] as const;
export type AchievementId = (typeof ACHIEVEMENTS)[number]["id"];
export const ACHIEVEMENT_IDS = ACHIEVEMENTS.map((a) => a.id) as [AchievementId, ...AchievementId[]];

export const achievementStatusSchema = z.object({
  id: z.enum(ACHIEVEMENT_IDS),
  title: z.string(),
  description: z.string(),
  points: z.int(),
  milestone: z.boolean(),
  unlocked: z.boolean(),
  unlocked_at: z.string().nullable(),
  /** Progress towards the rule: `current` of `target` (a band for the IELTS achievements). */
  current: z.number(),
  /** null: IELTS Ready while the learner has no target band (it cannot unlock until they set one). */
  target: z.number().nullable(),
});
export type AchievementStatus = z.infer<typeof achievementStatusSchema>;

/** GET /api/achievements */
export const achievementsResponseSchema = z.object({
  achievements: z.array(achievementStatusSchema),
  total_points: z.int(),
  unlocked_count: z.int(),
});
export type AchievementsResponse = z.infer<typeof achievementsResponseSchema>;

export const REWARD_TYPES = ["streak_freeze"] as const;
export type RewardType = (typeof REWARD_TYPES)[number];
export const REWARD_NAMES = { streak_freeze: "Streak Freeze" } as const satisfies Record<RewardType, string>;

/** Target-score tracker (spec §3): current estimate, target and the on-track benchmark for today. */
export const targetScoreSchema = z.object({
  exam: z.literal("ielts"),
  /** Mean of the latest band in each of the four skills, rounded as IELTS rounds; null until all four exist. */
  current: z.number().nullable(),
  target: z.number().nullable(),
  /** The band to have today to reach the target on the exam date, on a straight line from the first estimate. */
  benchmark: z.number().nullable(),
  exam_date: z.string().nullable(),
  days_to_exam: z.int().nullable(),
  latest_bands: z.object({
    reading: z.number().nullable(),
    listening: z.number().nullable(),
    writing: z.number().nullable(),
    speaking: z.number().nullable(),
  }),
  on_track: z.boolean().nullable(),
});
export type TargetScore = z.infer<typeof targetScoreSchema>;

// ---- learner goals (target band, exam date, daily goal) -------------------------------------------

export const DEFAULT_DAILY_GOAL = 3;
export const DAILY_GOAL_MAX = 100;

export const learnerGoalsSchema = z.object({
  target_band: z.number().nullable(),
  /** Target digital-SAT total (400–1600). */
  target_sat_score: z.int().nullable(),
  exam_date: z.string().nullable(),
  daily_goal: z.int(),
  updated_at: z.string().nullable(),
});
export type LearnerGoals = z.infer<typeof learnerGoalsSchema>;

/** PATCH /api/progress/goals */
export const learnerGoalsUpdateSchema = z
  .object({
    target_band: z.number().min(1).max(9).multipleOf(0.5).nullable(),
    target_sat_score: satTargetScoreSchema,
    exam_date: z.iso.date().nullable(),
    daily_goal: z.int().min(1).max(DAILY_GOAL_MAX),
  })
  .partial()
  .strict()
  .refine((update) => Object.keys(update).length > 0, "Nothing to update");
export type LearnerGoalsUpdate = z.infer<typeof learnerGoalsUpdateSchema>;

// ---- notifications ---------------------------------------------------------------------------------

export const notificationSchema = z.object({
  id: z.string(),
  type: z.enum(NOTIFICATION_TYPES),
  title: z.string(),
  message: z.string(),
  data: z.record(z.string(), z.unknown()),
  timestamp: z.string(),
  read_at: z.string().nullable(),
});
export type Notification = z.infer<typeof notificationSchema>;

export const PAGE_SIZE_DEFAULT = 20;
export const PAGE_SIZE_MAX = 100;
const pageSize = z.coerce.number().int().min(1).max(PAGE_SIZE_MAX).default(PAGE_SIZE_DEFAULT);
const cursor = z.string().min(1).max(200).optional();

/** GET /api/notifications */
export const notificationsQuerySchema = z.object({
  limit: pageSize,
  cursor,
  unread: z
    .enum(["true", "false"])
    .transform((v) => v === "true")
    .optional(),
});
export const notificationsResponseSchema = z.object({
  notifications: z.array(notificationSchema),
  unread_count: z.int(),
  next_cursor: z.string().nullable(),
});
export type NotificationsResponse = z.infer<typeof notificationsResponseSchema>;

// ---- live hub payloads (the `data` of progress_update, achievement_unlocked, streak_updated, reward_available) ----

export const progressUpdateDataSchema = z.object({
  event: progressEventSchema,
  summary: progressSummarySchema,
  message: z.string(),
  notification_id: z.string().nullable(),
});
export const achievementUnlockedDataSchema = z.object({
  achievement_id: z.enum(ACHIEVEMENT_IDS),
  title: z.string(),
  points: z.int(),
  description: z.string(),
  unlocked_at: z.string(),
  total_points: z.int(),
  notification_id: z.string(),
});
export const streakUpdatedDataSchema = z.object({
  streak_type: z.enum(STREAK_TYPES),
  current_streak: z.int(),
  longest_streak: z.int(),
  freezes_available: z.int(),
  /** Days a freeze covered with this update (a missed day consumed a freeze instead of resetting). */
  freeze_used_days: z.array(z.string()),
  message: z.string(),
  notification_id: z.string(),
});
export const rewardAvailableDataSchema = z.object({
  name: z.string(),
  type: z.enum(REWARD_TYPES),
  streak_type: z.enum(STREAK_TYPES),
  earned_on: z.string(),
  notification_id: z.string(),
});
export type ProgressUpdateData = z.infer<typeof progressUpdateDataSchema>;
export type AchievementUnlockedData = z.infer<typeof achievementUnlockedDataSchema>;
export type StreakUpdatedData = z.infer<typeof streakUpdatedDataSchema>;
export type RewardAvailableData = z.infer<typeof rewardAvailableDataSchema>;

/** POST /api/unified-progress answer: 201 for a new event, 200 with `duplicate: true` for a retry. */
export const trackEventResponseSchema = z.object({
  duplicate: z.boolean(),
  event: progressEventSchema,
  summary: progressSummarySchema,
  achievements_unlocked: z.array(achievementUnlockedDataSchema),
  streaks_updated: z.array(streakUpdatedDataSchema),
  rewards: z.array(rewardAvailableDataSchema),
});
export type TrackEventResponse = z.infer<typeof trackEventResponseSchema>;

// ---- analytics -------------------------------------------------------------------------------------

/** FSRS card states (ts-fsrs `State`), plus "mastered": in review with stability of 21+ days. */
export const MASTERY_STATES = ["new", "learning", "review", "relearning", "mastered"] as const;
export const MASTERED_STABILITY_DAYS = 21;
/** Activities closer than this belong to one study session. */
export const SESSION_GAP_MINUTES = 30;

/** GET /api/progress/analytics */
export const analyticsResponseSchema = z.object({
  range_days: z.int(),
  timezone: z.string(),
  from_day: z.string(),
  to_day: z.string(),
  /** The learner's SRS cards by FSRS state. */
  vocabulary_mastery: z.object({
    total: z.int(),
    states: z.array(z.object({ state: z.enum(MASTERY_STATES), count: z.int() })),
  }),
  /** Mean score per skill over the range (spec: 14-day average). */
  skill_scores: z.array(z.object({ skill: z.enum(SKILLS), average: z.number(), count: z.int() })),
  /** One row per local day of the range, oldest first. */
  daily_activity: z.array(z.object({ day: z.string(), activities: z.int(), minutes: z.number(), average_score: z.number().nullable() })),
  /** Mean of the latest 10 scores per skill, all time. */
  skill_proficiency: z.array(
    z.object({ skill: z.enum(SKILLS), proficiency: z.number(), attempts: z.int(), last_score: z.number().nullable() }),
  ),
  time_distribution: z.object({
    session_count: z.int(),
    total_minutes: z.number(),
    by_skill: z.array(z.object({ skill: z.enum(SKILLS), minutes: z.number(), activities: z.int() })),
    /** Activities per local hour of day, index 0–23. */
    by_hour: z.array(z.int()),
    /** Newest first. */
    sessions: z.array(z.object({ started_at: z.string(), ended_at: z.string(), minutes: z.number(), activities: z.int() })),
  }),
  milestones: z.array(achievementStatusSchema),
  target_score: targetScoreSchema,
  /** Accuracy per SAT domain and skill over every server-scored module answer. */
  sat_skills: z.array(satSkillAccuracySchema),
  /** The target SAT total against the latest section estimates. */
  sat_target: satTargetSchema,
});
export type AnalyticsResponse = z.infer<typeof analyticsResponseSchema>;

// ---- history ---------------------------------------------------------------------------------------

export const HISTORY_KINDS = ["quiz", "lesson", "library", "ielts", "sat"] as const;
export type HistoryKind = (typeof HISTORY_KINDS)[number];

/** GET /api/progress/history */
export const historyQuerySchema = z.object({ limit: pageSize, cursor, kind: z.enum(HISTORY_KINDS).optional() });

/** One History row (spec §2 columns: date, type, score, task, section, part, passage). */
export const historyItemSchema = z.object({
  id: z.string(),
  /** Which store the row comes from; `ref` points at the full record for the submission detail. */
  source: z.string(),
  kind: z.enum(HISTORY_KINDS),
  date: z.string(),
  type: z.string(),
  score: z.number().nullable(),
  band: z.number().nullable(),
  /** The band is a teacher's grade of the submission, which replaced the estimate. */
  graded_by_teacher: z.boolean(),
  task: z.string().nullable(),
  section: z.string().nullable(),
  part: z.string().nullable(),
  passage: z.string().nullable(),
  ref: z.object({ kind: z.string(), id: z.string() }).nullable(),
});
export type HistoryItem = z.infer<typeof historyItemSchema>;
export const historyResponseSchema = z.object({ items: z.array(historyItemSchema), next_cursor: z.string().nullable() });
export type HistoryResponse = z.infer<typeof historyResponseSchema>;

// ---- daily quote -----------------------------------------------------------------------------------

export const QUOTE_ATTRIBUTION = {
  source: "inspirational-quotes",
  license: "MIT",
  url: "https://github.com/vinitshahdeo/inspirational-quotes",
} as const;

export const quoteSchema = z.object({ id: z.string(), text: z.string(), author: z.string() });
/** GET /api/daily/quote, POST /api/daily/quote/like, POST /api/daily/quote/next */
export const dailyQuoteResponseSchema = z.object({
  day: z.string(),
  quote: quoteSchema,
  liked: z.boolean(),
  attribution: z.object({ source: z.string(), license: z.string(), url: z.string() }),
});
export type DailyQuoteResponse = z.infer<typeof dailyQuoteResponseSchema>;
/** Body of POST /api/daily/quote/like (empty body = like). */
export const quoteLikeRequestSchema = z.object({ liked: z.boolean().default(true) }).strict();
