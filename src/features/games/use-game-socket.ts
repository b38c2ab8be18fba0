/**
 * A game's socket as one piece of state: who this device is, the phase with its frame, the players (for
 * the host), the answer count and this device's own answer. A dropped socket reconnects; the game then
 * sends where everyone is (worker/contract/games.ts), so a reload or a lost network keeps the score.
 */
import { useCallback, useEffect, useReducer, useRef, useState } from "react";
import {
  CLOSE_GAME_ENDED,
  CLOSE_GAME_KICKED,
  GAME_PROTOCOL_VERSION,
  type GameClientFrame,
  type GameErrorCode,
  type GamePlayer,
  type GameServerFrame,
} from "../../../worker/contract/games";

type Frame<T extends GameServerFrame["type"]> = Extract<GameServerFrame, { type: T }>;

export type GameState = {
  connected: boolean;
  welcome: Frame<"welcome"> | null;
  phase: "connecting" | "lobby" | "question" | "reveal" | "ended" | "kicked";
  players: GamePlayer[];
  question: Frame<"question"> | null;
  /** When the open question closes, on this device's clock (performance.now()). */
  deadline: number;
  count: { answered: number; players: number } | null;
  /** This device's answer to the open question. */
  choice: number | null;
  reveal: Frame<"reveal"> | null;
  ended: Frame<"ended"> | null;
  error: GameErrorCode | null;
};

const initial: GameState = {
  connected: false,
  welcome: null,
  phase: "connecting",
  players: [],
  question: null,
  deadline: 0,
  count: null,
  choice: null,
  reveal: null,
  ended: null,
  error: null,
};

type Action =
  { type: "frame"; frame: GameServerFrame; at: number } | { type: "connected"; connected: boolean } | { type: "chose"; choice: number };

function reduce(state: GameState, action: Action): GameState {
  if (action.type === "connected") return { ...state, connected: action.connected };
  if (action.type === "chose") return { ...state, choice: action.choice };
  const frame = action.frame;
  switch (frame.type) {
    case "welcome":
      return { ...state, welcome: frame, error: null };
    case "lobby":
      return { ...state, phase: "lobby", players: frame.players };
    case "players":
      return { ...state, players: frame.players };
    case "question": {
      const same = state.question?.question.index === frame.question.index && state.phase === "question";
      return {
        ...state,
        phase: "question",
        question: frame,
        deadline: action.at + frame.closes_in_ms,
        count: same ? state.count : null,
        choice: same ? state.choice : null,
        reveal: null,
        error: null,
      };
    }
    case "answered":
      return { ...state, count: { answered: frame.answered, players: frame.players }, choice: frame.choice ?? state.choice };
    case "reveal":
      return { ...state, phase: "reveal", reveal: frame };
    case "ended":
      return { ...state, phase: "ended", ended: frame };
    case "kicked":
      return { ...state, phase: "kicked" };
    case "error":
      return { ...state, error: frame.code };
  }
}

const RETRY_MS = [500, 1000, 2000, 4000];
/** After this many failed tries in a row the device stops (the game is gone, or the player was removed). */
const MAX_ATTEMPTS = 10;

type Outgoing = GameClientFrame extends infer F ? (F extends GameClientFrame ? Omit<F, "v"> : never) : never;

/** Opens the socket `url` gives (again after a drop) unless `url` is null; `send` sends a frame of the protocol. */
export function useGameSocket(url: (() => Promise<string>) | null) {
  const [state, dispatch] = useReducer(reduce, initial);
  const socket = useRef<WebSocket | null>(null);

  // Callers keep `url` stable (useCallback), so the socket opens once per game.
  useEffect(() => {
    if (!url) return;
    let stopped = false;
    let attempt = 0;
    let retry: ReturnType<typeof setTimeout> | undefined;
    const open = async () => {
      let address: string;
      try {
        address = await url();
      } catch {
        return scheduleRetry();
      }
      if (stopped) return;
      const ws = new WebSocket(address);
      socket.current = ws;
      ws.addEventListener("open", () => {
        attempt = 0;
        dispatch({ type: "connected", connected: true });
      });
      ws.addEventListener("message", (event) => {
        if (typeof event.data !== "string") return;
        try {
          const frame = JSON.parse(event.data) as GameServerFrame;
          if (frame.v === GAME_PROTOCOL_VERSION) dispatch({ type: "frame", frame, at: performance.now() });
        } catch {
          // Not a frame of the game (the runtime's pong).
        }
      });
      ws.addEventListener("close", (event) => {
        dispatch({ type: "connected", connected: false });
        if (socket.current === ws) socket.current = null;
        // Kicked, ended or refused for good (4xx from the upgrade shows as 1006 after an open that never came).
        if (stopped || event.code === CLOSE_GAME_KICKED || event.code === CLOSE_GAME_ENDED) return;
        scheduleRetry();
      });
    };
    const scheduleRetry = () => {
      if (stopped || attempt >= MAX_ATTEMPTS) return;
      retry = setTimeout(() => void open(), RETRY_MS[Math.min(attempt++, RETRY_MS.length - 1)]);
    };
    void open();
    return () => {
      stopped = true;
      clearTimeout(retry);
      socket.current?.close(1000);
      socket.current = null;
    };
  }, [url]);

  const send = useCallback((frame: Outgoing) => {
    socket.current?.send(JSON.stringify({ v: GAME_PROTOCOL_VERSION, ...frame }));
    if (frame.type === "answer") dispatch({ type: "chose", choice: frame.choice });
  }, []);

  return { state, send };
}

const secondsUntil = (deadline: number) => Math.max(0, Math.ceil((deadline - performance.now()) / 1000));

/** Seconds left until `deadline` (performance.now()), ticking while a question is open; remount it for another deadline. */
export function useSecondsLeft(deadline: number, running: boolean): number {
  const [seconds, setSeconds] = useState(() => secondsUntil(deadline));
  useEffect(() => {
    if (!running) return;
    const timer = setInterval(() => setSeconds(secondsUntil(deadline)), 250);
    return () => clearInterval(timer);
  }, [running, deadline]);
  return seconds;
}
