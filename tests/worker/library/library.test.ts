/**
 * /api/library: the content of content/library seeded through the setup's own statements, a small
 * generated WAV as one episode's audio, signed-in learners.
 */
import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import article from "../../../content/library/articles/urban-green-spaces.json";
import podcast from "../../../content/library/podcasts/sleep-and-memory.json";
import { librarySeedStatements } from "../../../scripts/content/library-seed";
import type { ArticleDetail, LibraryAnswersResponse, LibraryListResponse, PodcastDetail } from "../../../worker/contract/library";
import { articleSchema, podcastSchema } from "../../../worker/contract/library-content";
import type { HistoryResponse } from "../../../worker/contract/progress";
import { AUDIO_PROGRESS_KEY } from "../../../worker/lib/audio-progress";
import { toneWav } from "../ielts/helpers";
import { request, signedIn, type Caller, type ErrorResponse } from "../vocabulary/helpers";

const ARTICLE = articleSchema.parse(article);
const PODCAST = podcastSchema.parse(podcast);
const seed = () => env.DB.batch(librarySeedStatements({ articles: [ARTICLE], podcasts: [PODCAST] }).map((sql) => env.DB.prepare(sql)));
const AUDIO_KEY = `library/podcasts/${PODCAST.id}/testhash.wav`;
const TURN_STARTS = PODCAST.transcript.map((_, i) => i * 0.05);

let learner: Caller;
let other: Caller;
let wav: Uint8Array;

const giveAudio = () =>
  env.DB.prepare(
    "INSERT OR REPLACE INTO library_podcast_audio (podcast_id, audio_key, content_type, bytes, duration_seconds, turn_start_seconds, engine, transcript_hash) VALUES (?, ?, 'audio/wav', ?, 2, ?, 'flite', 'testhash')",
  )
    .bind(PODCAST.id, AUDIO_KEY, wav.byteLength, JSON.stringify(TURN_STARTS))
    .run();

beforeAll(async () => {
  await seed();
  wav = toneWav(2);
  await env.AUDIO.put(AUDIO_KEY, wav, { httpMetadata: { contentType: "audio/wav" } });
  await giveAudio();
  [learner, other] = await Promise.all([signedIn(), signedIn()]);
});

const allRight = (questions: { id: string; answer: number }[]) => Object.fromEntries(questions.map((q) => [q.id, q.answer]));

describe("seeding content/library", () => {
  it("lists every article and episode once, and seeding again changes nothing", async () => {
    await seed();
    const { items } = await learner.ok<LibraryListResponse>("/api/library");
    expect(items.map((i) => [i.kind, i.id])).toEqual([
      ["article", ARTICLE.id],
      ["podcast", PODCAST.id],
    ]);
    expect(await env.DB.prepare("SELECT count(*) AS n FROM library_answer_keys").first("n")).toBe(
      ARTICLE.questions.length + PODCAST.questions.length,
    );
  });

  it("filters by kind, level and topic", async () => {
    const byKind = await learner.ok<LibraryListResponse>("/api/library?kind=podcast");
    expect(byKind.items.map((i) => i.id)).toEqual([PODCAST.id]);
    const byTopic = await learner.ok<LibraryListResponse>(`/api/library?topic=${ARTICLE.topic}&level=${ARTICLE.level}`);
    expect(byTopic.items.map((i) => i.id)).toEqual([ARTICLE.id]);
    expect((await learner.ok<LibraryListResponse>("/api/library?level=C1")).items).toEqual([]);
    expect((await learner.call("/api/library?topic=astrology")).status).toBe(400);
  });

  it("shows an article with its reading time and questions, never their answers", async () => {
    const detail = await learner.ok<ArticleDetail>(`/api/library/articles/${ARTICLE.id}`);
    expect(detail).toMatchObject({ title: ARTICLE.title, level: "B2", paragraphs: ARTICLE.paragraphs, minutes: 4, countedAttempt: null });
    expect(detail.questions[0]).toEqual({ id: "q1", prompt: ARTICLE.questions[0]!.prompt, options: ARTICLE.questions[0]!.options });
    expect(JSON.stringify(detail)).not.toContain(ARTICLE.questions[0]!.explanation);
    expect((await learner.call(`/api/library/podcasts/${ARTICLE.id}`)).status).toBe(404);
    expect(((await (await learner.call("/api/library/articles/no-such-article")).json()) as ErrorResponse).error.code).toBe(
      "library_item_not_found",
    );
  });

  it("retires an item that left content/", async () => {
    await env.DB.batch(librarySeedStatements({ articles: [], podcasts: [PODCAST] }).map((sql) => env.DB.prepare(sql)));
    expect((await learner.call(`/api/library/articles/${ARTICLE.id}`)).status).toBe(404);
    await seed();
    expect((await learner.call(`/api/library/articles/${ARTICLE.id}`)).status).toBe(200);
  });
});

