// Speech for the local stack's audio (IELTS listening, podcasts, placement clips): espeak-ng, Opus
// encoding, and tracks joined from spoken turns, cached by hash in .cache/ with their turn times.
import { spawnSync } from "node:child_process";
import { existsSync, mkdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import { availableParallelism } from "node:os";
import path from "node:path";
import { run } from "../lib/run.mjs";
import { installDebianPackages } from "./debian.mjs";
import { withTempDir } from "./local-store.mjs";
import { concatenateSpeech } from "./wav.mjs";

export const has = (command) => spawnSync("sh", ["-c", `command -v ${command}`], { stdio: "ignore" }).status === 0;

/** espeak-ng, plus opusenc when it can be had; null when there is no speech engine. */
export async function espeakTools(purpose, { log }) {
  if (!has("espeak-ng") || !has("opusenc")) await installDebianPackages(["espeak-ng", "opus-tools"], purpose, { log });
  return has("espeak-ng") ? { opus: has("opusenc") } : null;
}

/** Speech and encoding processes running now, and the ones waiting for a core. */
let running = 0;
const waiting = [];

/**
 * Runs `command` once a core is free (one speech or encoding process per core, across every track
 * setup makes at once); a failure rejects with its output.
 */
export async function runTool(command, args) {
  while (running >= availableParallelism()) await new Promise((resolve) => waiting.push(resolve));
  running += 1;
  try {
    await run(command, args, { quiet: true });
  } finally {
    running -= 1;
    waiting.shift()?.();
  }
}

/** `text` spoken by espeak-ng into `file`; resolves to the WAV. */
export async function speak(text, voice, speed, file) {
  await runTool("espeak-ng", ["-v", voice, "-s", String(speed), "-w", file, "--", text]);
  return readFileSync(file);
}

/** Complexity 5: the same size as the default 10 for this speech, in half the time. */
const encodeOpus = (wavFile, file) => runTool("opusenc", ["--quiet", "--speech", "--bitrate", "32", "--comp", "5", wavFile, file]);

/**
 * A spoken track from the cache, made when it is missing: `pieces(work)` speaks the turns into the
 * temporary folder `work` and resolves to what concatenateSpeech joins. Ogg/Opus with `opus`, else WAV.
 * Returns the file with its content type, size, duration, every turn's start second and `extra`.
 */
export async function cachedTrack({ cacheDir, hash, opus, sampleRate, pieces, extra = {} }) {
  const file = path.join(cacheDir, `${hash}.${opus ? "ogg" : "wav"}`);
  const metaFile = `${file}.json`;
  if (existsSync(file) && existsSync(metaFile)) return { file, ...JSON.parse(readFileSync(metaFile, "utf8")) };
  mkdirSync(cacheDir, { recursive: true });
  return withTempDir("speech", async (work) => {
    const track = concatenateSpeech(await pieces(work), sampleRate);
    const wavFile = path.join(work, "track.wav");
    writeFileSync(wavFile, track.wav);
    if (opus) await encodeOpus(wavFile, file);
    else writeFileSync(file, track.wav);
    const meta = {
      contentType: opus ? "audio/ogg" : "audio/wav",
      ...extra,
      bytes: statSync(file).size,
      durationSeconds: Math.round(track.durationSeconds * 100) / 100,
      turnStartSeconds: track.turnStartSeconds.map((s) => Math.round(s * 100) / 100),
    };
    writeFileSync(metaFile, JSON.stringify(meta));
    return { file, ...meta };
  });
}

