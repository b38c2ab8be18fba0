/**
 * The live class game on the real ClassGame Durable Object: joining by PIN (signed in
 * or as a guest), the wrong-PIN limit, PINs freed at the end and on expiry, questions without their
 * answers until they close, scoring by the server for correctness and speed, late joiners waiting,
 * reconnecting with the score kept, kicking, and the results in the class's gradebook.
 */
import { runDurableObjectAlarm, runInDurableObject } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import {
  CLOSE_GAME_ENDED,
  CLOSE_GAME_KICKED,
  GAME_POINTS_MAX,
  WRONG_PIN_LIMIT,
  gameSourcesSchema,
  hostedGameSchema,
  type GameSources,
  type HostedGame,
} from "../../../worker/contract/games";
import type { Gradebook } from "../../../worker/contract/gradebook";
import { createDb } from "../../../worker/db/client";
import { gamePins, gameResults, games } from "../../../worker/db/schema";
import { HOST_HEADER } from "../../../worker/games/registry";
import { call, json, signedIn, type Caller } from "../progress/helpers";
import { callAs, fiveRoles, join, newClass, type People, type Who } from "./helpers";
import {
  hostSocket,
  joinGame,
  joined,
  openGameSocket,
  playerSocket,
  refusedUpgrade,
  startGame,
  teacherQuiz,
  type GameSocket,
} from "./game-helpers";

const db = () => createDb(env.DB);

describe("who may start, read and host a game", () => {
  let people: People;
  let classId: string;
  let quizId: string;
  let game: HostedGame;

  beforeAll(async () => {
    const roles = await fiveRoles();
    people = roles.people;
    classId = roles.theClass.id;
    quizId = await teacherQuiz(people["teacher of the class"]);
    game = await startGame(people["teacher of the class"], classId, quizId);
  });

  const TEACHER_ONLY: Record<Who, number> = {
    anonymous: 401,
    student: 403,
    "another learner": 403,
    "teacher of the class": 200,
    "teacher of another class": 404,
  };
  const rows: [string, string, () => string, Record<Who, number>, (() => unknown)?][] = [
    ["GET", "what a game may be made from", () => `/api/games/sources?class_id=${classId}`, TEACHER_ONLY],
    ["GET", "a game", () => `/api/games/${game.id}`, TEACHER_ONLY],
    [
      "POST",
      "a new game",
      () => "/api/games",
      { ...TEACHER_ONLY, "teacher of the class": 201 },
      () => ({ class_id: classId, title: "Game", source: { kind: "quiz", quiz_id: quizId } }),
    ],
  ];
  for (const [method, what, path, expected, body] of rows) {
    for (const who of Object.keys(expected) as Who[]) {
      it(`${method} ${what}: ${who} → ${expected[who]}`, async () => {
        const res = await callAs(people, who, method, path(), body?.());
        expect(res.status, await res.text()).toBe(expected[who]);
      });
    }
  }

  it("lists the teacher's quiz among what a game may be made from", async () => {
    const res = await call(`/api/games/sources?class_id=${classId}`, people["teacher of the class"].token);
    const sources = gameSourcesSchema.parse(await json<GameSources>(res));
    expect(sources.quizzes).toEqual([expect.objectContaining({ id: quizId, question_count: 2 })]);
  });

  it("reads the game back for its teacher, with its PIN and phase", async () => {
    const res = await call(`/api/games/${game.id}`, people["teacher of the class"].token);
    expect(hostedGameSchema.parse(await json<HostedGame>(res))).toMatchObject({
      id: game.id,
      pin: game.pin,
      phase: "lobby",
      question_count: 2,
    });
  });

  it("another teacher cannot start a game from this teacher's quiz for their own class", async () => {
    const other = people["teacher of another class"];
    const theirs = await newClass(other);
    const res = await call("/api/games", other.token, {
      json: { class_id: theirs.id, title: "G", source: { kind: "quiz", quiz_id: quizId } },
    });
    expect(res.status).toBe(404);
  });

  it("only the class's teacher opens the host's socket; a player's socket cannot start or advance the game", async () => {
    const otherTicket = await json<{ ticket: string }>(
      await call("/api/realtime/ticket", people["teacher of another class"].token, { method: "POST" }),
    );
    expect(await refusedUpgrade(`game=${game.id}&ticket=${otherTicket.ticket}`)).toBe(404);
    expect(await refusedUpgrade(`game=${game.id}&player=not-a-token`)).toBe(401);
    expect(await refusedUpgrade(`game=${game.id}`)).toBe(401);

    const student = await playerSocket(await joined(game.pin, people.student, "Student"));
    await student.next("lobby");
    // A client cannot claim to be the host with the header the Worker sets.
    const again = await joined(game.pin, people.student, "Student");
    const forged = await openGameSocket(`game=${game.id}&player=${encodeURIComponent(again.player_token)}`, { [HOST_HEADER]: "1" });
    expect((await forged.next("welcome")).role).toBe("player");
    for (const type of ["start", "next", "end"]) {
      const from = student.frames.length;
      student.send({ v: 1, type });
      expect(await student.next("error", from)).toMatchObject({ code: "not_host" });
    }
    const host = await hostSocket(people["teacher of the class"], game.id);
    expect(await host.next("welcome")).toMatchObject({ role: "host" });
  });

  it("a learner outside the class cannot join a game without guests, nor anyone signed out", async () => {
    expect((await joinGame(game.pin, people["another learner"])).status).toBe(403);
    expect((await joinGame(game.pin, undefined, "Guest")).status).toBe(401);
  });
});

