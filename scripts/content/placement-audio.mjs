// The placement test's listening clips (content/placement/items.json, listening items' `script`): each
// script spoken by espeak-ng (scripts/content/listening-audio.mjs's engine), the two sides of a
// dialogue ("A — B") in two voices, encoded to Ogg/Opus when opusenc is there, put into local R2 under
// placement/listening/<item id> where /api/placement/audio serves it. Cached in .cache/placement-audio/
// by script hash; a stamp in the state folder makes warm runs skip all of it. Without a speech engine
// setup warns and goes on: the test says the clip is missing and the item still counts.
import { createHash } from "node:crypto";
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { encodeOpus, speak, speechTools } from "./listening-audio.mjs";
import { ROOT } from "./seed.mjs";
import { concatenateSpeech, silence } from "./wav.mjs";

const STAMP = "placement-audio.json";
const CACHE_DIR = path.join(ROOT, ".cache", "placement-audio");
const ENGINE_VERSION = "espeak-ng/1";
const BUCKET = "lexora-audio";
const SAMPLE_RATE = 22050;
const VOICES = ["en-gb", "en-us"];
const WORDS_PER_MINUTE = 155;

const listeningItems = () =>
  JSON.parse(readFileSync(path.join(ROOT, "content", "placement", "items.json"), "utf8")).items.filter((item) => item.category === "listening");

const clipHash = (item) => createHash("sha256").update(`${ENGINE_VERSION}\n${item.script}`).digest("hex").slice(0, 20);

/** One clip as a file: the script's turns (split at " — ") in alternating voices with short pauses. */
async function clipFile(item, hash, opus) {
  const ext = opus ? "ogg" : "wav";
  const file = path.join(CACHE_DIR, `${hash}.${ext}`);
  if (existsSync(file)) return { file, contentType: opus ? "audio/ogg" : "audio/wav" };
  mkdirSync(CACHE_DIR, { recursive: true });
  const work = mkdtempSync(path.join(tmpdir(), "lexora-placement-"));
  try {
    const pieces = [silence(0.4, SAMPLE_RATE)];
    item.script.split(" — ").forEach((turn, i) => {
      pieces.push({ turn: i, wav: speak(turn, VOICES[i % VOICES.length], WORDS_PER_MINUTE, path.join(work, `turn-${i}.wav`)) });
      pieces.push(silence(0.5, SAMPLE_RATE));
    });
    const wavFile = path.join(work, "clip.wav");
    writeFileSync(wavFile, concatenateSpeech(pieces, SAMPLE_RATE).wav);
    if (opus) await encodeOpus(wavFile, file);
    else writeFileSync(file, readFileSync(wavFile));
    return { file, contentType: opus ? "audio/ogg" : "audio/wav" };
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}

/**
 * @param {string} stateDir wrangler's --persist-to folder
 * @param {{ run: (command: string, args: string[], options?: object) => Promise<void>, wrangler: string, log: (m: string) => void, cwd: string }} tools
 */
export async function ensurePlacementAudio(stateDir, { run, wrangler, log, cwd }) {
  const stampFile = path.join(stateDir, STAMP);
  const stamp = existsSync(stampFile) ? JSON.parse(readFileSync(stampFile, "utf8")) : {};
  const todo = listeningItems()
    .map((item) => ({ item, hash: clipHash(item) }))
    .filter(({ item, hash }) => stamp[item.id] !== hash);
  if (todo.length === 0) return log("Placement listening clips are up to date.");
  const tools = await speechTools(log, run);
  if (!tools) return log("WARNING: espeak-ng is not available, so the placement test's listening clips have no audio (the test says so).");

  const clips = [];
  for (const { item, hash } of todo) clips.push({ item, hash, ...(await clipFile(item, hash, tools.opus)) });
  const work = mkdtempSync(path.join(tmpdir(), "lexora-placement-"));
  try {
    const pairs = path.join(work, "objects.json");
    writeFileSync(pairs, JSON.stringify(clips.map((c) => ({ key: `placement/listening/${c.item.id}`, file: c.file }))));
    const quiet = { cwd, stdio: ["ignore", "ignore", "inherit"], env: { CI: "true", WRANGLER_SEND_METRICS: "false" } };
    await run(wrangler, ["r2", "bulk", "put", BUCKET, "--local", "--persist-to", stateDir, "--filename", pairs, "--content-type", clips[0].contentType], quiet);
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
  for (const { item, hash } of clips) stamp[item.id] = hash;
  writeFileSync(stampFile, JSON.stringify(stamp, null, 2));
  log(`Placement listening clips: ${clips.length} spoken into local R2.`);
}
