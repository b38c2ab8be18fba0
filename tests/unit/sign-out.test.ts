import { afterEach, describe, expect, it } from "vitest";
import { AUTH_STORAGE_KEY } from "../../src/lib/auth/config";
import { signOutAndClear } from "../../src/lib/auth/sign-out";
import { authError, disposeTestAuthClients, fakeFetch, on, storeSession, testAuthClient } from "./support/auth-server";

afterEach(disposeTestAuthClients);

/** A signed-in browser: the session plus the other keys the auth backend leaves behind. */
function signedInBrowser() {
  storeSession();
  localStorage.setItem(`${AUTH_STORAGE_KEY}-code-verifier`, "verifier");
  localStorage.setItem(`${AUTH_STORAGE_KEY}-user`, "{}");
  sessionStorage.setItem(AUTH_STORAGE_KEY, "{}");
  localStorage.setItem("vite-ui-theme", "dark");
  localStorage.setItem("i18nextLng", "kk");
}

const authKeys = () =>
  [localStorage, sessionStorage].flatMap((storage) =>
    Array.from({ length: storage.length }, (_, index) => storage.key(index)).filter((key) => key?.startsWith(AUTH_STORAGE_KEY)),
  );

const logout = (status: number) =>
  on("POST", "/auth/v1/logout", () =>
    status === 204 ? new Response(null, { status }) : authError(status, "session_not_found", "Session not found"),
  );

describe("sign-out (spec §4, §8)", () => {
  it("clears every stored session key, ends the session on the server, then signs the client out", async () => {
    signedInBrowser();
    const server = fakeFetch(logout(204));
    const client = testAuthClient(server.fetch);
    const events: string[] = [];
    client.onAuthStateChange((event) => events.push(event));

    await expect(signOutAndClear(client)).resolves.toEqual({ error: null });

    expect(authKeys()).toEqual([]);
    expect(localStorage.getItem("vite-ui-theme")).toBe("dark");
    expect(localStorage.getItem("i18nextLng")).toBe("kk");
    const [request] = server.requests;
    expect(server.requests).toHaveLength(1);
    expect(request?.url).toBe("http://localhost:3000/auth/v1/logout?scope=global");
    expect(request?.headers.get("Authorization")).toBe("Bearer test-access-token");
    expect(request?.headers.get("apikey")).toBe("lexora-dev-publishable-key");
    expect(events).toContain("SIGNED_OUT");
    await expect(client.getSession()).resolves.toMatchObject({ data: { session: null } });
  });

  it.each([401, 403, 404])("treats a %i from the server as already signed out", async (status) => {
    signedInBrowser();
    const client = testAuthClient(fakeFetch(logout(status)).fetch);
    await expect(signOutAndClear(client)).resolves.toEqual({ error: null });
    expect(authKeys()).toEqual([]);
  });

  it("reports any other server failure but still signs this device out", async () => {
    signedInBrowser();
    const client = testAuthClient(fakeFetch(logout(500)).fetch);
    const { error } = await signOutAndClear(client);
    expect(error).toMatchObject({ status: 500 });
    expect(authKeys()).toEqual([]);
  });

  it("sends the chosen scope", async () => {
    signedInBrowser();
    const server = fakeFetch(logout(204));
    await signOutAndClear(testAuthClient(server.fetch), "local");
    expect(server.requests[0]?.url).toMatch(/\/logout\?scope=local$/);
  });

  it("keeps this device signed in when signing out the others", async () => {
    signedInBrowser();
    const server = fakeFetch(logout(204));
    await signOutAndClear(testAuthClient(server.fetch), "others");
    expect(server.requests[0]?.url).toMatch(/\/logout\?scope=others$/);
    expect(localStorage.getItem(AUTH_STORAGE_KEY)).not.toBeNull();
  });
});
