import { describe, expect, it } from "vitest";
import {
  ESSAY_TYPES,
  IELTS_CONTENT_LICENCE,
  IELTS_QUESTIONS_PER_TEST,
  LISTENING_QUESTIONS_PER_PART,
  READING_PASSAGE_WORDS,
  SPEAKING_PREPARATION_SECONDS,
  SPEAKING_TALK_SECONDS,
  TASK1_INSTRUCTION,
  TASK1_LENGTH,
  TASK1_TIME_GUIDE,
  TASK2_INSTRUCTION,
  TASK2_LENGTH,
  TASK2_TIME_GUIDE,
  WRITING_TASK1_MIN_WORDS,
  WRITING_TASK2_MIN_WORDS,
  countWords,
  fitsWordLimit,
  ieltsContentFileSchema,
  wordLimitText,
  type IeltsContentFile,
  type ListeningPart,
  type ListeningQuestion,
  type ListeningTest,
  type ReadingPassage,
  type ReadingQuestion,
  type ReadingQuestionType,
  type ReadingTest,
  type SpeakingSet,
  type WritingTask1Prompt,
  type WritingTask2Prompt,
} from "../../worker/contract/ielts-content";

const rawFiles = import.meta.glob<unknown>("../../content/ielts/**/*.json", { eager: true, import: "default" });

const parsed = Object.entries(rawFiles).map(([path, data]) => ({ path, result: ieltsContentFileSchema.safeParse(data) }));
const files: IeltsContentFile[] = parsed.flatMap(({ result }) => (result.success ? [result.data] : []));
const ofKind = <K extends IeltsContentFile["kind"]>(kind: K) =>
  files.filter((f): f is Extract<IeltsContentFile, { kind: K }> => f.kind === kind);

const readingTests: ReadingTest[] = ofKind("ielts_reading_test");
const listeningTests: ListeningTest[] = ofKind("ielts_listening_test");
const task1Prompts: WritingTask1Prompt[] = ofKind("ielts_writing_task1_set").flatMap((set) => set.prompts);
const task2Prompts: WritingTask2Prompt[] = ofKind("ielts_writing_task2_set").flatMap((set) => set.prompts);
const speakingSets: SpeakingSet[] = ofKind("ielts_speaking_sets").flatMap((collection) => collection.sets);

const normalise = (value: string) => value.toLowerCase().replace(/\s+/g, " ").trim();
const escapeRegExp = (value: string) => value.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
/** Whole-word, case-insensitive occurrence ("bay" does not occur in "bayonet"). */
const occursIn = (needle: string, haystack: string) =>
  new RegExp(`(^|[^\\p{L}\\p{N}])${escapeRegExp(normalise(needle))}($|[^\\p{L}\\p{N}])`, "u").test(normalise(haystack));

const readingQuestions = (groups: ReadingPassage["questionGroups"]) => groups.flatMap((g): ReadingQuestion[] => g.questions);
const listeningQuestions = (groups: ListeningPart["questionGroups"]) => groups.flatMap((g): ListeningQuestion[] => g.questions);
const passageText = (passage: ReadingPassage) => passage.paragraphs.map((p) => p.text).join("\n");
const spokenText = (part: ListeningPart) => {
  const speakers = new Set(part.speakers.filter((s) => s.role === "speaker").map((s) => s.id));
  return part.transcript.filter((turn) => speakers.has(turn.speaker));
};

function syllables(word: string): number {
  const letters = word.toLowerCase().replace(/[^a-z]/g, "");
  if (letters.length <= 3) return letters ? 1 : 0;
  const trimmed = letters.replace(/(?:[^laeiouy]es|ed|[^laeiouy]e)$/, "").replace(/^y/, "");
  return Math.max(1, trimmed.match(/[aeiouy]{1,2}/g)?.length ?? 0);
}

