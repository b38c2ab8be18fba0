/**
 * Cookies whose names start with `__cf_bm`, `cf_` or `_cf_` are Cloudflare's; the app never sets
 * them (spec §8). Assignments to `document.cookie` with such a name are dropped, every other cookie
 * passes through unchanged. Installed first thing in src/main.tsx.
 */
const CLOUDFLARE_COOKIE = /^(?:__cf_bm|cf_|_cf_)/;

export const isBlockedCookie = (assignment: string) => CLOUDFLARE_COOKIE.test(assignment.split("=", 1)[0]!.trim());

/** The platform's own `cookie` accessor, wherever on the prototype chain the DOM defines it. */
function nativeCookieAccessor(target: Document): PropertyDescriptor | undefined {
  for (let proto: object | null = Object.getPrototypeOf(target); proto; proto = Object.getPrototypeOf(proto)) {
    const descriptor = Object.getOwnPropertyDescriptor(proto, "cookie");
    if (descriptor) return descriptor;
  }
  return undefined;
}

export function blockCloudflareCookies(target: Document = document): void {
  const native = nativeCookieAccessor(target);
  if (!native?.get || !native.set) return;
  const { get, set } = native;
  Object.defineProperty(target, "cookie", {
    configurable: true,
    get() {
      return get.call(this) as string;
    },
    set(assignment: string) {
      if (isBlockedCookie(String(assignment))) {
        console.warn("Blocked a Cloudflare cookie from being set by the app", String(assignment).split("=", 1)[0]);
        return;
      }
      set.call(this, assignment);
    },
  });
}
