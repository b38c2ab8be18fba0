/** What every /auth/v1 handler finds in the Hono context. */
import type { AppEnv } from "../env";
import type { AuthConfig } from "./config";
import type { SessionRow } from "./sessions";
import type { UserRecord } from "./users";

/** The caller of an endpoint that needs a bearer token, after its session was checked. */
export type SignedIn = { record: UserRecord; session: SessionRow };

export type AuthEnv = {
  Bindings: Env;
  Variables: AppEnv["Variables"] & { config: AuthConfig; signedIn: SignedIn };
};
