// Podcast audio for the local stack, made like the IELTS listening audio (listening-audio.mjs): each
// turn of an episode's transcript is spoken in the speaker's voice. The most natural offline voices Debian
// ships, by a speech recogniser's word error rate on their output (pocketsphinx): Festival's HTS
// voice cmu_us_slt_arctic_hts (32 kHz, 5.6 %) for the female voice, else flite's 16 kHz voices (slt 12.3 %),
// else espeak-ng. All are installed here when missing (as root on Debian). The turns are joined into one
// 24 kHz track with the start second of every turn (for the transcript that follows the audio), encoded to
// Ogg/Opus when opusenc is there, cached in .cache/library-audio/ by transcript hash, put into local R2 and
// recorded in D1 (library_podcast_audio). A stamp in the state folder makes warm runs skip all of it;
// without any speech engine setup warns and goes on, and the player says the audio is missing.
import { createHash } from "node:crypto";
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { installDebianPackages } from "./debian.mjs";
import { executeSql, putObjects, readStamp, ROOT, sqlValue, writeStamp } from "./local-store.mjs";
import { libraryFiles } from "./seed.mjs";
import { cachedTrack, has, runTool, speak as speakWithEspeak } from "./speech.mjs";
import { readPcm, silence } from "./wav.mjs";

const STAMP = "library-audio.json";
const AUDIO_CACHE_DIR = path.join(ROOT, ".cache", "library-audio");
/** Bump when the way audio is made changes, so cached tracks are made again. */
const ENGINE_VERSION = 2;
const BUCKET = "lexora-audio";
/** Festival's HTS voice speaks at 32 kHz, flite's at 16 kHz, espeak-ng at 22.05 kHz: all resampled to this. */
const SAMPLE_RATE = 24000;
/** Festival's HTS voice, used for the speakers whose flite voice is slt (the same speaker, recorded better). */
const HTS_VOICE = "cmu_us_slt_arctic_hts";
const hasHts = () => has("text2wave") && existsSync(`/usr/share/festival/voices/us/${HTS_VOICE}`);
const GAP_BETWEEN_TURNS_SECONDS = 0.5;
const LEAD_IN_SECONDS = 0.4;
/** espeak-ng's words per minute by speaker age. */
const ESPEAK_SPEED = { young: 168, adult: 160, older: 150 };

/** The episodes, or only those whose ids `only` lists. */
const podcasts = (only) =>
  libraryFiles("podcasts")
    .map((file) => JSON.parse(readFileSync(file, "utf8")))
    .filter((podcast) => !only || only.includes(podcast.id));

/** What the audio depends on: the engine, the speakers' voices and the spoken words. */
function episodeHash(podcast, engine) {
  const voices = podcast.speakers.map(({ id, voice }) => ({ id, voice }));
  const turns = podcast.transcript.map(({ speaker, text }) => ({ speaker, text }));
  return createHash("sha256").update(JSON.stringify({ engine, version: ENGINE_VERSION, voices, turns })).digest("hex").slice(0, 20);
}

/** flite with Festival's HTS voice (or flite alone, or else espeak-ng), plus opusenc; null when there is no speech engine. */
async function speechTools({ log }) {
  if (!has("flite") || !has("opusenc") || !hasHts())
    await installDebianPackages(["flite", "opus-tools", "festival", "festvox-us-slt-hts"], "podcast audio", { log });
  const engine = has("flite") ? (hasHts() ? "festival-hts+flite" : "flite") : has("espeak-ng") ? "espeak-ng" : null;
  return engine ? { engine, opus: has("opusenc") } : null;
}

/** The sample rate of a canonical WAV header (what flite and espeak-ng write). */
const wavRate = (wav) => wav.readUInt32LE(24);

/** Linear resampling of 16-bit mono PCM: enough for speech going to a 32 kbit/s Opus track. */
function resample(pcm, from, to) {
  if (from === to) return pcm;
  const input = new Int16Array(pcm.buffer, pcm.byteOffset, Math.floor(pcm.length / 2));
  const output = new Int16Array(Math.floor((input.length * to) / from));
  for (let i = 0; i < output.length; i++) {
    const at = (i * from) / to;
    const left = Math.floor(at);
    const right = Math.min(left + 1, input.length - 1);
    output[i] = Math.round(input[left] + (input[right] - input[left]) * (at - left));
  }
  return Buffer.from(output.buffer);
}

async function speakTurn(text, voice, engine, file) {
  let wav;
  if (engine === "espeak-ng") wav = await speakWithEspeak(text, voice.espeakNg, ESPEAK_SPEED[voice.age], file);
  else {
    const textFile = `${file}.txt`;
    writeFileSync(textFile, text);
    const hts = engine === "festival-hts+flite" && voice.flite === "slt";
    await runTool(hts ? "text2wave" : "flite", hts ? ["-eval", `(voice_${HTS_VOICE})`, textFile, "-o", file] : ["-voice", voice.flite, "-f", textFile, "-o", file]);
    wav = readFileSync(file);
  }
  const rate = wavRate(wav);
  return resample(readPcm(wav, rate), rate, SAMPLE_RATE);
}

