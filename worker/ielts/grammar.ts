/**
 * The learner-grammar checker (docs/architecture.md §8): the errors Russian and Kazakh speakers make most in
 * IELTS writing — articles, subject–verb agreement, tense after time markers, "will" after if/when, nouns
 * without a plural, verb patterns, -ed/-ing adjectives, prepositions — and a few more ("more safe", comma
 * splices). Each rule prefers missing an error to a false alarm, and each finding says what is wrong and why in
 * the learner's language (the `grammar` namespace of worker/i18n). Measured on labelled sentences of our own:
 * tests/worker/ielts/grammar.test.ts (a development set the rules were tuned on, a held-out set written first).
 *
 * Held-out figures: recall 0.94 (109 of 116 errors found), no correct sentence flagged (0 of 68); none of the
 * 1,787 sentences of our own model answers, reading passages and articles is flagged.
 *
 * Why our own rules and not harper.js: on the same sentences Harper 2.10 found 12–13 % of these errors (about
 * half of those with a wrong explanation: it is built for native writers' slips) and flagged 4 % of the correct
 * ones, and its WASM is 16 MB (8 MB gzipped), so it is used neither in the Worker nor in the browser; what it
 * does well that learners need, irregular forms ("goed" → went), ./spelling knows.
 */
import type { Correction } from "../contract/ielts";
import type { MessageParams, Translate } from "../i18n";
import {
  baseOfThirdPerson,
  BE_FORMS,
  canBeBaseVerb,
  breaksBefore,
  CLAUSE_OPENERS,
  COLLECTIVE,
  DETERMINERS,
  gerundOf,
  isAdjective,
  isAdverb,
  isBaseVerb,
  isIn,
  isNoun,
  isNounPlural,
  isNounSingular,
  isThirdSingularVerb,
  likeCase,
  MID_ADVERBS,
  MODALS,
  OBJECT_PRONOUNS,
  participleOf,
  pastOf,
  PERSON_NOUNS,
  POSSESSIVES,
  PREPOSITIONS,
  primary,
  sentencesOf,
  SUBJECT_PRONOUNS,
  SUBORDINATORS,
  THIRD_SINGULAR_PRONOUNS,
  thirdPerson,
  uncountable,
  type Sentence,
  type Word,
} from "./grammar-words";
import { baseOfIrregularPast, hasTag, irregularPlural, irregularVerb, tagsOf } from "./word-forms";

/** A finding before its message is written: the rule names the message, its params fill it in. */
type Finding = {
  start: number;
  end: number;
  suggestion: string | null;
  rule: string;
  params?: MessageParams;
  category?: Correction["category"];
};
type Rule = (s: Sentence, text: string) => Finding[];

const set = (words: string) => new Set(words.split(" "));
const span = (text: string, from: Word, to: Word = from) => ({ start: from.start, end: to.end, original: text.slice(from.start, to.end) });
const phrase = (text: string, from: Word, to: Word = from) => text.slice(from.start, to.end);

/** Is words[i] at the start of a clause: the sentence's first word, after a comma, or after a clause opener? */
function clauseStart(words: Word[], i: number): boolean {
  if (i === 0) return true;
  if (breaksBefore(words[i])) return true;
  return isIn(words[i - 1], CLAUSE_OPENERS);
}

/** The index of the first word of the clause words[i] belongs to. */
function clauseBegin(words: Word[], i: number): number {
  let at = i;
  while (at > 0 && !clauseStart(words, at)) at -= 1;
  return at;
}

/** The index after the last word of the clause words[i] belongs to. */
function clauseEnd(words: Word[], i: number): number {
  let at = i + 1;
  while (at < words.length && !clauseStart(words, at)) at += 1;
  return at;
}

/**
 * Can a subject start at words[i]: the sentence's start, after a subordinating conjunction, or after a short
 * opening phrase and its comma ("In my opinion, …", "Nowadays, …")? Not after "and" or a comma of a list.
 */
function subjectStart(words: Word[], i: number): boolean {
  if (i === 0) return true;
  if (!breaksBefore(words[i])) return isIn(words[i - 1], SUBORDINATORS);
  const opener = words.slice(0, i);
  return (
    opener.length <= 5 &&
    !opener.some((w, k) => k > 0 && breaksBefore(w)) &&
    !DETERMINERS.has(opener[0]!.lower) &&
    !isNoun(opener[0]!.lower)
  );
}

/** Skips adverbs that may sit between a subject and its verb. */
function skipAdverbs(words: Word[], i: number): number {
  let at = i;
  while (
    at < words.length &&
    (isIn(words[at], MID_ADVERBS) || (words[at]!.lower.endsWith("ly") && isAdverb(words[at]!.lower))) &&
    !breaksBefore(words[at])
  )
    at += 1;
  return at;
}

const isQuestion = (s: Sentence, text: string) => /\?\s*$/.test(text.slice(s.start, s.end));
/** A word after a noun that makes the two one compound ("car park", "research project", "city centres"). */
const compoundWith = (next: Word | undefined) =>
  next !== undefined && !breaksBefore(next) && isNoun(next.lower) && !isIn(next, PREPOSITIONS);
/** The verb of a clause as its usual use shows it (not "can", not a participle used as an adjective). */
const verbLike = (w: string) => BE_FORMS.has(w) || /^(VB|VBP|VBZ|VBD)$/.test(primary(w) ?? "") || /^(have|has|had|there)$/.test(w);

// ---- articles -----------------------------------------------------------------------------------------

/** Singular nouns learners use without "a" or "the" that are (almost) always countable: jobs, everyday things, the nouns of argument. */
const COUNTABLE = set(
  "phone laptop computer car house flat apartment dog cat job idea problem question decision reason mistake city country town village hotel " +
    "teacher engineer doctor nurse student lawyer driver manager programmer businessman businesswoman waiter waitress pilot farmer journalist scientist designer " +
    "accountant architect dentist officer soldier writer singer actor actress artist musician translator economist volunteer " +
    "book film movie bike bicycle camera bag ticket table garden restaurant cafe museum park company project task chance opportunity " +
    "challenge advantage disadvantage benefit factor issue method tool habit goal dream plan event trend rule salary career " +
    "degree diploma trip journey present gift meeting friend president",
);
/** Phrases where such a noun goes without an article ("by car", "for example", "in question"). */
const ARTICLE_FREE_PHRASES =
  /^(?:by (?:car|bus|train|plane|bike|bicycle|taxi|phone|email|law)|on (?:foot|holiday|time)|in (?:hospital|person|town|class|prison|bed|office|question|place|practice|theory|advance|charge|public)|to (?:hospital|bed|prison|town|class)|at (?:home|school|university|college|work|night|hospital|risk|present|first)|per (?:person|day|year)|from (?:home|job)|for (?:example|instance))$/;
/** Nouns with one referent in the learner's world: "the internet", "the environment", "the sun". */
const UNIQUE = set("internet environment sun moon");
/** Abstract or uncountable nouns used in general, which take no "the" ("Life is hard", "Money is important"). */
const GENERIC_ABSTRACT = set(
  "life nature society education happiness money love health success science art music literature history mathematics unemployment poverty crime knowledge technology",
);
/** What follows a generic subject: a verb ("The nature should", "the happiness is"). */
const SUBJECT_VERBS = set(
  "is are was were has have had should can could will would must may might plays makes helps gives brings becomes seems does depends affects needs means",
);
/** Quantity words that stand in for an article ("little reason", "much time", "more money"). */
const QUANTITY_LEADS = set("little much enough more less most another plenty several");

const articleFor = (word: string) => (/^[aeiou]/i.test(word) && !/^(uni|use|usu|eu|one)/i.test(word) ? "an" : "a");

const articles: Rule = (s, text) => {
  const found: Finding[] = [];
  const { words } = s;
  for (let i = 0; i < words.length; i++) {
    const w = words[i]!;
    const prev = words[i - 1];
    const next = words[i + 1];
    // "in past" → "in the past"; "in future" only where the sentence looks ahead ("will").
    if (
      (w.lower === "past" || w.lower === "future") &&
      prev?.lower === "in" &&
      !breaksBefore(w) &&
      (w.lower === "past" || words.some((x) => x.lower === "will")) &&
      !compoundWith(next)
    ) {
      found.push({
        start: prev.start,
        end: w.end,
        suggestion: `${prev.text} the ${w.text}`,
        rule: "article_the_unique",
        params: { noun: w.lower },
      });
      continue;
    }
    // "internet has changed" → "the internet"; "Sun rises" → "The sun"; "Government should" → "The government".
    if (
      (UNIQUE.has(w.lower) || (w.lower === "government" && subjectStart(words, i) && isIn(next, SUBJECT_VERBS))) &&
      !(
        prev &&
        (DETERMINERS.has(prev.lower) || POSSESSIVES.has(prev.lower) || prev.lower.endsWith("'s") || isAdjective(prev.lower)) &&
        !breaksBefore(w)
      ) &&
      !compoundWith(next)
    ) {
      found.push({
        ...span(text, w),
        suggestion: `${likeCase(w.text, "the")} ${w.lower}`,
        rule: "article_the_unique",
        params: { noun: w.lower },
      });
      continue;
    }
    // "The nature should be protected", "the money is the most important thing": a general idea takes no "the".
    if (
      w.lower === "the" &&
      next &&
      GENERIC_ABSTRACT.has(next.lower) &&
      !breaksBefore(next) &&
      isIn(words[i + 2], SUBJECT_VERBS) &&
      !breaksBefore(words[i + 2]) &&
      !(prev && (isIn(prev, PREPOSITIONS) || DETERMINERS.has(prev.lower)))
    ) {
      found.push({
        start: w.start,
        end: next.end,
        suggestion: likeCase(w.text, next.lower),
        rule: "article_extra_generic",
        params: { noun: next.lower },
      });
      continue;
    }
    // "go to the bed", "went to the home": fixed phrases without an article.
    if (
      w.lower === "the" &&
      (next?.lower === "bed" || next?.lower === "home") &&
      !compoundWith(words[i + 2]) &&
      prev?.lower === "to" &&
      /^(go|goes|went|going|gone|come|comes|came|coming|get|gets|got|return|returned|returns|walk|walked|drive|drove)$/.test(
        words[i - 2]?.lower ?? "",
      )
    ) {
      const home = next.lower === "home";
      found.push({
        start: home ? prev.start : w.start,
        end: next.end,
        suggestion: home ? "home" : "bed",
        rule: "article_fixed_phrase",
        params: { phrase: home ? "go home" : "go to bed" },
      });
      continue;
    }
    // "Most of people" → "most of the people" (or "most people").
    if (
      /^(most|many|some|few|all|none|each|one|majority)$/.test(w.lower) &&
      next?.lower === "of" &&
      words[i + 2] &&
      isNounPlural(words[i + 2]!.lower)
    ) {
      const noun = words[i + 2]!;
      if (!/^(them|us|you|these|those)$/.test(noun.lower)) {
        found.push({
          start: w.start,
          end: noun.end,
          suggestion: `${w.text} of the ${noun.text}`,
          rule: "article_quantity_of",
          params: { phrase: `${w.lower} of`, noun: noun.lower },
        });
        continue;
      }
    }
    // A singular countable noun with no article: "buy new phone", "She works as teacher", "It is good idea".
    if (COUNTABLE.has(w.lower) && (i === 0 || !/^\p{Lu}/u.test(w.text))) {
      const missing = missingArticle(words, i, text);
      if (missing) found.push(missing);
    }
  }
  return found;
};

