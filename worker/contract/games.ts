/**
 * The live class game : a teacher starts a game for one of their classes from one of
 * their quizzes, a word-list assignment of the class or one of their lessons' quiz blocks; learners join
 * with a 6-digit PIN (signed in, or as a guest with a nickname where the game allows guests), and one
 * Durable Object per game (worker/durable-objects/class-game/) holds the questions with their answers, the
 * players and every socket. Shared by the Worker, the Durable Object and the SPA.
 *
 *   POST /api/games                    teacher: start a game (lobby) → its id and PIN
 *   GET  /api/games/sources?class_id=  teacher: what a game may be started from
 *   GET  /api/games/:id                teacher: the game (PIN, phase, players)
 *   POST /api/games/join               anyone: { pin, nickname? } → the player and their token
 *   GET  /api/game-socket?game=&ticket=  the teacher's socket (a realtime ticket)
 *   GET  /api/game-socket?game=&player=  a player's socket (their player token; reconnecting keeps the score)
 *
 * Socket protocol (JSON, `v: 1`). On connect the game sends `welcome` (who you are, the phase) and then
 * the frame of the current phase (`lobby`, `question`, `reveal` or `ended`), so a reconnecting device
 * lands where everyone else is.
 *   host    start                      lobby → the first question
 *   host    next                       after a reveal: the next question, or the end after the last
 *   host    kick { player_id }         the player's sockets get `kicked` and close 4003; they cannot come back
 *   host    end                        the end at any time; results go to D1 (the class's gradebook)
 *   player  answer { index, choice }   once per question, while it is open; scored by the server
 * A `question` frame never carries the answer; `reveal` does, once the question has closed (its time is
 * up, or every player who may answer has). A player who joins while a question is open waits for the next.
 */
import { z } from "zod";
import { nameText } from "./text";

export const GAME_PROTOCOL_VERSION = 1;
export const GAME_PIN_LENGTH = 6;
export const GAME_SOURCE_KINDS = ["quiz", "word_list", "lesson"] as const;
export type GameSourceKind = (typeof GAME_SOURCE_KINDS)[number];

/** Questions one game asks at most (the first ones of its source). */
export const GAME_QUESTIONS_MAX = 20;
export const GAME_SECONDS_MIN = 5;
export const GAME_SECONDS_MAX = 120;
export const GAME_SECONDS_DEFAULT = 20;
/** A game, and its PIN, expire this long after it was started, whatever phase it is in. */
export const GAME_TTL_MS = 2 * 60 * 60 * 1000;
export const GAME_MAX_PLAYERS = 100;
export const NICKNAME_MAX_LENGTH = 20;
/** A right answer earns between half and all of these points, the sooner the more. */
export const GAME_POINTS_MAX = 1000;
/** How many lines of the leaderboard a reveal carries (the end carries everyone). */
export const LEADERBOARD_TOP = 10;
/**
 * Wrong PINs one address may try in a window: a classroom behind one address mistypes far less, and
 * guessing one of a million PINs at this rate takes months.
 */
export const WRONG_PIN_LIMIT = { limit: 20, windowSeconds: 600 } as const;

/** Close codes of the game's sockets (application range). */
export const CLOSE_GAME_KICKED = 4003;
export const CLOSE_GAME_ENDED = 4004;

/**
 * The points of one answer: 0 when wrong; when right, GAME_POINTS_MAX at once falling linearly to half of
 * it when the time runs out.
 */
export function answerPoints(correct: boolean, elapsedMs: number, durationMs: number): number {
  if (!correct) return 0;
  const share = Math.min(Math.max(elapsedMs / durationMs, 0), 1);
  return Math.round(GAME_POINTS_MAX * (1 - share / 2));
}

// ---- HTTP -------------------------------------------------------------------------------------------

const id = z.string().min(1).max(64);

export const gameSourceSchema = z.discriminatedUnion("kind", [
  z.strictObject({ kind: z.literal("quiz"), quiz_id: id }),
  z.strictObject({ kind: z.literal("word_list"), assignment_id: id }),
  z.strictObject({ kind: z.literal("lesson"), lesson_id: id }),
]);
export type GameSource = z.output<typeof gameSourceSchema>;

export const GAME_TITLE_MAX_LENGTH = 120;

export const createGameSchema = z.strictObject({
  class_id: id,
  /** What the class and the gradebook call it; the screen offers the source's own title. */
  title: nameText("title", GAME_TITLE_MAX_LENGTH),
  source: gameSourceSchema,
  seconds_per_question: z.int().min(GAME_SECONDS_MIN).max(GAME_SECONDS_MAX).default(GAME_SECONDS_DEFAULT),
  /** Whether people without an account (and accounts outside the class) may join with a nickname. */
  allow_guests: z.boolean().default(false),
});
export type CreateGame = z.input<typeof createGameSchema>;

export const nicknameSchema = nameText("nickname", NICKNAME_MAX_LENGTH);

export const joinGameSchema = z.strictObject({
  pin: z
    .string()
    .trim()
    .regex(/^\d{6}$/, "The PIN is 6 digits"),
  /** A guest's name in the game; a signed-in player's display name when absent. */
  nickname: nicknameSchema.optional(),
});
export type JoinGame = z.input<typeof joinGameSchema>;

export const gameIdParamSchema = z.object({ id });
export const gameSourcesQuerySchema = z.object({ class_id: id });

export const GAME_PHASES = ["lobby", "question", "reveal", "ended"] as const;
export type GamePhase = (typeof GAME_PHASES)[number];

export const gamePlayerSchema = z.strictObject({ id: z.string(), nickname: z.string() });
export type GamePlayer = z.infer<typeof gamePlayerSchema>;

