/** Which questions a practice set takes first (pure, so the order can be tested on its own). */

/** Never practised first, then last answered wrong, then last answered right; shuffled within each. */
export function practiceOrder<T extends { key: string }>(
  candidates: T[],
  lastCorrect: ReadonlyMap<string, boolean>,
  random = Math.random,
): T[] {
  const rank = (c: T) => (!lastCorrect.has(c.key) ? 0 : lastCorrect.get(c.key) ? 2 : 1);
  return candidates
    .map((c) => ({ c, rank: rank(c), tie: random() }))
    .sort((a, b) => a.rank - b.rank || a.tie - b.tie)
    .map(({ c }) => c);
}
