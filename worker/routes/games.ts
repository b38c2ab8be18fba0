/**
 * /api/games: a teacher starts a live game for one of their classes and reads it; anyone with
 * its PIN joins (a class member signed in, or anyone with a nickname where the game allows guests).
 * Protocol and rules: worker/contract/games.ts; the game itself: worker/durable-objects/class-game/.
 */
import { and, eq } from "drizzle-orm";
import { Hono } from "hono";
import { clientIp } from "../auth/http";
import {
  createGameSchema,
  gameIdParamSchema,
  gameSourcesQuerySchema,
  joinGameSchema,
  NICKNAME_MAX_LENGTH,
  type GameSource,
  type HostedGame,
  type JoinedGame,
} from "../contract/games";
import type { JoinOutcome } from "../durable-objects/class-game/class-game";
import { classMembers, games, profiles } from "../db/schema";
import type { AppEnv } from "../env";
import { gameQuestions, gameSources } from "../games/questions";
import { countWrongPin, createGameRow, gameByPin, pinOf, refuseOverPinLimit } from "../games/registry";
import { signedIn, teacherOnly } from "../lib/auth-middleware";
import { ApiError } from "../lib/errors";
import { validate } from "../lib/validation";
import { ownedClass } from "../teaching/classes";

const sourceId = (source: GameSource) =>
  source.kind === "quiz" ? source.quiz_id : source.kind === "word_list" ? source.assignment_id : source.lesson_id;

function joinRefusal(code: Extract<JoinOutcome, { ok: false }>["code"]): ApiError {
  switch (code) {
    case "game_nickname_taken":
      return new ApiError(409, "game_nickname_taken", { field: "nickname" });
    case "game_full":
      return new ApiError(409, "game_full");
    case "game_kicked":
      return new ApiError(403, "game_kicked");
    case "game_ended":
      return new ApiError(410, "game_ended");
  }
}

export const gameRoutes = new Hono<AppEnv>()
  .post("/join", validate("json", joinGameSchema), async (c) => {
    const { db } = c.var;
    const user = c.var.user;
    const { pin, nickname } = c.req.valid("json");
    const keys = [`ip:${clientIp(c)}`, ...(user ? [`user:${user.userId}`] : [])];
    await refuseOverPinLimit(db, keys);
    const game = await gameByPin(db, pin);
    if (!game) {
      await countWrongPin(db, keys);
      throw new ApiError(404, "game_not_found");
    }
    let playerUserId: string | null = null;
    let name = nickname;
    if (user) {
      const [member] = await db
        .select({ fullName: profiles.fullName })
        .from(classMembers)
        .leftJoin(profiles, eq(profiles.id, classMembers.studentId))
        .where(and(eq(classMembers.classId, game.classId), eq(classMembers.studentId, user.userId)));
      if (member) {
        playerUserId = user.userId;
        name ??= member.fullName?.trim().slice(0, NICKNAME_MAX_LENGTH) || undefined;
      } else if (!game.allowGuests) throw new ApiError(403, "game_class_only");
    } else if (!game.allowGuests) throw new ApiError(401, "game_sign_in_required");
    if (!name) throw new ApiError(400, "game_nickname_required", { field: "nickname" });
    const joined = await c.env.CLASS_GAME.getByName(game.id).join(playerUserId, name);
    if (!joined.ok) throw joinRefusal(joined.code);
    const body: JoinedGame = {
      game_id: game.id,
      player_id: joined.player_id,
      player_token: joined.player_token,
      nickname: joined.nickname,
      title: game.title,
    };
    return c.json(body, 201);
  })
  .use(signedIn, teacherOnly)
  .get("/sources", validate("query", gameSourcesQuerySchema), async (c) => {
    const { class_id } = c.req.valid("query");
    await ownedClass(c.var.db, c.var.user.userId, class_id);
    return c.json(await gameSources(c.var.db, c.var.user.userId, class_id));
  })
  .post("/", validate("json", createGameSchema), async (c) => {
    const { db } = c.var;
    const teacherId = c.var.user.userId;
    const input = c.req.valid("json");
    const owned = await ownedClass(db, teacherId, input.class_id);
    if (owned.archivedAt !== null) throw new ApiError(409, "class_archived");
    const questions = await gameQuestions(db, teacherId, input.class_id, input.source);
    const created = await createGameRow(db, teacherId, {
      ...input,
      source: { kind: input.source.kind, id: sourceId(input.source) },
      questionCount: questions.length,
    });
    await c.env.CLASS_GAME.getByName(created.id).setup({
      gameId: created.id,
      title: input.title,
      questions,
      secondsPerQuestion: input.seconds_per_question,
      expiresAt: created.expiresAt,
    });
    const body: HostedGame = {
      id: created.id,
      class_id: input.class_id,
      title: input.title,
      pin: created.pin,
      phase: "lobby",
      question_count: questions.length,
      seconds_per_question: input.seconds_per_question,
      allow_guests: input.allow_guests,
      players: [],
      expires_at: new Date(created.expiresAt).toISOString(),
    };
    return c.json(body, 201);
  })
  .get("/:id", validate("param", gameIdParamSchema), async (c) => {
    const { db } = c.var;
    const [game] = await db
      .select()
      .from(games)
      .where(and(eq(games.id, c.req.valid("param").id), eq(games.teacherId, c.var.user.userId)));
    if (!game) throw new ApiError(404, "game_not_found");
    const live = await c.env.CLASS_GAME.getByName(game.id).overview();
    const body: HostedGame = {
      id: game.id,
      class_id: game.classId,
      title: game.title,
      pin: (await pinOf(db, game.id)) ?? "",
      phase: live?.phase ?? "ended",
      question_count: game.questionCount,
      seconds_per_question: game.secondsPerQuestion,
      allow_guests: game.allowGuests,
      players: live?.players ?? [],
      expires_at: game.expiresAt,
    };
    return c.json(body);
  });