/** The teacher's view of a game (POST /api/games, GET /api/games/:id); `pin` is empty once the game has ended. */
export const hostedGameSchema = z.strictObject({
  id: z.string(),
  class_id: z.string(),
  title: z.string(),
  pin: z.string(),
  phase: z.enum(GAME_PHASES),
  question_count: z.int(),
  seconds_per_question: z.int(),
  allow_guests: z.boolean(),
  players: z.array(gamePlayerSchema),
  expires_at: z.string(),
});
export type HostedGame = z.infer<typeof hostedGameSchema>;

/** GET /api/games/sources: the teacher's quizzes, the class's word lists and the teacher's lessons with quiz questions. */
export const gameSourcesSchema = z.strictObject({
  quizzes: z.array(z.strictObject({ id: z.string(), created_at: z.string(), question_count: z.int() })),
  word_lists: z.array(z.strictObject({ assignment_id: z.string(), title: z.string(), word_count: z.int() })),
  lessons: z.array(z.strictObject({ id: z.string(), title: z.string(), question_count: z.int() })),
});
export type GameSources = z.infer<typeof gameSourcesSchema>;

/** POST /api/games/join: the token opens the player's socket, and again after a reconnect. */
export const joinedGameSchema = z.strictObject({
  game_id: z.string(),
  player_id: z.string(),
  player_token: z.string(),
  nickname: z.string(),
  title: z.string(),
});
export type JoinedGame = z.infer<typeof joinedGameSchema>;

// ---- socket frames ----------------------------------------------------------------------------------

const v = z.literal(GAME_PROTOCOL_VERSION);

export const gameClientFrameSchema = z.discriminatedUnion("type", [
  z.strictObject({ v, type: z.literal("start") }),
  z.strictObject({ v, type: z.literal("next") }),
  z.strictObject({ v, type: z.literal("end") }),
  z.strictObject({ v, type: z.literal("kick"), player_id: id }),
  z.strictObject({ v, type: z.literal("answer"), index: z.int().min(0).max(GAME_QUESTIONS_MAX), choice: z.int().min(0).max(9) }),
]);
export type GameClientFrame = z.infer<typeof gameClientFrameSchema>;

/**
 * What a question asks, as every device shows it: no answer. `kind` says how to read it: a word
 * question's prompt and options are English being taught; a true/false one's options are the markers
 * "true" and "false", which the screen translates.
 */
export const gameQuestionViewSchema = z.strictObject({
  index: z.int(),
  total: z.int(),
  kind: z.enum(["choice", "true_false"]),
  prompt: z.string(),
  options: z.array(z.string()),
  seconds: z.int(),
});
export type GameQuestionView = z.infer<typeof gameQuestionViewSchema>;

export const leaderboardLineSchema = z.strictObject({ player_id: z.string(), nickname: z.string(), score: z.int(), rank: z.int() });
export type LeaderboardLine = z.infer<typeof leaderboardLineSchema>;

/** A player's own standing, in a reveal and at the end. */
const standing = { score: z.int(), rank: z.int(), correct_count: z.int() };
export type PlayerStanding = { score: number; rank: number; correct_count: number };

export const GAME_ERROR_CODES = [
  "invalid_frame",
  "not_host",
  "not_player",
  "wrong_phase",
  "not_this_question",
  "already_answered",
  "joined_late",
  "no_such_option",
  "no_such_player",
] as const;
export type GameErrorCode = (typeof GAME_ERROR_CODES)[number];

/** Every frame the game sends; strict, so a frame that carried more (an answer before its time) fails to parse. */
export const gameServerFrameSchema = z.discriminatedUnion("type", [
  z.strictObject({
    v,
    type: z.literal("welcome"),
    role: z.enum(["host", "player"]),
    game_id: z.string(),
    title: z.string(),
    question_count: z.int(),
    /** The player's own id, nickname and score; absent for the host. */
    you: z.strictObject({ player_id: z.string(), nickname: z.string(), score: z.int() }).optional(),
  }),
  z.strictObject({ v, type: z.literal("lobby"), players: z.array(gamePlayerSchema) }),
  /** To the host when someone joins or is kicked after the lobby. */
  z.strictObject({ v, type: z.literal("players"), players: z.array(gamePlayerSchema) }),
  z.strictObject({
    v,
    type: z.literal("question"),
    question: gameQuestionViewSchema,
    /** Milliseconds until it closes, from when the frame was sent (clocks of devices differ, so no timestamp). */
    closes_in_ms: z.number(),
    /** To a player who joined while it was open: they wait for the next question. */
    waiting: z.boolean().optional(),
    /** To a player who answered it already (a reconnect). */
    answered: z.boolean().optional(),
  }),
  /** To the host after each answer, and to the player who answered with their `choice`. */
  z.strictObject({ v, type: z.literal("answered"), index: z.int(), answered: z.int(), players: z.int(), choice: z.int().optional() }),
  z.strictObject({
    v,
    type: z.literal("reveal"),
    index: z.int(),
    total: z.int(),
    correct_index: z.int(),
    /** How many chose each option. */
    counts: z.array(z.int()),
    leaderboard: z.array(leaderboardLineSchema),
    /** A player's own result: their choice (null without an answer) and the points it earned. */
    you: z.strictObject({ ...standing, choice: z.int().nullable(), correct: z.boolean(), points: z.int() }).optional(),
  }),
  z.strictObject({ v, type: z.literal("ended"), leaderboard: z.array(leaderboardLineSchema), you: z.strictObject(standing).optional() }),
  z.strictObject({ v, type: z.literal("kicked") }),
  z.strictObject({ v, type: z.literal("error"), code: z.enum(GAME_ERROR_CODES) }),
]);
export type GameServerFrame = z.infer<typeof gameServerFrameSchema>;
