/**
 * Words an answer may use instead of the question's own (a paraphrase is what examiners reward, so it
 * must not look off-topic): small groups of near-synonyms for the topics of IELTS questions, written for
 * Lexora. Matched on the light stem of ./text-features, so "vehicles" meets "car" and "kids" meets "children".
 */
const GROUPS = [
  "car vehicle automobile driver driving motorist traffic",
  "city urban town metropolis metropolitan municipal",
  "centre center downtown central core",
  "ban prohibit forbid outlaw restrict exclude banish",
  "pollution emission fume smog exhaust dirty toxic",
  "congestion traffic gridlock jam crowded",
  "child children kid pupil youngster",
  "school education curriculum timetable classroom lesson teach",
  "student pupil learner graduate leaver",
  "skill ability competence",
  "practical everyday hands-on",
  "academic theoretical discipline subject",
  "money finance financial budget budgeting",
  "cook cooking meal food kitchen",
  "house housing home flat apartment accommodation property dwelling",
  "afford affordable cheap expensive cost price rent",
  "young youth adult graduate",
  "government authority state council official policy",
  "solve solution measure tackle address remedy",
  "cause reason factor root stem",
  "job work employment career occupation profession",
  "employer company firm business",
  "technology digital internet online computer",
  "health healthy medical illness disease",
  "environment environmental nature climate",
  "old elderly aged senior pensioner",
  "crime criminal offender offence",
  "travel tourism tourist trip journey",
  "read reading book literature",
].map((group) => group.split(" "));

/** word → the other words of its groups. */
export const PARAPHRASES: ReadonlyMap<string, readonly string[]> = (() => {
  const map = new Map<string, string[]>();
  for (const group of GROUPS) for (const word of group) map.set(word, [...(map.get(word) ?? []), ...group.filter((w) => w !== word)]);
  return map;
})();