/** Before the noun at words[i]: the adjectives and adverbs of its phrase, then what stands before them. */
function missingArticle(words: Word[], i: number, text: string): Finding | null {
  const noun = words[i]!;
  const next = words[i + 1];
  // "car park", "phone number", "city after city".
  if (compoundWith(next) || (next?.lower === "after" && words[i + 2]?.lower === noun.lower)) return null;
  let first = i;
  while (first > 0 && !breaksBefore(words[first]) && isModifier(words[first - 1]!.lower) && !/-/.test(words[first]!.gap)) first -= 1;
  if (/-/.test(words[first]!.gap)) return null;
  const before = words[first - 1];
  if (first === 0 || breaksBefore(words[first])) {
    // A sentence that starts with a bare countable noun and goes on with a verb: "President of the country gave a speech."
    if (first !== 0 || first !== i || !/^\p{Lu}/u.test(noun.text)) return null;
    if (!(next?.lower === "of" && words.slice(2).some((w) => primary(w.lower) === "VBD" || MODALS.has(w.lower)))) return null;
  } else {
    const lead = before!.lower;
    if (
      DETERMINERS.has(lead) ||
      POSSESSIVES.has(lead) ||
      QUANTITY_LEADS.has(lead) ||
      lead.endsWith("'s") ||
      lead.endsWith("s'") ||
      /^\d/.test(lead)
    )
      return null;
    if (/^(of|such|what|quite|rather|kind|type|sort|per|every|each|no|any|whose|which|and|or|than|like|to|from|into|own)$/.test(lead))
      return null;
    if (ARTICLE_FREE_PHRASES.test(`${lead} ${noun.lower}`)) return null;
    if (!verbLike(lead) && !isIn(before, PREPOSITIONS) && lead !== "as") return null;
    // "became president", "elected mayor": a role named after these verbs goes without an article.
    if (/^(became|become|becomes|elected|appointed|named)$/.test(lead)) return null;
  }
  const from = words[first]!;
  const { start, end, original } = span(text, from, noun);
  const article = articleFor(from.lower);
  const sentenceStart = first === 0;
  return {
    start,
    end,
    suggestion: sentenceStart
      ? `${likeCase(from.text, article)} ${original[0]!.toLowerCase()}${original.slice(1)}`
      : `${article} ${original}`,
    rule: "article_missing",
    params: { noun: noun.lower, article },
  };
}

const isModifier = (w: string) =>
  (isAdjective(w) &&
    !DETERMINERS.has(w) &&
    !POSSESSIVES.has(w) &&
    !/^(many|much|few|fewer|several|such|other|own|little|enough|more|less|most|least)$/.test(w)) ||
  /^(very|really|quite|extremely|so|too)$/.test(w);

// ---- subject–verb agreement ---------------------------------------------------------------------------

/** Words before "of" that make the phrase plural whatever follows ("a lot of people", "thousands of students"). */
const PLURAL_QUANTITIES = set(
  "lot lots thousands millions hundreds dozens plenty majority number couple most many some all few both none half rest",
);
const PLURAL_VERB = {
  is: "are",
  was: "were",
  has: "have",
  does: "do",
  "doesn't": "don't",
  "isn't": "aren't",
  "wasn't": "weren't",
  "hasn't": "haven't",
} as Record<string, string>;
const SINGULAR_VERB = {
  are: "is",
  were: "was",
  have: "has",
  do: "does",
  "don't": "doesn't",
  "aren't": "isn't",
  "weren't": "wasn't",
  "haven't": "hasn't",
} as Record<string, string>;
/** Plural-looking words that are singular ("news is", "physics is"). */
const SINGULAR_IN_S = /^(news|series|species|means|physics|mathematics|economics|politics|maths|athletics|gymnastics|statistics|ethics)$/;

/** The verb a plural subject needs instead of `verb` (a third person form). */
const pluralForm = (verb: string) => PLURAL_VERB[verb] ?? baseOfThirdPerson(verb);
/** The verb a singular subject needs instead of `verb` (a plural or base form). */
const singularForm = (verb: string) => SINGULAR_VERB[verb] ?? thirdPerson(verb);
/** A present verb without -s where a subject needs one: "have", "don't", "need", "work". */
const isPluralVerb = (w: string) =>
  w in SINGULAR_VERB || (canBeBaseVerb(w) && !hasTag(w, "MD") && primary(w) !== "VBD" && primary(w) !== "VBN");
/** Base forms that are also their own past ("put", "read", "cost"): after "he" they may be a past. */
const pastLikeBase = (w: string) => (irregularVerb(w)?.past.includes(w) ?? false) || (hasTag(w, "VBD") && canBeBaseVerb(w));
/** What may follow a verb (so a noun before it is its subject, not the first half of a compound). */
const objectFollows = (w: Word | undefined) =>
  !w ||
  breaksBefore(w) ||
  isIn(w, PREPOSITIONS) ||
  DETERMINERS.has(w.lower) ||
  POSSESSIVES.has(w.lower) ||
  OBJECT_PRONOUNS.has(w.lower) ||
  isAdverb(w.lower) ||
  w.lower === "to" ||
  hasTag(w.lower, "VBG");
/** Words before he/she/it that make the pronoun an object or the verb a bare infinitive ("let it go", "does he know"). */
const BARE_INFINITIVE_LEAD =
  /^(does|do|did|can|could|will|would|should|must|may|might|let|lets|make|makes|made|help|helps|see|saw|watch|hear|heard|not|to|have|has|had|if|as)$/;

