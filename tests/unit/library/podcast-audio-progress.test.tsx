import { screen } from "@testing-library/react";
import { MemoryRouter, Route, Routes } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import podcast from "../../../content/library/podcasts/sleep-and-memory.json";
import type { PodcastDetail } from "../../../worker/contract/library";
import { podcastSchema } from "../../../worker/contract/library-content";
import PodcastPage from "../../../src/features/library/PodcastPage";
import { renderWithProviders } from "../dictionary/render";
import { fakeFetch, json, on } from "../support/auth-server";

vi.mock("../../../src/lib/auth/AuthProvider", () => ({ useAuth: () => ({ user: { id: "user-1" } }) }));

const EPISODE = podcastSchema.parse(podcast);

/** The episode as the API sends it before its audio is made. */
const withoutAudio = (audioProgress: PodcastDetail["audioProgress"]): PodcastDetail => ({
  kind: "podcast",
  id: EPISODE.id,
  title: EPISODE.title,
  level: EPISODE.level,
  topic: EPISODE.topic,
  summary: EPISODE.summary,
  minutes: 6,
  countedAttempt: null,
  wordCount: 800,
  questions: [],
  format: EPISODE.format,
  speakers: EPISODE.speakers.map(({ id, label }) => ({ id, label })),
  transcript: EPISODE.transcript.map((turn) => ({ ...turn, startSeconds: null })),
  audio: null,
  audioProgress,
  positionSeconds: 0,
});

async function openEpisode(detail: PodcastDetail) {
  vi.stubGlobal("fetch", fakeFetch(on("GET", `/api/library/podcasts/${EPISODE.id}`, () => json(detail))).fetch);
  await renderWithProviders(
    <MemoryRouter initialEntries={[`/podcast/${EPISODE.id}`]}>
      <Routes>
        <Route path="/podcast/:podcastId" element={<PodcastPage titleKey="podcast" />} />
      </Routes>
    </MemoryRouter>,
  );
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("a podcast episode without audio", () => {
  it("says how far the audio is while it is being prepared, with no player", async () => {
    await openEpisode(withoutAudio({ done: 3, total: 18 }));
    expect(await screen.findByText(/^The audio is being prepared… 3 of 18 ready\./)).toBeTruthy();
    expect(document.querySelector("audio")).toBeNull();
  });

  it("says the audio was not made when nothing is preparing it", async () => {
    await openEpisode(withoutAudio(null));
    expect(await screen.findByText(/^The audio of this episode has not been made yet/)).toBeTruthy();
    expect(screen.queryByText(/being prepared/)).toBeNull();
  });
});
