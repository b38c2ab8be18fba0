/**
 * Firebase Cloud Messaging, HTTP v1 API: an OAuth2 access token from the service account (a JWT
 * signed RS256 with its private key, exchanged at its token_uri), then one `messages:send` per device.
 * The access token is kept per isolate until shortly before it expires.
 */
import { importPKCS8, SignJWT } from "jose";
import { z } from "zod";
import type { PushProvider, PushResult } from "./provider-interface";

export const FCM_SCOPE = "https://www.googleapis.com/auth/firebase.messaging";
export const FCM_API_URL = "https://fcm.googleapis.com/v1";
const GOOGLE_TOKEN_URI = "https://oauth2.googleapis.com/token";
/** Google's access tokens live an hour; a fresh one is fetched a minute before that. */
const TOKEN_LIFETIME_SECONDS = 3600;
const EXPIRY_MARGIN_MS = 60_000;

const serviceAccountSchema = z.object({
  project_id: z.string().min(1),
  client_email: z.string().min(1),
  private_key: z.string().min(1),
  token_uri: z.string().url().default(GOOGLE_TOKEN_URI),
});
export type ServiceAccount = z.infer<typeof serviceAccountSchema>;

/** The secret as downloaded from the Firebase console; a malformed one is a configuration error. */
export function parseServiceAccount(json: string): ServiceAccount {
  let parsed: unknown;
  try {
    parsed = JSON.parse(json);
  } catch {
    throw new Error("FCM_SERVICE_ACCOUNT is not JSON: paste the service-account key file as it was downloaded.");
  }
  const result = serviceAccountSchema.safeParse(parsed);
  if (!result.success) throw new Error("FCM_SERVICE_ACCOUNT lacks project_id, client_email or private_key.");
  return result.data;
}

type Fetch = typeof fetch;
type CachedToken = { value: string; expiresAt: number };
const accessTokens = new Map<string, CachedToken>();

/** The signed assertion of RFC 7523 that Google exchanges for an access token. */
export async function serviceAccountAssertion(account: ServiceAccount, now = Date.now()): Promise<string> {
  const key = await importPKCS8(account.private_key, "RS256");
  const issuedAt = Math.floor(now / 1000);
  return new SignJWT({ scope: FCM_SCOPE })
    .setProtectedHeader({ alg: "RS256", typ: "JWT" })
    .setIssuer(account.client_email)
    .setAudience(account.token_uri)
    .setIssuedAt(issuedAt)
    .setExpirationTime(issuedAt + TOKEN_LIFETIME_SECONDS)
    .sign(key);
}

async function accessToken(account: ServiceAccount, fetcher: Fetch): Promise<string> {
  const cacheKey = `${account.token_uri}|${account.client_email}`;
  const cached = accessTokens.get(cacheKey);
  if (cached && cached.expiresAt - EXPIRY_MARGIN_MS > Date.now()) return cached.value;
  const res = await fetcher(account.token_uri, {
    method: "POST",
    headers: { "Content-Type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({
      grant_type: "urn:ietf:params:oauth:grant-type:jwt-bearer",
      assertion: await serviceAccountAssertion(account),
    }),
  });
  if (!res.ok) throw new Error(`FCM: the token endpoint answered ${res.status}: ${await res.text()}`);
  const body = (await res.json()) as { access_token?: string; expires_in?: number };
  if (!body.access_token) throw new Error("FCM: the token endpoint answered without an access_token.");
  accessTokens.set(cacheKey, { value: body.access_token, expiresAt: Date.now() + (body.expires_in ?? TOKEN_LIFETIME_SECONDS) * 1000 });
  return body.access_token;
}

type FcmErrorBody = { error?: { status?: string; details?: { errorCode?: string }[] } };

/** FCM says UNREGISTERED (404) when the app was uninstalled or the token rotated. */
async function isUnregistered(res: Response): Promise<boolean> {
  if (res.status === 404) return true;
  const body = (await res
    .clone()
    .json()
    .catch(() => ({}))) as FcmErrorBody;
  return body.error?.details?.some((d) => d.errorCode === "UNREGISTERED") ?? false;
}

export function fcmProvider(account: ServiceAccount, fetcher: Fetch = fetch, apiUrl = FCM_API_URL): PushProvider {
  return {
    async send(device, message): Promise<PushResult> {
      const res = await fetcher(`${apiUrl}/projects/${encodeURIComponent(account.project_id)}/messages:send`, {
        method: "POST",
        headers: { Authorization: `Bearer ${await accessToken(account, fetcher)}`, "Content-Type": "application/json" },
        body: JSON.stringify({
          message: {
            token: device.token,
            notification: { title: message.title, body: message.body },
            data: message.data,
            android: { priority: "high" },
            apns: { payload: { aps: { sound: "default" } } },
          },
        }),
      });
      if (res.ok) return "sent";
      if (await isUnregistered(res)) return "unregistered";
      throw new Error(`FCM: messages:send answered ${res.status}: ${await res.text()}`);
    },
  };
}
