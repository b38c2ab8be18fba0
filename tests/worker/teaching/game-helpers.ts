/** Live class games for the worker tests: a teacher's quiz with known answers, and game sockets as devices open them. */
import { env } from "cloudflare:workers";
import { expect } from "vitest";
import {
  gameServerFrameSchema,
  hostedGameSchema,
  joinedGameSchema,
  type GameServerFrame,
  type HostedGame,
  type JoinedGame,
} from "../../../worker/contract/games";
import type { QuizQuestion } from "../../../worker/contract/quiz";
import { createDb } from "../../../worker/db/client";
import { quizzes } from "../../../worker/db/schema";
import { api } from "../helpers";
import { call, json, type Caller } from "../progress/helpers";

/** Two questions: the right option is the second of the first, the first of the second. */
export const QUESTIONS: QuizQuestion[] = [
  {
    id: "q1",
    type: "definition_to_word",
    prompt: "A round fruit with red or green skin",
    options: ["pear", "apple", "plum", "grape"],
    correctIndex: 1,
    word: "apple",
    wordId: null,
    difficulty: "Easy",
    explanation: "",
  },
  {
    id: "q2",
    type: "definition_to_word",
    prompt: "A large animal that can be ridden",
    options: ["horse", "mouse", "fish", "bird"],
    correctIndex: 0,
    word: "horse",
    wordId: null,
    difficulty: "Easy",
    explanation: "",
  },
];

/** A quiz of the teacher's own with QUESTIONS, stored as the quiz route stores one. */
export async function teacherQuiz(teacher: Caller): Promise<string> {
  const id = crypto.randomUUID();
  await createDb(env.DB)
    .insert(quizzes)
    .values({ id, userId: teacher.id, source: "dictionary", questions: QUESTIONS, questionCount: QUESTIONS.length, createdAt: Date.now() });
  return id;
}

export async function startGame(teacher: Caller, classId: string, quizId: string, body: Record<string, unknown> = {}): Promise<HostedGame> {
  const res = await call("/api/games", teacher.token, {
    json: { class_id: classId, title: "Fruit and animals", source: { kind: "quiz", quiz_id: quizId }, ...body },
  });
  return hostedGameSchema.parse(await json<HostedGame>(res, 201));
}

export const joinGame = (pin: string, who?: Caller, nickname?: string, ip = "198.51.100.1") =>
  call("/api/games/join", who?.token, { json: { pin, ...(nickname && { nickname }) }, headers: { "CF-Connecting-IP": ip } });

export async function joined(pin: string, who?: Caller, nickname?: string): Promise<JoinedGame> {
  return joinedGameSchema.parse(await json<JoinedGame>(await joinGame(pin, who, nickname), 201));
}

export type GameSocket = {
  ws: WebSocket;
  /** Every frame as received, raw, so a test can look for what must not be there. */
  raw: string[];
  frames: GameServerFrame[];
  closed: Promise<CloseEvent>;
  send(frame: unknown): void;
  next<T extends GameServerFrame["type"]>(type: T, from?: number, timeoutMs?: number): Promise<Extract<GameServerFrame, { type: T }>>;
};

export async function openGameSocket(query: string, headers: Record<string, string> = {}): Promise<GameSocket> {
  const res = await api(`/api/game-socket?${query}`, { headers: { ...headers, Upgrade: "websocket" } });
  const ws = res.webSocket;
  if (res.status !== 101 || !ws) throw Object.assign(new Error(`upgrade failed: ${res.status}`), { status: res.status });
  ws.accept();
  const raw: string[] = [];
  const frames: GameServerFrame[] = [];
  const waiters = new Set<() => void>();
  ws.addEventListener("message", (event) => {
    raw.push(event.data as string);
    // Strict: a frame with anything the protocol does not name (an answer key) fails here.
    frames.push(gameServerFrameSchema.parse(JSON.parse(event.data as string)));
    for (const wake of waiters) wake();
  });
  const closed = new Promise<CloseEvent>((resolve) => ws.addEventListener("close", resolve));
  return {
    ws,
    raw,
    frames,
    closed,
    send: (frame) => ws.send(JSON.stringify(frame)),
    next(type, from = 0, timeoutMs = 3000) {
      return new Promise((resolve, reject) => {
        const check = () => {
          const found = frames.slice(from).find((f) => f.type === type);
          if (!found) return false;
          waiters.delete(check);
          clearTimeout(timer);
          resolve(found as never);
          return true;
        };
        const timer = setTimeout(() => {
          waiters.delete(check);
          reject(new Error(`no ${type} frame within ${timeoutMs} ms; got ${JSON.stringify(frames)}`));
        }, timeoutMs);
        if (!check()) waiters.add(check);
      });
    },
  };
}

export const playerSocket = (game: JoinedGame) => openGameSocket(`game=${game.game_id}&player=${encodeURIComponent(game.player_token)}`);

export async function hostSocket(teacher: Caller, gameId: string): Promise<GameSocket> {
  const res = await call("/api/realtime/ticket", teacher.token, { method: "POST" });
  const { ticket } = await json<{ ticket: string }>(res);
  return openGameSocket(`game=${gameId}&ticket=${encodeURIComponent(ticket)}`);
}

/** Status of a refused upgrade. */
export async function refusedUpgrade(query: string): Promise<number> {
  const res = await api(`/api/game-socket?${query}`, { headers: { Upgrade: "websocket" } });
  expect(res.webSocket).toBeFalsy();
  await res.text();
  return res.status;
}
