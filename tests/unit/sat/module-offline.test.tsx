// A module's answers given offline: kept on the device with a banner saying so, and sent to the server as soon as
// the connection is back, not only at submit.
import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { MemoryRouter } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { SatAttemptView } from "../../../worker/contract/sat";
import { ModuleSession } from "../../../src/features/sat/ModuleSession";
import { fakeFetch, json, on } from "../support/auth-server";
import { renderWithProviders } from "../dictionary/render";

vi.mock("../../../src/lib/auth/AuthProvider", () => ({ useAuth: () => ({ user: { id: "user-1" } }) }));

const ATTEMPT = "4b0d1e7a-2c5f-4f3e-8a61-0c2d9b7e5a10";
const attempt: SatAttemptView = {
  id: ATTEMPT,
  section: "reading_writing",
  testId: "sat-reading-writing-1",
  title: "Reading and Writing Practice Test 1",
  mode: "full",
  status: "in_progress",
  module: "module1",
  moduleNumber: 1,
  moduleMinutes: 32,
  timeLeftSeconds: 1800,
  questions: [
    {
      id: "q-1",
      number: 1,
      domain: "craft_and_structure",
      skill: "words_in_context",
      difficulty: "easy",
      format: "multiple_choice",
      passage: "The plan met little opposition: even the sceptics gave it their ______ support.",
      question: "Which choice completes the text with the most logical and precise word or phrase?",
      options: [
        { letter: "A", text: "reluctant" },
        { letter: "B", text: "unanimous" },
        { letter: "C", text: "secret" },
        { letter: "D", text: "temporary" },
      ],
    },
  ],
  answers: {},
  marked: [],
  submitted: [],
  startedAt: "2026-12-07T10:00:00.000Z",
  completedAt: null,
  retake: false,
};

const setOnline = (online: boolean) => {
  vi.spyOn(navigator, "onLine", "get").mockReturnValue(online);
  window.dispatchEvent(new Event(online ? "online" : "offline"));
};

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  localStorage.clear();
});

describe("a SAT module offline", () => {
  it("keeps an answer given offline on the device with a banner, and sends it when the connection is back", async () => {
    let reachable = false;
    const server = fakeFetch(
      on("PUT", `/api/sat/attempts/${ATTEMPT}/answers`, () => {
        if (!reachable) throw new TypeError("Failed to fetch");
        return json({ saved: true });
      }),
    );
    vi.stubGlobal("fetch", server.fetch);
    await renderWithProviders(
      <MemoryRouter>
        <ModuleSession attempt={attempt} />
      </MemoryRouter>,
    );
    setOnline(false);
    expect(await screen.findByText(/^No connection: your answers are saved on this device/)).toBeTruthy();
    await userEvent.click(screen.getByRole("radio", { name: /^B / }));
    const puts = () => server.requests.filter((r) => r.method === "PUT");
    await waitFor(() => expect(puts()).toHaveLength(1));
    await waitFor(() =>
      expect(localStorage.getItem(`lexora:sat-module:user-1:${ATTEMPT}:module1`)).toContain('"unsent":{"answers":{"q-1":"B"}'),
    );

    reachable = true;
    setOnline(true);
    await waitFor(() => expect(puts()).toHaveLength(2));
    expect(await puts()[1]!.json()).toMatchObject({ module: "module1", answers: { "q-1": "B" } });
    expect(screen.queryByText(/^No connection/)).toBeNull();
    await waitFor(() =>
      expect(localStorage.getItem(`lexora:sat-module:user-1:${ATTEMPT}:module1`)).toContain('"unsent":{"answers":{},"marks":{}}'),
    );
  });
});
