/**
 * IELTS bands (reference/exam-facts.md), implemented once: raw score → band tables for Reading and
 * Listening, the half-band rounding of task, writing and overall bands, and the writing weighting.
 */

/** Rows of [lowest raw score, band], highest first. */
type BandTable = readonly (readonly [number, number])[];

/**
 * Listening: the table exam-facts cites (39–40 → 9 … 10–12 → 4) with the lower rows as commonly
 * cited. Tables vary slightly by source, so the band is labelled approximate.
 */
export const LISTENING_BAND_TABLE: BandTable = [
  [39, 9],
  [37, 8.5],
  [35, 8],
  [33, 7.5],
  [30, 7],
  [27, 6.5],
  [23, 6],
  [19, 5.5],
  [15, 5],
  [13, 4.5],
  [10, 4],
  [8, 3.5],
  [6, 3],
  [4, 2.5],
  [2, 2],
  [1, 1],
  [0, 0],
];

/**
 * Academic Reading: the commonly cited table has the same rows as Listening (General Training Reading
 * uses another one; our tests are Academic). Kept as its own name so a source with other rows can
 * replace it without touching Listening.
 */
export const ACADEMIC_READING_BAND_TABLE: BandTable = LISTENING_BAND_TABLE;

function bandFromTable(table: BandTable, correct: number): number {
  if (!Number.isInteger(correct) || correct < 0 || correct > 40) throw new RangeError(`raw score must be 0–40, got ${correct}`);
  return table.find(([lowest]) => correct >= lowest)![1];
}

export const readingBand = (correct: number) => bandFromTable(ACADEMIC_READING_BAND_TABLE, correct);
export const listeningBand = (correct: number) => bandFromTable(LISTENING_BAND_TABLE, correct);

/**
 * To half bands the IELTS way: a fraction of .25 rounds up to .5 and .75 up to the next band,
 * anything below those rounds down (6.125 → 6, 6.25 → 6.5, 6.625 → 6.5, 6.75 → 7). The epsilon keeps
 * a mean such as 19.5/3 from landing a hair under a threshold through binary floating point.
 */
export function roundToHalfBand(value: number): number {
  if (!Number.isFinite(value) || value < 0 || value > 9) throw new RangeError(`a band is 0–9, got ${value}`);
  return Math.floor(value * 2 + 0.5 + 1e-9) / 2;
}

const mean = (values: readonly number[]) => values.reduce((sum, v) => sum + v, 0) / values.length;

/** Overall band: the mean of Listening, Reading, Writing and Speaking, rounded as above. */
export function overallBand(bands: { listening: number; reading: number; writing: number; speaking: number }): number {
  return roundToHalfBand(mean([bands.listening, bands.reading, bands.writing, bands.speaking]));
}

/** A task (or speaking) band: the mean of its criteria, rounded as above. */
export function criteriaBand(criteria: readonly number[]): number {
  if (criteria.length === 0) throw new RangeError("a band needs at least one criterion");
  return roundToHalfBand(mean(criteria));
}

/** Writing band = (Task 1 + 2 × Task 2) / 3: Task 2 counts double. */
export function writingBand(task1: number, task2: number): number {
  return roundToHalfBand((task1 + 2 * task2) / 3);
}
