/** Quadratic weighted kappa between two raters' half bands (the categories are the half bands between them). */
export function quadraticWeightedKappa(a: readonly number[], b: readonly number[]): number {
  const cats = [...new Set([...a, ...b].map((x) => x * 2))].sort((x, y) => x - y);
  const lo = cats[0]!;
  const k = cats[cats.length - 1]! - lo + 1;
  const observed = Array.from({ length: k }, () => new Array<number>(k).fill(0));
  a.forEach((x, i) => observed[x * 2 - lo]![b[i]! * 2 - lo]!++);
  const rowSums = observed.map((row) => row.reduce((s, v) => s + v, 0));
  const colSums = observed[0]!.map((_, j) => observed.reduce((s, row) => s + row[j]!, 0));
  let num = 0;
  let den = 0;
  for (let i = 0; i < k; i++)
    for (let j = 0; j < k; j++) {
      const w = (i - j) ** 2 / (k - 1) ** 2;
      num += w * observed[i]![j]!;
      den += (w * rowSums[i]! * colSums[j]!) / a.length;
    }
  return den === 0 ? 1 : 1 - num / den;
}