describe("playing a game", () => {
  let teacher: Caller;
  let aigerim: Caller;
  let bolat: Caller;
  let classId: string;
  let game: HostedGame;
  let host: GameSocket;

  beforeAll(async () => {
    [teacher, aigerim, bolat] = await Promise.all([signedIn({ role: "teacher" }), signedIn(), signedIn()]);
    await call("/api/profile", aigerim.token, { method: "PATCH", json: { fullName: "Aigerim" } });
    await call("/api/profile", bolat.token, { method: "PATCH", json: { fullName: "Bolat" } });
    const made = await newClass(teacher);
    classId = made.id;
    await join(aigerim, made.join_code);
    await join(bolat, made.join_code);
    game = await startGame(teacher, classId, await teacherQuiz(teacher), { allow_guests: true, seconds_per_question: 10 });
    host = await hostSocket(teacher, game.id);
  });

  it("gives a game a random 6-digit PIN that joins it", async () => {
    expect(game.pin).toMatch(/^\d{6}$/);
    const [row] = await db().select().from(gamePins).where(eq(gamePins.gameId, game.id));
    expect(row?.pin).toBe(game.pin);
  });

  it("plays two questions: no answer before a question closes, scores from the server, late joiners wait, reconnects keep the score, kicks", async () => {
    const a = await joined(game.pin, aigerim);
    expect(a.nickname).toBe("Aigerim");
    const guest = await joined(game.pin, undefined, "Fox");
    // A nickname is unique within the game, whatever its case.
    expect((await joinGame(game.pin, undefined, "fox")).status).toBe(409);
    const aSocket = await playerSocket(a);
    const gSocket = await playerSocket(guest);
    await host.next("lobby");
    await gSocket.next("lobby");

    // A client-made score is not a frame the game knows.
    const fromG = gSocket.frames.length;
    gSocket.send({ v: 1, type: "answer", index: 0, choice: 1, points: 1000 });
    expect(await gSocket.next("error", fromG)).toMatchObject({ code: "invalid_frame" });

    host.send({ v: 1, type: "start" });
    const q1 = await aSocket.next("question");
    await gSocket.next("question");
    await host.next("question");
    expect(q1.question).toMatchObject({ index: 0, total: 2, options: ["pear", "apple", "plum", "grape"] });
    for (const socket of [aSocket, gSocket, host]) {
      const asked = socket.raw.find((r) => r.includes('"type":"question"'))!;
      expect(asked).not.toMatch(/correct|answer"/);
    }

    // Aigerim answers right at once; the guest waits a little and answers wrong.
    aSocket.send({ v: 1, type: "answer", index: 0, choice: 1 });
    expect(await aSocket.next("answered")).toMatchObject({ answered: 1, players: 2, choice: 1 });
    expect(host.frames.some((f) => f.type === "reveal")).toBe(false);
    expect(aSocket.raw.join()).not.toContain("correct_index");
    const again = aSocket.frames.length;
    aSocket.send({ v: 1, type: "answer", index: 0, choice: 2 });
    expect(await aSocket.next("error", again)).toMatchObject({ code: "already_answered" });
    gSocket.send({ v: 1, type: "answer", index: 0, choice: 3 });

    // Everyone who may answer has: the question closes and reveals.
    const reveal = await aSocket.next("reveal");
    expect(reveal.correct_index).toBe(1);
    expect(reveal.counts).toEqual([0, 1, 0, 1]);
    expect(reveal.you).toMatchObject({ choice: 1, correct: true, rank: 1, correct_count: 1 });
    expect(reveal.you!.points).toBeGreaterThan(GAME_POINTS_MAX / 2);
    expect(reveal.you!.points).toBeLessThanOrEqual(GAME_POINTS_MAX);
    const gReveal = await gSocket.next("reveal");
    expect(gReveal.you).toMatchObject({ choice: 3, correct: false, points: 0, score: 0, rank: 2 });
    expect(reveal.leaderboard.map((l) => l.nickname)).toEqual(["Aigerim", "Fox"]);
    const aigerimScore = reveal.you!.score;

    // Aigerim's device drops and comes back: she keeps her score.
    aSocket.ws.close(1000);
    const back = await playerSocket(await joined(game.pin, aigerim));
    expect(await back.next("welcome")).toMatchObject({ you: { player_id: a.player_id, score: aigerimScore } });
    expect((await back.next("reveal")).you?.score).toBe(aigerimScore);
    // The first device's token still opens her player: each device keeps its own.
    const firstDevice = await playerSocket(a);
    expect(await firstDevice.next("welcome")).toMatchObject({ you: { player_id: a.player_id, score: aigerimScore } });
    firstDevice.ws.close(1000);

    const hostFrom = host.frames.length;
    host.send({ v: 1, type: "next" });
    await back.next("question", 2);
    // Bolat joins while question 2 is open: he waits for the next one and may not answer this one.
    const b = await joined(game.pin, bolat);
    expect((await host.next("players", hostFrom)).players.map((p) => p.nickname)).toContain("Bolat");
    const bSocket = await playerSocket(b);
    expect(await bSocket.next("question")).toMatchObject({ waiting: true, question: { index: 1 } });
    bSocket.send({ v: 1, type: "answer", index: 1, choice: 0 });
    expect(await bSocket.next("error")).toMatchObject({ code: "joined_late" });

    // The teacher removes the guest: their device is told and closed, and cannot come back.
    const gFrom = gSocket.frames.length;
    host.send({ v: 1, type: "kick", player_id: guest.player_id });
    await gSocket.next("kicked", gFrom);
    expect((await gSocket.closed).code).toBe(CLOSE_GAME_KICKED);
    expect(await refusedUpgrade(`game=${game.id}&player=${encodeURIComponent(guest.player_token)}`)).toBe(403);

    // Only Aigerim may answer question 2 now; her answer closes it.
    back.send({ v: 1, type: "answer", index: 1, choice: 0 });
    const last = await back.next("reveal", 3);
    expect(last.you).toMatchObject({ correct: true, correct_count: 2 });
    expect(last.leaderboard.map((l) => l.nickname)).toEqual(["Aigerim", "Bolat"]);

    host.send({ v: 1, type: "next" });
    const ended = await back.next("ended");
    expect(ended.you).toMatchObject({ rank: 1, correct_count: 2 });
    expect((await back.closed).code).toBe(CLOSE_GAME_ENDED);

    const results = await db().select().from(gameResults).where(eq(gameResults.gameId, game.id));
    expect(results.map((r) => [r.nickname, r.correctCount, r.rank]).sort()).toEqual([
      ["Aigerim", 2, 1],
      ["Bolat", 0, 2],
    ]);
    // The PIN is free: it no longer joins anything.
    expect((await joinGame(game.pin, aigerim)).status).toBe(404);

    const book = await json<Gradebook>(await call(`/api/classes/${classId}/gradebook?kind=game`, teacher.token));
    expect(book.columns).toEqual([expect.objectContaining({ id: `game:${game.id}`, kind: "game", title: "Fruit and animals" })]);
    const score = (id: string) => book.students.find((s) => s.student_id === id)!.cells[`game:${game.id}`]?.score;
    expect(score(aigerim.id)).toBe(100);
    expect(score(bolat.id)).toBe(0);
  });
});

describe("scoring by speed", () => {
  it("gives a faster right answer more points than a slower one, and a wrong one none", async () => {
    const teacher = await signedIn({ role: "teacher" });
    const made = await newClass(teacher);
    const game = await startGame(teacher, made.id, await teacherQuiz(teacher), { allow_guests: true, seconds_per_question: 5 });
    const host = await hostSocket(teacher, game.id);
    const players = await Promise.all(["Quick", "Slow", "Wrong"].map(async (n) => playerSocket(await joined(game.pin, undefined, n))));
    await Promise.all(players.map((p) => p.next("lobby")));
    host.send({ v: 1, type: "start" });
    await Promise.all(players.map((p) => p.next("question")));
    const [quick, slow, wrong] = players as [GameSocket, GameSocket, GameSocket];
    quick.send({ v: 1, type: "answer", index: 0, choice: 1 });
    wrong.send({ v: 1, type: "answer", index: 0, choice: 0 });
    await quick.next("answered");
    // The slow player thinks for a second (a person's delay, the thing being scored).
    await new Promise((resolve) => setTimeout(resolve, 1000));
    slow.send({ v: 1, type: "answer", index: 0, choice: 1 });
    const [q, s, w] = await Promise.all(players.map((p) => p.next("reveal")));
    expect(q!.you!.points).toBeGreaterThan(s!.you!.points);
    // 1 s of 5 costs a tenth of the points (half of them over the whole time).
    expect(q!.you!.points - s!.you!.points).toBeGreaterThanOrEqual(90);
    expect(s!.you!.points).toBeGreaterThan(GAME_POINTS_MAX / 2);
    expect(w!.you!.points).toBe(0);
    expect(q!.leaderboard.map((l) => l.nickname)).toEqual(["Quick", "Slow", "Wrong"]);
  });

  it("closes a question when its time is up, unanswered players scoring nothing", async () => {
    const teacher = await signedIn({ role: "teacher" });
    const made = await newClass(teacher);
    const game = await startGame(teacher, made.id, await teacherQuiz(teacher), { allow_guests: true, seconds_per_question: 5 });
    const host = await hostSocket(teacher, game.id);
    const p = await playerSocket(await joined(game.pin, undefined, "Sleepy"));
    await p.next("lobby");
    host.send({ v: 1, type: "start" });
    const q = await p.next("question");
    expect(q.closes_in_ms).toBeLessThanOrEqual(5000);
    const reveal = await p.next("reveal", 0, 8000);
    expect(reveal.you).toMatchObject({ choice: null, points: 0 });
  }, 15_000);
});

describe("PINs", () => {
  it("refuses every join from an address after too many wrong PINs, the right PIN too", async () => {
    const teacher = await signedIn({ role: "teacher" });
    const made = await newClass(teacher);
    const game = await startGame(teacher, made.id, await teacherQuiz(teacher), { allow_guests: true });
    const ip = "203.0.113.77";
    const wrong = game.pin === "000000" ? "000001" : "000000";
    for (let i = 0; i < WRONG_PIN_LIMIT.limit; i++) expect((await joinGame(wrong, undefined, "Guesser", ip)).status).toBe(404);
    const refused = await joinGame(game.pin, undefined, "Guesser", ip);
    expect(refused.status).toBe(429);
    expect(refused.headers.get("Content-Type")).toContain("json");
    // Another address is not held back.
    expect((await joinGame(game.pin, undefined, "Guesser", "203.0.113.78")).status).toBe(201);
    // A PIN that is not six digits is a bad request, not a guess.
    expect((await joinGame("12ab", undefined, "Guesser", "203.0.113.79")).status).toBe(400);
  });

  it("expires with the game: the alarm ends it, frees the PIN and closes the sockets", async () => {
    const teacher = await signedIn({ role: "teacher" });
    const made = await newClass(teacher);
    const game = await startGame(teacher, made.id, await teacherQuiz(teacher), { allow_guests: true });
    const p = await playerSocket(await joined(game.pin, undefined, "Late"));
    await p.next("lobby");
    // The game's time is up (its expiry moved to the past), then its alarm runs.
    const stub = env.CLASS_GAME.getByName(game.id);
    await runInDurableObject(stub, (instance) => {
      (instance as unknown as { state: { expiresAt: number } }).state.expiresAt = Date.now() - 1;
    });
    expect(await runDurableObjectAlarm(stub)).toBe(true);
    expect((await p.closed).code).toBe(CLOSE_GAME_ENDED);
    expect((await joinGame(game.pin, undefined, "Later")).status).toBe(404);
    const [row] = await db().select().from(games).where(eq(games.id, game.id));
    expect(row?.endedAt).not.toBeNull();
  });
});
