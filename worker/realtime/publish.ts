/**
 * How the Worker tells a user's hub about something that already happened in D1 (DESIGN.md §1):
 * validate the event here, at the boundary, then fan it out through the hub's RPC method.
 */
import { hubEventSchema, type HubEvent } from "../contract/realtime";

export async function publishToUser(
  env: Pick<Env, "USER_HUB">,
  userId: string,
  event: HubEvent,
): Promise<{ seq: number; delivered: number }> {
  const valid = hubEventSchema.parse(event);
  return env.USER_HUB.getByName(userId).publish(valid);
}