/** The episode's turns, each in its speaker's voice, with a gap between them. */
async function episodePieces(podcast, engine, work) {
  const voices = new Map(podcast.speakers.map((s) => [s.id, s.voice]));
  const spoken = await Promise.all(
    podcast.transcript.map((turn, i) => speakTurn(turn.text, voices.get(turn.speaker), engine, path.join(work, `turn-${i}.wav`))),
  );
  return [silence(LEAD_IN_SECONDS, SAMPLE_RATE), ...spoken.flatMap((pcm, i) => [{ turn: i, pcm }, silence(GAP_BETWEEN_TURNS_SECONDS, SAMPLE_RATE)])];
}

/** Whether every episode's audio was made by the engine its stamp names from the transcript it has now. */
function upToDate(stateDir, only) {
  const stamp = readStamp(stateDir, STAMP);
  const episodes = podcasts(only);
  return { stamp, episodes, current: episodes.filter((p) => stamp[p.id] && !stamp[p.id].missing && stamp[p.id].hash === episodeHash(p, stamp[p.id].engine)) };
}

/** How many episodes ensurePodcastAudio would speak now (a cheap check: no engine probe). */
export function podcastAudioToDo(stateDir, only) {
  const { episodes, current } = upToDate(stateDir, only);
  return episodes.length - current.length;
}

/**
 * @param {string} stateDir wrangler's --persist-to folder (already migrated and seeded)
 * @param {import("./local-store.mjs").SetupTools} tools
 * @param {string[]} [only] the ids of the only episodes to speak (the browser tests play one)
 * @returns {Promise<string | null>} what it did, or null when the audio was up to date
 */
export async function ensurePodcastAudio(stateDir, tools, only) {
  // Cheap check first: with the stamp's engine every hash matches, nothing to do (no apt, no engine probe).
  const { stamp, episodes, current } = upToDate(stateDir, only);
  if (current.length === episodes.length) return null;
  const speech = await speechTools(tools);
  if (!speech) {
    for (const p of episodes) stamp[p.id] = { missing: true };
    writeStamp(stateDir, STAMP, stamp);
    return "WARNING: neither flite nor espeak-ng is available, so the podcasts have no audio (the player says so). Install flite and run `npm run setup` again";
  }
  const todo = episodes.map((podcast) => ({ podcast, hash: episodeHash(podcast, speech.engine) })).filter(({ podcast, hash }) => stamp[podcast.id]?.hash !== hash);
  if (todo.length === 0) return null;

  const tracks = await Promise.all(todo.map(async ({ podcast, hash }) => ({
    podcast,
    hash,
    key: `library/podcasts/${podcast.id}/${hash}.${speech.opus ? "ogg" : "wav"}`,
    ...(await cachedTrack({
      cacheDir: AUDIO_CACHE_DIR,
      hash,
      opus: speech.opus,
      sampleRate: SAMPLE_RATE,
      pieces: (work) => episodePieces(podcast, speech.engine, work),
      extra: { engine: speech.engine },
    })),
  })));
  await putObjects(stateDir, tools, BUCKET, tracks, tracks[0].contentType);
  const rows = tracks.map((t) => [t.podcast.id, t.key, t.contentType, t.bytes, t.durationSeconds, JSON.stringify(t.turnStartSeconds), t.engine, t.hash].map(sqlValue).join(", "));
  await executeSql(stateDir, tools, [
    `INSERT INTO library_podcast_audio (podcast_id, audio_key, content_type, bytes, duration_seconds, turn_start_seconds, engine, transcript_hash) VALUES\n(${rows.join("),\n(")})\n` +
      "ON CONFLICT(podcast_id) DO UPDATE SET audio_key = excluded.audio_key, content_type = excluded.content_type, bytes = excluded.bytes, duration_seconds = excluded.duration_seconds, " +
      "turn_start_seconds = excluded.turn_start_seconds, engine = excluded.engine, transcript_hash = excluded.transcript_hash, created_at = excluded.created_at;",
  ]);
  for (const t of tracks) stamp[t.podcast.id] = { hash: t.hash, engine: t.engine, key: t.key };
  writeStamp(stateDir, STAMP, stamp);
  const minutes = tracks.reduce((sum, t) => sum + t.durationSeconds, 0) / 60;
  const megabytes = tracks.reduce((sum, t) => sum + t.bytes, 0) / 1024 / 1024;
  return `Podcast audio: ${tracks.length} episode(s), ${minutes.toFixed(0)} min, ${megabytes.toFixed(1)} MB spoken by ${speech.engine} into local R2`;
}
