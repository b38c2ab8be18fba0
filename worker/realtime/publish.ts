/**
 * How the Worker tells a user's hub about what already happened in D1 (docs/architecture.md §1): validate the
 * events here, at the boundary, then hand them to the hub in ONE RPC call, which logs and sends them
 * in order.
 */
import { hubEventSchema, type HubEvent } from "../contract/realtime";

export async function publishToUser(
  env: Pick<Env, "USER_HUB">,
  userId: string,
  events: HubEvent[],
): Promise<{ seqs: number[]; delivered: number }> {
  if (events.length === 0) return { seqs: [], delivered: 0 };
  const valid = events.map((event) => hubEventSchema.parse(event));
  return env.USER_HUB.getByName(userId).publish(valid);
}
