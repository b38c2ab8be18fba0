/**
 * Word quiz questions: from the user's words (or today's words of the day), distractors of the
 * same part of speech and a similar frequency, first the word's WordNet neighbours (related in
 * meaning, never synonyms), never rare words; gap fills in the form the sentence needs; an
 * explanation per question. The lesson quiz mixes in the finished lessons' own quiz questions.
 * Storing quizzes and scoring their answers is quiz.ts.
 */
import { and, desc, eq, isNotNull, lt, sql } from "drizzle-orm";
import type { CreateQuizRequest, QuizQuestion, QuestionType, QuizSource } from "../contract/quiz";
import { QUESTION_TYPES, QUIZ_ERROR_CODES, TRUE_FALSE_OPTIONS } from "../contract/quiz";
import type { LessonQuestion } from "../contract/lessons";
import { QUIZ_MIN_WORDS, QUIZ_OPTION_COUNT, type Difficulty, type PartOfSpeech } from "../contract/vocabulary-constants";
import { lessonProgress, srsCards, words } from "../db/schema";
import { playableLesson, type LessonRow } from "../lessons/access";
import { studyDay } from "../lib/days";
import { ApiError } from "../lib/errors";
import { matchLexicon } from "../lexicon/entries";
import { chosenSenses } from "../lexicon/glosses";
import { findCategory } from "./categories";
import { dailyWords } from "./daily";
import { userTimeZone } from "./settings";
import { batchSql, rowsOf, type Db } from "../db/client";

type QuizWord = {
  word: string;
  wordId: string | null;
  /** The lexicon entry (id, frequency rank) the word matched, if any. */
  lexiconId: number | null;
  rank: number | null;
  definition: string;
  ipa: string | null;
  example: string | null;
  pos: PartOfSpeech | null;
  difficulty: Difficulty;
};

/** Lexicon words per (part of speech, difficulty) drawn as distractors. */
const LEXICON_DISTRACTORS = 40;
const BLANK = "_____";

const shuffle = <T>(items: readonly T[]): T[] => {
  const out = [...items];
  for (let i = out.length - 1; i > 0; i -= 1) {
    const j = Math.floor(Math.random() * (i + 1));
    [out[i], out[j]] = [out[j]!, out[i]!];
  }
  return out;
};

const notEnoughWords = () => new ApiError(422, QUIZ_ERROR_CODES.notEnoughWords, { params: { min: QUIZ_MIN_WORDS } });

/** The words a quiz may ask about, with definitions from the lexicon where the user left them empty. */
async function quizWords(db: Db, userId: string, source: QuizSource, categoryId: string | undefined, wanted: number): Promise<QuizWord[]> {
  if (source === "daily") {
    const { words: daily } = await dailyWords(db, userId);
    const entries = await matchLexicon(
      db,
      daily.map((w) => w.lemma.toLowerCase()),
    );
    return daily.map((w) => {
      const entry = entries.get(w.lemma.toLowerCase());
      return { ...w, word: w.lemma, wordId: null, lexiconId: entry?.id ?? null, rank: entry?.rank ?? null };
    });
  }
  const conditions = [eq(words.userId, userId)];
  if (source === "category" && categoryId) conditions.push(eq(words.categoryId, (await findCategory(db, userId, categoryId)).id));
  let query = db.select({ word: words }).from(words).$dynamic();
  if (source === "due") {
    const day = studyDay(Date.now(), await userTimeZone(db, userId));
    query = query.innerJoin(srsCards, eq(srsCards.wordId, words.id));
    conditions.push(lt(srsCards.due, day.endsAt));
  }
  const rows = await query
    .where(and(...conditions))
    .orderBy(sql`random()`)
    .limit(wanted * 4);
  const lexicon = await matchLexicon(
    db,
    rows.map((r) => r.word.lexiconLemma ?? r.word.wordKey),
  );
  const usable: QuizWord[] = [];
  for (const { word } of rows) {
    const match = lexicon.get(word.lexiconLemma ?? word.wordKey);
    const definition = word.definition ?? match?.definition;
    if (!definition) continue;
    usable.push({
      word: word.word,
      wordId: word.id,
      lexiconId: match?.id ?? null,
      rank: match?.rank ?? null,
      definition,
      ipa: word.ipa ?? match?.ipa ?? null,
      example: word.example ?? match?.example ?? null,
      pos: word.pos ?? match?.pos ?? null,
      difficulty: word.difficulty,
    });
  }
  return usable;
}

