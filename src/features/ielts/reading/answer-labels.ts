import type { ReadingTestDetail } from "../../../../worker/contract/ielts";

/**
 * What each choice answer of a reading test stands for, so a review reads "B — tide tables" rather
 * than a bare letter. Typed and TRUE/FALSE answers stand for themselves.
 */
export function readingAnswerLabels(test: ReadingTestDetail, paragraphLabel: (letter: string) => string): Map<number, Map<string, string>> {
  const labels = new Map<number, Map<string, string>>();
  const set = (number: number, entries: [string, string][]) => labels.set(number, new Map(entries));
  for (const passage of test.passages) {
    for (const group of passage.questionGroups) {
      switch (group.type) {
        case "multiple_choice":
          for (const q of group.questions)
            set(
              q.number,
              q.options.map((o) => [o.letter, `${o.letter} — ${o.text}`]),
            );
          break;
        case "matching_headings":
          for (const q of group.questions)
            set(
              q.number,
              group.headings.map((h) => [h.numeral, `${h.numeral} — ${h.text}`]),
            );
          break;
        case "matching_features":
          for (const q of group.questions)
            set(
              q.number,
              group.options.map((o) => [o.letter, `${o.letter} — ${o.text}`]),
            );
          break;
        case "summary_completion":
          if (group.options)
            for (const q of group.questions)
              set(
                q.number,
                group.options.map((o) => [o.letter, `${o.letter} — ${o.text}`]),
              );
          break;
        case "matching_information":
          for (const q of group.questions)
            set(
              q.number,
              passage.paragraphs.flatMap((p): [string, string][] => (p.label ? [[p.label, paragraphLabel(p.label)]] : [])),
            );
          break;
        case "true_false_not_given":
        case "yes_no_not_given":
        case "sentence_completion":
        case "short_answer":
          break;
      }
    }
  }
  return labels;
}

/** Describes an answer with the labels above; case-insensitive for letters typed in lower case. */
export function describeWith(labels: Map<number, Map<string, string>> | null) {
  return (question: number, answer: string): string => {
    const options = labels?.get(question);
    if (!options) return answer;
    return options.get(answer) ?? options.get(answer.toUpperCase()) ?? options.get(answer.toLowerCase()) ?? answer;
  };
}
