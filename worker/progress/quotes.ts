/**
 * The daily motivation quote: the same quote all local day for one learner, from the MIT-licensed
 * `inspirational-quotes` data (imported as JSON; the bundler drops its UTF-8 BOM). Asking for another
 * one and liking one are stored, so every device shows the same.
 */
import { and, eq } from "drizzle-orm";
import data from "inspirational-quotes/data/data.json";
import { QUOTE_ATTRIBUTION, type DailyQuoteResponse } from "../contract/progress";
import { dailyQuotes, profiles, quoteLikes } from "../db/schema";
import { localDay } from "../lib/days";
import type { Db } from "../db/client";

export type Quote = { id: string; text: string; author: string };

/** FNV-1a: a stable id from the quote's text, so likes survive a reordered data file. */
function fnv1a(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) hash = Math.imul(hash ^ text.charCodeAt(i), 0x01000193) >>> 0;
  return hash >>> 0;
}

/** Some entries carry their own quotation marks; the screen adds its own. (The id keeps hashing the raw text, so stored likes stay valid.) */
function withoutQuoteMarks(text: string): string {
  return text
    .trim()
    .replace(/^["“”„«']+\s*/, "")
    .replace(/\s*["“”„»']+$/, "")
    .trim();
}

// A quote's id is the hash of its text: the data has a few texts twice (with the author written two ways),
// and only the first is kept, so a stored id always gives back the quote that was picked.
const QUOTES_BY_ID = new Map<string, Quote>();
for (const q of data as { text: string; from: string }[]) {
  const id = fnv1a(q.text).toString(36);
  if (q.text.trim().length > 0 && !QUOTES_BY_ID.has(id)) {
    QUOTES_BY_ID.set(id, { id, text: withoutQuoteMarks(q.text), author: q.from.trim() || "Unknown" });
  }
}
export const QUOTES: readonly Quote[] = [...QUOTES_BY_ID.values()];

/** The n-th quote of a learner's day: a hash of who, when and how many times they asked for another. */
export function pickQuote(seed: string, day: string, skips: number): Quote {
  const first = fnv1a(`${seed}|${day}`) % QUOTES.length;
  if (skips === 0) return QUOTES[first]!;
  // Walk the list with a stride coprime to its length: every quote comes before any repeats.
  const stride = 1 + (fnv1a(`${seed}|${day}|stride`) % (QUOTES.length - 1));
  const coprime = gcd(stride, QUOTES.length) === 1 ? stride : 1;
  return QUOTES[(first + skips * coprime) % QUOTES.length]!;
}

function gcd(a: number, b: number): number {
  return b === 0 ? a : gcd(b, a % b);
}

async function learnerToday(db: Db, userId: string, now: number): Promise<string> {
  const [profile] = await db.select({ timezone: profiles.timezone }).from(profiles).where(eq(profiles.id, userId));
  return localDay(now, profile?.timezone ?? "UTC");
}

function response(day: string, quote: Quote, liked: boolean): DailyQuoteResponse {
  return { day, quote, liked, attribution: { ...QUOTE_ATTRIBUTION } };
}

/** Signed-out visitors get the quote of the UTC day. */
export function anonymousQuote(now = Date.now()): DailyQuoteResponse {
  const day = localDay(now, "UTC");
  return response(day, pickQuote("anonymous", day, 0), false);
}

async function currentQuote(db: Db, userId: string, day: string): Promise<{ quote: Quote; skips: number; liked: boolean }> {
  const [[stored], likes] = await db.batch([
    db
      .select()
      .from(dailyQuotes)
      .where(and(eq(dailyQuotes.userId, userId), eq(dailyQuotes.day, day))),
    db.select({ quoteId: quoteLikes.quoteId }).from(quoteLikes).where(eq(quoteLikes.userId, userId)),
  ]);
  const skips = stored?.skips ?? 0;
  const quote = (stored && QUOTES_BY_ID.get(stored.quoteId)) || pickQuote(userId, day, skips);
  return { quote, skips, liked: likes.some((l) => l.quoteId === quote.id) };
}

export async function dailyQuote(db: Db, userId: string, now = Date.now()): Promise<DailyQuoteResponse> {
  const day = await learnerToday(db, userId, now);
  const { quote, liked } = await currentQuote(db, userId, day);
  return response(day, quote, liked);
}

export async function nextQuote(db: Db, userId: string, now = Date.now()): Promise<DailyQuoteResponse> {
  const day = await learnerToday(db, userId, now);
  const { skips } = await currentQuote(db, userId, day);
  const quote = pickQuote(userId, day, skips + 1);
  const updatedAt = new Date(now).toISOString();
  await db
    .insert(dailyQuotes)
    .values({ userId, day, quoteId: quote.id, skips: skips + 1, updatedAt })
    .onConflictDoUpdate({ target: [dailyQuotes.userId, dailyQuotes.day], set: { quoteId: quote.id, skips: skips + 1, updatedAt } });
  const [liked] = await db
    .select()
    .from(quoteLikes)
    .where(and(eq(quoteLikes.userId, userId), eq(quoteLikes.quoteId, quote.id)));
  return response(day, quote, liked !== undefined);
}

/** Likes (or unlikes) the learner's current quote of the day. */
export async function likeQuote(db: Db, userId: string, liked: boolean, now = Date.now()): Promise<DailyQuoteResponse> {
  const day = await learnerToday(db, userId, now);
  const { quote } = await currentQuote(db, userId, day);
  const mine = and(eq(quoteLikes.userId, userId), eq(quoteLikes.quoteId, quote.id));
  if (liked) {
    await db
      .insert(quoteLikes)
      .values({ userId, quoteId: quote.id, createdAt: new Date(now).toISOString() })
      .onConflictDoNothing();
  } else {
    await db.delete(quoteLikes).where(mine);
  }
  return response(day, quote, liked);
}
