/**
 * The placement test's adaptive rules, pure: a one-parameter (Rasch) model where an item's difficulty is
 * its CEFR level, one logit apart. After each answer the learner's ability is re-estimated (MAP with a
 * weak prior, so all-right or all-wrong answers stay finite) and the next item is the unseen one of the
 * next category whose level is nearest that ability. The categories take turns, five items each.
 */
import {
  CEFR_LEVELS,
  IELTS_BANDS_BY_LEVEL,
  PLACEMENT_CATEGORIES,
  PLACEMENT_ITEM_COUNT,
  PLACEMENT_START_LEVEL,
  type CefrLevel,
  type PlacementCategory,
  type PlacementItem,
  type PlacementResult,
} from "../contract/placement";

/** `questionId`: the id the item went out under, so a retried answer is known. */
export type AnsweredItem = { itemId: string; questionId: string; level: CefrLevel; category: PlacementCategory; correct: boolean };

/** Difficulty in logits: A1 −2.5 … C2 +2.5; an ability equal to a level's difficulty gets half its items right. */
export const difficultyOf = (level: CefrLevel) => CEFR_LEVELS.indexOf(level) - 2.5;
const SCALE_MIN = -3.5;
const SCALE_MAX = 3.5;
/** Standard deviation of the prior around the start level: wide enough for six levels. */
const PRIOR_SD = 2;
const PRIOR_MEAN = difficultyOf(PLACEMENT_START_LEVEL);

const chanceRight = (ability: number, level: CefrLevel) => 1 / (1 + Math.exp(-(ability - difficultyOf(level))));

/** The most likely ability given the answers (grid search to 0.01 logit: exact enough and cannot diverge). */
export function estimateAbility(answers: readonly Pick<AnsweredItem, "level" | "correct">[]): number {
  let best = PRIOR_MEAN;
  let bestScore = -Infinity;
  for (let step = 0; step <= (SCALE_MAX - SCALE_MIN) * 100; step += 1) {
    const ability = SCALE_MIN + step / 100;
    let score = -((ability - PRIOR_MEAN) ** 2) / (2 * PRIOR_SD ** 2);
    for (const { level, correct } of answers) {
      const p = chanceRight(ability, level);
      score += Math.log(correct ? p : 1 - p);
    }
    if (score > bestScore) {
      bestScore = score;
      best = ability;
    }
  }
  return Math.round(best * 100) / 100;
}

/** The CEFR level of an ability: the highest level whose items the learner gets right at least half the time. */
export function levelOfAbility(ability: number): CefrLevel {
  const index = Math.min(CEFR_LEVELS.length - 1, Math.max(0, Math.floor(ability + 2.5)));
  return CEFR_LEVELS[index]!;
}

/** The ability's place on the A1–C2 scale as a whole percentage. */
export const scalePercentage = (ability: number) =>
  Math.round(Math.min(100, Math.max(0, ((ability - SCALE_MIN) / (SCALE_MAX - SCALE_MIN)) * 100)));

/** The category whose turn it is after `answered` items. */
export const categoryAt = (answered: number): PlacementCategory => PLACEMENT_CATEGORIES[answered % PLACEMENT_CATEGORIES.length]!;

/** A number from the text, so two sessions pick differently among items of equal fit. */
function hashOf(text: string): number {
  let hash = 2166136261;
  for (let i = 0; i < text.length; i += 1) hash = Math.imul(hash ^ text.charCodeAt(i), 16777619);
  return hash >>> 0;
}

/**
 * The next item, or null when the test is complete (or no unseen item is left). Among the unseen items
 * of the category whose turn it is, the nearest to the current ability wins; ties are broken by the seed.
 */
export function nextItem(bank: readonly PlacementItem[], answers: readonly AnsweredItem[], seed: string): PlacementItem | null {
  if (answers.length >= PLACEMENT_ITEM_COUNT) return null;
  const seen = new Set(answers.map((a) => a.itemId));
  const ability = estimateAbility(answers);
  const fit = (item: PlacementItem) => Math.abs(difficultyOf(item.level) - ability);
  const pick = (candidates: PlacementItem[]) =>
    candidates.sort((a, b) => fit(a) - fit(b) || hashOf(`${seed}:${a.id}`) - hashOf(`${seed}:${b.id}`))[0] ?? null;
  const unseen = bank.filter((item) => !seen.has(item.id));
  return pick(unseen.filter((item) => item.category === categoryAt(answers.length))) ?? pick(unseen);
}

/** The result of a finished test: the level, the indicative IELTS range and each category's ability. */
export function placementResult(answers: readonly AnsweredItem[], completedAt: string): PlacementResult {
  const ability = estimateAbility(answers);
  const level = levelOfAbility(ability);
  const categoryScores = Object.fromEntries(
    PLACEMENT_CATEGORIES.map((category) => [category, scalePercentage(estimateAbility(answers.filter((a) => a.category === category)))]),
  ) as Record<PlacementCategory, number>;
  return {
    level,
    score: answers.filter((a) => a.correct).length,
    total: answers.length,
    percentage: scalePercentage(ability),
    ieltsBand: IELTS_BANDS_BY_LEVEL[level],
    categoryScores,
    completedAt,
  };
}
