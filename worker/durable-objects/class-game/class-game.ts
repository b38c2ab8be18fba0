/**
 * ClassGame: one Durable Object per live class game (issue 36). It holds the questions with their answers,
 * the players with their scores and every socket (hibernation API, like UserHub), times each question,
 * scores each answer itself and writes the signed-in players' results to D1 when the game ends. Protocol:
 * worker/contract/games.ts. The state is small (≤ 20 questions, ≤ 100 players), so it is kept as one
 * stored value and written after each change; the object may sleep between any two frames.
 */
import { DurableObject } from "cloudflare:workers";
import {
  CLOSE_GAME_ENDED,
  CLOSE_GAME_KICKED,
  GAME_MAX_PLAYERS,
  GAME_PROTOCOL_VERSION,
  LEADERBOARD_TOP,
  answerPoints,
  gameClientFrameSchema,
  type GameClientFrame,
  type GameErrorCode,
  type GamePhase,
  type GamePlayer,
  type GameServerFrame,
  type LeaderboardLine,
  type PlayerStanding,
} from "../../contract/games";
import { PING_FRAME, PONG_FRAME } from "../../contract/realtime";
import { createDb } from "../../db/client";
import type { GameQuestion } from "../../games/questions";
import { randomToken, sha256Hex } from "../../lib/crypto";
import { HOST_HEADER, recordGameEnd } from "../../games/registry";

/** What the Worker gives a new game (POST /api/games). */
export type GameSetup = {
  gameId: string;
  title: string;
  questions: GameQuestion[];
  secondsPerQuestion: number;
  expiresAt: number;
};

type Answer = { choice: number; correct: boolean; points: number };
type Player = {
  id: string;
  nickname: string;
  userId: string | null;
  /** One per join: a signed-in player's every device keeps its own token. */
  tokenHashes: string[];
  score: number;
  correct: number;
  kicked: boolean;
  /** The first question this player may answer: one joining while a question is open waits for the next. */
  firstQuestion: number;
  /** By question index. */
  answers: Record<number, Answer>;
};
type GameState = GameSetup & {
  phase: GamePhase;
  /** The question open or last revealed; -1 in the lobby. */
  index: number;
  openedAt: number;
  closesAt: number;
  players: Player[];
};

type Attachment = { role: "host" } | { role: "player"; playerId: string };

/** The Worker's answer to a join, or why it was refused (the route maps it to an HTTP error). */
export type JoinOutcome =
  | { ok: true; player_id: string; player_token: string; nickname: string }
  | { ok: false; code: "game_ended" | "game_full" | "game_nickname_taken" | "game_kicked" };

const STATE_KEY = "game";

export class ClassGame extends DurableObject<Env> {
  private state: GameState | null = null;

  constructor(ctx: DurableObjectState, env: Env) {
    super(ctx, env);
    ctx.blockConcurrencyWhile(async () => {
      this.state = (await ctx.storage.get<GameState>(STATE_KEY)) ?? null;
    });
    ctx.setWebSocketAutoResponse(new WebSocketRequestResponsePair(PING_FRAME, PONG_FRAME));
  }

  // ---- RPC from the Worker ------------------------------------------------------------------

  async setup(setup: GameSetup): Promise<void> {
    if (this.state) throw new Error("The game is set up already");
    this.state = { ...setup, phase: "lobby", index: -1, openedAt: 0, closesAt: 0, players: [] };
    await this.save();
    await this.ctx.storage.setAlarm(setup.expiresAt);
  }

  /** The phase and players, for GET /api/games/:id. */
  async overview(): Promise<{ phase: GamePhase; players: GamePlayer[] } | null> {
    const s = this.state;
    return s ? { phase: s.phase, players: playerList(s) } : null;
  }

  /**
   * A signed-in player who joined before gets their own player back (a new device keeps the score); a
   * nickname is unique within the game, kicked players' included.
   */
  async join(userId: string | null, nickname: string): Promise<JoinOutcome> {
    const s = this.state;
    if (!s || s.phase === "ended") return { ok: false, code: "game_ended" };
    const token = randomToken();
    const tokenHash = await sha256Hex(token);
    const own = userId ? s.players.find((p) => p.userId === userId) : undefined;
    if (own) {
      if (own.kicked) return { ok: false, code: "game_kicked" };
      own.tokenHashes.push(tokenHash);
      await this.save();
      return { ok: true, player_id: own.id, player_token: token, nickname: own.nickname };
    }
    const taken = s.players.some((p) => p.nickname.toLocaleLowerCase() === nickname.toLocaleLowerCase());
    if (taken) return { ok: false, code: "game_nickname_taken" };
    if (s.players.filter((p) => !p.kicked).length >= GAME_MAX_PLAYERS) return { ok: false, code: "game_full" };
    const player: Player = {
      id: crypto.randomUUID(),
      nickname,
      userId,
      tokenHashes: [tokenHash],
      score: 0,
      correct: 0,
      kicked: false,
      firstQuestion: s.phase === "lobby" ? 0 : s.index + 1,
      answers: {},
    };
    s.players.push(player);
    await this.save();
    this.announcePlayers();
    return { ok: true, player_id: player.id, player_token: token, nickname };
  }