/** Lessons looked at for a lesson quiz: the most recently finished ones. */
const LESSONS_PER_QUIZ = 50;

/**
 * The lessons this learner finished and may still open (a lesson unshared since is left out), only
 * published ones: the owner's own draft is still being written.
 */
async function takenLessons(db: Db, userId: string): Promise<LessonRow[]> {
  const finished = await db
    .select({ lessonId: lessonProgress.lessonId })
    .from(lessonProgress)
    .where(and(eq(lessonProgress.userId, userId), isNotNull(lessonProgress.completedAt)))
    .orderBy(desc(lessonProgress.completedAt))
    .limit(LESSONS_PER_QUIZ);
  const open = await Promise.all(finished.map(({ lessonId }) => playableLesson(db, userId, lessonId).catch(() => null)));
  const taken = open.filter((lesson): lesson is LessonRow => lesson !== null && lesson.status === "published");
  if (taken.length === 0) throw new ApiError(422, QUIZ_ERROR_CODES.noLessonsTaken);
  return taken;
}

/** The vocabulary lemmas of the lessons, each once. */
const lessonLemmas = (taken: readonly LessonRow[]) => [
  ...new Set(taken.flatMap((lesson) => lesson.blocks.flatMap((block) => (block.type === "vocabulary" ? block.words : [])))),
];

/** The words of the lessons' vocabulary blocks, as the lexicon defines them in the sense the teacher chose. */
async function lessonQuizWords(db: Db, taken: readonly LessonRow[]): Promise<QuizWord[]> {
  const chosen = Object.assign(
    {},
    ...taken.flatMap((lesson) => lesson.blocks.flatMap((block) => (block.type === "vocabulary" ? [block.senses] : []))),
  ) as Record<string, number>;
  const [lexicon, senses] = await Promise.all([matchLexicon(db, lessonLemmas(taken)), chosenSenses(db, chosen)]);
  return [...lexicon].map(([key, match]) => {
    const sense = senses.get(key);
    return {
      word: match.lemma,
      wordId: null,
      lexiconId: match.id,
      rank: match.rank,
      definition: sense?.definition ?? match.definition,
      ipa: match.ipa,
      // An example of another sense would make a gap fill ask the wrong meaning.
      example: sense ? sense.example : match.example,
      pos: sense?.pos ?? match.pos,
      difficulty: match.difficulty,
    };
  });
}

/** A lesson question as asked in the quiz, before it is numbered. */
export type UnnumberedQuestion = Omit<QuizQuestion, "id">;

const sameAnswer = (a: string, b: string) => a.trim().replace(/\s+/g, " ").toLowerCase() === b.trim().replace(/\s+/g, " ").toLowerCase();

/**
 * The quiz questions of the lessons as single-choice questions with the teacher's explanation. A gap
 * fill offers its first accepted answer among up to three words of the same lessons' vocabulary (left
 * out when the lessons have no other word); matching is left out (it is not one choice).
 */
