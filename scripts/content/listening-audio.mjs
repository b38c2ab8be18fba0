// Listening audio for the local stack: each part's transcript is spoken by espeak-ng (Debian package;
// installed here when missing and running as root on Debian), one voice per speaker from the content's
// voice hints, `spokenText` where the shown text would be misread, and the pauses the content asks for.
// The turns are joined into one track (speech.mjs: Ogg/Opus when opusenc is there, else WAV, cached in
// .cache/ielts-audio/ by transcript hash), put into local R2 and recorded in D1 (ielts_listening_audio)
// with the start time of every turn. A stamp in the state folder makes warm runs skip all of it.
// Without a speech engine setup warns and goes on: the API reports the audio missing.
import { createHash } from "node:crypto";
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { executeSql, putObjects, readStamp, ROOT, sqlValue, writeStamp } from "./local-store.mjs";
import { CONTENT_DIR } from "./seed.mjs";
import { cachedTrack, espeakTools, has, speak } from "./speech.mjs";
import { silence } from "./wav.mjs";

const STAMP = "ielts-audio.json";
const AUDIO_CACHE_DIR = path.join(ROOT, ".cache", "ielts-audio");
/** Bump when the way audio is made changes, so cached tracks are made again. */
const ENGINE_VERSION = "espeak-ng/1";
const BUCKET = "lexora-audio";
const SAMPLE_RATE = 22050;
const GAP_BETWEEN_TURNS_SECONDS = 0.45;
const LEAD_IN_SECONDS = 0.5;
/** Words per minute by speaker age; the narrator reads the instructions slowly and clearly. */
const SPEED = { narrator: 150, young: 168, adult: 160, older: 150 };

function listeningParts() {
  const dir = path.join(CONTENT_DIR, "listening");
  const files = ["test-1.json", "test-2.json"].map((f) => path.join(dir, f)).filter(existsSync);
  return files.flatMap((file) => JSON.parse(readFileSync(file, "utf8")).parts);
}

/** What the audio depends on: speakers' voices, the spoken words and the pauses. */
function partHash(part) {
  const voices = part.speakers.map(({ id, role, voice }) => ({ id, role, voice }));
  const turns = part.transcript.map(({ speaker, text, spokenText, pauseAfterSeconds }) => ({ speaker, say: spokenText ?? text, pauseAfterSeconds }));
  return createHash("sha256").update(JSON.stringify({ engine: ENGINE_VERSION, voices, turns })).digest("hex").slice(0, 20);
}

/** The part's turns, each in its speaker's voice, with the gaps and pauses between them. */
async function partPieces(part, work) {
  const speakers = new Map(part.speakers.map((s) => [s.id, s]));
  const spoken = await Promise.all(
    part.transcript.map((turn, i) => {
      const speaker = speakers.get(turn.speaker);
      const speed = speaker.role === "narrator" ? SPEED.narrator : SPEED[speaker.voice.age];
      return speak(turn.spokenText ?? turn.text, speaker.voice.espeakNg, speed, path.join(work, `turn-${i}.wav`));
    }),
  );
  return [
    silence(LEAD_IN_SECONDS, SAMPLE_RATE),
    ...part.transcript.flatMap((turn, i) => [{ turn: i, wav: spoken[i] }, silence(GAP_BETWEEN_TURNS_SECONDS + (turn.pauseAfterSeconds ?? 0), SAMPLE_RATE)]),
  ];
}

/** The parts whose audio is missing or out of date (those that had no speech engine, once there is one). */
function partsToDo(stateDir) {
  const stamp = readStamp(stateDir, STAMP);
  const parts = listeningParts().map((part) => ({ part, hash: partHash(part) }));
  return { stamp, parts, todo: parts.filter(({ part, hash }) => stamp[part.id]?.hash !== hash || (stamp[part.id].missing && has("espeak-ng"))) };
}

/** How many parts ensureListeningAudio would speak now. */
export const listeningAudioToDo = (stateDir) => partsToDo(stateDir).todo.length;

/**
 * @param {string} stateDir wrangler's --persist-to folder (already migrated and seeded)
 * @param {import("./local-store.mjs").SetupTools} tools
 * @returns {Promise<string | null>} what it did, or null when the audio was up to date
 */
export async function ensureListeningAudio(stateDir, tools) {
  const { stamp, parts, todo } = partsToDo(stateDir);
  if (todo.length === 0) {
    const missing = parts.filter(({ part }) => stamp[part.id]?.missing).length;
    return missing ? `Listening audio: ${missing} part(s) have no audio (no speech engine; install espeak-ng and run setup again)` : null;
  }

  const speech = await espeakTools("listening audio", tools);
  if (!speech) {
    for (const { part, hash } of todo) stamp[part.id] = { hash, missing: true };
    writeStamp(stateDir, STAMP, stamp);
    return "WARNING: espeak-ng is not available, so the listening tests have no audio (the app says so). Install espeak-ng and run `npm run setup` again";
  }

  const tracks = await Promise.all(
    todo.map(async ({ part, hash }) => ({
      part,
      hash,
      key: `ielts/listening/${part.id}/${hash}.${speech.opus ? "ogg" : "wav"}`,
      ...(await cachedTrack({ cacheDir: AUDIO_CACHE_DIR, hash, opus: speech.opus, sampleRate: SAMPLE_RATE, pieces: (work) => partPieces(part, work) })),
    })),
  );
  await putObjects(stateDir, tools, BUCKET, tracks, tracks[0].contentType);
  const rows = tracks.map((t) => [t.part.id, t.key, t.contentType, t.bytes, t.durationSeconds, JSON.stringify(t.turnStartSeconds), t.hash].map(sqlValue).join(", "));
  await executeSql(stateDir, tools, [
    `INSERT INTO ielts_listening_audio (part_id, audio_key, content_type, bytes, duration_seconds, turn_start_seconds, transcript_hash) VALUES\n(${rows.join("),\n(")})\n` +
      "ON CONFLICT(part_id) DO UPDATE SET audio_key = excluded.audio_key, content_type = excluded.content_type, bytes = excluded.bytes, " +
      "duration_seconds = excluded.duration_seconds, turn_start_seconds = excluded.turn_start_seconds, transcript_hash = excluded.transcript_hash, created_at = excluded.created_at;",
  ]);
  for (const t of tracks) stamp[t.part.id] = { hash: t.hash, key: t.key };
  writeStamp(stateDir, STAMP, stamp);
  const megabytes = tracks.reduce((sum, t) => sum + t.bytes, 0) / 1024 / 1024;
  const minutes = tracks.reduce((sum, t) => sum + t.durationSeconds, 0) / 60;
  return `Listening audio: ${tracks.length} part(s), ${minutes.toFixed(0)} min, ${megabytes.toFixed(1)} MB ${speech.opus ? "Ogg/Opus" : "WAV"} in local R2`;
}
