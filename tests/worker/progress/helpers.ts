/** Signed-in learners and teachers for the progress tests, and calls of the progress API. */
import { env } from "cloudflare:workers";
import { expect } from "vitest";
import { eventDataSchema, type TrackEventRequest, type TrackEventResponse } from "../../../worker/contract/progress";
import { createDb } from "../../../worker/db/client";
import { recordProgressEvent } from "../../../worker/progress/record";
import { accessToken, confirmedUser } from "../auth/helpers";
import { api } from "../helpers";

export type Caller = { id: string; token: string };

export function call(
  path: string,
  token?: string,
  init: { method?: string; json?: unknown; body?: string; headers?: Record<string, string> } = {},
): Promise<Response> {
  const headers: Record<string, string> = { ...init.headers };
  if (token) headers.Authorization = `Bearer ${token}`;
  const body = init.json !== undefined ? JSON.stringify(init.json) : init.body;
  if (body !== undefined) headers["Content-Type"] = "application/json";
  return api(path, { method: init.method ?? (body === undefined ? "GET" : "POST"), headers, body });
}

export async function json<T>(res: Response, status = 200): Promise<T> {
  const text = await res.text();
  expect(res.status, text).toBe(status);
  return JSON.parse(text) as T;
}

/** A confirmed, signed-in account; a time zone or the teacher role go through PATCH /api/profile. */
export async function signedIn(options: { timezone?: string; role?: "teacher" } = {}): Promise<Caller> {
  const { client, user } = await confirmedUser();
  let token = await accessToken(client);
  if (options.timezone || options.role) {
    const res = await call("/api/profile", token, { method: "PATCH", json: options });
    expect(res.status).toBe(200);
    if (options.role) {
      await client.refreshSession();
      token = await accessToken(client);
    }
  }
  return { id: user.id, token };
}

type EventInput = Omit<TrackEventRequest, "action" | "client_event_id" | "timestamp"> & {
  client_event_id?: string;
  timestamp?: string | number;
};

/** POST /api/unified-progress: only what a learner may claim gets through (worker/progress/client-events.ts). */
export const postEvent = (token: string, event: EventInput) =>
  call("/api/unified-progress", token, { json: { action: "track_event", client_event_id: crypto.randomUUID(), ...event } });

/** The `sub` of an access token. */
const userIdOf = (token: string): string =>
  (JSON.parse(atob(token.split(".")[1]!.replace(/-/g, "+").replace(/_/g, "/"))) as { sub: string }).sub;

/**
 * Records an event through the server's own path, as the quiz, SRS and IELTS routes do after storing
 * what was scored: the way to give a learner any history (scores, bands, past days) in a test.
 */
export function recordAs(token: string, event: EventInput) {
  return recordProgressEvent(createDb(env.DB), env, userIdOf(token), {
    event_type: event.event_type,
    event_data: eventDataSchema.parse(event.event_data ?? {}),
    timestamp: typeof event.timestamp === "string" ? Date.parse(event.timestamp) : event.timestamp,
    client_event_id: event.client_event_id ?? crypto.randomUUID(),
  });
}

export async function track(token: string, event: EventInput): Promise<TrackEventResponse> {
  const { status, body } = await recordAs(token, event);
  expect(status).toBe(201);
  return body;
}

/** Noon UTC `days` days before today (negative = past). */
export function utcNoon(daysFromToday: number): number {
  const now = new Date();
  return Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() + daysFromToday, 12);
}

export const utcDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);
