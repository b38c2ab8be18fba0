/**
 * The live class game's endpoints (worker/routes/games.ts) and its socket URLs. A game's socket is not the
 * account's UserHub socket: the host opens it with a realtime ticket, a player with the token their join gave.
 */
import type { CreateGame } from "../../../worker/contract/games";
import { api, call } from "../../lib/api-client";
import { currentAccessToken } from "../../lib/auth/access-token";
import { accountQueryKey } from "../../lib/auth/account-queries";
import { toApiRequestError } from "../../lib/api";
import { API_BASE_URL } from "../../lib/config";

export const gameKeys = {
  sources: (userId: string, classId: string) => [...accountQueryKey(userId), "games", "sources", classId] as const,
  game: (userId: string, gameId: string) => [...accountQueryKey(userId), "games", gameId] as const,
};

export const fetchGameSources = (classId: string) => call(api.games.sources.$get({ query: { class_id: classId } }));
export const startGame = (json: CreateGame) => call(api.games.$post({ json }));
export const fetchGame = (id: string) => call(api.games[":id"].$get({ param: { id } }));
export const joinGame = (pin: string, nickname?: string) => call(api.games.join.$post({ json: { pin, ...(nickname && { nickname }) } }));

const socketBase = () => (API_BASE_URL || globalThis.location.origin).replace(/^http/, "ws");

/** The host's socket URL: a fresh single-use ticket each time it (re)connects. */
export async function hostSocketUrl(gameId: string): Promise<string> {
  const token = await currentAccessToken();
  const response = await fetch(`${API_BASE_URL}/api/realtime/ticket`, {
    method: "POST",
    headers: token ? { Authorization: `Bearer ${token}` } : {},
  });
  if (!response.ok) throw await toApiRequestError(response);
  const { ticket } = (await response.json()) as { ticket: string };
  return `${socketBase()}/api/game-socket?game=${encodeURIComponent(gameId)}&ticket=${encodeURIComponent(ticket)}`;
}

export const playerSocketUrl = (gameId: string, playerToken: string) =>
  `${socketBase()}/api/game-socket?game=${encodeURIComponent(gameId)}&player=${encodeURIComponent(playerToken)}`;
