import { afterEach, describe, expect, it, vi } from "vitest";
import { blockCloudflareCookies, isBlockedCookie } from "../../../src/lib/cookie-guard";

describe("Cloudflare cookies are blocked from being set by the app (spec §8)", () => {
  afterEach(() => {
    // Back to the prototype's own cookie property.
    delete (document as { cookie?: string }).cookie;
  });

  it.each(["__cf_bm=abc", "__cf_bm_x=1", "cf_clearance=1", "cf_ob_info=2", "_cf_session=3", " __cf_bm=spaced"])(
    "drops %s",
    (assignment) => {
      vi.spyOn(console, "warn").mockImplementation(() => undefined);
      blockCloudflareCookies();
      document.cookie = `${assignment}; path=/`;
      expect(isBlockedCookie(assignment)).toBe(true);
      expect(document.cookie).not.toContain(assignment.trim().split("=")[0]);
    },
  );

  it.each(["i18next=ru", "my_cf_note=1", "cfx=1", "lexora=1"])("lets %s through", (assignment) => {
    blockCloudflareCookies();
    document.cookie = `${assignment}; path=/`;
    expect(isBlockedCookie(assignment)).toBe(false);
    expect(document.cookie).toContain(assignment);
  });
});
