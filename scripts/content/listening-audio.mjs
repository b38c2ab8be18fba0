// Listening audio for the local stack: each part's transcript is spoken by espeak-ng (Debian package;
// installed here when missing and running as root on Debian), one voice per speaker from the content's
// voice hints, `spokenText` where the shown text would be misread, and the pauses the content asks for.
// The turns are joined into one track, encoded to Ogg/Opus when opusenc (Debian `opus-tools`) is there
// (else kept as WAV), cached in .cache/ielts-audio/ by transcript hash, put into local R2 and recorded in
// D1 (ielts_listening_audio) with the start time of every turn. A stamp in the state folder makes warm
// runs skip all of it. Without a speech engine setup warns and goes on: the API reports the audio missing.
import { spawn, spawnSync } from "node:child_process";
import { createHash } from "node:crypto";
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { CONTENT_DIR, ROOT } from "./seed.mjs";
import { installDebianPackages } from "./debian.mjs";
import { concatenateSpeech, silence } from "./wav.mjs";

const STAMP = "ielts-audio.json";
export const AUDIO_CACHE_DIR = path.join(ROOT, ".cache", "ielts-audio");
/** Bump when the way audio is made changes, so cached tracks are made again. */
const ENGINE_VERSION = "espeak-ng/1";
const BUCKET = "lexora-audio";
const SAMPLE_RATE = 22050;
const GAP_BETWEEN_TURNS_SECONDS = 0.45;
const LEAD_IN_SECONDS = 0.5;
/** Words per minute by speaker age; the narrator reads the instructions slowly and clearly. */
const SPEED = { narrator: 150, young: 168, adult: 160, older: 150 };

export const has = (command) => spawnSync("sh", ["-c", `command -v ${command}`], { stdio: "ignore" }).status === 0;

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

/** espeak-ng, plus opusenc when it can be had; null when there is no speech engine. */
export async function speechTools(log, run) {
  if (!has("espeak-ng") || !has("opusenc")) {
    const installed = await installDebianPackages(["espeak-ng", "opus-tools"], "listening audio", { log, run });
    if (!installed && !has("espeak-ng")) return null;
  }
  if (!has("espeak-ng")) return null;
  return { opus: has("opusenc") };
}

export function speak(text, voice, speed, file) {
  const result = spawnSync("espeak-ng", ["-v", voice, "-s", String(speed), "-w", file, "--", text], { stdio: ["ignore", "ignore", "pipe"] });
  if (result.status !== 0) throw new Error(`espeak-ng failed for voice ${voice}: ${result.stderr}`);
  return readFileSync(file);
}

export function encodeOpus(wavFile, file) {
  // Complexity 5: the same size as the default 10 for this speech, in half the time.
  const args = ["--quiet", "--speech", "--bitrate", "32", "--comp", "5", wavFile, file];
  return new Promise((resolve, reject) => {
    const child = spawn("opusenc", args, { stdio: ["ignore", "ignore", "inherit"] });
    child.on("error", reject);
    child.on("exit", (code) => (code === 0 ? resolve() : reject(new Error(`opusenc exited with ${code}`))));
  });
}