  /** The socket upgrade; the Worker has checked the host's ticket and says so in a header, a player brings their token. */
  override async fetch(request: Request): Promise<Response> {
    const s = this.state;
    if (!s) return new Response("No such game", { status: 404 });
    const url = new URL(request.url);
    let attachment: Attachment;
    if (request.headers.get(HOST_HEADER) === "1") attachment = { role: "host" };
    else {
      const token = url.searchParams.get("player") ?? "";
      const hash = token ? await sha256Hex(token) : "";
      const player = s.players.find((p) => p.tokenHashes.includes(hash));
      if (!player) return new Response("Unknown player", { status: 401 });
      if (player.kicked) return new Response("Removed from the game", { status: 403 });
      attachment = { role: "player", playerId: player.id };
    }
    const { 0: client, 1: server } = new WebSocketPair();
    this.ctx.acceptWebSocket(server, [attachment.role]);
    server.serializeAttachment(attachment);
    this.greet(server, attachment);
    return new Response(null, { status: 101, webSocket: client });
  }

  // ---- the game's course -----------------------------------------------------------------------

  private greet(ws: WebSocket, who: Attachment): void {
    const s = this.state!;
    const player = who.role === "player" ? s.players.find((p) => p.id === who.playerId) : undefined;
    send(ws, {
      v: GAME_PROTOCOL_VERSION,
      type: "welcome",
      role: who.role,
      game_id: s.gameId,
      title: s.title,
      question_count: s.questions.length,
      ...(player && { you: { player_id: player.id, nickname: player.nickname, score: player.score } }),
    });
    if (s.phase === "lobby") send(ws, { v: 1, type: "lobby", players: playerList(s) });
    else if (s.phase === "question") {
      const frame = this.questionFrame();
      if (player && player.firstQuestion > s.index) frame.waiting = true;
      if (player?.answers[s.index]) frame.answered = true;
      send(ws, frame);
      if (who.role === "host") send(ws, this.answeredFrame());
    } else if (s.phase === "reveal") send(ws, this.revealFrame(player));
    else send(ws, this.endedFrame(player));
    if (who.role === "host" && s.phase !== "lobby") send(ws, { v: 1, type: "players", players: playerList(s) });
  }

  private questionFrame(): Extract<GameServerFrame, { type: "question" }> {
    const s = this.state!;
    const q = s.questions[s.index]!;
    return {
      v: 1,
      type: "question",
      question: {
        index: s.index,
        total: s.questions.length,
        kind: q.kind,
        prompt: q.prompt,
        options: q.options,
        seconds: s.secondsPerQuestion,
      },
      closes_in_ms: Math.max(0, s.closesAt - Date.now()),
    };
  }

  private answeredFrame(choice?: number): Extract<GameServerFrame, { type: "answered" }> {
    const s = this.state!;
    const eligible = s.players.filter((p) => !p.kicked && p.firstQuestion <= s.index);
    return {
      v: 1,
      type: "answered",
      index: s.index,
      answered: eligible.filter((p) => p.answers[s.index]).length,
      players: eligible.length,
      ...(choice !== undefined && { choice }),
    };
  }

  private revealFrame(player?: Player): Extract<GameServerFrame, { type: "reveal" }> {
    const s = this.state!;
    const q = s.questions[s.index]!;
    const counts = q.options.map(() => 0);
    for (const p of s.players) {
      const a = p.answers[s.index];
      if (a && !p.kicked) counts[a.choice] = (counts[a.choice] ?? 0) + 1;
    }
    const board = leaderboard(s);
    const frame: Extract<GameServerFrame, { type: "reveal" }> = {
      v: 1,
      type: "reveal",
      index: s.index,
      total: s.questions.length,
      correct_index: q.answer,
      counts,
      leaderboard: board.slice(0, LEADERBOARD_TOP),
    };
    if (player) {
      const a = player.answers[s.index];
      frame.you = { ...standing(board, player), choice: a?.choice ?? null, correct: a?.correct ?? false, points: a?.points ?? 0 };
    }
    return frame;
  }