describe("podcast episodes", () => {
  it("give the transcript with each turn's start time and a signed audio URL", async () => {
    const detail = await learner.ok<PodcastDetail>(`/api/library/podcasts/${PODCAST.id}`);
    expect(detail.speakers).toEqual(PODCAST.speakers.map(({ id, label }) => ({ id, label })));
    expect(detail.transcript.map((t) => t.startSeconds)).toEqual(TURN_STARTS);
    expect(detail.transcript[0]).toMatchObject(PODCAST.transcript[0]!);
    expect(detail.audio).toMatchObject({ contentType: "audio/wav", durationSeconds: 2, engine: "flite" });
    expect(detail.audio!.url).toMatch(/^\/api\/library\/audio\/library\/podcasts\/sleep-and-memory\/testhash\.wav\?expires=\d+&signature=/);
    expect(detail.positionSeconds).toBe(0);
    expect(detail.audioProgress).toBeNull();
  });

  it("say how far the audio is while `npm start` is still making it, for an episode that has none yet", async () => {
    await env.AUDIO.put(AUDIO_PROGRESS_KEY, JSON.stringify({ done: 2, total: 18 }));
    try {
      expect((await learner.ok<PodcastDetail>(`/api/library/podcasts/${PODCAST.id}`)).audioProgress).toBeNull();
      await env.DB.prepare("DELETE FROM library_podcast_audio WHERE podcast_id = ?").bind(PODCAST.id).run();
      const waiting = await learner.ok<PodcastDetail>(`/api/library/podcasts/${PODCAST.id}`);
      expect(waiting).toMatchObject({ audio: null, audioProgress: { done: 2, total: 18 } });
    } finally {
      await env.AUDIO.delete(AUDIO_PROGRESS_KEY);
      await giveAudio();
    }
  });

  it("serve the audio by signed URL with range requests (206, Content-Range) and 416 past the end", async () => {
    const { audio } = await learner.ok<PodcastDetail>(`/api/library/podcasts/${PODCAST.id}`);
    const whole = await request(audio!.url);
    expect(whole.status).toBe(200);
    expect(whole.headers.get("Accept-Ranges")).toBe("bytes");
    expect(new Uint8Array(await whole.arrayBuffer())).toEqual(wav);

    const part = await request(audio!.url, { headers: { Range: "bytes=100-199" } });
    expect(part.status).toBe(206);
    expect(part.headers.get("Content-Range")).toBe(`bytes 100-199/${wav.byteLength}`);
    expect(new Uint8Array(await part.arrayBuffer())).toEqual(wav.subarray(100, 200));

    const tail = await request(audio!.url, { headers: { Range: "bytes=-10" } });
    expect(tail.headers.get("Content-Range")).toBe(`bytes ${wav.byteLength - 10}-${wav.byteLength - 1}/${wav.byteLength}`);

    const past = await request(audio!.url, { headers: { Range: `bytes=${wav.byteLength}-` } });
    expect(past.status).toBe(416);
    expect(past.headers.get("Content-Range")).toBe(`bytes */${wav.byteLength}`);
  });

  it("serve the audio to a signed-in learner by token, to nobody without a token or a valid signature", async () => {
    expect((await learner.call(`/api/library/audio/${AUDIO_KEY}`)).status).toBe(200);
    expect((await request(`/api/library/audio/${AUDIO_KEY}`)).status).toBe(401);
    expect((await request(`/api/library/audio/${AUDIO_KEY}?expires=9999999999&signature=AAAA`)).status).toBe(401);
    // Only podcast audio is served here: a speaking recording's key is not.
    expect((await learner.call(`/api/library/audio/recordings/${learner.userId}/x.wav`)).status).toBe(404);
  });

  it("keep each learner's own place, clamped to the episode's length", async () => {
    expect(await learner.ok(`/api/library/podcasts/${PODCAST.id}/playback`, { method: "PUT", json: { positionSeconds: 1.5 } })).toEqual({
      positionSeconds: 1.5,
    });
    expect((await learner.ok<PodcastDetail>(`/api/library/podcasts/${PODCAST.id}`)).positionSeconds).toBe(1.5);
    expect((await other.ok<PodcastDetail>(`/api/library/podcasts/${PODCAST.id}`)).positionSeconds).toBe(0);
    expect(await learner.ok(`/api/library/podcasts/${PODCAST.id}/playback`, { method: "PUT", json: { positionSeconds: 99 } })).toEqual({
      positionSeconds: 2,
    });
    expect(
      (await learner.call(`/api/library/podcasts/${PODCAST.id}/playback`, { method: "PUT", json: { positionSeconds: -1 } })).status,
    ).toBe(400);
    expect(
      (await learner.call(`/api/library/podcasts/${ARTICLE.id}/playback`, { method: "PUT", json: { positionSeconds: 1 } })).status,
    ).toBe(404);
  });
});

