import type { UserRole } from "./contract/profile";
import type { Db } from "./db/client";

/** The signed-in caller of an /api route, from a verified access token whose session is still live. */
export type SignedInUser = { userId: string; role: UserRole; sessionId: string; aal: "aal1" | "aal2" };

/** Hono's environment: Cloudflare bindings plus what middleware puts in the context. */
export type AppEnv = {
  Bindings: Env;
  Variables: { requestId: string; db: Db; user: SignedInUser | null };
};