  private endedFrame(player?: Player): Extract<GameServerFrame, { type: "ended" }> {
    const board = leaderboard(this.state!);
    return { v: 1, type: "ended", leaderboard: board, ...(player && { you: standing(board, player) }) };
  }

  private async openQuestion(index: number): Promise<void> {
    const s = this.state!;
    s.phase = "question";
    s.index = index;
    s.openedAt = Date.now();
    s.closesAt = s.openedAt + s.secondsPerQuestion * 1000;
    // One text for every device, sent before anything is stored: the frames leave together.
    const frame = this.questionFrame();
    const text = JSON.stringify(frame);
    const waiting = JSON.stringify({ ...frame, waiting: true });
    const late = new Set(s.players.filter((p) => p.firstQuestion > index).map((p) => p.id));
    for (const ws of this.ctx.getWebSockets()) {
      const who = attachmentOf(ws);
      sendText(ws, who?.role === "player" && late.has(who.playerId) ? waiting : text);
    }
    await this.save();
    await this.ctx.storage.setAlarm(Math.min(s.closesAt, s.expiresAt));
  }

  private async closeQuestion(): Promise<void> {
    const s = this.state!;
    if (s.phase !== "question") return;
    s.phase = "reveal";
    await this.save();
    await this.ctx.storage.setAlarm(s.expiresAt);
    const byId = new Map(s.players.map((p) => [p.id, p]));
    for (const ws of this.ctx.getWebSockets()) {
      const who = attachmentOf(ws);
      send(ws, this.revealFrame(who?.role === "player" ? byId.get(who.playerId) : undefined));
    }
  }

  private async end(): Promise<void> {
    const s = this.state!;
    if (s.phase === "ended") return;
    const asked = s.phase === "lobby" ? 0 : s.index + 1;
    s.phase = "ended";
    await this.save();
    await this.ctx.storage.deleteAlarm();
    const board = leaderboard(s);
    const rankOf = new Map(board.map((l) => [l.player_id, l.rank]));
    await recordGameEnd(createDb(this.env.DB), s.gameId, asked, [
      ...s.players
        .filter((p) => p.userId && !p.kicked)
        .map((p) => ({ userId: p.userId!, nickname: p.nickname, score: p.score, correctCount: p.correct, rank: rankOf.get(p.id) ?? 0 })),
    ]);
    const byId = new Map(s.players.map((p) => [p.id, p]));
    for (const ws of this.ctx.getWebSockets()) {
      const who = attachmentOf(ws);
      send(ws, this.endedFrame(who?.role === "player" ? byId.get(who.playerId) : undefined));
      closeQuietly(ws, CLOSE_GAME_ENDED, "game ended");
    }
  }

  /** A question's time is up, or the game has expired. */
  override async alarm(): Promise<void> {
    const s = this.state;
    if (!s) return;
    if (Date.now() >= s.expiresAt) return this.end();
    if (s.phase !== "question") return;
    if (Date.now() >= s.closesAt - 5) return this.closeQuestion();
    // Woken early: the question still closes on time.
    await this.ctx.storage.setAlarm(s.closesAt);
  }

  private announcePlayers(): void {
    const s = this.state!;
    const players = playerList(s);
    if (s.phase === "lobby") this.broadcast({ v: 1, type: "lobby", players });
    else for (const ws of this.ctx.getWebSockets("host")) send(ws, { v: 1, type: "players", players });
  }

  private broadcast(frame: GameServerFrame): void {
    const text = JSON.stringify(frame);
    for (const ws of this.ctx.getWebSockets()) sendText(ws, text);
  }

  private async save(): Promise<void> {
    await this.ctx.storage.put(STATE_KEY, this.state);
  }

  // ---- sockets -------------------------------------------------------------------------------

  override async webSocketMessage(ws: WebSocket, message: string | ArrayBuffer): Promise<void> {
    const who = attachmentOf(ws);
    const s = this.state;
    if (!who || !s) return;
    let frame: GameClientFrame;
    try {
      frame = gameClientFrameSchema.parse(JSON.parse(typeof message === "string" ? message : ""));
    } catch {
      return this.refuse(ws, "invalid_frame");
    }
    if (frame.type === "answer") {
      if (who.role !== "player") return this.refuse(ws, "not_player");
      return this.answer(ws, who.playerId, frame.index, frame.choice);
    }
    if (who.role !== "host") return this.refuse(ws, "not_host");
    switch (frame.type) {
      case "start":
        if (s.phase !== "lobby") return this.refuse(ws, "wrong_phase");
        return this.openQuestion(0);
      case "next":
        if (s.phase !== "reveal") return this.refuse(ws, "wrong_phase");
        return s.index + 1 < s.questions.length ? this.openQuestion(s.index + 1) : this.end();
      case "end":
        return this.end();
      case "kick":
        return this.kick(ws, frame.player_id);
    }
  }