describe("answers to comprehension questions", () => {
  it("are scored by the server with the right answers and explanations, and recorded as reading practice once", async () => {
    const me = await signedIn();
    const answers = { ...allRight(ARTICLE.questions), q1: (ARTICLE.questions[0]!.answer + 1) % 4 };
    const clientId = crypto.randomUUID();
    const scored = await me.ok<LibraryAnswersResponse>(`/api/library/articles/${ARTICLE.id}/answers`, {
      method: "POST",
      json: { clientId, answers },
    });
    const total = ARTICLE.questions.length;
    expect(scored).toMatchObject({
      duplicate: false,
      practice: false,
      correct: total - 1,
      total,
      score: Math.round((100 * (total - 1)) / total),
    });
    expect(scored.results[0]).toEqual({
      questionId: "q1",
      chosen: answers.q1,
      answer: ARTICLE.questions[0]!.answer,
      correct: false,
      explanation: ARTICLE.questions[0]!.explanation,
    });

    const again = await me.ok<LibraryAnswersResponse>(`/api/library/articles/${ARTICLE.id}/answers`, {
      method: "POST",
      json: { clientId, answers: allRight(ARTICLE.questions) },
    });
    expect(again).toMatchObject({ duplicate: true, correct: total - 1 });

    const { results } = await env.DB.prepare("SELECT event_type, data FROM progress_events WHERE user_id = ?")
      .bind(me.userId)
      .all<{ event_type: string; data: string }>();
    expect(results.map((r) => r.event_type)).toEqual(["library_article_completed"]);
    expect(JSON.parse(results[0]!.data)).toMatchObject({
      section: "reading",
      correct: total - 1,
      total,
      ref: { kind: "library_article", id: ARTICLE.id },
    });

    // History lists it under Library, not IELTS.
    const library = await me.ok<HistoryResponse>("/api/progress/history?kind=library");
    expect(library.items.map((i) => [i.kind, i.type])).toEqual([["library", "library_article_completed"]]);
    expect((await me.ok<HistoryResponse>("/api/progress/history?kind=ielts")).items).toEqual([]);

    const listed = await me.ok<LibraryListResponse>("/api/library?kind=article");
    expect(listed.items[0]!.countedAttempt).toMatchObject({ correct: total - 1, total });
  });

  it("reveal nothing for an empty submission and only the answered question's key for a partial one", async () => {
    const me = await signedIn();
    const post = (answers: Record<string, number>) =>
      me.ok<LibraryAnswersResponse>(`/api/library/podcasts/${PODCAST.id}/answers`, {
        method: "POST",
        json: { clientId: crypto.randomUUID(), answers },
      });
    const empty = await post({});
    expect(empty).toMatchObject({ practice: true, correct: 0 });
    expect(empty.results.every((r) => r.answer === null && r.explanation === null)).toBe(true);

    const wrong = (PODCAST.questions[0]!.answer + 1) % 4;
    const partial = await post({ q1: wrong });
    expect(partial).toMatchObject({ practice: true, correct: 0, total: PODCAST.questions.length });
    expect(partial.results[0]).toEqual({
      questionId: "q1",
      chosen: wrong,
      answer: PODCAST.questions[0]!.answer,
      correct: false,
      explanation: PODCAST.questions[0]!.explanation,
    });
    expect(partial.results.slice(1).every((r) => r.chosen === null && r.answer === null && r.explanation === null)).toBe(true);
    expect(await env.DB.prepare("SELECT count(*) AS n FROM progress_events WHERE user_id = ?").bind(me.userId).first("n")).toBe(0);

    // The first answer to q1 stands: answering every question now counts it wrong, the rest as given.
    const complete = await post(allRight(PODCAST.questions));
    expect(complete).toMatchObject({ practice: false, correct: PODCAST.questions.length - 1 });
    expect(complete.results[0]).toMatchObject({ chosen: wrong, correct: false });
    const row = await env.DB.prepare("SELECT event_type, skill, data FROM progress_events WHERE user_id = ?").bind(me.userId).first();
    expect(row).toMatchObject({ event_type: "library_podcast_completed", skill: "ielts_listening" });
    expect(JSON.parse(row!.data as string)).toMatchObject({ correct: PODCAST.questions.length - 1 });
  });

  it("count the first complete attempt; a new client id later is practice that raises nothing", async () => {
    const me = await signedIn();
    const wrong = Object.fromEntries(ARTICLE.questions.map((q) => [q.id, (q.answer + 1) % 4]));
    const first = await me.ok<LibraryAnswersResponse>(`/api/library/articles/${ARTICLE.id}/answers`, {
      method: "POST",
      json: { clientId: crypto.randomUUID(), answers: wrong },
    });
    expect(first).toMatchObject({ practice: false, correct: 0 });
    const retake = await me.ok<LibraryAnswersResponse>(`/api/library/articles/${ARTICLE.id}/answers`, {
      method: "POST",
      json: { clientId: crypto.randomUUID(), answers: allRight(ARTICLE.questions) },
    });
    expect(retake).toMatchObject({ duplicate: false, practice: true, correct: ARTICLE.questions.length, score: 100 });

    const { results } = await env.DB.prepare("SELECT data FROM progress_events WHERE user_id = ?").bind(me.userId).all<{ data: string }>();
    expect(results.map((r) => JSON.parse(r.data).score)).toEqual([0]);
    expect((await me.ok<ArticleDetail>(`/api/library/articles/${ARTICLE.id}`)).countedAttempt).toMatchObject({ correct: 0 });
    const listed = await me.ok<LibraryListResponse>("/api/library?kind=article");
    expect(listed.items.find((i) => i.id === ARTICLE.id)!.countedAttempt).toMatchObject({ correct: 0 });
  });

  it("refuse unknown questions, options out of range and a reused client id for another item", async () => {
    const post = (kind: string, id: string, json: unknown) => learner.call(`/api/library/${kind}/${id}/answers`, { method: "POST", json });
    const unknown = await post("articles", ARTICLE.id, { clientId: crypto.randomUUID(), answers: { q9: 0 } });
    expect(unknown.status).toBe(400);
    expect(((await unknown.json()) as ErrorResponse).error.code).toBe("library_unknown_question");
    expect((await post("articles", ARTICLE.id, { clientId: crypto.randomUUID(), answers: { q1: 4 } })).status).toBe(400);
    expect((await post("articles", ARTICLE.id, { answers: { q1: 0 } })).status).toBe(400);
    const clientId = crypto.randomUUID();
    expect((await post("articles", ARTICLE.id, { clientId, answers: { q1: 0 } })).status).toBe(200);
    expect((await post("podcasts", PODCAST.id, { clientId, answers: { q1: 0 } })).status).toBe(409);
    expect((await post("podcasts", ARTICLE.id, { clientId: crypto.randomUUID(), answers: {} })).status).toBe(404);
  });
});