/** One part as a track: returns the cached file and its metadata, making them when missing. */
async function partTrack(part, hash, opus) {
  const ext = opus ? "ogg" : "wav";
  const file = path.join(AUDIO_CACHE_DIR, `${hash}.${ext}`);
  const metaFile = path.join(AUDIO_CACHE_DIR, `${hash}.${ext}.json`);
  if (existsSync(file) && existsSync(metaFile)) return { file, ...JSON.parse(readFileSync(metaFile, "utf8")) };

  mkdirSync(AUDIO_CACHE_DIR, { recursive: true });
  const work = mkdtempSync(path.join(tmpdir(), "lexora-tts-"));
  try {
    const speakers = new Map(part.speakers.map((s) => [s.id, s]));
    const pieces = [silence(LEAD_IN_SECONDS, SAMPLE_RATE)];
    part.transcript.forEach((turn, i) => {
      const speaker = speakers.get(turn.speaker);
      const speed = speaker.role === "narrator" ? SPEED.narrator : SPEED[speaker.voice.age];
      pieces.push({ turn: i, wav: speak(turn.spokenText ?? turn.text, speaker.voice.espeakNg, speed, path.join(work, `turn-${i}.wav`)) });
      pieces.push(silence(GAP_BETWEEN_TURNS_SECONDS + (turn.pauseAfterSeconds ?? 0), SAMPLE_RATE));
    });
    const track = concatenateSpeech(pieces, SAMPLE_RATE);
    const wavFile = path.join(work, "part.wav");
    writeFileSync(wavFile, track.wav);
    if (opus) {
      await encodeOpus(wavFile, file);
    } else {
      writeFileSync(file, track.wav);
    }
    const meta = {
      contentType: opus ? "audio/ogg" : "audio/wav",
      bytes: statSync(file).size,
      durationSeconds: Math.round(track.durationSeconds * 100) / 100,
      turnStartSeconds: track.turnStartSeconds.map((s) => Math.round(s * 100) / 100),
    };
    writeFileSync(metaFile, JSON.stringify(meta));
    return { file, ...meta };
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}

const sqlText = (value) => `'${String(value).replaceAll("'", "''")}'`;

/**
 * @param {string} stateDir wrangler's --persist-to folder (already migrated and seeded)
 * @param {{ run: (command: string, args: string[], options?: object) => Promise<void>, wrangler: string, log: (m: string) => void, cwd: string }} tools
 */
export async function ensureListeningAudio(stateDir, { run, wrangler, log, cwd }) {
  const stampFile = path.join(stateDir, STAMP);
  const stamp = existsSync(stampFile) ? JSON.parse(readFileSync(stampFile, "utf8")) : {};
  const parts = listeningParts().map((part) => ({ part, hash: partHash(part) }));
  const todo = parts.filter(({ part, hash }) => stamp[part.id]?.hash !== hash || (stamp[part.id].missing && has("espeak-ng")));
  if (todo.length === 0) {
    const missing = parts.filter(({ part }) => stamp[part.id]?.missing).length;
    log(missing ? `Listening audio: ${missing} part(s) have no audio (no speech engine; install espeak-ng and run setup again).` : "Listening audio is up to date.");
    return { generated: 0 };
  }

  const tools = await speechTools(log, run);
  if (!tools) {
    log("WARNING: espeak-ng is not available, so the listening tests have no audio (the app says so). Install espeak-ng and run `npm run setup` again.");
    for (const { part, hash } of todo) stamp[part.id] = { hash, missing: true };
    writeFileSync(stampFile, JSON.stringify(stamp, null, 2));
    return { generated: 0 };
  }

  const started = Date.now();
  // Two parts at a time: encoding is the slow step and the machines have two cores.
  const tracks = [];
  for (let i = 0; i < todo.length; i += 2) {
    const pair = await Promise.all(todo.slice(i, i + 2).map(async ({ part, hash }) => ({ part, hash, ...(await partTrack(part, hash, tools.opus)) })));
    tracks.push(...pair.map((t) => ({ ...t, key: `ielts/listening/${t.part.id}/${t.hash}.${tools.opus ? "ogg" : "wav"}` })));
  }
  const work = mkdtempSync(path.join(tmpdir(), "lexora-audio-"));
  try {
    const pairs = path.join(work, "objects.json");
    writeFileSync(pairs, JSON.stringify(tracks.map((t) => ({ key: t.key, file: t.file }))));
    const quiet = { cwd, stdio: ["ignore", "ignore", "inherit"], env: { CI: "true", WRANGLER_SEND_METRICS: "false" } };
    await run(wrangler, ["r2", "bulk", "put", BUCKET, "--local", "--persist-to", stateDir, "--filename", pairs, "--content-type", tracks[0].contentType], quiet);
    const rows = tracks.map((t) =>
      [t.part.id, t.key, t.contentType, t.bytes, t.durationSeconds, JSON.stringify(t.turnStartSeconds), t.hash].map((v) => (typeof v === "number" ? String(v) : sqlText(v))).join(", "),
    );
    const sql = path.join(work, "audio.sql");
    writeFileSync(
      sql,
      `INSERT INTO ielts_listening_audio (part_id, audio_key, content_type, bytes, duration_seconds, turn_start_seconds, transcript_hash) VALUES\n(${rows.join("),\n(")})\n` +
        "ON CONFLICT(part_id) DO UPDATE SET audio_key = excluded.audio_key, content_type = excluded.content_type, bytes = excluded.bytes, " +
        "duration_seconds = excluded.duration_seconds, turn_start_seconds = excluded.turn_start_seconds, transcript_hash = excluded.transcript_hash, created_at = excluded.created_at;",
    );
    await run(wrangler, ["d1", "execute", "DB", "--local", "--persist-to", stateDir, "--file", sql], quiet);
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
  for (const t of tracks) stamp[t.part.id] = { hash: t.hash, key: t.key };
  writeFileSync(stampFile, JSON.stringify(stamp, null, 2));
  const megabytes = tracks.reduce((sum, t) => sum + t.bytes, 0) / 1024 / 1024;
  const minutes = tracks.reduce((sum, t) => sum + t.durationSeconds, 0) / 60;
  log(`Listening audio: ${tracks.length} part(s), ${minutes.toFixed(0)} min, ${megabytes.toFixed(1)} MB ${tools.opus ? "Ogg/Opus" : "WAV"} in local R2 (${((Date.now() - started) / 1000).toFixed(1)} s).`);
  return { generated: tracks.length };
}