export function lessonQuizQuestions(taken: readonly LessonRow[]): UnnumberedQuestion[] {
  const lemmas = lessonLemmas(taken);
  return taken.flatMap((lesson) =>
    lesson.blocks
      .flatMap((block) => (block.type === "quiz" ? block.questions : []))
      .flatMap((q: LessonQuestion): UnnumberedQuestion[] => {
        const asked = { word: lesson.title, wordId: null, difficulty: null, explanation: q.explanation };
        switch (q.kind) {
          case "multiple_choice":
            return [{ ...asked, type: "lesson_choice", prompt: q.prompt, options: q.options, correctIndex: q.answer }];
          case "true_false":
            return [
              { ...asked, type: "lesson_true_false", prompt: q.prompt, options: [...TRUE_FALSE_OPTIONS], correctIndex: q.answer ? 0 : 1 },
            ];
          case "gap_fill": {
            const answer = q.answers[0]!;
            const others = shuffle(lemmas.filter((w) => !q.answers.some((a) => sameAnswer(a, w)))).slice(0, QUIZ_OPTION_COUNT - 1);
            if (others.length === 0) return [];
            const options = shuffle([answer, ...others]);
            const prompt = q.prompt.replace("___", BLANK);
            return [{ ...asked, type: "lesson_choice", prompt, options, correctIndex: options.indexOf(answer) }];
          }
          case "matching":
            return [];
        }
      }),
  );
}

type Distractor = {
  id: number | null;
  word: string;
  definition: string;
  pos: PartOfSpeech | null;
  difficulty: Difficulty;
  rank: number | null;
};

/** Lexicon words rarer than this are never offered: no learner can weigh an oddity ("canis aureus"). */
export const DISTRACTOR_MAX_RANK = 20_000;
/** A similar frequency: a distractor's rank within this factor of the word's (either way). */
export const FREQUENCY_FACTOR = 3;

/** What the lexicon offers as distractors for the quiz words. */
type LexiconPool = {
  pool: Distractor[];
  /** Lexicon id of a quiz word → the ids of its WordNet neighbours. */
  neighbours: Map<number, Set<number>>;
  /** Lexicon id → its inflected forms with their part of speech. */
  forms: Map<number, { form: string; pos: PartOfSpeech }[]>;
};

const SINGLE_WORD = sql.raw(`e.lemma = e.lemma_key AND instr(e.lemma_key, ' ') = 0 AND length(e.lemma_key) >= 3`);
const COMMON_SINGLE_WORD = sql`e.rank IS NOT NULL AND e.rank <= ${sql.raw(String(DISTRACTOR_MAX_RANK))} AND ${SINGLE_WORD}`;

/**
 * The quiz words' WordNet neighbours and, for each (part of speech, difficulty) of the quiz words,
 * common lower-case single words of the lexicon; then the inflected forms of all of them.
 */