  private async answer(ws: WebSocket, playerId: string, index: number, choice: number): Promise<void> {
    const s = this.state!;
    const player = s.players.find((p) => p.id === playerId);
    if (!player || player.kicked) return this.refuse(ws, "not_player");
    if (s.phase !== "question") return this.refuse(ws, "wrong_phase");
    if (index !== s.index) return this.refuse(ws, "not_this_question");
    if (player.firstQuestion > index) return this.refuse(ws, "joined_late");
    if (player.answers[index]) return this.refuse(ws, "already_answered");
    const q = s.questions[index]!;
    if (choice >= q.options.length) return this.refuse(ws, "no_such_option");
    const now = Date.now();
    // An answer arriving after the time is up (the alarm not yet run) is too late.
    if (now > s.closesAt) return this.refuse(ws, "wrong_phase");
    const correct = choice === q.answer;
    const points = answerPoints(correct, now - s.openedAt, s.closesAt - s.openedAt);
    player.answers[index] = { choice, correct, points };
    player.score += points;
    if (correct) player.correct += 1;
    await this.save();
    const counted = this.answeredFrame();
    for (const own of this.socketsOf(playerId)) send(own, { ...counted, choice });
    for (const host of this.ctx.getWebSockets("host")) send(host, counted);
    if (counted.answered >= counted.players) await this.closeQuestion();
  }

  private async kick(ws: WebSocket, playerId: string): Promise<void> {
    const s = this.state!;
    const player = s.players.find((p) => p.id === playerId && !p.kicked);
    if (!player) return this.refuse(ws, "no_such_player");
    player.kicked = true;
    await this.save();
    for (const own of this.socketsOf(playerId)) {
      send(own, { v: 1, type: "kicked" });
      closeQuietly(own, CLOSE_GAME_KICKED, "removed from the game");
    }
    this.announcePlayers();
    // The one still to answer may have been the kicked player.
    if (s.phase === "question") {
      const counted = this.answeredFrame();
      for (const host of this.ctx.getWebSockets("host")) send(host, counted);
      if (counted.players > 0 && counted.answered >= counted.players) await this.closeQuestion();
    }
  }

  private socketsOf(playerId: string): WebSocket[] {
    return this.ctx.getWebSockets("player").filter((ws) => {
      const who = attachmentOf(ws);
      return who?.role === "player" && who.playerId === playerId;
    });
  }

  private refuse(ws: WebSocket, code: GameErrorCode): void {
    send(ws, { v: 1, type: "error", code });
  }

  override async webSocketClose(ws: WebSocket, code: number, reason: string): Promise<void> {
    closeQuietly(ws, code === 1005 || code === 1006 ? 1000 : code, reason);
  }
}

const playerList = (s: GameState): GamePlayer[] => s.players.filter((p) => !p.kicked).map((p) => ({ id: p.id, nickname: p.nickname }));

/** Highest score first; equal scores share a rank. */
function leaderboard(s: GameState): LeaderboardLine[] {
  const sorted = s.players.filter((p) => !p.kicked).sort((a, b) => b.score - a.score || a.nickname.localeCompare(b.nickname));
  let rank = 0;
  return sorted.map((p, i) => {
    if (i === 0 || p.score !== sorted[i - 1]!.score) rank = i + 1;
    return { player_id: p.id, nickname: p.nickname, score: p.score, rank };
  });
}

function standing(board: LeaderboardLine[], player: Player): PlayerStanding {
  return {
    score: player.score,
    rank: board.find((l) => l.player_id === player.id)?.rank ?? board.length + 1,
    correct_count: player.correct,
  };
}

const attachmentOf = (ws: WebSocket) => (ws.deserializeAttachment() as Attachment | null) ?? null;

function sendText(ws: WebSocket, text: string): void {
  try {
    ws.send(text);
  } catch {
    // Closed between listing and sending.
  }
}

const send = (ws: WebSocket, frame: GameServerFrame) => sendText(ws, JSON.stringify(frame));

function closeQuietly(ws: WebSocket, code: number, reason: string): void {
  try {
    ws.close(code, reason);
  } catch {
    // Already closing.
  }
}
