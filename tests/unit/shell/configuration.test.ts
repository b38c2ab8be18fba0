import { describe, expect, it, vi } from "vitest";
import { publicBuildEnv, workerPublishableKey } from "../../../scripts/lib/public-config.mjs";
import { assertBackendConfigured, MissingBackendConfigError } from "../../../src/lib/auth/config";

const WRANGLER = `[vars]\nENVIRONMENT = "development"\nAUTH_PUBLISHABLE_KEYS = "pk-first, pk-second"\n`;

describe("the build's public configuration (spec §1)", () => {
  it("takes the first key the Worker accepts when the environment gives none", () => {
    expect(workerPublishableKey(WRANGLER)).toBe("pk-first");
    expect(publicBuildEnv({}, WRANGLER)).toEqual({ VITE_PUBLIC_API_KEY: "pk-first", VITE_CONFIG_INCOMPLETE: "false" });
  });

  it("prefers the key given in the environment", () => {
    expect(publicBuildEnv({ VITE_PUBLIC_API_KEY: "pk-env" }, WRANGLER).VITE_PUBLIC_API_KEY).toBe("pk-env");
  });

  it("flags the build incomplete (red banner) when no key is known", () => {
    expect(publicBuildEnv({}, "[vars]\n")).toEqual({ VITE_PUBLIC_API_KEY: "", VITE_CONFIG_INCOMPLETE: "true" });
    expect(publicBuildEnv({ VITE_PUBLIC_API_KEY: " " }, WRANGLER).VITE_CONFIG_INCOMPLETE).toBe("true");
  });
});

describe("the backend client refuses to start without its configuration (spec §1)", () => {
  it("starts with a backend address and a public key", () => {
    expect(() => assertBackendConfigured("https://lexora.example", "pk")).not.toThrow();
  });

  it.each([
    ["the public key", "https://lexora.example", "", ["public key"]],
    ["the backend address", "", "pk", ["backend address"]],
    ["both", "", " ", ["backend address", "public key"]],
  ])("refuses without %s", (_case, origin, key, missing) => {
    expect(() => assertBackendConfigured(origin, key)).toThrow(MissingBackendConfigError);
    try {
      assertBackendConfigured(origin, key);
    } catch (error) {
      expect((error as MissingBackendConfigError).missing).toEqual(missing);
    }
  });

  it("creates the auth client only when the build has a public key", async () => {
    vi.resetModules();
    vi.stubEnv("VITE_PUBLIC_API_KEY", "");
    const withoutKey = await import("../../../src/lib/auth/client");
    expect(() => withoutKey.createAuthClient()).toThrow("missing: public key");

    vi.resetModules();
    vi.stubEnv("VITE_PUBLIC_API_KEY", "pk-build");
    const withKey = await import("../../../src/lib/auth/client");
    expect(withKey.createAuthClient()).toBeTruthy();
    vi.unstubAllEnvs();
  });

  it("tells the auth service the interface language, which its mails are written in", async () => {
    vi.resetModules();
    vi.stubEnv("VITE_PUBLIC_API_KEY", "pk-build");
    const sent: Request[] = [];
    vi.stubGlobal("fetch", async (input: RequestInfo | URL, init?: RequestInit) => {
      sent.push(new Request(input, init));
      return Response.json({ code: "over_email_send_rate_limit", message: "later" }, { status: 429 });
    });
    document.documentElement.lang = "kk";
    try {
      const { createAuthClient } = await import("../../../src/lib/auth/client");
      await createAuthClient({ persistSession: false, autoRefreshToken: false, detectSessionInUrl: false }).resetPasswordForEmail("a@b.kz");
    } finally {
      document.documentElement.lang = "";
      vi.unstubAllGlobals();
      vi.unstubAllEnvs();
    }
    expect(sent.at(-1)?.headers.get("Accept-Language")).toBe("kk");
    expect(sent.at(-1)?.headers.get("apikey")).toBe("pk-build");
  });
});