async function lexiconDistractors(db: Db, targets: readonly QuizWord[]): Promise<LexiconPool> {
  const groups = new Map<string, QuizWord[]>();
  for (const t of targets) {
    const group = `${t.pos ?? "noun"}|${t.difficulty}`;
    groups.set(group, [...(groups.get(group) ?? []), t]);
  }
  const ids = targets.flatMap((t) => (t.lexiconId === null ? [] : [t.lexiconId]));
  const [related, ...grouped] = await batchSql(db, [
    sql`SELECT n.entry_id AS target, e.id, e.lemma AS word, e.definition, e.pos, e.difficulty, e.rank
      FROM json_each(${JSON.stringify(ids)}) j JOIN lexicon_neighbours n ON n.entry_id = j.value JOIN lexicon_entries e ON e.id = n.neighbour_id
      WHERE ${COMMON_SINGLE_WORD}`,
    ...[...groups].flatMap(([group, members]) => {
      const [pos, difficulty] = group.split("|");
      // Words from a random place in the group's band of frequencies, read along the (pos, difficulty, rank)
      // index: ORDER BY random() read every common word of the group (about 40,000 rows per quiz).
      const ranks = members.flatMap((t) => (t.rank === null ? [] : [t.rank]));
      const lo = ranks.length ? Math.max(1, Math.ceil(Math.min(...ranks) / FREQUENCY_FACTOR)) : 1;
      const hi = ranks.length ? Math.min(DISTRACTOR_MAX_RANK, Math.max(...ranks) * FREQUENCY_FACTOR) : DISTRACTOR_MAX_RANK;
      const from = lo + Math.floor(Math.random() * (hi - lo + 1));
      const words = sql`SELECT e.id, e.lemma AS word, e.definition, e.pos, e.difficulty, e.rank FROM lexicon_entries e
        WHERE e.pos = ${pos} AND e.difficulty = ${difficulty} AND ${SINGLE_WORD}`;
      // Ranks as one BETWEEN each: with a third bound on rank SQLite preferred the (pos, rank) index.
      return [
        sql`${words} AND e.rank BETWEEN ${from} AND ${DISTRACTOR_MAX_RANK} ORDER BY e.rank LIMIT ${LEXICON_DISTRACTORS}`,
        sql`${words} AND e.rank BETWEEN 1 AND ${from - 1} ORDER BY e.rank DESC LIMIT ${LEXICON_DISTRACTORS}`,
      ];
    }),
  ]);
  const neighbours = new Map<number, Set<number>>();
  const relatedRows = rowsOf<Distractor & { target: number; id: number }>(related!);
  for (const row of relatedRows) neighbours.set(row.target, (neighbours.get(row.target) ?? new Set()).add(row.id));
  const pool = [...relatedRows, ...grouped.flatMap((r) => rowsOf<Distractor>(r))];
  const formIds = [...new Set([...ids, ...pool.map((d) => d.id!)])];
  const forms = new Map<number, { form: string; pos: PartOfSpeech }[]>();
  const [formRows] = await batchSql(db, [
    // IN (json_each) keeps SQLite on the entry_id index; joined to json_each it read the whole table.
    sql`SELECT f.entry_id AS id, f.form, f.pos FROM lexicon_forms f WHERE f.entry_id IN (SELECT value FROM json_each(${JSON.stringify(formIds)}))`,
  ]);
  for (const row of rowsOf<{ id: number; form: string; pos: PartOfSpeech }>(formRows!))
    forms.set(row.id, [...(forms.get(row.id) ?? []), { form: row.form, pos: row.pos }]);
  return { pool, neighbours, forms };
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/**
 * The example with the word blanked out: the word itself, else one of its inflected forms, exactly
 * as the sentence has it ("mitigating circumstances" blanks "mitigating" for "mitigate"). `answer` is
 * the blanked text as the sentence spells it, `inflected` whether it is a form rather than the word.
 */
export function gapFill(
  example: string | null,
  word: string,
  forms: readonly string[] = [],
): { prompt: string; answer: string; inflected: boolean } | null {
  if (!example) return null;
  const candidates = [word.trim(), ...[...forms].sort((a, b) => b.length - a.length)];
  for (const [i, candidate] of candidates.entries()) {
    const match = new RegExp(`(^|[^\\p{L}'-])(${escapeRegExp(candidate)})(?=$|[^\\p{L}'-])`, "iu").exec(example);
    if (!match) continue;
    const start = match.index + match[1]!.length;
    return { prompt: example.slice(0, start) + BLANK + example.slice(start + match[2]!.length), answer: match[2]!, inflected: i > 0 };
  }
  return null;
}

/**
 * The kind of inflection a form is of its lemma, so a distractor can be put in the same form: -ing,
 * -s (plural or third person), -er/-est, and the past (-ed, or an irregular verb form); an irregular
 * noun is a plural and an irregular adjective a comparative.
 */
export function inflectionOf(lemma: string, form: string, pos: PartOfSpeech | null): string {
  const f = form.toLowerCase();
  const l = lemma.toLowerCase();
  if (f.endsWith("ing") && !l.endsWith("ing")) return "ing";
  if (f.endsWith("est") && !l.endsWith("est")) return "est";
  if (f.endsWith("er") && !l.endsWith("er") && pos !== "verb" && pos !== "noun") return "er";
  if (f.endsWith("s") && !l.endsWith("s")) return "s";
  if (f.endsWith("ed") && !l.endsWith("ed")) return "ed";
  return pos === "verb" ? "ed" : pos === "noun" ? "s" : "er";
}

/** The distractor in the same inflection as the gap's answer, from the lexicon's forms; null when it has none. */
function inflectedLike(d: Distractor, kind: string, forms: LexiconPool["forms"], pos: PartOfSpeech | null): string | null {
  const own = (forms.get(d.id ?? -1) ?? []).filter((f) => f.pos === pos && inflectionOf(d.word, f.form, pos) === kind);
  // A regular form reads more naturally than an archaic irregular one ("dreamed" over "dreamt").
  own.sort((a, b) => Number(b.form.startsWith(d.word.toLowerCase())) - Number(a.form.startsWith(d.word.toLowerCase())));
  return own[0]?.form ?? null;
}

/**
 * Three distinct distractors of the same part of speech, in this order of preference: the word's
 * WordNet neighbours of a similar frequency, other words of a similar frequency, then of the same
 * difficulty band, then any of that part of speech. `value` gives the option text (a definition, the
 * word, or its inflected form), null when the distractor cannot be offered.
 */
function pickDistractors(
  target: QuizWord,
  pool: readonly Distractor[],
  neighbours: ReadonlySet<number>,
  value: (d: Distractor) => string | null,
  correct: string,
): string[] {
  const taken = new Set([correct.toLowerCase(), target.word.toLowerCase()]);
  const picked: string[] = [];
  const samePos = (d: Distractor) => (d.pos ?? "noun") === (target.pos ?? "noun");
  const similar = (d: Distractor) =>
    target.rank !== null && d.rank !== null
      ? Math.max(d.rank / target.rank, target.rank / d.rank) <= FREQUENCY_FACTOR
      : d.difficulty === target.difficulty;
  const tiers = [
    pool.filter((d) => samePos(d) && d.id !== null && neighbours.has(d.id) && similar(d)),
    pool.filter((d) => samePos(d) && similar(d)),
    pool.filter((d) => samePos(d) && d.difficulty === target.difficulty),
    pool.filter(samePos),
  ];
  for (const tier of tiers) {
    for (const d of shuffle(tier)) {
      if (picked.length === QUIZ_OPTION_COUNT - 1) return picked;
      const v = value(d);
      if (v === null || taken.has(v.toLowerCase()) || taken.has(d.word.toLowerCase())) continue;
      taken.add(v.toLowerCase());
      taken.add(d.word.toLowerCase());
      picked.push(v);
    }
  }
  return picked;
}

function explain(target: QuizWord): string {
  const head = `"${target.word}"${target.ipa ? ` /${target.ipa}/` : ""}${target.pos ? ` (${target.pos})` : ""}: ${target.definition}.`;
  const example = target.example ? ` Example: "${target.example}"` : "";
  return head + example;
}

/** Up to `count` word questions from the pool; a word without enough distractors is left out. */
async function wordQuestions(
  db: Db,
  pool: readonly QuizWord[],
  count: number,
  allowed: readonly QuestionType[],
): Promise<UnnumberedQuestion[]> {
  const targets = pool.slice(0, count);
  const lexicon = await lexiconDistractors(db, targets);
  const wordPool: Distractor[] = [
    ...pool.map((w) => ({ id: w.lexiconId, word: w.word, definition: w.definition, pos: w.pos, difficulty: w.difficulty, rank: w.rank })),
    ...lexicon.pool,
  ];
  const questions: UnnumberedQuestion[] = [];
  for (const target of targets) {
    const targetForms = (lexicon.forms.get(target.lexiconId ?? -1) ?? []).filter((f) => f.pos === (target.pos ?? "noun"));
    const gap = gapFill(
      target.example,
      target.word,
      targetForms.map((f) => f.form),
    );
    const kind = gap?.inflected ? inflectionOf(target.word, gap.answer, target.pos) : null;
    const neighbours = lexicon.neighbours.get(target.lexiconId ?? -1) ?? new Set<number>();
    const possible = allowed.filter((t: QuestionType) =>
      t === "ipa_to_word" ? target.ipa !== null : t === "gap_fill" ? gap !== null : true,
    );
    // The first kind of question, in random order, that has enough distractors (an inflected gap fill
    // may find too few words with that inflection; the word is then asked another way).
    const asked = shuffle(possible.length ? possible : (["definition_to_word", "word_to_definition"] as const))
      .map((type) => {
        const asksForDefinition = type === "word_to_definition";
        // A gap fill offers the word in the form the sentence needs, and every distractor in that form too.
        const inflectedGap = type === "gap_fill" && kind !== null;
        const correct = asksForDefinition ? target.definition : inflectedGap ? gap!.answer : target.word;
        const optionOf = (d: Distractor) =>
          asksForDefinition ? d.definition : inflectedGap ? inflectedLike(d, kind, lexicon.forms, target.pos) : d.word;
        return { type, correct, others: pickDistractors(target, wordPool, neighbours, optionOf, correct) };
      })
      .find(({ others }) => others.length === QUIZ_OPTION_COUNT - 1);
    if (!asked) continue;
    const { type, correct, others } = asked;
    const options = shuffle([correct, ...others]);
    const prompt = {
      definition_to_word: target.definition,
      word_to_definition: target.word,
      ipa_to_word: `/${target.ipa}/`,
      gap_fill: gap?.prompt ?? "",
    }[type];
    questions.push({
      type,
      prompt,
      word: target.word,
      wordId: target.wordId,
      difficulty: target.difficulty,
      options,
      correctIndex: options.indexOf(correct),
      explanation: explain(target),
    });
  }
  return questions;
}

/**
 * Up to `count` word questions about lexicon lemmas (a word-list assignment's words, asked in a class
 * game), in random order; a lemma the lexicon lacks is left out.
 */
export async function lemmaQuestions(db: Db, lemmas: readonly string[], count: number): Promise<UnnumberedQuestion[]> {
  const lexicon = await matchLexicon(db, lemmas);
  const pool: QuizWord[] = [...lexicon.values()].map((match) => ({
    word: match.lemma,
    wordId: null,
    lexiconId: match.id,
    rank: match.rank,
    definition: match.definition,
    ipa: match.ipa,
    example: match.example,
    pos: match.pos,
    difficulty: match.difficulty,
  }));
  return wordQuestions(db, shuffle(pool), count, QUESTION_TYPES);
}

/**
 * The lesson quiz: the lessons' words and their own questions, about half each; when one kind runs
 * short the other fills the quiz up to the count asked for.
 */
async function lessonQuiz(db: Db, userId: string, count: number, allowed: readonly QuestionType[]): Promise<UnnumberedQuestion[]> {
  const taken = await takenLessons(db, userId);
  const fromLessons = shuffle(lessonQuizQuestions(taken));
  const fromWords = await wordQuestions(db, shuffle(await lessonQuizWords(db, taken)), count, allowed);
  const wordShare = Math.min(fromWords.length, Math.max(Math.floor(count / 2), count - fromLessons.length));
  return shuffle([...fromWords.slice(0, wordShare), ...fromLessons.slice(0, count - wordShare)]);
}

/** The questions of a new quiz, numbered q1, q2, …; too few words for a quiz is refused. */
export async function quizQuestions(
  db: Db,
  userId: string,
  request: CreateQuizRequest & { questionCount: number },
): Promise<QuizQuestion[]> {
  const source = request.source ?? "dictionary";
  const allowed = request.types ?? QUESTION_TYPES;
  let asked: UnnumberedQuestion[];
  if (source === "lessons") asked = await lessonQuiz(db, userId, request.questionCount, allowed);
  else {
    const pool = await quizWords(db, userId, source, request.categoryId, request.questionCount);
    if (pool.length < QUIZ_MIN_WORDS) throw notEnoughWords();
    asked = await wordQuestions(db, pool, request.questionCount, allowed);
  }
  if (asked.length < QUIZ_MIN_WORDS) throw notEnoughWords();
  return asked.map((q, index) => ({ id: `q${index + 1}`, ...q }));
}
