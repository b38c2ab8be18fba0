/**
 * The FCM HTTP v1 provider against a local fake of Google's token endpoint and FCM's send endpoint
 * (a mocked `fetch`; the provider runs in this isolate): the real RS256 service-account assertion is
 * verified with the key pair's public half, the OAuth2 exchange and the message body are checked as
 * Google would, and an UNREGISTERED answer removes the device.
 */
import { env } from "cloudflare:workers";
import { exportPKCS8, generateKeyPair, jwtVerify, type CryptoKey } from "jose";
import { afterEach, describe, expect, it, vi } from "vitest";
import { createDb } from "../../../worker/db/client";
import { FCM_API_URL, FCM_SCOPE, fcmProvider, parseServiceAccount } from "../../../worker/push/fcm";
import { pushToUser } from "../../../worker/push/send";
import { call, json, signedIn } from "../progress/helpers";

const TOKEN_URI = "https://oauth2.google.test/token";

type SentMessage = { message: { token: string; notification: { title: string; body: string }; data: Record<string, string> } };

/** Google's side: issues an access token for a valid assertion, then accepts sends carrying it. */
async function fakeGoogle(answer: (message: SentMessage) => Response = () => Response.json({ name: "projects/lexora-test/messages/1" })) {
  const { privateKey, publicKey } = await generateKeyPair("RS256", { extractable: true });
  // Each case its own service account, so no access token kept by the provider carries over.
  const clientEmail = `push-${crypto.randomUUID()}@lexora-test.iam.gserviceaccount.com`;
  const account = {
    type: "service_account",
    project_id: "lexora-test",
    client_email: clientEmail,
    private_key: await exportPKCS8(privateKey as CryptoKey),
    token_uri: TOKEN_URI,
  };
  const accessToken = `ya29.${crypto.randomUUID()}`;
  const assertions: Record<string, unknown>[] = [];
  const sent: SentMessage[] = [];
  const fetcher = vi.fn(async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const request = new Request(input, init);
    if (request.url === TOKEN_URI) {
      const form = await request.formData();
      expect(request.headers.get("Content-Type")).toBe("application/x-www-form-urlencoded");
      expect(form.get("grant_type")).toBe("urn:ietf:params:oauth:grant-type:jwt-bearer");
      const { payload, protectedHeader } = await jwtVerify(String(form.get("assertion")), publicKey, {
        issuer: clientEmail,
        audience: TOKEN_URI,
      });
      expect(protectedHeader.alg).toBe("RS256");
      assertions.push(payload);
      return Response.json({ access_token: accessToken, expires_in: 3599, token_type: "Bearer" });
    }
    expect(request.url).toBe(`${FCM_API_URL}/projects/lexora-test/messages:send`);
    if (request.headers.get("Authorization") !== `Bearer ${accessToken}`) return new Response("unauthorized", { status: 401 });
    const message = (await request.json()) as SentMessage;
    sent.push(message);
    return answer(message);
  });
  return { account, json: JSON.stringify(account), fetcher, assertions, sent };
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe("FCM HTTP v1", () => {
  it("signs the service-account assertion, exchanges it once and sends the notification with its data", async () => {
    const google = await fakeGoogle();
    const provider = fcmProvider(parseServiceAccount(google.json), google.fetcher);
    const device = { userId: "u1", token: "device-token-1", platform: "android" as const };
    const message = {
      title: "Achievement Unlocked!",
      body: "First Step (+10 points)",
      data: { type: "achievement", path: "/achievements" },
    };

    expect(await provider.send(device, message)).toBe("sent");
    expect(await provider.send(device, { ...message, body: "Second" })).toBe("sent");

    expect(google.assertions).toHaveLength(1);
    const [claims] = google.assertions;
    expect(claims).toMatchObject({ scope: FCM_SCOPE });
    expect(Number(claims?.exp) - Number(claims?.iat)).toBe(3600);
    expect(google.sent[0]).toEqual({
      message: {
        token: "device-token-1",
        notification: { title: "Achievement Unlocked!", body: "First Step (+10 points)" },
        data: { type: "achievement", path: "/achievements" },
        android: { priority: "high" },
        apns: { payload: { aps: { sound: "default" } } },
      },
    });
    expect(google.sent[1]?.message.notification.body).toBe("Second");
  });

  it("reads UNREGISTERED as a device to forget and throws on other failures", async () => {
    const unregistered = await fakeGoogle(() =>
      Response.json(
        {
          error: {
            code: 404,
            status: "NOT_FOUND",
            details: [{ "@type": "type.googleapis.com/google.firebase.fcm.v1.FcmError", errorCode: "UNREGISTERED" }],
          },
        },
        { status: 404 },
      ),
    );
    const device = { userId: "u1", token: "gone", platform: "ios" as const };
    const message = { title: "t", body: "b", data: {} };
    expect(await fcmProvider(parseServiceAccount(unregistered.json), unregistered.fetcher).send(device, message)).toBe("unregistered");

    const failing = await fakeGoogle(() => Response.json({ error: { code: 500, status: "INTERNAL" } }, { status: 500 }));
    await expect(fcmProvider(parseServiceAccount(failing.json), failing.fetcher).send(device, message)).rejects.toThrow(
      "FCM: messages:send answered 500",
    );
  });

  it("refuses a service account that is not the downloaded key file", () => {
    expect(() => parseServiceAccount("not json")).toThrow("FCM_SERVICE_ACCOUNT is not JSON");
    expect(() => parseServiceAccount(JSON.stringify({ project_id: "p" }))).toThrow("FCM_SERVICE_ACCOUNT lacks");
  });

  it("is used when FCM_SERVICE_ACCOUNT is set: a device FCM no longer knows is removed, the others get the push", async () => {
    const me = await signedIn();
    const live = `live-${crypto.randomUUID()}`;
    const gone = `gone-${crypto.randomUUID()}`;
    for (const token of [live, gone]) await json(await call("/api/push/devices", me.token, { json: { token, platform: "android" } }), 201);
    const google = await fakeGoogle((message) =>
      message.message.token === gone
        ? Response.json({ error: { code: 404, status: "NOT_FOUND" } }, { status: 404 })
        : Response.json({ name: "projects/lexora-test/messages/2" }),
    );
    vi.spyOn(globalThis, "fetch").mockImplementation(google.fetcher);

    await pushToUser({ ...env, FCM_SERVICE_ACCOUNT: google.json }, createDb(env.DB), me.id, [
      { id: "n1", type: "streak", title: "Streak Updated!", message: "3-day streak", data: {} },
    ]);

    expect(google.sent.map((m) => m.message.token).sort()).toEqual([gone, live].sort());
    expect(google.sent.find((m) => m.message.token === live)?.message.data).toEqual({
      type: "streak",
      path: "/progress",
      notification_id: "n1",
    });
    const { devices } = await json<{ devices: { token: string }[] }>(await call("/api/push/devices", me.token));
    expect(devices.map((d) => d.token)).toEqual([live]);
  });
});
