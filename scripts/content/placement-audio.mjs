// The placement test's listening clips (content/placement/items.json, listening items' `script`): each
// script spoken by espeak-ng, the two sides of a dialogue ("A — B") in two voices, put into local R2
// under placement/listening/<item id>, which /api/placement/clips serves by session and question id. Cached in
// .cache/placement-audio/ by script hash; a stamp in the state folder makes warm runs skip all of it.
// Without a speech engine setup warns and goes on: the test says the clip is missing and the item still counts.
import { createHash } from "node:crypto";
import { readFileSync } from "node:fs";
import path from "node:path";
import { putObjects, readStamp, ROOT, writeStamp } from "./local-store.mjs";
import { cachedTrack, espeakTools, speak } from "./speech.mjs";
import { silence } from "./wav.mjs";

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

/** The script's turns (split at " — ") in alternating voices with short pauses. */
async function clipPieces(item, work) {
  const turns = item.script.split(" — ");
  const spoken = await Promise.all(turns.map((turn, i) => speak(turn, VOICES[i % VOICES.length], WORDS_PER_MINUTE, path.join(work, `turn-${i}.wav`))));
  return [silence(0.4, SAMPLE_RATE), ...spoken.flatMap((wav, i) => [{ turn: i, wav }, silence(0.5, SAMPLE_RATE)])];
}

/**
 * @param {string} stateDir wrangler's --persist-to folder
 * @param {import("./local-store.mjs").SetupTools} tools
 * @returns {Promise<string | null>} what it did, or null when the clips were up to date
 */
export async function ensurePlacementAudio(stateDir, tools) {
  const stamp = readStamp(stateDir, STAMP);
  const todo = listeningItems()
    .map((item) => ({ item, hash: clipHash(item) }))
    .filter(({ item, hash }) => stamp[item.id] !== hash);
  if (todo.length === 0) return null;
  const speech = await espeakTools("placement listening clips", tools);
  if (!speech) return "WARNING: espeak-ng is not available, so the placement test's listening clips have no audio (the test says so)";

  const clips = await Promise.all(
    todo.map(async ({ item, hash }) => ({
      item,
      hash,
      key: `placement/listening/${item.id}`,
      ...(await cachedTrack({ cacheDir: CACHE_DIR, hash, opus: speech.opus, sampleRate: SAMPLE_RATE, pieces: (work) => clipPieces(item, work) })),
    })),
  );
  await putObjects(stateDir, tools, BUCKET, clips, clips[0].contentType);
  for (const { item, hash } of clips) stamp[item.id] = hash;
  writeStamp(stateDir, STAMP, stamp);
  return `Placement listening clips: ${clips.length} spoken into local R2`;
}
