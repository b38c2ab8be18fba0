/**
 * Deep links into the native app: the app's own scheme (`lexora://lesson/<id>`,
 * `lexora://forum/<id>`, `lexora://join/<code>`) and web links the app is opened with (a class's
 * join link `https://<host>/join/<code>`) become the route that shows the same thing. Anything else
 * opens the home page rather than a route the app would not recognise.
 */
import { APP_SCHEME } from "./app-identity";

/** An id or join code as the routes take them: no slashes, dots or spaces that could leave the segment. */
const SEGMENT = /^[A-Za-z0-9_-]{1,64}$/;

/** Screens a link may open: the first segment, and whether it needs a second (the id). */
const LINKED_SCREENS: Record<string, { needsId: boolean }> = {
  lesson: { needsId: true },
  join: { needsId: true },
  forum: { needsId: false },
};

/** The link's path segments: `lexora://lesson/x` has "lesson" as its host, `https://site/lesson/x` in its path. */
function segmentsOf(url: URL): string[] | null {
  if (url.protocol === `${APP_SCHEME}:`) return [url.hostname, ...url.pathname.split("/")].filter(Boolean);
  if (url.protocol === "https:" || url.protocol === "http:") return url.pathname.split("/").filter(Boolean);
  return null;
}

export function deepLinkPath(link: string): string {
  let url: URL;
  try {
    url = new URL(link);
  } catch {
    return "/";
  }
  const segments = segmentsOf(url);
  const [screen, id, ...rest] = segments ?? [];
  const known = screen === undefined ? undefined : LINKED_SCREENS[screen];
  if (!known || rest.length > 0) return "/";
  if (id === undefined) return known.needsId ? "/" : `/${screen}`;
  return SEGMENT.test(id) ? `/${screen}/${id}` : "/";
}
