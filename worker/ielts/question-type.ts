/**
 * What kind of question a writing task asks, read from its words (ours and learners' own prompts), and
 * whether an answer does what that kind asks: a position for "to what extent do you agree", both views
 * and an opinion for "discuss both views", both sides for advantages/disadvantages, causes and solutions
 * for a problem/solution question, every question of a two-part one; an overview and figures, stages or
 * changes for Task 1. Pure functions (docs/architecture.md §8).
 */
import type { WritingTask } from "../contract/ielts";

export const TASK2_QUESTION_TYPES = [
  "agree_disagree",
  "discussion",
  "advantages_disadvantages",
  "problem_solution",
  "two_part",
  "open",
] as const;
export const TASK1_QUESTION_TYPES = ["chart", "process", "map"] as const;
export type QuestionType = (typeof TASK2_QUESTION_TYPES)[number] | (typeof TASK1_QUESTION_TYPES)[number];

export function questionType(task: WritingTask, prompt: string): QuestionType {
  const p = prompt.toLowerCase().replace(/\s+/g, " ");
  if (task === "task1") {
    if (/\b(maps?|plans?|floor plan|layout)\b|\bchanges? (to|in) the (town|village|island|area|campus|park|city centre|site)\b/.test(p))
      return "map";
    if (/\b(process|stages?|steps?|life cycle|how (\w+ ){0,4}(is|are) (made|produced|manufactured|generated|recycled|built))\b/.test(p))
      return "process";
    return "chart";
  }
  if (/\bdiscuss both\b|\bboth (these |of these )?(views|opinions|sides|points of view)\b/.test(p)) return "discussion";
  if (
    /\b(problems?|causes?|reasons?|issues?|why)\b.*\b(solutions?|solved?|solves|measures?|tackled?|address(ed)?|be done|could be taken|can be taken)\b/.test(
      p,
    )
  )
    return "problem_solution";
  if ((p.match(/\?/g) ?? []).length >= 2) return "two_part";
  if (
    /\b(advantages?|benefits?)\b.*\b(disadvantages?|drawbacks?)\b|\boutweigh\b|\b(positive|negative) (or (a )?(positive|negative) )?(development|trend)\b/.test(
      p,
    )
  )
    return "advantages_disadvantages";
  if (/\b(do you|to what extent do you|how far do you) (agree|disagree)\b|\bagree or disagree\b/.test(p)) return "agree_disagree";
  return "open";
}

/** What an answer of a type needs, by the `evaluation:needs.*` key that says it to the learner. */
export type Need = { id: string; params?: Record<string, number> };
export type TypeCheck = { answered: boolean; met: Need[]; missing: Need[] };

const has = (text: string, pattern: RegExp) => pattern.test(text);
const POSITION =
  /\b(i (strongly |completely |totally |partly |partially |largely |fully )?(believe|think|agree|disagree|feel|would argue|am convinced|support|oppose)|in my (opinion|view)|from my (perspective|point of view)|personally|my (own )?view is|i would say)\b/i;
const OTHER_VIEW =
  /\b(some (people|argue|believe|think|say|claim)|advocates|defenders|those who (favour|favor|support|defend|argue|believe|oppose)|others? (argue|believe|think|say|claim|feel)|on the other hand|opponents|supporters|critics|proponents|while others|it is (often |sometimes )?(argued|said|claimed))\b/i;
const UPSIDE = /\b(advantages?|benefits?|beneficial|positive|upsides?|pros?|helps?|useful|good thing)\b/i;
const DOWNSIDE = /\b(disadvantages?|drawbacks?|negative|downsides?|cons|harm(ful)?|problems?|risks?|dangers?)\b/i;
const CAUSE = /\b(causes?|caused|because|due to|reasons?|results? (from|in)|leads? to|problems?)\b/i;
const SOLUTION =
  /\b(solutions?|solve[ds]?|tackle|address(ed)?|measures?|should|could be|the answer|remedy|prevent|reduce|introduce|invest)\b/i;
const OVERVIEW = /\b(overall|in general|generally|it is clear|it can be seen|the most striking|in summary|to summarise|to summarize)\b/i;
const SEQUENCE =
  /\b(first(ly)?|then|next|after (that|this)|subsequently|finally|at the (next|final) stage|stage|step|followed by|once)\b/gi;
const LOCATION =
  /\b(north|south|east|west|located|replaced|built|demolished|converted|constructed|removed|added|extended|expanded|relocated)\b/gi;

/** Whether the essay does what its question type asks; `questionStems` feeds the two-part check. */
export function answersQuestionType(
  type: QuestionType,
  text: string,
  questionParts: readonly string[][] = [],
  stems: ReadonlySet<string> = new Set(),
): TypeCheck {
  const met: Need[] = [];
  const missing: Need[] = [];
  const need = (ok: boolean, id: string, params?: Need["params"]) => (ok ? met : missing).push({ id, params });
  switch (type) {
    case "agree_disagree":
      need(has(text, POSITION) || /\b(i|we) (agree|disagree)\b|\bto a (large|great|certain|limited) extent\b/i.test(text), "position");
      break;
    case "discussion":
      need(has(text, OTHER_VIEW), "both_views");
      need(has(text, POSITION), "own_opinion");
      break;
    case "advantages_disadvantages":
      need(has(text, UPSIDE), "advantages");
      need(has(text, DOWNSIDE), "disadvantages");
      break;
    case "problem_solution":
      need(has(text, CAUSE), "causes");
      need(has(text, SOLUTION), "solutions");
      break;
    case "two_part":
      questionParts.forEach((part, i) => {
        const covered = part.length === 0 ? 1 : part.filter((s) => stems.has(s)).length / part.length;
        need(covered >= 0.3, "question_part", { number: i + 1 });
      });
      break;
    case "chart":
      need(has(text, OVERVIEW), "overview_trends");
      need((text.match(/\d/g) ?? []).length >= 3, "figures");
      break;
    case "process":
      need(has(text, OVERVIEW), "overview_process");
      need((text.match(SEQUENCE) ?? []).length >= 3, "stages");
      break;
    case "map":
      need(has(text, OVERVIEW), "overview_changes");
      need((text.match(LOCATION) ?? []).length >= 3, "locations");
      break;
    case "open":
      break;
  }
  return { answered: missing.length === 0, met, missing };
}
