/**
 * The games' rows in D1: a new game with a PIN unique among the live ones, finding a game by
 * its PIN, the wrong-PIN limit per address and per account, and the results the game's Durable Object
 * writes when it ends (the PIN goes with it).
 */
import { and, eq, gt, isNull, lte, sql } from "drizzle-orm";
import { GAME_PIN_LENGTH, GAME_TTL_MS, WRONG_PIN_LIMIT, type CreateGame } from "../contract/games";
import { isUniqueViolation, iso, type Db } from "../db/client";
import { authRateLimits, gamePins, gameResults, games } from "../db/schema";
import { ApiError } from "../lib/errors";
import { countRequest } from "../lib/rate-limit";

/** Set by the Worker on the host's socket upgrade (routes/game-socket.ts), over anything the client sent. */
export const HOST_HEADER = "X-Lexora-Game-Host";

/** Six random digits, uniform (rejection sampling keeps every PIN equally likely). */
export function randomPin(): string {
  const range = 10 ** GAME_PIN_LENGTH;
  const limit = Math.floor(0x1_0000_0000 / range) * range;
  for (;;) {
    const [n] = crypto.getRandomValues(new Uint32Array(1));
    if (n! < limit) return String(n! % range).padStart(GAME_PIN_LENGTH, "0");
  }
}

export type NewGame = { id: string; pin: string; expiresAt: number };

/** Stores the game and gives it a PIN no live game has (an expired PIN is taken back first). */
export async function createGameRow(
  db: Db,
  teacherId: string,
  input: Required<Pick<CreateGame, "class_id" | "title" | "seconds_per_question" | "allow_guests">> & {
    source: { kind: CreateGame["source"]["kind"]; id: string };
    questionCount: number;
  },
  now = Date.now(),
): Promise<NewGame> {
  const id = crypto.randomUUID();
  const expiresAt = now + GAME_TTL_MS;
  await db.batch([
    db.delete(gamePins).where(lte(gamePins.expiresAt, now)),
    db.insert(games).values({
      id,
      classId: input.class_id,
      teacherId,
      title: input.title,
      sourceKind: input.source.kind,
      sourceId: input.source.id,
      questionCount: input.questionCount,
      secondsPerQuestion: input.seconds_per_question,
      allowGuests: input.allow_guests,
      expiresAt: iso(expiresAt),
    }),
  ]);
  for (let attempt = 0; ; attempt++) {
    const pin = randomPin();
    try {
      await db.insert(gamePins).values({ pin, gameId: id, expiresAt });
      return { id, pin, expiresAt };
    } catch (err) {
      if (!isUniqueViolation(err) || attempt >= 9) throw err;
    }
  }
}

/** The live game a PIN opens, or null. */
export async function gameByPin(db: Db, pin: string, now = Date.now()) {
  const [row] = await db
    .select({ game: games })
    .from(gamePins)
    .innerJoin(games, eq(games.id, gamePins.gameId))
    .where(and(eq(gamePins.pin, pin), gt(gamePins.expiresAt, now), isNull(games.endedAt)));
  return row?.game ?? null;
}

/** The PIN of a live game, or null once it has ended or expired. */
export async function pinOf(db: Db, gameId: string, now = Date.now()): Promise<string | null> {
  const [row] = await db
    .select({ pin: gamePins.pin })
    .from(gamePins)
    .where(and(eq(gamePins.gameId, gameId), gt(gamePins.expiresAt, now)));
  return row?.pin ?? null;
}

const windowStart = (now: number) => {
  const ms = WRONG_PIN_LIMIT.windowSeconds * 1000;
  return Math.floor(now / ms) * ms;
};

/** 429 once any of `keys` (an address, an account) has tried WRONG_PIN_LIMIT wrong PINs in the window. */
export async function refuseOverPinLimit(db: Db, keys: string[], now = Date.now()): Promise<void> {
  const start = windowStart(now);
  const rows = await db
    .select({ count: authRateLimits.count })
    .from(authRateLimits)
    .where(
      and(
        sql`${authRateLimits.bucket} in (${sql.join(
          keys.map((k) => sql`${`api:game-pin:${k}`}`),
          sql`, `,
        )})`,
        eq(authRateLimits.windowStart, start),
      ),
    );
  if (rows.some((r) => r.count >= WRONG_PIN_LIMIT.limit)) {
    const seconds = Math.max(1, Math.ceil((start + WRONG_PIN_LIMIT.windowSeconds * 1000 - now) / 1000));
    throw new ApiError(429, "rate_limited", { params: { seconds } });
  }
}

export async function countWrongPin(db: Db, keys: string[], now = Date.now()): Promise<void> {
  const start = windowStart(now);
  for (const key of keys) await db.run(countRequest(`api:game-pin:${key}`, start));
}

export type GameResult = { userId: string; nickname: string; score: number; correctCount: number; rank: number };

/** The end of a game, written once: its results, the questions asked, and its PIN freed. */
export async function recordGameEnd(db: Db, gameId: string, questionsAsked: number, results: GameResult[]): Promise<void> {
  await db.batch([
    db
      .update(games)
      .set({ endedAt: iso(Date.now()), questionsAsked })
      .where(and(eq(games.id, gameId), isNull(games.endedAt))),
    db.delete(gamePins).where(eq(gamePins.gameId, gameId)),
    ...results.map((r) =>
      db
        .insert(gameResults)
        .values({ gameId, ...r })
        .onConflictDoNothing(),
    ),
  ]);
}
