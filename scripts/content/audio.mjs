// The local stack's audio: the placement test's clips first (a newcomer may take the test in the first
// minute; they take seconds), then the IELTS listening parts and the podcast episodes, made side by side
// (speech.mjs gives each speech process a core). While listening and podcast audio is being made, an object
// in local R2 says how far it is (worker/lib/audio-progress.ts), so their screens say so instead of
// showing a player without audio; it goes when the audio is done.
import { existsSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { step } from "../lib/run.mjs";
import { ensureListeningAudio, listeningAudioToDo } from "./listening-audio.mjs";
import { oneAtATime, withTempDir } from "./local-store.mjs";
import { ensurePlacementAudio } from "./placement-audio.mjs";
import { ensurePodcastAudio, podcastAudioToDo } from "./podcast-audio.mjs";

/** Where the Worker reads the progress (worker/lib/audio-progress.ts). */
const PROGRESS_KEY = "setup/audio-progress.json";
/** Marks, in the state folder, a progress object that is in R2 and must go when the audio is done. */
const PROGRESS_MARK = "audio-progress.pending";
const BUCKET = "lexora-audio";

const quiet = (cwd) => ({ cwd, quiet: true, env: { CI: "true", WRANGLER_SEND_METRICS: "false" } });

/** Puts the progress object into local R2 (or deletes it, with null). */
async function writeProgress(stateDir, { run, wrangler, cwd }, progress) {
  const mark = path.join(stateDir, PROGRESS_MARK);
  if (progress === null) {
    if (!existsSync(mark)) return;
    await oneAtATime(() => run(wrangler, ["r2", "object", "delete", `${BUCKET}/${PROGRESS_KEY}`, "--local", "--persist-to", stateDir], quiet(cwd)));
    rmSync(mark);
    return;
  }
  await withTempDir("progress", async (dir) => {
    const file = path.join(dir, "progress.json");
    writeFileSync(file, JSON.stringify({ ...progress, updatedAt: new Date().toISOString() }));
    await oneAtATime(() =>
      run(
        wrangler,
        ["r2", "object", "put", `${BUCKET}/${PROGRESS_KEY}`, "--local", "--persist-to", stateDir, "--file", file, "--content-type", "application/json"],
        quiet(cwd),
      ),
    );
  });
  writeFileSync(mark, "");
}

/**
 * What is left to make: the listening parts and podcast episodes without audio (of `podcasts` only, when
 * given). `npm start` announces it (announceAudio) before the server starts, so the first page a visitor
 * opens already says it is coming.
 * @param {string} stateDir
 * @param {string[]} [podcasts]
 * @returns {{ listening: number, podcasts: number }}
 */
export const audioToDo = (stateDir, podcasts) => ({ listening: listeningAudioToDo(stateDir), podcasts: podcastAudioToDo(stateDir, podcasts) });

/** Says in local R2 that `todo`'s audio is being made (nothing when none is). */
export async function announceAudio(stateDir, tools, todo = audioToDo(stateDir)) {
  const total = todo.listening + todo.podcasts;
  await writeProgress(stateDir, tools, total ? { done: 0, total } : null);
}

/**
 * Makes the missing audio, each kind's rows in D1 and tracks in R2 as soon as that kind is done.
 * @param {string} stateDir wrangler's --persist-to folder (migrated and seeded)
 * @param {import("./local-store.mjs").SetupTools} tools
 * @param {{ podcasts?: string[] }} [options] the only episodes to speak (the browser tests play one)
 */
export async function makeAudio(stateDir, tools, { podcasts } = {}) {
  await step("Placement listening clips", () => ensurePlacementAudio(stateDir, tools));
  const todo = audioToDo(stateDir, podcasts);
  const total = todo.listening + todo.podcasts;
  if (total === 0) {
    await writeProgress(stateDir, tools, null);
    await step("Listening audio", () => ensureListeningAudio(stateDir, tools));
    await step("Podcast audio", () => ensurePodcastAudio(stateDir, tools, podcasts));
    return;
  }
  await announceAudio(stateDir, tools, todo);
  tools.log(`Making the audio of ${todo.listening} listening part(s) and ${todo.podcasts} podcast episode(s)…`);
  let done = 0;
  // Progress goes up when a kind is in R2 and D1; the two kinds report one after the other.
  let reported = Promise.resolve();
  const finished = (count) => {
    done += count;
    reported = reported.then(() => (done < total ? writeProgress(stateDir, tools, { done, total }) : undefined));
    return reported;
  };
  try {
    await Promise.all([
      step("Listening audio", async () => {
        const message = await ensureListeningAudio(stateDir, tools);
        await finished(todo.listening);
        return message;
      }),
      step("Podcast audio", async () => {
        const message = await ensurePodcastAudio(stateDir, tools, podcasts);
        await finished(todo.podcasts);
        return message;
      }),
    ]);
  } finally {
    await reported;
    await writeProgress(stateDir, tools, null);
  }
}
