/**
 * The live class game (issue 36, item 8): a teacher starts a game for one of their classes from one of
 * their quizzes, a word-list assignment of the class or one of their lessons' quiz blocks; learners join
 * with a 6-digit PIN (signed in, or as a guest with a nickname where the game allows guests), and one
 * Durable Object per game (durable-objects/class-game/) holds the questions with their answers, the
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

export type GamePlayer = { id: string; nickname: string };

/** The teacher's view of a game (POST /api/games, GET /api/games/:id). */
export type HostedGame = {
  id: string;
  class_id: string;
  title: string;
  pin: string;
  phase: GamePhase;
  question_count: number;
  seconds_per_question: number;
  allow_guests: boolean;
  players: GamePlayer[];
  expires_at: string;
};

/** GET /api/games/sources: the teacher's quizzes, the class's word lists and the teacher's lessons with quiz questions. */
export type GameSources = {
  quizzes: { id: string; created_at: string; question_count: number }[];
  word_lists: { assignment_id: string; title: string; word_count: number }[];
  lessons: { id: string; title: string; question_count: number }[];
};

/** POST /api/games/join: the token opens the player's socket, and again after a reconnect. */
export type JoinedGame = { game_id: string; player_id: string; player_token: string; nickname: string; title: string };

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
export type GameQuestionView = {
  index: number;
  total: number;
  kind: "choice" | "true_false";
  prompt: string;
  options: string[];
  seconds: number;
};

export type LeaderboardLine = { player_id: string; nickname: string; score: number; rank: number };

/** A player's own standing, in a reveal and at the end. */
export type PlayerStanding = { score: number; rank: number; correct_count: number };

export type GameErrorCode =
  | "invalid_frame"
  | "not_host"
  | "not_player"
  | "wrong_phase"
  | "not_this_question"
  | "already_answered"
  | "joined_late"
  | "no_such_option"
  | "no_such_player";

export type GameServerFrame =
  | {
      v: 1;
      type: "welcome";
      role: "host" | "player";
      game_id: string;
      title: string;
      question_count: number;
      /** The player's own id, nickname and score; absent for the host. */
      you?: { player_id: string; nickname: string; score: number };
    }
  | { v: 1; type: "lobby"; players: GamePlayer[] }
  /** To the host when someone joins or is kicked after the lobby. */
  | { v: 1; type: "players"; players: GamePlayer[] }
  | {
      v: 1;
      type: "question";
      question: GameQuestionView;
      /** Milliseconds until it closes, from when the frame was sent (clocks of devices differ, so no timestamp). */
      closes_in_ms: number;
      /** To a player who joined while it was open: they wait for the next question. */
      waiting?: boolean;
      /** To a player who answered it already (a reconnect). */
      answered?: boolean;
    }
  /** To the host after each answer, and to the player who answered with their `choice`. */
  | { v: 1; type: "answered"; index: number; answered: number; players: number; choice?: number }
  | {
      v: 1;
      type: "reveal";
      index: number;
      total: number;
      correct_index: number;
      /** How many chose each option. */
      counts: number[];
      leaderboard: LeaderboardLine[];
      /** A player's own result: their choice (null without an answer) and the points it earned. */
      you?: PlayerStanding & { choice: number | null; correct: boolean; points: number };
    }
  | { v: 1; type: "ended"; leaderboard: LeaderboardLine[]; you?: PlayerStanding }
  | { v: 1; type: "kicked" }
  | { v: 1; type: "error"; code: GameErrorCode };