/** Flesch Reading Ease: higher is easier. */
function readingEase(text: string): number {
  const words = text.split(/\s+/).filter((w) => /[a-z]/i.test(w));
  const sentences = text.split(/[.!?]+(?:\s|$)/).filter((s) => /[a-z]/i.test(s)).length;
  const syllableCount = words.reduce((sum, w) => sum + syllables(w), 0);
  return 206.835 - 1.015 * (words.length / sentences) - 84.6 * (syllableCount / words.length);
}

/** Longest run of consecutive words a statement shares with the text: long runs mean word matching, not paraphrase. */
function longestSharedRun(statement: string, text: string): number {
  const words = (value: string) => value.toLowerCase().match(/[\p{L}\p{N}']+/gu) ?? [];
  const source = ` ${words(text).join(" ")} `;
  const tokens = words(statement);
  let longest = 0;
  for (let start = 0; start < tokens.length; start++) {
    for (let end = start + longest + 1; end <= tokens.length; end++) {
      if (!source.includes(` ${tokens.slice(start, end).join(" ")} `)) break;
      longest = end - start;
    }
  }
  return longest;
}

describe("IELTS content files", () => {
  it("finds the content", () => {
    expect(parsed.length).toBeGreaterThan(0);
  });

  it.each(parsed.map(({ path, result }) => [path.replace("../../", ""), result] as const))(
    "%s matches the content contract",
    (_path, result) => {
      expect(result.success ? [] : result.error.issues.map((i) => `${i.path.join(".")}: ${i.message}`)).toEqual([]);
    },
  );

  it("delivers the content the IELTS practice needs", () => {
    expect({
      readingTests: readingTests.length,
      readingPassages: readingTests.flatMap((t) => t.passages).length,
      readingQuestions: readingTests.flatMap((t) => readingQuestions(t.passages.flatMap((p) => p.questionGroups))).length,
      listeningTests: listeningTests.length,
      listeningParts: listeningTests.flatMap((t) => t.parts).length,
      listeningQuestions: listeningTests.flatMap((t) => listeningQuestions(t.parts.flatMap((p) => p.questionGroups))).length,
      writingTask1Prompts: task1Prompts.length,
      writingTask2Prompts: task2Prompts.length,
      speakingSets: speakingSets.length,
    }).toEqual({
      readingTests: 2,
      readingPassages: 6,
      readingQuestions: 80,
      listeningTests: 2,
      listeningParts: 8,
      listeningQuestions: 80,
      writingTask1Prompts: 8,
      writingTask2Prompts: 12,
      speakingSets: 12,
    });
  });

  it("marks every item as original with its licence and a unique id", () => {
    const items = [
      ...files,
      ...readingTests.flatMap((t) => t.passages),
      ...listeningTests.flatMap((t) => t.parts),
      ...task1Prompts,
      ...task2Prompts,
      ...speakingSets,
    ];
    for (const item of items) expect([item.id, item.source, item.licence]).toEqual([item.id, "original", IELTS_CONTENT_LICENCE]);
    const ids = items.map((item) => item.id);
    expect(ids.filter((id, i) => ids.indexOf(id) !== i)).toEqual([]);
  });
});

describe("word limits", () => {
  it("states the official phrases", () => {
    expect(wordLimitText({ maxWords: 1, number: false })).toBe("ONE WORD ONLY");
    expect(wordLimitText({ maxWords: 1, number: true })).toBe("ONE WORD AND/OR A NUMBER");
    expect(wordLimitText({ maxWords: 2, number: true })).toBe("NO MORE THAN TWO WORDS AND/OR A NUMBER");
    expect(wordLimitText({ maxWords: 3, number: false })).toBe("NO MORE THAN THREE WORDS");
  });

  it("counts a number, a time or a phone number once and hyphenated words as one word", () => {
    const twoAndNumber = { maxWords: 2, number: true };
    expect(fitsWordLimit("£250", { maxWords: 1, number: true })).toBe(true);
    expect(fitsWordLimit("7.30 pm", { maxWords: 1, number: true })).toBe(true);
    expect(fitsWordLimit("07723 518046", { maxWords: 1, number: true })).toBe(true);
    expect(fitsWordLimit("well-known harbour", twoAndNumber)).toBe(true);
    expect(fitsWordLimit("15 March", twoAndNumber)).toBe(true);
    expect(fitsWordLimit("the old harbour", twoAndNumber)).toBe(false);
    expect(fitsWordLimit("15", { maxWords: 1, number: false })).toBe(false);
  });
});

const ALL_READING_TYPES: ReadingQuestionType[] = [
  "multiple_choice",
  "true_false_not_given",
  "yes_no_not_given",
  "matching_headings",
  "matching_information",
  "sentence_completion",
  "summary_completion",
  "short_answer",
];
/** Question types whose answers follow the order of the passage in the real test. */
const IN_PASSAGE_ORDER = new Set<ReadingQuestionType>([
  "multiple_choice",
  "true_false_not_given",
  "yes_no_not_given",
  "sentence_completion",
  "short_answer",
]);

describe("Academic Reading", () => {
  it("has two complete tests", () => {
    expect(readingTests).toHaveLength(2);
  });

  describe.each(readingTests.map((test) => [test.id, test] as const))("%s", (_id, test) => {
    const groups = test.passages.flatMap((p) => p.questionGroups);
    const questions = readingQuestions(groups);

    it("has three passages of 700–900 words", () => {
      for (const passage of test.passages) {
        const words = countWords(passageText(passage));
        expect(words, passage.id).toBeGreaterThanOrEqual(READING_PASSAGE_WORDS.min);
        expect(words, passage.id).toBeLessThanOrEqual(READING_PASSAGE_WORDS.max);
      }
    });

    it("orders its passages from easier to harder", () => {
      const ease = test.passages.map((p) => readingEase(passageText(p)));
      expect(ease).toEqual([...ease].sort((a, b) => b - a));
    });

    it("has exactly 40 questions numbered 1–40, 12–14 per passage", () => {
      expect(questions.map((q) => q.number)).toEqual(Array.from({ length: IELTS_QUESTIONS_PER_TEST }, (_, i) => i + 1));
      for (const passage of test.passages) {
        const count = readingQuestions(passage.questionGroups).length;
        expect(count, passage.id).toBeGreaterThanOrEqual(12);
        expect(count, passage.id).toBeLessThanOrEqual(14);
      }
    });

    it("covers every reading question type", () => {
      const types = new Set(groups.map((g) => g.type));
      for (const type of ALL_READING_TYPES) expect(types, type).toContain(type);
    });

    it("keys every answer, with accepted variants for typed answers", () => {
      for (const question of questions) {
        expect(question.answer.trim(), `question ${question.number}`).not.toBe("");
        if ("accepted" in question) expect(question.accepted).toContain(question.answer);
      }
    });

    it("proves every answer with whole sentences that occur literally in the passage", () => {
      for (const passage of test.passages) {
        const body = passageText(passage);
        for (const question of readingQuestions(passage.questionGroups)) {
          const at = body.indexOf(question.evidence);
          expect(at, `question ${question.number}: ${question.evidence}`).toBeGreaterThanOrEqual(0);
          const startsASentence = /(^|[.!?]["”’]?\s+)$/.test(body.slice(0, at));
          const endsASentence = /[.!?]["”’]?$/.test(question.evidence);
          expect(startsASentence && endsASentence, `question ${question.number} quotes whole sentences`).toBe(true);
        }
      }
    });

    it("takes completion and short answers from the proving sentence, within the word limit", () => {
      for (const group of groups) {
        if (group.type !== "sentence_completion" && group.type !== "short_answer" && group.type !== "summary_completion") continue;
        if (group.type === "summary_completion" && group.options) continue;
        if (!group.wordLimit) throw new Error(`group with question ${group.questions[0]?.number} has no word limit`);
        expect(group.instructions).toContain(wordLimitText(group.wordLimit));
        for (const question of group.questions) {
          expect(occursIn(question.answer, question.evidence), `question ${question.number}: "${question.answer}"`).toBe(true);
          for (const accepted of question.accepted) expect(fitsWordLimit(accepted, group.wordLimit), accepted).toBe(true);
        }
      }
    });

    it("asks questions in passage order where the real test does", () => {
      for (const passage of test.passages) {
        const body = passageText(passage);
        for (const group of passage.questionGroups) {
          if (!IN_PASSAGE_ORDER.has(group.type) && !(group.type === "summary_completion" && !group.options)) continue;
          const positions = group.questions.map((q) => body.indexOf(q.evidence));
          expect(positions, `${passage.id} ${group.type}`).toEqual([...positions].sort((a, b) => a - b));
        }
      }
    });

    it("uses every answer of True/False/Not Given and Yes/No/Not Given and explains what is not given", () => {
      for (const group of groups) {
        if (group.type !== "true_false_not_given" && group.type !== "yes_no_not_given") continue;
        const answers = new Set(group.questions.map((q) => q.answer));
        expect(answers.size, `group starting at ${group.questions[0]?.number}`).toBe(3);
        for (const question of group.questions) if (question.answer === "NOT GIVEN") expect(question.explanation).toBeTruthy();
      }
    });

    it("paraphrases the passage in its statements instead of copying it", () => {
      for (const passage of test.passages) {
        const body = passageText(passage);
        for (const question of readingQuestions(passage.questionGroups)) {
          const stem =
            "statement" in question ? question.statement : "prompt" in question ? question.prompt.replace(/\{\{\d+\}\}/g, "…") : "";
          expect(longestSharedRun(stem, body), `question ${question.number}: ${stem}`).toBeLessThanOrEqual(5);
        }
      }
    });

    it("gives matching headings more headings than paragraphs, with lettered paragraphs", () => {
      for (const passage of test.passages) {
        for (const group of passage.questionGroups) {
          if (group.type !== "matching_headings" && group.type !== "matching_information") continue;
          const labels = passage.paragraphs.map((p) => p.label);
          expect(labels.every(Boolean), passage.id).toBe(true);
          if (group.type === "matching_headings") expect(group.headings.length).toBeGreaterThan(group.questions.length);
          const letters =
            group.type === "matching_headings" ? group.questions.map((q) => q.paragraph) : group.questions.map((q) => q.answer);
          for (const letter of letters) expect(labels).toContain(letter);
        }
      }
    });

    it("offers distinct options in multiple choice", () => {
      for (const group of groups) {
        if (group.type !== "multiple_choice") continue;
        for (const q of group.questions) expect(new Set(q.options.map((o) => normalise(o.text))).size).toBe(q.options.length);
      }
    });
  });
});

const LISTENING_TYPES = ["multiple_choice", "plan_labelling", "matching"] as const;
const SPEAKERS_PER_PART = [
  [2, 2],
  [1, 1],
  [2, 4],
  [1, 1],
] as const;

describe("Listening", () => {
  it("has two complete tests", () => {
    expect(listeningTests).toHaveLength(2);
  });

  describe.each(listeningTests.map((test) => [test.id, test] as const))("%s", (_id, test) => {
    const groups = test.parts.flatMap((p) => p.questionGroups);

    it("has four parts of ten questions, numbered 1–40", () => {
      expect(test.parts.map((p) => listeningQuestions(p.questionGroups).length)).toEqual(Array(4).fill(LISTENING_QUESTIONS_PER_PART));
      expect(listeningQuestions(groups).map((q) => q.number)).toEqual(Array.from({ length: IELTS_QUESTIONS_PER_TEST }, (_, i) => i + 1));
    });

    it("covers form or note completion, multiple choice, map or plan labelling and matching", () => {
      const types = new Set(groups.map((g) => g.type));
      expect(types.has("form_completion") || types.has("note_completion")).toBe(true);
      for (const type of LISTENING_TYPES) expect(types, type).toContain(type);
    });

    it("has a transcript of about 500–800 spoken words per part, with the exam's number of speakers", () => {
      test.parts.forEach((part, i) => {
        const words = countWords(
          spokenText(part)
            .map((turn) => turn.text)
            .join(" "),
        );
        expect(words, part.id).toBeGreaterThanOrEqual(500);
        expect(words, part.id).toBeLessThanOrEqual(850);
        const speakers = part.speakers.filter((s) => s.role === "speaker").length;
        const [min, max] = SPEAKERS_PER_PART[i] ?? [0, 0];
        expect(speakers, part.id).toBeGreaterThanOrEqual(min);
        expect(speakers, part.id).toBeLessThanOrEqual(max);
      });
    });

    it("labels every turn with a speaker who has a voice of their own", () => {
      for (const part of test.parts) {
        const ids = part.speakers.map((s) => s.id);
        for (const turn of part.transcript) expect(ids).toContain(turn.speaker);
        expect(new Set(part.speakers.map((s) => s.voice.espeakNg)).size).toBe(part.speakers.length);
      }
    });

    it("states the word limit of each completion group and keeps every key within it", () => {
      for (const group of groups) {
        if (group.type !== "form_completion" && group.type !== "note_completion") continue;
        expect(group.instructions).toContain(wordLimitText(group.wordLimit));
        for (const q of group.questions)
          for (const accepted of q.accepted) expect(fitsWordLimit(accepted, group.wordLimit), accepted).toBe(true);
      }
    });

    it("says every completion answer literally in the transcript", () => {
      for (const part of test.parts) {
        const spoken = spokenText(part)
          .map((turn) => turn.text)
          .join("\n");
        for (const group of part.questionGroups) {
          if (group.type !== "form_completion" && group.type !== "note_completion") continue;
          for (const q of group.questions) expect(occursIn(q.answer, spoken), `question ${q.number}: ${q.answer}`).toBe(true);
        }
      }
    });

    it("quotes the evidence for every answer from the transcript, in the order of the questions", () => {
      for (const part of test.parts) {
        const spoken = spokenText(part)
          .map((turn) => turn.text)
          .join("\n");
        const positions = listeningQuestions(part.questionGroups).map((q) => spoken.indexOf(q.evidence));
        expect(
          positions.every((p) => p >= 0),
          part.id,
        ).toBe(true);
        for (const group of part.questionGroups) {
          const inGroup = listeningQuestions([group]).map((q) => spoken.indexOf(q.evidence));
          expect(inGroup, `${part.id} ${group.type}`).toEqual([...inGroup].sort((a, b) => a - b));
        }
      }
    });

    it("gives map and plan labelling more lettered positions than places, each place named in the talk", () => {
      for (const part of test.parts) {
        const spoken = spokenText(part)
          .map((turn) => turn.text)
          .join("\n");
        for (const group of part.questionGroups) {
          if (group.type !== "plan_labelling") continue;
          expect(part.context).toBe("social_monologue");
          expect(group.plan.markers.length).toBeGreaterThan(group.questions.length);
          for (const q of group.questions) expect(occursIn(q.place, spoken), q.place).toBe(true);
        }
      }
    });
  });
});

const TASK1_VISUALS = ["line_graph", "bar_chart", "pie_chart", "table", "process_diagram", "map"] as const;
const TASK2_QUESTIONS: Record<(typeof ESSAY_TYPES)[number], RegExp> = {
  opinion: /To what extent do you agree or disagree\?$/,
  discussion: /^Discuss both (these )?views and give your own opinion\.$/,
  advantages_disadvantages: /advantages.*disadvantages/,
  problem_solution: /\?.*\?$|measures|solutions/,
  two_part: /\?.*\?$/,
};

describe("Writing", () => {
  it("has 8 Task 1 prompts covering line, bar and pie charts, tables, processes and maps", () => {
    expect(task1Prompts).toHaveLength(8);
    const kinds = new Set(task1Prompts.flatMap((p) => p.visuals.map((v) => v.kind)));
    for (const kind of TASK1_VISUALS) expect(kinds, kind).toContain(kind);
  });

  it("words Task 1 the official way with the 150-word minimum", () => {
    for (const prompt of task1Prompts) {
      expect(prompt.minWords).toBe(WRITING_TASK1_MIN_WORDS);
      expect(prompt.prompt.description, prompt.id).toMatch(/^The [a-z ]+ below (shows?|illustrates?|gives?|compares?) /);
      expect([prompt.prompt.timeGuide, prompt.prompt.instruction, prompt.prompt.length]).toEqual([
        TASK1_TIME_GUIDE,
        TASK1_INSTRUCTION,
        TASK1_LENGTH,
      ]);
    }
  });

  it("stores the data of every chart as numbers", () => {
    for (const prompt of task1Prompts) {
      for (const visual of prompt.visuals) {
        if (visual.kind === "line_graph" || visual.kind === "bar_chart") {
          for (const series of visual.series) expect(series.values.every((v) => v === null || Number.isFinite(v))).toBe(true);
        }
        if (visual.kind === "map") expect(visual.states).toHaveLength(2);
        if (visual.kind === "process_diagram") expect(visual.steps.length).toBeGreaterThanOrEqual(4);
      }
    }
  });

  it("has 12 Task 2 prompts covering every essay type with its question pattern and the 250-word minimum", () => {
    expect(task2Prompts).toHaveLength(12);
    expect(new Set(task2Prompts.map((p) => p.essayType))).toEqual(new Set(ESSAY_TYPES));
    for (const prompt of task2Prompts) {
      expect(prompt.minWords).toBe(WRITING_TASK2_MIN_WORDS);
      expect(prompt.prompt.question, prompt.id).toMatch(TASK2_QUESTIONS[prompt.essayType]);
      expect([prompt.prompt.timeGuide, prompt.prompt.instruction, prompt.prompt.length]).toEqual([
        TASK2_TIME_GUIDE,
        TASK2_INSTRUCTION,
        TASK2_LENGTH,
      ]);
    }
  });

  it("keeps model answers above the minimum length", () => {
    for (const prompt of [...task1Prompts, ...task2Prompts]) {
      if (prompt.modelAnswer) expect(countWords(prompt.modelAnswer), prompt.id).toBeGreaterThanOrEqual(prompt.minWords);
    }
  });
});

describe("Speaking", () => {
  it("has 12 sets with Part 1 questions, a Part 2 cue card and Part 3 follow-ups", () => {
    expect(speakingSets).toHaveLength(12);
    for (const set of speakingSets) {
      expect(set.part1.questions.length).toBeGreaterThanOrEqual(4);
      expect(set.part1.questions.length).toBeLessThanOrEqual(5);
      expect(set.part2.cueCard.youShouldSay.length).toBeGreaterThanOrEqual(3);
      expect(set.part2.cueCard.youShouldSay.length).toBeLessThanOrEqual(4);
      expect(set.part2.cueCard.explain).toMatch(/^and explain /);
      expect(set.part2.preparationSeconds).toBe(SPEAKING_PREPARATION_SECONDS);
      expect(set.part2.talkSeconds).toEqual(SPEAKING_TALK_SECONDS);
      expect(set.part3.questions.length).toBeGreaterThanOrEqual(4);
      expect(set.part3.questions.length).toBeLessThanOrEqual(6);
      for (const question of [...set.part1.questions, ...set.part3.questions, ...set.part2.roundingOffQuestions])
        expect(question).toMatch(/\?$/);
    }
  });

  it("does not repeat a cue card", () => {
    const tasks = speakingSets.map((s) => normalise(s.part2.cueCard.task));
    expect(new Set(tasks).size).toBe(tasks.length);
  });
});