const agreement: Rule = (s, text) => {
  const found: Finding[] = [];
  const { words } = s;
  const question = isQuestion(s, text);
  const add = (verb: Word, suggestion: string, rule: string, params: MessageParams) =>
    found.push({ ...span(text, verb), suggestion: likeCase(verb.text, suggestion), rule, params });

  for (let i = 0; i < words.length; i++) {
    const w = words[i]!;
    const lower = w.lower;

    // "I am agree", "I am not agree": agree is a verb.
    if (/^(agree|disagree)$/.test(lower) && words[i - 1] && !breaksBefore(w)) {
      const not = words[i - 1]!.lower === "not";
      const be = words[not ? i - 2 : i - 1];
      if (be && /^(am|is|are|was|were|'m|'re)$/.test(be.lower)) {
        const subject = words[(not ? i - 2 : i - 1) - 1]?.lower ?? "";
        const past = /^(was|were)$/.test(be.lower);
        const third = THIRD_SINGULAR_PRONOUNS.has(subject) || be.lower === "is";
        found.push({
          start: be.start,
          end: w.end,
          suggestion: not ? `${past ? "did" : third ? "does" : "do"} not ${lower}` : past ? `${lower}d` : third ? `${lower}s` : lower,
          rule: "agreement_be_agree",
          params: { verb: lower },
        });
        continue;
      }
    }

    // "This are", "These is" where a subject starts.
    if (/^(this|these|those)$/.test(lower) && subjectStart(words, i) && words[i + 1] && !breaksBefore(words[i + 1]) && !question) {
      const verb = words[i + 1]!;
      const plural = lower !== "this";
      if ((!plural && /^(are|were)$/.test(verb.lower)) || (plural && /^(is|was)$/.test(verb.lower))) {
        const pronoun = plural ? (lower === "these" ? "this" : "that") : "these";
        found.push({
          start: w.start,
          end: verb.end,
          suggestion: `${likeCase(w.text, pronoun)} ${verb.lower}`,
          rule: "agreement_this_these",
          params: { word: lower, verb: verb.lower },
        });
        continue;
      }
    }

    // "Everyone want", "Every child need", "Each student have", "Each of the students have".
    if (/^(everyone|everybody|someone|somebody|nobody|anyone|anybody|each|every)$/.test(lower) && !question) {
      if (i > 0 && BARE_INFINITIVE_LEAD.test(words[i - 1]!.lower)) continue;
      let at = i + 1;
      if (lower === "each" && words[at]?.lower === "of") {
        at += 1;
        while (
          at < words.length &&
          (DETERMINERS.has(words[at]!.lower) || POSSESSIVES.has(words[at]!.lower) || isModifier(words[at]!.lower))
        )
          at += 1;
        if (!words[at] || !isNounPlural(words[at]!.lower)) continue;
        at += 1;
      } else if (lower === "each" || lower === "every") {
        const headAt = headOf(words, at);
        if (headAt < 0 || !isNounSingular(words[headAt]!.lower)) continue;
        // "every year", "every day": a time, not a subject.
        if (/^(year|day|week|month|time|morning|evening|night|summer|winter|weekend|hour|minute|season)$/.test(words[headAt]!.lower))
          continue;
        at = headAt + 1;
        // "Every mammal and bird": two nouns.
        if (words[at]?.lower === "and" || words[at]?.lower === "or") continue;
      }
      at = skipAdverbs(words, at);
      const verb = words[at];
      if (
        verb &&
        !breaksBefore(verb) &&
        isPluralVerb(verb.lower) &&
        (verb.lower in SINGULAR_VERB || !isNoun(verb.lower) || objectFollows(words[at + 1]))
      )
        add(verb, singularForm(verb.lower), "agreement_each_every", { subject: phrase(text, w, words[at - 1]!) });
      continue;
    }

    // "he go", "She don't", "it help": he/she/it with a base verb.
    if (THIRD_SINGULAR_PRONOUNS.has(lower) && words[i + 1] && !question) {
      if (i > 0 && BARE_INFINITIVE_LEAD.test(words[i - 1]!.lower)) continue;
      if (lower === "it" && !subjectStart(words, i) && !isIn(words[i - 1], CLAUSE_OPENERS)) continue;
      const at = skipAdverbs(words, i + 1);
      const verb = words[at];
      if (!verb || breaksBefore(verb) || pastLikeBase(verb.lower)) continue;
      if (/^(don't|have|do|are|were)$/.test(verb.lower)) {
        if (verb.lower === "were" && /\b(if|as if|wish|though)\s+$/i.test(text.slice(Math.max(0, w.start - 10), w.start))) continue;
        add(verb, singularForm(verb.lower), "agreement_third_person", { subject: lower });
        continue;
      }
      if (isBaseVerb(verb.lower) || (canBeBaseVerb(verb.lower) && objectFollows(words[at + 1]))) {
        if (/^(make|help|let)$/.test(verb.lower) && /^(to|it|that)$/.test(words[at + 1]?.lower ?? "")) continue;
        add(verb, thirdPerson(verb.lower), "agreement_third_person", { subject: lower });
      }
      continue;
    }

    // A plural subject with a verb in -s: "Many people thinks", "My parents lives", "A lot of people doesn't".
    if (
      isNounPlural(lower) &&
      !COLLECTIVE.has(lower) &&
      !/'s?$/.test(lower) &&
      !lower.endsWith("s'") &&
      !SINGULAR_IN_S.test(lower) &&
      !question
    ) {
      const verbAt = skipAdverbs(words, i + 1);
      const verb = words[verbAt];
      if (!verb || breaksBefore(verb) || !isThirdSingularVerb(verb.lower)) continue;
      // "students needs"? A plural noun in -s right before another noun is a compound or a missing apostrophe, not a verb.
      if (primary(verb.lower) === "NNS" && !objectFollows(words[verbAt + 1])) continue;
      if (!pluralSubject(words, i)) continue;
      add(verb, pluralForm(verb.lower), "agreement_plural_subject", { subject: lower });
      continue;
    }

    // A singular head with a plural verb, past a phrase: "The number of tourists are", "The price of flats are", "My brother work".
    if (
      subjectStart(words, i) &&
      !question &&
      (DETERMINERS.has(lower) || POSSESSIVES.has(lower)) &&
      !/^(these|those|many|few|several|both|all|some|a|an|what|which|whose|two|three|four|five|six|seven|eight|nine|ten|such|no|any)$/.test(
        lower,
      )
    ) {
      const headAt = headOf(words, i + 1);
      if (headAt < 0) continue;
      const head = words[headAt]!;
      if (
        !isNounSingular(head.lower) ||
        COLLECTIVE.has(head.lower) ||
        (PLURAL_QUANTITIES.has(head.lower) && !(head.lower === "number" && lower === "the"))
      )
        continue;
      let at = headAt + 1;
      let through: Word | undefined;
      // Past one prepositional phrase: "of tourists", "on these websites", "of living".
      if (words[at] && /^(of|on|in|for|with|from|at|about)$/.test(words[at]!.lower) && !breaksBefore(words[at])) {
        const end = phraseEnd(words, at + 1);
        if (end < 0) continue;
        through = words[end];
        at = end + 1;
      }
      at = skipAdverbs(words, at);
      const verb = words[at];
      if (!verb || breaksBefore(verb) || verb.lower === "and") continue;
      const personWithVerb =
        PERSON_NOUNS.has(head.lower) &&
        !through &&
        canBeBaseVerb(verb.lower) &&
        !pastLikeBase(verb.lower) &&
        !/^(be|have|do)$/.test(verb.lower) &&
        objectFollows(words[at + 1]);
      const pluralAux =
        /^(are|were|have|don't|do|aren't|weren't|haven't)$/.test(verb.lower) &&
        !(verb.lower === "have" && words[at + 1]?.lower === "to" && false);
      if (pluralAux || personWithVerb) {
        add(verb, singularForm(verb.lower), head.lower === "number" ? "agreement_number_of" : "agreement_head", {
          subject: head.lower,
          near: through?.lower ?? head.lower,
        });
      }
      continue;
    }
  }
  if (!question) found.push(...coordinatedSubjects(s, text), ...gerundSubjects(s, text), ...bareSingularSubjects(s, text));
  found.push(...thereIsPlural(s), ...oneOfSingular(s, text));
  return found;
};

/** Is the plural noun at words[i] the subject of what follows: the head of a phrase that starts where a subject can? */
function pluralSubject(words: Word[], i: number): boolean {
  let at = i - 1;
  while (
    at >= 0 &&
    !breaksBefore(words[at + 1]) &&
    (isModifier(words[at]!.lower) || isNoun(words[at]!.lower)) &&
    !DETERMINERS.has(words[at]!.lower)
  )
    at -= 1;
  // "Reading books develops …": the subject is the -ing activity, which is singular.
  if (at + 1 < i && /ing$/.test(words[at + 1]!.lower) && hasTag(words[at + 1]!.lower, "VBG")) return false;
  if (at < 0 || subjectStart(words, at + 1)) return true;
  const lead = words[at]!.lower;
  if (DETERMINERS.has(lead) || POSSESSIVES.has(lead) || /^(most|many|some|all|young|old)$/.test(lead))
    return subjectStart(words, at) || isTimeAdverbial(words, at);
  // "a lot of people", "thousands of students": the quantity is plural.
  if (lead === "of") {
    const quantity = words[at - 1]?.lower ?? "";
    if (!PLURAL_QUANTITIES.has(quantity) || quantity === "number") return false;
    let q = at - 1;
    if (words[q - 1] && /^(a|the)$/.test(words[q - 1]!.lower)) q -= 1;
    return subjectStart(words, q) || isTimeAdverbial(words, q);
  }
  // "Nowadays many companies", "Every year thousands of students": an opening adverbial, then the subject.
  return isTimeAdverbial(words, at + 1);
}

/** "Every year", "Nowadays", "In 2010": an opening adverbial before words[at]? */
function isTimeAdverbial(words: Word[], at: number): boolean {
  const before = words.slice(0, at).map((w) => w.lower);
  return (
    before.length <= 3 &&
    /^((every|each|last|next|this) (year|day|week|month|summer|winter|morning|evening|time|decade)|nowadays|today|now|currently|in \d+)$/.test(
      before.join(" "),
    )
  );
}

/** The head noun of the phrase starting at words[i] (adjectives and nouns, the last noun the head), or -1. */
function headOf(words: Word[], i: number): number {
  let at = i;
  let head = -1;
  while (
    at < words.length &&
    !breaksBefore(words[at]) &&
    (isModifier(words[at]!.lower) || isNoun(words[at]!.lower)) &&
    !isIn(words[at], PREPOSITIONS) &&
    !DETERMINERS.has(words[at]!.lower)
  ) {
    if (isNoun(words[at]!.lower)) head = at;
    else if (head >= 0) break;
    at += 1;
    // "My brother work in a bank": after a person, a verb is the verb, not a second noun.
    if (head >= 0 && PERSON_NOUNS.has(words[head]!.lower) && words[at] && canBeBaseVerb(words[at]!.lower)) break;
  }
  return head;
}

/** The last word of a short noun phrase from words[i] ("these websites", "living", "tourists"), or -1. */
function phraseEnd(words: Word[], i: number): number {
  let at = i;
  while (at < words.length && (DETERMINERS.has(words[at]!.lower) || POSSESSIVES.has(words[at]!.lower))) at += 1;
  let end = -1;
  while (
    at < words.length &&
    !breaksBefore(words[at]) &&
    (isModifier(words[at]!.lower) || isNoun(words[at]!.lower) || primary(words[at]!.lower) === "VBG")
  ) {
    end = at;
    at += 1;
    if (at - i > 4) return -1;
  }
  return end;
}

/** "The teacher and the students was", "My father and my uncle was": two subjects take a plural verb. */
function coordinatedSubjects(s: Sentence, text: string): Finding[] {
  const { words } = s;
  const start = DETERMINERS.has(words[0]!.lower) || POSSESSIVES.has(words[0]!.lower) ? 1 : 0;
  const firstHead = headOf(words, start);
  const and = firstHead + 1;
  if (firstHead < 0 || words[and]?.lower !== "and" || breaksBefore(words[and])) return [];
  const secondStart =
    and + 1 + (words[and + 1] && (DETERMINERS.has(words[and + 1]!.lower) || POSSESSIVES.has(words[and + 1]!.lower)) ? 1 : 0);
  const secondHead = headOf(words, secondStart);
  const verb = words[secondHead + 1];
  if (secondHead < 0 || !verb || breaksBefore(verb) || !/^(is|was|has|does|doesn't)$/.test(verb.lower)) return [];
  return [{ ...span(text, verb), suggestion: pluralForm(verb.lower), rule: "agreement_coordinated", params: { verb: verb.lower } }];
}

/** "Online shopping make our life easier", "Reading books develop imagination": an -ing subject is singular. */
function gerundSubjects(s: Sentence, text: string): Finding[] {
  const { words } = s;
  const found: Finding[] = [];
  for (let i = 0; i < words.length; i++) {
    if (i > 0 && !isIn(words[i - 1], SUBORDINATORS)) continue;
    let at = i;
    if (isAdjective(words[at]!.lower)) at += 1;
    const gerund = words[at];
    if (!gerund || !/ing$/.test(gerund.lower) || !/^(VBG|NN)$/.test(primary(gerund.lower) ?? "") || !hasTag(gerund.lower, "VBG")) continue;
    at += 1;
    // Its object: a noun or two ("Reading books", "Learning languages").
    while (
      at < words.length &&
      at - i < 5 &&
      !breaksBefore(words[at]) &&
      (isNoun(words[at]!.lower) || isModifier(words[at]!.lower)) &&
      !isBaseVerb(words[at]!.lower)
    )
      at += 1;
    const verb = words[at];
    if (!verb || breaksBefore(verb)) continue;
    if (
      !/^(make|help|develop|give|cause|improve|have|don't|are|were|lead|allow|take|bring|create|reduce|increase|save|cost|mean|become|seem|require|need|teach)$/.test(
        verb.lower,
      )
    )
      continue;
    found.push({
      ...span(text, verb),
      suggestion: singularForm(verb.lower),
      rule: "agreement_gerund_subject",
      params: { subject: phrase(text, gerund, words[at - 1]!) },
    });
  }
  return found;
}

/** "Technology have changed our lives": a singular noun opening the sentence with a plural verb. */
function bareSingularSubjects(s: Sentence, text: string): Finding[] {
  const { words } = s;
  const first = words[0];
  const verb = words[1];
  if (
    !first ||
    !verb ||
    breaksBefore(verb) ||
    primary(first.lower) !== "NN" ||
    COLLECTIVE.has(first.lower) ||
    PERSON_NOUNS.has(first.lower)
  )
    return [];
  if (
    !/^(have|are|were|do|don't|make|help|cause|give|allow|need|play|bring|create|affect|change|improve|provide|mean|seem)$/.test(verb.lower)
  )
    return [];
  return [
    {
      ...span(text, verb),
      suggestion: singularForm(verb.lower),
      rule: "agreement_head",
      params: { subject: first.lower, near: first.lower },
    },
  ];
}

/** "There is many opportunities", "There is some problems". */
function thereIsPlural(s: Sentence): Finding[] {
  const { words } = s;
  const found: Finding[] = [];
  for (let i = 0; i < words.length - 2; i++) {
    if (words[i]!.lower !== "there" || !/^(is|was)$/.test(words[i + 1]!.lower)) continue;
    let at = i + 2;
    if (/^(many|several|numerous|few|some|two|three|four|five|various)$/.test(words[at]!.lower)) at += 1;
    else continue;
    while (at < words.length && isModifier(words[at]!.lower)) at += 1;
    const noun = words[at];
    if (!noun || !isNounPlural(noun.lower)) continue;
    const verb = words[i + 1]!;
    found.push({
      start: words[i]!.start,
      end: verb.end,
      suggestion: `${words[i]!.text} ${verb.lower === "was" ? "were" : "are"}`,
      rule: "agreement_there",
      params: { noun: noun.lower },
    });
  }
  return found;
}

/** "One of my friend works", "one of the most serious problem": "one of" takes a plural. */
function oneOfSingular(s: Sentence, text: string): Finding[] {
  const { words } = s;
  const found: Finding[] = [];
  for (let i = 0; i < words.length - 2; i++) {
    if (words[i]!.lower !== "one" || words[i + 1]!.lower !== "of") continue;
    const at = i + 2;
    if (!words[at] || !(DETERMINERS.has(words[at]!.lower) || POSSESSIVES.has(words[at]!.lower))) continue;
    let headAt = headOf(words, at + 1);
    // "the most important problem": "most" is a modifier here.
    if (headAt < 0 && /^(most|least)$/.test(words[at + 1]?.lower ?? "")) headAt = headOf(words, at + 2);
    const noun = words[headAt];
    if (headAt < 0 || !noun || !isNounSingular(noun.lower) || uncountable(noun.lower)) continue;
    found.push({ ...span(text, noun), suggestion: pluralOf(noun.lower), rule: "agreement_one_of", params: { noun: noun.lower } });
  }
  return found;
}

const pluralOf = (noun: string) =>
  irregularPlural(noun) ?? (/[^aeiou]y$/.test(noun) ? `${noun.slice(0, -1)}ies` : /(s|sh|ch|x)$/.test(noun) ? `${noun}es` : `${noun}s`);

// ---- tenses -------------------------------------------------------------------------------------------

const DAYS = "monday tuesday wednesday thursday friday saturday sunday";
/** A finished time in the past: "yesterday", "last year", "two years ago", "in 2010", "when I was a child". */
const PAST_MARKER = new RegExp(
  `\\b(yesterday|last (?:week|month|year|summer|winter|spring|autumn|night|weekend|time|century|decade|${DAYS.replaceAll(" ", "|")})|(?:\\w+ )?(?:seconds?|minutes?|hours?|days?|weeks?|months?|years?|decades?|centuries) ago|a while ago|in (?:19\\d\\d|20[01]\\d|202[0-4])|when (?:i|we|he|she|they) (?:was|were)|in my childhood|the other day)\\b`,
  "i",
);
/** Before a time, these make it a span up to now, which the present perfect is for. */
const SPAN_LEAD = /\b(since|for|over|during|within|throughout|by|until|in the|over the)\s+(?:the\s+)?$/i;
/** Verbs a figure "does" in the present whatever year it shows ("The chart shows the figures for 2010"). */
const FIGURE_VERBS =
  /^(show|shows|illustrate|illustrates|compare|compares|give|gives|present|presents|depict|depicts|describe|describes|indicate|indicates|reveal|reveals|provide|provides|display|displays|outline|outlines|represent|represents|demonstrate|demonstrates)$/;

const tenses: Rule = (s, text) => {
  const found: Finding[] = [];
  const { words } = s;
  const sentenceText = text.slice(s.start, s.end);
  const marker = PAST_MARKER.exec(sentenceText);
  if (marker && !SPAN_LEAD.test(sentenceText.slice(0, marker.index)) && !isQuestion(s, text)) {
    const markerStart = s.start + marker.index;
    const markerEnd = markerStart + marker[0].length;
    const inMarker = (w: Word) => w.start >= markerStart && w.end <= markerEnd;
    const markerAt = words.findIndex((w) => w.start >= markerStart);
    const markerLast = words.findLastIndex((w) => w.end <= markerEnd);
    const begin = clauseBegin(words, markerAt);
    const end = clauseEnd(words, Math.max(markerAt, markerLast));
    const ranges: [number, number][] = [];
    // "When I was a child," has its own past verb: the main clause after it is the one to check.
    if (!/^when /i.test(marker[0])) ranges.push([begin, end]);
    // An opening time ("Yesterday,", "When I was a child,") with no verb of its own: the main clause follows.
    const opening = words.slice(begin, end).filter((w) => !inMarker(w));
    if (begin === 0 && end < words.length && breaksBefore(words[end]) && !opening.some((w) => verbLike(w.lower) || MODALS.has(w.lower)))
      ranges.push([end, clauseEnd(words, end)]);
    for (const [from, to] of ranges) {
      const finding = presentInPast(words, from, to, inMarker, marker[0], text);
      if (finding) {
        found.push(finding);
        break;
      }
    }
  }
  found.push(...presentWithSince(s, text), ...pastAfterDid(s, text));
  return found;
};

/**
 * The clause words[from, to)'s first subject and its verb: a present tense (or a present perfect) there, with
 * a finished past time, is the finding. Any other first verb ends the search: the clause is not misread.
 */
function presentInPast(
  words: Word[],
  from: number,
  to: number,
  inMarker: (w: Word) => boolean,
  marker: string,
  text: string,
): Finding | null {
  const clause = words.slice(from, to);
  if (clause.some((w) => /^(now|today|nowadays|currently|still|always|usually|every)$/.test(w.lower))) return null;
  for (let i = from; i < to; i++) {
    const w = words[i]!;
    if (inMarker(w)) continue;
    const pronoun = SUBJECT_PRONOUNS.has(w.lower);
    const prev = words[i - 1];
    const determined =
      isNoun(w.lower) &&
      prev !== undefined &&
      !inMarker(prev) &&
      (DETERMINERS.has(prev.lower) || POSSESSIVES.has(prev.lower) || isModifier(prev.lower));
    if (!pronoun && !determined) {
      if (verbLike(w.lower) || MODALS.has(w.lower)) return null;
      continue;
    }
    let at = i + 1;
    // "the number of cars increases": past the subject's phrase.
    if (!pronoun && words[at]?.lower === "of") {
      const end = phraseEnd(words, at + 1);
      if (end < 0) return null;
      at = end + 1;
    }
    at = skipAdverbs(words, at);
    const verb = words[at];
    if (!verb || at >= to || breaksBefore(verb)) return null;
    const after = words[at + 1];
    // "I have seen this film last week" → "I saw".
    if (
      /^(have|has|'ve)$/.test(verb.lower) &&
      after &&
      (primary(after.lower) === "VBN" || (hasTag(after.lower, "VBN") && /ed$/.test(after.lower)))
    ) {
      return {
        start: verb.start,
        end: after.end,
        suggestion: pastOfParticiple(after.lower),
        rule: "tense_perfect_with_past_time",
        params: { marker },
      };
    }
    if (/^(am|is|are)$/.test(verb.lower)) {
      if (after && /^(VBG|VBN)$/.test(primary(after.lower) ?? "")) return null;
      return { ...span(text, verb), suggestion: verb.lower === "are" ? "were" : "was", rule: "tense_past_marker", params: { marker } };
    }
    if (FIGURE_VERBS.test(verb.lower) || MODALS.has(verb.lower)) return null;
    const third = isThirdSingularVerb(verb.lower) && (pronoun || primary(verb.lower) !== "NNS");
    const base = third ? baseOfThirdPerson(verb.lower) : verb.lower;
    const present =
      third || (pronoun ? canBeBaseVerb(verb.lower) : isBaseVerb(verb.lower) || (canBeBaseVerb(verb.lower) && objectFollows(after)));
    if (!present || pastLikeBase(base) || !canBeBaseVerb(base)) return null;
    if (/^(do|does)$/.test(verb.lower) && after && canBeBaseVerb(after.lower)) return null;
    return { ...span(text, verb), suggestion: pastOf(base), rule: "tense_past_marker", params: { marker } };
  }
  return null;
}

/** The past simple of a past participle ("seen" → saw, "visited" → visited). */
function pastOfParticiple(participle: string): string {
  if (/ed$/.test(participle)) return participle;
  return PAST_OF_PARTICIPLE.get(participle) ?? participle;
}
const PAST_OF_PARTICIPLE = new Map<string, string>();
for (const form of "seen:saw been:was gone:went done:did taken:took given:gave written:wrote eaten:ate met:met bought:bought made:made had:had found:found left:left got:got become:became come:came known:knew spoken:spoke chosen:chose forgotten:forgot read:read heard:heard told:told said:said built:built sent:sent spent:spent taught:taught thought:thought won:won begun:began driven:drove flown:flew grown:grew shown:showed fallen:fell broken:broke lost:lost paid:paid brought:brought felt:felt kept:kept held:held run:ran drunk:drank swum:swam sung:sang worn:wore"
  .split(" ")
  .map((pair) => pair.split(":") as [string, string]))
  PAST_OF_PARTICIPLE.set(form[0], form[1]);

/** "I live here since 2015" → "have lived": "since" counts from a past point to now. */
function presentWithSince(s: Sentence, text: string): Finding[] {
  const { words } = s;
  const since = words.findIndex((w, i) => w.lower === "since" && i > 1);
  if (since < 0 || isQuestion(s, text)) return [];
  const after = words.slice(since + 1, since + 4).map((w) => w.lower);
  const temporal =
    /^\d/.test(after[0] ?? "") ||
    /^(last|early|childhood|school|university|then|birth|yesterday|january|february|march|april|may|june|july|august|september|october|november|december|monday|tuesday|wednesday|thursday|friday|saturday|sunday)$/.test(
      after[0] ?? "",
    ) ||
    (/^(my|our|his|her|their)$/.test(after[0] ?? "") && /^(childhood|school|youth|birth|arrival|graduation)$/.test(after[1] ?? "")) ||
    (after[0] === "the" && /^(age|beginning|start|day|moment)$/.test(after[1] ?? "")) ||
    (SUBJECT_PRONOUNS.has(after[0] ?? "") && /^(was|were)$/.test(after[1] ?? ""));
  if (!temporal) return [];
  const begin = clauseBegin(words, since);
  const subject = words[begin]!;
  if (!SUBJECT_PRONOUNS.has(subject.lower) || subject.lower === "it") return [];
  const at = skipAdverbs(words, begin + 1);
  const verb = words[at];
  if (!verb || at >= since || breaksBefore(verb) || MODALS.has(verb.lower)) return [];
  const third = isThirdSingularVerb(verb.lower);
  const base = third ? baseOfThirdPerson(verb.lower) : verb.lower;
  const be = /^(am|are|is)$/.test(verb.lower);
  if (
    !(third || be || canBeBaseVerb(verb.lower)) ||
    (/^(have|has)$/.test(verb.lower) && words[at + 1] && hasTag(words[at + 1]!.lower, "VBN"))
  )
    return [];
  if (!be && !canBeBaseVerb(base)) return [];
  const has = THIRD_SINGULAR_PRONOUNS.has(subject.lower) ? "has" : "have";
  return [
    {
      ...span(text, verb),
      suggestion: be ? `${has} been` : `${has} ${participleOf(base)}`,
      rule: "tense_since",
      params: { verb: verb.lower },
    },
  ];
}

/** "I didn't saw", "Did you went": after "did" the verb is in its base form. */
function pastAfterDid(s: Sentence, text: string): Finding[] {
  const { words } = s;
  const found: Finding[] = [];
  for (let i = 0; i < words.length - 1; i++) {
    const aux = words[i]!.lower;
    let at = -1;
    if (/^(didn't|doesn't|don't)$/.test(aux)) at = i + 1;
    else if (/^(did|does|do)$/.test(aux) && words[i + 1]?.lower === "not") at = i + 2;
    else if (aux === "did" && words[i + 1] && SUBJECT_PRONOUNS.has(words[i + 1]!.lower)) at = i + 2;
    else if (
      aux === "did" &&
      words[i + 1] &&
      (DETERMINERS.has(words[i + 1]!.lower) || POSSESSIVES.has(words[i + 1]!.lower)) &&
      isNoun(words[i + 2]?.lower ?? "")
    )
      at = i + 3;
    const verb = words[at];
    if (!verb || verb.lower === "used") continue;
    const base =
      baseOfIrregularPast(verb.lower) ?? (/ed$/.test(verb.lower) && primary(verb.lower) === "VBD" ? regularBase(verb.lower) : null);
    if (!base || base === verb.lower) continue;
    found.push({
      ...span(text, verb),
      suggestion: likeCase(verb.text, base),
      rule: "tense_did_past",
      params: { aux: aux === "didn't" || aux === "did" ? (aux === "did" && words[i + 1]?.lower === "not" ? "did not" : aux) : aux },
    });
  }
  return found;
}

const regularBase = (past: string) => {
  for (const base of [past.slice(0, -2), past.slice(0, -1), `${past.slice(0, -3)}y`, past.slice(0, -3)])
    if (canBeBaseVerb(base) && pastOf(base) === past) return base;
  return null;
};

// ---- "will" after if / when ---------------------------------------------------------------------------

/** Conjunctions of time and condition: their clause takes the present for the future. */
const TIME_CONJUNCTION = /\b(if|when|as soon as|before|after|until|till|unless|once|by the time|in case)\s+$/i;
/** Verbs and words before "if"/"when" that make it an indirect question ("I don't know if it will rain"). */
const ASKING =
  /\b(know|knows|knew|wonder|wonders|wondered|ask|asks|asked|sure|see|check|doubt|tell|decide|unclear|predict|idea|question|whether|guess|clear|find out|say|sure)\s+$/i;

const futureInTimeClauses: Rule = (s, text) => {
  const found: Finding[] = [];
  const { words } = s;
  for (let i = 1; i < words.length - 1; i++) {
    if (words[i]!.lower !== "will" || breaksBefore(words[i])) continue;
    // The subject: a pronoun or a short noun phrase right after the conjunction.
    let begin = i - 1;
    while (begin > 0 && i - begin < 5 && !breaksBefore(words[begin]) && !TIME_CONJUNCTION.test(text.slice(s.start, words[begin]!.start)))
      begin -= 1;
    const before = text.slice(Math.max(s.start, words[begin]!.start - 30), words[begin]!.start);
    const conjunction = TIME_CONJUNCTION.exec(before);
    if (!conjunction) continue;
    const lead = before.slice(0, conjunction.index);
    if (ASKING.test(lead) || /\b(not|n't)\s+$/i.test(lead)) continue;
    const subject = words.slice(begin, i);
    if (
      subject.length === 0 ||
      !(
        SUBJECT_PRONOUNS.has(subject[0]!.lower) ||
        DETERMINERS.has(subject[0]!.lower) ||
        POSSESSIVES.has(subject[0]!.lower) ||
        isNoun(subject[0]!.lower)
      )
    )
      continue;
    const not = words[i + 1]?.lower === "not";
    const verb = words[i + (not ? 2 : 1)];
    // After "will" comes a verb; one the lexicon lacks ("apologise") is one too.
    if (!verb || !(canBeBaseVerb(verb.lower) || verb.lower === "be" || tagsOf(verb.lower).length === 0)) continue;
    const head = subject[subject.length - 1]!.lower;
    const singular = THIRD_SINGULAR_PRONOUNS.has(head) || (isNounSingular(head) && !isNounPlural(head) && head !== "i" && head !== "you");
    const present = verb.lower === "be" ? (head === "i" ? "am" : singular ? "is" : "are") : singular ? thirdPerson(verb.lower) : verb.lower;
    const suggestion = not ? (verb.lower === "be" ? `${present} not` : `${singular ? "does" : "do"} not ${verb.lower}`) : present;
    found.push({
      start: words[i]!.start,
      end: verb.end,
      suggestion,
      rule: "future_in_time_clause",
      params: { conjunction: conjunction[1]!.toLowerCase() },
    });
  }
  return found;
};

// ---- nouns without a plural -----------------------------------------------------------------------------

const WRONG_PLURALS: Record<string, string> = {
  informations: "information",
  advices: "advice",
  knowledges: "knowledge",
  equipments: "equipment",
  furnitures: "furniture",
  evidences: "evidence",
  homeworks: "homework",
  luggages: "luggage",
  baggages: "baggage",
  traffics: "traffic",
  feedbacks: "feedback",
  sceneries: "scenery",
  researches: "research",
  staffs: "staff",
  softwares: "software",
};
/** Nouns that never take "a"/"an" (a few others, like knowledge, do: "a good knowledge of"). */
const NO_ARTICLE_NOUNS = set(
  "advice news information equipment furniture luggage baggage homework housework progress evidence scenery traffic research feedback",
);

const uncountables: Rule = (s, text) => {
  const found: Finding[] = [];
  const { words } = s;
  for (let i = 0; i < words.length; i++) {
    const w = words[i]!;
    const singular = WRONG_PLURALS[w.lower];
    const prev = words[i - 1];
    if (singular && singular !== w.lower) {
      // "she researches the topic": a verb, not a plural.
      if (w.lower === "researches" && prev && (SUBJECT_PRONOUNS.has(prev.lower) || isNounSingular(prev.lower)) && !isModifier(prev.lower))
        continue;
      found.push({ ...span(text, w), suggestion: likeCase(w.text, singular), rule: "uncountable_plural", params: { noun: singular } });
      continue;
    }
    // "enough works", "find works" (jobs): "work" in that sense has no plural; "the works of Abai" is right.
    if (
      w.lower === "works" &&
      prev &&
      /^(enough|many|find|found|finding|some|more|few|no|any|good|new|part-time|well-paid)$/.test(prev.lower) &&
      words[i + 1]?.lower !== "of"
    ) {
      found.push({ ...span(text, w), suggestion: "work", rule: "uncountable_plural", params: { noun: "work" } });
      continue;
    }
    // "a good news", "an advice".
    if (/^(a|an)$/.test(w.lower)) {
      let at = i + 1;
      while (at < words.length && isModifier(words[at]!.lower) && !NO_ARTICLE_NOUNS.has(words[at]!.lower)) at += 1;
      const noun = words[at];
      const next = words[at + 1];
      if (!noun || !NO_ARTICLE_NOUNS.has(noun.lower) || breaksBefore(noun) || compoundWith(next)) continue;
      const rest = text.slice(words[i + 1]!.start, noun.end);
      found.push({
        start: w.start,
        end: noun.end,
        suggestion: noun.lower === "news" || noun.lower === "advice" ? `${/^\p{Lu}/u.test(w.text) ? "Some" : "some"} ${rest}` : rest,
        rule: "uncountable_article",
        params: { noun: noun.lower },
      });
    }
  }
  return found;
};

// ---- verb patterns --------------------------------------------------------------------------------------

/** Verbs followed by the -ing form, never "to" ("enjoy reading"). */
const GERUND_VERBS =
  /^(enjoy|enjoys|enjoyed|enjoying|avoid|avoids|avoided|avoiding|finish|finishes|finished|mind|minds|practise|practises|practised|practice|practices|deny|denies|denied|postpone|postponed|imagine|imagined|keep|keeps|kept|quit|risk|risked|miss|missed|suggest|suggests|suggested|consider|considers|considering)$/;

const verbPatterns: Rule = (s, text) => {
  const found: Finding[] = [];
  const { words } = s;
  const add = (
    from: Word,
    to: Word,
    suggestion: string,
    rule: string,
    params: MessageParams,
    category: Correction["category"] = "grammar",
  ) => found.push({ start: from.start, end: to.end, suggestion, rule, params, category });
  for (let i = 0; i < words.length; i++) {
    const w = words[i]!;
    const next = words[i + 1];
    const after = words[i + 2];
    const lower = w.lower;
    if (!next || breaksBefore(next)) continue;
    // "should to invest", "can to speak", "must to wear"
    if (
      (MODALS.has(lower) || lower === "cannot") &&
      next.lower === "to" &&
      after &&
      canBeBaseVerb(after.lower) &&
      !/^(the|a|an)$/.test(after.lower)
    ) {
      add(w, after, `${w.text} ${after.text}`, "verb_modal_to", { modal: lower });
      continue;
    }
    // "explain me the rule" → "explain the rule to me"
    if (/^(explain|explains|explained|explaining|describe|describes|described)$/.test(lower) && /^(me|him|her|us)$/.test(next.lower)) {
      add(w, next, `${w.text} to ${next.lower}`, "verb_explain_to", { verb: lower.startsWith("desc") ? "describe" : "explain" });
      continue;
    }
    // "discuss about", "mention about", "emphasise on", "answered to", "entered into the room"
    const direct =
      /^(discuss|discusses|discussed|discussing|mention|mentions|mentioned|emphasise|emphasize|emphasised|emphasized|describe|describes|described|reach|reached|reaches|answer|answered|answers|enter|entered|enters|entering)$/.exec(
        lower,
      );
    if (direct) {
      const needless = /^(discuss|mention|describe)/.test(lower)
        ? /^(about|on)$/
        : /^emphas/.test(lower)
          ? /^(on|about)$/
          : /^reach/.test(lower)
            ? /^(to)$/
            : /^answer/.test(lower)
              ? /^(to)$/
              : /^(into)$/;
      if (needless.test(next.lower) && after) {
        const prev = words[i - 1]?.lower ?? "";
        // "the answer to", "my answer to": the noun takes "to"; "entered into an agreement" is right.
        if (/^answer/.test(lower) && (DETERMINERS.has(prev) || POSSESSIVES.has(prev) || lower === "answers")) continue;
        if (/^enter/.test(lower) && !/^(the|a|an|my|his|her|our|their)$/.test(after.lower)) continue;
        if (
          /^enter/.test(lower) &&
          !/^(room|classroom|building|house|office|hall|shop|class|flat|apartment|school|university|car|bus|city|country|kitchen|library)$/.test(
            words[i + 3]?.lower ?? "",
          )
        )
          continue;
        add(w, next, w.text, "verb_no_preposition", { verb: lower, preposition: next.lower });
        continue;
      }
    }
    // "I want that you help me" → "I want you to help me"
    if (/^(want|wants|wanted|wanting)$/.test(lower) && next.lower === "that") {
      add(w, next, w.text, "verb_want_that", {});
      continue;
    }
    // "listen music" → "listen to music"
    if (
      /^(listen|listens|listened|listening)$/.test(lower) &&
      /^(music|songs?|the|a|my|his|her|this|that|podcasts?|radio|lectures?|him|me|us|them|people|teachers?|parents?|others|english)$/.test(
        next.lower,
      )
    ) {
      add(w, w, `${w.text} to`, "verb_needs_preposition", { verb: "listen", preposition: "to" }, "grammar");
      continue;
    }
    // "waiting my friend" → "waiting for my friend" (but "wait a moment", "wait your turn")
    if (/^(wait|waits|waited|waiting)$/.test(lower) && /^(me|him|her|us|them|my|his|our|their|the|a|an|your)$/.test(next.lower)) {
      const object = /^(me|him|her|us|them)$/.test(next.lower) ? next : after;
      if (
        !object ||
        /^(turn|moment|minute|second|while|bit|day|week|month|year|hour|time|whole|entire|rest|few|long|lot|little)$/.test(object.lower)
      )
        continue;
      add(w, object, `${w.text} for ${text.slice(next.start, object.end)}`, "verb_needs_preposition", { verb: "wait", preposition: "for" });
      continue;
    }
    // "look forward to hear", "I am used to get up": here "to" is a preposition, so -ing follows.
    if (
      next.lower === "to" &&
      after &&
      isBaseVerb(after.lower) &&
      !hasTag(after.lower, "DT", "PRP$", "PRP") &&
      tagsOf(after.lower)[0] !== "NN"
    ) {
      const forward = lower === "forward" && /^(look|looks|looking|looked)$/.test(words[i - 1]?.lower ?? "");
      const usedTo =
        lower === "used" &&
        /^(am|is|are|was|were|'m|'re|be|been|get|got|getting|become)$/.test(words[i - 1]?.lower ?? "") &&
        (SUBJECT_PRONOUNS.has(words[i - 2]?.lower ?? "") || PERSON_NOUNS.has(words[i - 2]?.lower ?? "")) &&
        words[i - 2]?.lower !== "it";
      if (forward || usedTo) {
        add(next, after, `to ${gerundOf(after.lower)}`, "verb_to_ing", { phrase: forward ? "look forward to" : "be used to" });
        continue;
      }
    }
    // "let me to go", "made us to rewrite": let/make + person + bare verb
    if (
      /^(let|lets|letting|make|makes|made|making)$/.test(lower) &&
      after?.lower === "to" &&
      words[i + 3] &&
      canBeBaseVerb(words[i + 3]!.lower)
    ) {
      const object = next.lower;
      if (
        (/^(me|him|her|us|them|you|people|everyone|children|students)$/.test(object) || PERSON_NOUNS.has(object)) &&
        !BE_FORMS.has(words[i - 1]?.lower ?? "")
      ) {
        const verb = words[i + 3]!;
        add(w, verb, `${w.text} ${next.text} ${verb.text}`, "verb_let_make", { verb: /^(let|lets|letting)$/.test(lower) ? "let" : "make" });
        continue;
      }
    }
    // "enjoy to read", "avoid to eat", "worth to visit", "suggest to go"
    if (
      (GERUND_VERBS.test(lower) || lower === "worth") &&
      next.lower === "to" &&
      after &&
      canBeBaseVerb(after.lower) &&
      !hasTag(after.lower, "DT", "PRP$")
    ) {
      // "is considered to be": a passive takes "to".
      if (/^consider/.test(lower) && (BE_FORMS.has(words[i - 1]?.lower ?? "") || after.lower === "be")) continue;
      add(w, after, `${w.text} ${gerundOf(after.lower)}`, "verb_gerund", { verb: lower === "worth" ? "worth" : lemmaOf(lower) });
      continue;
    }
    // "suggested me to apply" → "suggested that I apply"; "prevent children to play" → "from playing"
    if (
      /^(suggest|suggests|suggested)$/.test(lower) &&
      (OBJECT_PRONOUNS.has(next.lower) || PERSON_NOUNS.has(next.lower)) &&
      after?.lower === "to"
    ) {
      add(w, after, `${w.text} that ${subjectOf(next.lower)}`, "verb_suggest", {});
      continue;
    }
    if (
      /^(prevent|prevents|prevented|preventing)$/.test(lower) &&
      after?.lower === "to" &&
      words[i + 3] &&
      canBeBaseVerb(words[i + 3]!.lower)
    ) {
      const verb = words[i + 3]!;
      add(w, verb, `${w.text} ${next.text} from ${gerundOf(verb.lower)}`, "verb_prevent", {});
      continue;
    }
    // "say me" → "tell me"
    if (/^(say|says|said)$/.test(lower) && /^(me|him|her|us)$/.test(next.lower)) {
      const tell = { say: "tell", says: "tells", said: "told" }[lower]!;
      add(w, w, likeCase(w.text, tell), "verb_say_tell", {});
      continue;
    }
  }
  return found;
};

const lemmaOf = (verb: string) => {
  for (const base of [verb, verb.replace(/(ing|ed|s)$/, ""), verb.replace(/(ing|ed)$/, "e"), verb.replace(/ies$/, "y")])
    if (GERUND_VERBS.test(base) && isBaseVerb(base)) return base;
  return verb;
};
const subjectOf = (object: string) => ({ me: "I", him: "he", her: "she", us: "we", them: "they", you: "you" })[object] ?? object;

// ---- -ed / -ing adjectives -----------------------------------------------------------------------------

/** The feeling adjectives: -ing for what causes the feeling, -ed for who feels it. */
const FEELING_PAIRS = new Map(
  (
    "boring:bored interesting:interested exciting:excited tiring:tired surprising:surprised confusing:confused frightening:frightened " +
    "disappointing:disappointed embarrassing:embarrassed annoying:annoyed amazing:amazed worrying:worried satisfying:satisfied " +
    "exhausting:exhausted shocking:shocked relaxing:relaxed depressing:depressed terrifying:terrified amusing:amused fascinating:fascinated " +
    "thrilling:thrilled astonishing:astonished irritating:irritated frustrating:frustrated overwhelming:overwhelmed scary:scared"
  )
    .split(" ")
    .flatMap((pair) => {
      const [ing, ed] = pair.split(":") as [string, string];
      return [
        [ing, ed],
        [ed, ing],
      ] as [string, string][];
    }),
);
/** "exciting" ↔ "excited". */
const otherParticiple = (word: string) => FEELING_PAIRS.get(word) ?? word;
/** Things that cause a feeling: "the film was boring", never "bored". */
const THINGS = set(
  "film movie book lesson lecture journey trip story game match class course documentary programme program show party experience job day holiday news task exam test subject topic city place museum concert weekend flight speech presentation situation result results conversation video article novel song series event competition tour visit process work life",
);
const SUBJECT_VERBS_OF_FEELING =
  /^(am|is|are|was|were|'m|'re|be|been|feel|feels|felt|get|gets|got|become|becomes|became|seem|seems|seemed|look|looks|looked)$/;
const DEGREE =
  /^(very|so|really|quite|too|extremely|rather|completely|absolutely|always|often|never|sometimes|a|bit|little|not|more|most|incredibly|totally)$/;

const participleAdjectives: Rule = (s, text) => {
  const found: Finding[] = [];
  const { words } = s;
  for (let i = 0; i < words.length; i++) {
    const w = words[i]!;
    const other = FEELING_PAIRS.get(w.lower);
    if (!other) continue;
    const ing = w.lower.endsWith("ing") || w.lower === "scary";
    const ed = !ing;
    let at = i - 1;
    while (at >= 0 && DEGREE.test(words[at]!.lower) && !breaksBefore(words[at + 1])) at -= 1;
    const verb = words[at];
    const next = words[i + 1];
    if (verb && SUBJECT_VERBS_OF_FEELING.test(verb.lower) && !breaksBefore(words[at + 1])) {
      const subjectAt = skipBackToSubject(words, at - 1);
      const subject = words[subjectAt];
      if (!subject) continue;
      const person = /^(i|we|you|they|he|she)$/.test(subject.lower) || PERSON_NOUNS.has(subject.lower);
      const thing = /^(it|this|that)$/.test(subject.lower) || THINGS.has(subject.lower);
      if (ing && person) {
        const cue = next && !breaksBefore(next) && /^(in|about|by|with|at|when|during|because|after|of|that)$/.test(next.lower);
        if (/^(i|we)$/.test(subject.lower) || /^(feel|feels|felt|get|gets|got|become|becomes|became)$/.test(verb.lower) || cue) {
          found.push({
            ...span(text, w),
            suggestion: otherParticiple(w.lower),
            rule: "adjective_ing_for_person",
            params: { word: w.lower, other: otherParticiple(w.lower) },
          });
        }
      } else if (ed && thing && !(next && /^(by|with|at|in|about)$/.test(next.lower))) {
        found.push({
          ...span(text, w),
          suggestion: otherParticiple(w.lower),
          rule: "adjective_ed_for_thing",
          params: { word: w.lower, other: otherParticiple(w.lower) },
        });
      }
      continue;
    }
    // "a very bored lesson": an -ed adjective before a thing.
    if (
      ed &&
      next &&
      THINGS.has(next.lower) &&
      !breaksBefore(next) &&
      verb &&
      (DETERMINERS.has(verb.lower) || POSSESSIVES.has(verb.lower))
    ) {
      found.push({
        ...span(text, w),
        suggestion: otherParticiple(w.lower),
        rule: "adjective_ed_for_thing",
        params: { word: w.lower, other: otherParticiple(w.lower) },
      });
    }
  }
  return found;
};

/** From words[at] backwards, the subject of a verb: the nearest pronoun or noun before it in its clause. */
function skipBackToSubject(words: Word[], at: number): number {
  let i = at;
  while (i >= 0 && (isAdverb(words[i]!.lower) || MID_ADVERBS.has(words[i]!.lower)) && !SUBJECT_PRONOUNS.has(words[i]!.lower)) i -= 1;
  return i;
}

// ---- prepositions ---------------------------------------------------------------------------------------

/** Fixed collocations learners build with the preposition of their own language: `pattern` (as written) → the right one. */
const COLLOCATIONS: { pattern: RegExp; right: string; phrase: string; guard?: (after: string, before: string) => boolean }[] = [
  { pattern: /\b(depend(?:s|ed|ing)?|dependent) (of|from)\b/gi, right: "on", phrase: "depend on" },
  { pattern: /\b(interested) (about|for|on|with)\b/gi, right: "in", phrase: "interested in" },
  { pattern: /\b(different) (of)\b/gi, right: "from", phrase: "different from" },
  {
    pattern: /\b(arriv(?:e|es|ed|ing)) (to)\b/gi,
    right: "at",
    phrase: "arrive in / at",
    guard: (after) => !/^\s+(find|see|discover|learn|be|start)\b/i.test(after),
  },
  {
    pattern: /\b(good|bad|better|best|excellent) (in)\b/gi,
    right: "at",
    phrase: "good at",
    guard: (after, before) =>
      /^\s+(\w+ing|maths|mathematics|math|english|sports?|languages?|science|physics|chemistry|biology|music|art|football|tennis|chess|history|geography|computers|it)\b/i.test(
        after,
      ) && /\b(is|are|am|was|were|be|'m|'re|very|really|quite|so|not)\s+$/i.test(before),
  },
  { pattern: /\b(consist(?:s|ed|ing)?) (from)\b/gi, right: "of", phrase: "consist of" },
  { pattern: /\b(on) (my|our|his|her|their|your)( opinion| point of view)\b/gi, right: "in", phrase: "in my opinion" },
  {
    pattern: /\b(married) (with)\b/gi,
    right: "to",
    phrase: "married to",
    guard: (after) => /^\s+(a|an|the|my|his|her|their|our|your)\s+(?!children|kids|family|two|three)\w+/i.test(after),
  },
  { pattern: /\b(afraid|scared) (from)\b/gi, right: "of", phrase: "afraid of" },
  { pattern: /\b(responsible) (of)\b/gi, right: "for", phrase: "responsible for" },
  {
    pattern: /\b(famous|well-known|known) (by)\b/gi,
    right: "for",
    phrase: "famous for",
    guard: (after) => /^\s+(its|their|his|her|the)\b/i.test(after),
  },
  { pattern: /\b(proud) (for|about|with|on)\b/gi, right: "of", phrase: "proud of" },
  { pattern: /\b(congratulat\w*(?: \w+)?) (with)\b/gi, right: "on", phrase: "congratulate someone on" },
  { pattern: /\b(similar) (with)\b/gi, right: "to", phrase: "similar to" },
  { pattern: /\b(capable) (to)\b/gi, right: "of", phrase: "capable of" },
  { pattern: /\b(aware) (about)\b/gi, right: "of", phrase: "aware of" },
  { pattern: /\b(pay(?:s|ing)?|paid) attention (on|for)\b/gi, right: "to", phrase: "pay attention to" },
  { pattern: /\b(participat(?:e|es|ed|ing)) (at|on)\b/gi, right: "in", phrase: "participate in" },
  { pattern: /\b(at) (the )?(morning|afternoon|evening)\b/gi, right: "in", phrase: "in the morning" },
  { pattern: /\b(in) (my|our|his|her|their|your)( point of view)\b/gi, right: "from", phrase: "from my point of view" },
  { pattern: /\b(the reasons?) (of)\b/gi, right: "for", phrase: "the reason for", guard: (_, before) => !/\bby\s+$/i.test(before) },
];

const prepositions: Rule = (s, text) => {
  const found: Finding[] = [];
  const sentence = text.slice(s.start, s.end);
  for (const { pattern, right, phrase: usual, guard } of COLLOCATIONS) {
    for (const m of sentence.matchAll(pattern)) {
      const start = s.start + m.index + m[1]!.length + 1;
      const wrong = m[2]!;
      const after = sentence.slice(m.index + m[0].length);
      const before = sentence.slice(0, m.index);
      if (guard && !guard(after, before)) continue;
      // "arrive in London", "arrive at the airport".
      const choice = right === "at" && /^(arriv)/i.test(m[1]!) && /^\s+\p{Lu}/u.test(after) ? "in" : right;
      found.push({
        start,
        end: start + wrong.length,
        suggestion: /^\p{Lu}/u.test(wrong) ? choice[0]!.toUpperCase() + choice.slice(1) : choice,
        rule: "preposition",
        params: { wrong: wrong.toLowerCase(), right: choice, phrase: usual },
      });
    }
  }
  // "on the internet", not "in": unless it is interest or trust in the internet.
  for (const m of sentence.matchAll(/\b(in) (the )?(internet)\b/gi)) {
    if (/\b(interest\w*|invest\w*|trust|belief|believe|changes?|advances?|revolution|role)\s+$/i.test(sentence.slice(0, m.index))) continue;
    const start = s.start + m.index;
    found.push({
      start,
      end: start + m[0].length,
      suggestion: "on the internet",
      rule: "preposition",
      params: { wrong: "in", right: "on", phrase: "on the internet" },
    });
  }
  // "spend money to clothes" → "on clothes"
  for (const m of sentence.matchAll(
    /\b(spend|spends|spent|spending)\b((?: \w+){0,3}? (?:money|time|dollars|tenge|pounds|savings)) (to) (?!\w+ing\b)(\w+)/gi,
  )) {
    if (isBaseVerb(m[4]!.toLowerCase())) continue;
    const start = s.start + m.index + m[1]!.length + m[2]!.length + 1;
    found.push({
      start,
      end: start + 2,
      suggestion: "on",
      rule: "preposition",
      params: { wrong: "to", right: "on", phrase: "spend money on" },
    });
  }
  return found;
};

// ---- the rules from before: comparatives, "such", comma splices, fragments, fixed phrases ---------------

/** Short adjectives whose comparative takes -er/-est, never "more"/"most". */
const SHORT_ADJECTIVES: Record<string, [string, string]> = {
  safe: ["safer", "safest"],
  cheap: ["cheaper", "cheapest"],
  big: ["bigger", "biggest"],
  small: ["smaller", "smallest"],
  easy: ["easier", "easiest"],
  happy: ["happier", "happiest"],
  busy: ["busier", "busiest"],
  fast: ["faster", "fastest"],
  strong: ["stronger", "strongest"],
  young: ["younger", "youngest"],
  old: ["older", "oldest"],
  rich: ["richer", "richest"],
  poor: ["poorer", "poorest"],
  clean: ["cleaner", "cleanest"],
  hard: ["harder", "hardest"],
  quick: ["quicker", "quickest"],
  high: ["higher", "highest"],
  low: ["lower", "lowest"],
  long: ["longer", "longest"],
  short: ["shorter", "shortest"],
  large: ["larger", "largest"],
  great: ["greater", "greatest"],
  healthy: ["healthier", "healthiest"],
  heavy: ["heavier", "heaviest"],
  cold: ["colder", "coldest"],
  hot: ["hotter", "hottest"],
  warm: ["warmer", "warmest"],
  nice: ["nicer", "nicest"],
  close: ["closer", "closest"],
  near: ["nearer", "nearest"],
  new: ["newer", "newest"],
  wide: ["wider", "widest"],
  deep: ["deeper", "deepest"],
  lucky: ["luckier", "luckiest"],
  simple: ["simpler", "simplest"],
  good: ["better", "best"],
  bad: ["worse", "worst"],
};
/** Before these a "more + adjective" is a predicate ("is more safe"), not "more (cheap products)". */
const COMPARATIVE_LEAD =
  /\b(is|are|was|were|be|been|being|become|becomes|became|seem|seems|feel|feels|get|gets|much|far|even|look|looks)\s+$/i;
const DOUBLE_COMPARATIVES =
  /\b(more|most) (better|easier|cheaper|bigger|smaller|higher|lower|faster|greater|larger|worse|healthier|happier|safer|stronger)\b/giu;

/** Nouns that take no "a" after "such" (uncountable) or are already plural. */
const NO_ARTICLE_AFTER_SUCH = new Set(
  (
    "information advice behaviour behavior pollution knowledge work money research evidence equipment progress damage freedom " +
    "violence crime traffic education technology food water weather music art news help support power pressure stress poverty " +
    "waste energy fun nonsense luck importance people children men women police data media staff cattle furniture homework " +
    "transport entertainment software content unemployment inequality health safety corruption behaviours wealth time as that " +
    "a an the things cases circumstances conditions"
  ).split(" "),
);
/** Words that may follow a noun directly: a verb or the end of a clause tells "such rule" is a whole noun phrase. */
const AFTER_NOUN = /^\s*(?:[.,;:!?)]|$|(is|was|has|can|will|would|should|must|may|might|could|makes|causes|leads|seems|does)\b)/i;

/** A clause before a comma that already depends on something else: what follows the comma is its main clause. */
const SUBORDINATE_CLAUSE =
  /\b(although|though|if|when|whenever|while|whilst|because|since|as|after|before|unless|until|whereas|once|which|who|whom|whose|that|where|what|how|why|and|but|or|so)\b/i;
/** An adverbial or prepositional opener ("However,", "In my view,", "For example,") is not a clause. */
const OPENER =
  /^(however|moreover|therefore|furthermore|nevertheless|consequently|thus|hence|firstly|secondly|thirdly|finally|nowadays|today|personally|overall|instead|besides|also|otherwise|in|on|at|for|by|with|without|to|from|despite|during|like|unlike|according|not|only|yes|no|well|first|second|third|then|now|here|indeed|clearly|obviously|certainly|of|all|in addition|as|yesterday|[a-z]+ing|[a-z]+ed)\b/i;
const SUBJECT_PRONOUN_CLAUSE =
  /^(?:(this|that|these|those|there)\s+(is|are|was|were|will|can|could|has|have|had|does|do|did|should|must|would|may|might)\b|(it|they|he|she|we|i)\s+(?!(and|or|but|too|also|all|both|alone|themselves|itself|himself|herself|ourselves|say|says|said|seems|seem|think|thinks|believe)\b)[a-z']+\b(?!\s*[.!?]))/i;

/** "many problem" → problems */
const COUNTED =
  /\b(many|several|numerous|various|a few|two|three|four|five) ([a-z]+)\b(?=\s*([.,;:!?]|\b(in|on|at|for|and|of|to|with|about|because|that|which|is|are|was|were)\b))/giu;
const NOT_A_COUNTED_NOUN = new Set(
  "more other others different new old young such kind of the a an and or to in on at for with as than then people children men women police staff time much".split(
    " ",
  ),
);

const classic: Rule = (s, text) => {
  const found: Finding[] = [];
  const sentence = text.slice(s.start, s.end);
  const at = (index: number) => s.start + index;
  const look = (index: number, length: number) => ({
    before: text.slice(Math.max(0, at(index) - 80), at(index)),
    after: text.slice(at(index) + length, at(index) + length + 80),
  });
  for (const m of sentence.matchAll(/\b(more|most) ([a-z]+)\b/giu)) {
    const forms = SHORT_ADJECTIVES[m[2]!.toLowerCase()];
    if (!forms) continue;
    const { before, after } = look(m.index, m[0].length);
    const predicate =
      COMPARATIVE_LEAD.test(before) ||
      (m[1]!.toLowerCase() === "most" && /\bthe\s+$/i.test(before)) ||
      /^(\s+than\b|\s*[.,;:!?]|\s*$)/i.test(after);
    if (!predicate) continue;
    const wanted = m[1]!.toLowerCase() === "most" ? forms[1] : forms[0];
    found.push({
      start: at(m.index),
      end: at(m.index) + m[0].length,
      suggestion: likeCase(m[1]!, wanted),
      rule: "comparative_short",
      params: { adjective: m[2]!, wanted, word: m[1]!.toLowerCase() },
    });
  }
  for (const m of sentence.matchAll(DOUBLE_COMPARATIVES)) {
    found.push({
      start: at(m.index),
      end: at(m.index) + m[0].length,
      suggestion: m[2]!,
      rule: "comparative_double",
      params: { adjective: m[2]!, word: m[1]!.toLowerCase() },
    });
  }
  for (const m of sentence.matchAll(/\b(such) ([a-z]+)\b/giu)) {
    const noun = m[2]!.toLowerCase();
    if (NO_ARTICLE_AFTER_SUCH.has(noun) || /(s|ly|ing|ed)$/.test(noun) || noun.length < 3) continue;
    if (!AFTER_NOUN.test(look(m.index, m[0].length).after)) continue;
    const article = articleFor(noun);
    found.push({
      start: at(m.index),
      end: at(m.index) + m[0].length,
      suggestion: `${m[1]} ${article} ${m[2]}`,
      rule: "such_a",
      params: { article, noun },
    });
  }
  for (const m of sentence.matchAll(/,\s+/g)) {
    const after = sentence.slice(m.index + m[0].length);
    if (!SUBJECT_PRONOUN_CLAUSE.test(after)) continue;
    const clause = sentence.slice(0, m.index).trim();
    const words = clause.split(/\s+/).filter(Boolean);
    if (words.length < 4 || OPENER.test(clause) || SUBORDINATE_CLAUSE.test(clause) || clause.includes(",")) continue;
    found.push({ start: at(m.index), end: at(m.index) + 1, suggestion: ".", rule: "comma_splice", category: "punctuation" });
  }
  for (const m of sentence.matchAll(COUNTED)) {
    const noun = m[2]!;
    if (
      NOT_A_COUNTED_NOUN.has(noun.toLowerCase()) ||
      /(s|ly|ed|ing|ful|ous|ive|al|ent|ant|ble|ic)$/i.test(noun) ||
      noun.length < 3 ||
      uncountable(noun)
    )
      continue;
    if (!isNounSingular(noun.toLowerCase()) || tagsOf(noun.toLowerCase()).length === 0) continue;
    const start = at(m.index + m[0].length - noun.length);
    found.push({
      start,
      end: start + noun.length,
      suggestion: pluralOf(noun),
      rule: "plural_after_quantity",
      params: { word: m[1]!.toLowerCase() },
    });
  }
  const fragment = /^(\s*)(Because)\b(?! of)([^.!?\n]*)([.!?])/u.exec(sentence);
  if (fragment && !fragment[3]!.includes(",") && fragment[3]!.trim().split(/\s+/).length >= 3 && s.start > 0) {
    const start = at(fragment[1]!.length);
    found.push({ start, end: start + 7, suggestion: null, rule: "because_fragment" });
  }
  const fixed: Record<string, string> = {
    "despite of": "despite",
    "in the other hand": "on the other hand",
    "according to me": "in my opinion",
  };
  for (const m of sentence.matchAll(/\b(despite of|in the other hand|according to me)\b/giu)) {
    const usual = fixed[m[1]!.toLowerCase()]!;
    found.push({
      start: at(m.index),
      end: at(m.index) + m[0].length,
      suggestion: likeCase(m[1]!, usual),
      rule: "fixed_phrase",
      params: { usual },
      category: m[1]!.toLowerCase() === "according to me" ? "word_choice" : "grammar",
    });
  }
  return found;
};

/** "people is", "they was", "skills is": the plural subject rules from before, for the common verbs. */
const pluralWithSingularBe: Rule = (s, text) => {
  const found: Finding[] = [];
  const sentence = text.slice(s.start, s.end);
  for (const m of sentence.matchAll(/\b(they|we|you) (was)\b/giu)) {
    const start = s.start + m.index + m[1]!.length + 1;
    found.push({ start, end: start + 3, suggestion: "were", rule: "agreement_plural_subject", params: { subject: m[1]!.toLowerCase() } });
  }
  for (const m of sentence.matchAll(/\b(both) (is|was|has)\b/giu)) {
    const start = s.start + m.index + 5;
    found.push({
      start,
      end: start + m[2]!.length,
      suggestion: pluralForm(m[2]!),
      rule: "agreement_plural_subject",
      params: { subject: "both" },
    });
  }
  return found;
};

const RULES: Rule[] = [
  articles,
  agreement,
  tenses,
  futureInTimeClauses,
  uncountables,
  verbPatterns,
  participleAdjectives,
  prepositions,
  classic,
  pluralWithSingularBe,
];

/** Grammar findings with exact spans (`text.slice(start, end) === original`), in text order, with their messages in the reader's language. */
export function grammarFindings(text: string, t: Translate): Correction[] {
  const found: Correction[] = [];
  for (const sentence of sentencesOf(text)) {
    for (const rule of RULES) {
      for (const f of rule(sentence, text)) {
        const original = text.slice(f.start, f.end);
        if (f.suggestion !== null && f.suggestion === original) continue;
        found.push({
          start: f.start,
          end: f.end,
          original,
          suggestion: f.suggestion,
          category: f.category ?? "grammar",
          message: t(`grammar:${f.rule}`, { ...f.params, original, suggestion: f.suggestion ?? "" }),
        });
      }
    }
  }
  // Two rules on one error: the first and longer finding stands.
  found.sort((a, b) => a.start - b.start || b.end - a.end);
  return found.filter((c, i) => !found.slice(0, i).some((k) => c.start < k.end && k.start < c.end));
}