describe("who may use /api/library", () => {
  it.each([
    ["GET", "/api/library"],
    ["GET", `/api/library/articles/${ARTICLE.id}`],
    ["GET", `/api/library/podcasts/${PODCAST.id}`],
    ["POST", `/api/library/articles/${ARTICLE.id}/answers`],
    ["POST", `/api/library/podcasts/${PODCAST.id}/answers`],
    ["PUT", `/api/library/podcasts/${PODCAST.id}/playback`],
  ])("refuses an anonymous %s %s with 401 before looking at what it sent", async (method, path) => {
    const res = await request(path, method === "GET" ? { method } : { method, json: { not: "valid" } });
    expect(res.status).toBe(401);
  });

  it("shows a learner only their own attempts", async () => {
    const mine = await signedIn();
    await mine.ok(`/api/library/articles/${ARTICLE.id}/answers`, {
      method: "POST",
      json: { clientId: crypto.randomUUID(), answers: allRight(ARTICLE.questions) },
    });
    expect((await mine.ok<ArticleDetail>(`/api/library/articles/${ARTICLE.id}`)).countedAttempt).toMatchObject({
      correct: ARTICLE.questions.length,
    });
    expect((await other.ok<ArticleDetail>(`/api/library/articles/${ARTICLE.id}`)).countedAttempt).toBeNull();
  });
});
