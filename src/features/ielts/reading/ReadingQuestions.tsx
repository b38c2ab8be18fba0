/** The question groups of one reading passage, every type of the Academic test, answerable or read-only. */
import type { PublicReadingQuestionGroup, ReadingPassageView } from "../../../../worker/contract/ielts";
import { TRUE_FALSE_NOT_GIVEN, YES_NO_NOT_GIVEN } from "../../../../worker/contract/ielts-content";
import {
  AnswerSelect,
  answerBinding,
  ChoiceQuestion,
  GapInput,
  GappedText,
  LetteredChoiceQuestions,
  MatchingRow,
  OptionsBox,
  QuestionGroups,
  QuestionNumber,
  type AnswersProps,
} from "../shared/answer-inputs";
import { useIeltsTranslation } from "../translations";

function Group({ group, passage, ...answers }: AnswersProps & { group: PublicReadingQuestionGroup; passage: ReadingPassageView }) {
  const { t } = useIeltsTranslation();
  const bind = answerBinding(answers);
  const paragraphLetters = passage.paragraphs.flatMap((p) => (p.label ? [{ value: p.label, label: p.label }] : []));

  switch (group.type) {
    case "multiple_choice":
      return <LetteredChoiceQuestions questions={group.questions} bind={bind} />;
    case "true_false_not_given":
    case "yes_no_not_given": {
      const choices = group.type === "true_false_not_given" ? TRUE_FALSE_NOT_GIVEN : YES_NO_NOT_GIVEN;
      return (
        <div className="flex flex-col gap-4">
          {group.questions.map((q) => (
            <ChoiceQuestion
              key={q.number}
              number={q.number}
              prompt={q.statement}
              options={choices.map((c) => ({ value: c, label: c }))}
              {...bind(q.number)}
            />
          ))}
        </div>
      );
    }
    case "matching_headings":
      return (
        <div className="flex flex-col gap-3">
          <OptionsBox
            title={t("questions.listOfHeadings")}
            options={group.headings.map((h) => ({ key: h.numeral, label: h.numeral, text: h.text }))}
          />
          <ul className="flex flex-col gap-2">
            {group.questions.map((q) => (
              <li key={q.number} className="flex flex-wrap items-center gap-2 text-sm text-slate-900 dark:text-slate-100">
                <QuestionNumber number={q.number} />
                <span className="min-w-28">{t("questions.paragraph", { letter: q.paragraph })}</span>
                <AnswerSelect
                  number={q.number}
                  label={t("questions.headingFor", { number: q.number, letter: q.paragraph })}
                  options={group.headings.map((h) => ({ value: h.numeral, label: `${h.numeral} ${h.text}` }))}
                  className="w-full sm:w-auto sm:max-w-md"
                  {...bind(q.number)}
                />
              </li>
            ))}
          </ul>
        </div>
      );
    case "matching_information":
    case "matching_features": {
      const options =
        group.type === "matching_features"
          ? group.options.map((o) => ({ value: o.letter, label: `${o.letter} ${o.text}` }))
          : paragraphLetters;
      return (
        <div className="flex flex-col gap-3">
          {group.type === "matching_features" && (
            <OptionsBox title={group.optionsTitle} options={group.options.map((o) => ({ key: o.letter, label: o.letter, text: o.text }))} />
          )}
          <ul className="flex flex-col gap-3">
            {group.questions.map((q) => (
              <MatchingRow key={q.number} number={q.number} text={q.statement} options={options} selectClassName="w-40" bind={bind} />
            ))}
          </ul>
        </div>
      );
    }
    case "sentence_completion":
      return (
        <ol className="flex flex-col gap-3">
          {group.questions.map((q) => (
            <li key={q.number} className="flex items-start text-sm leading-9 text-slate-900 dark:text-slate-100">
              <QuestionNumber number={q.number} />
              <span>
                <GappedText text={q.prompt} renderGap={(n) => <GapInput number={n} wordLimit={group.wordLimit} {...bind(n)} />} />
              </span>
            </li>
          ))}
        </ol>
      );
    case "summary_completion": {
      const options = group.options;
      return (
        <div className="flex flex-col gap-3">
          {options && (
            <OptionsBox title={t("questions.wordBox")} options={options.map((o) => ({ key: o.letter, label: o.letter, text: o.text }))} />
          )}
          <div className="rounded-lg border border-slate-200 p-4 text-sm leading-9 text-slate-900 dark:border-slate-700 dark:text-slate-100">
            {group.title && (
              <p lang="en" className="mb-1 text-center font-semibold">
                {group.title}
              </p>
            )}
            <p>
              <GappedText
                text={group.summary}
                renderGap={(n) =>
                  options ? (
                    <AnswerSelect
                      number={n}
                      label={t("questions.gapLabel", { number: n })}
                      options={options.map((o) => ({ value: o.letter, label: `${o.letter} ${o.text}` }))}
                      className="mx-1 w-44"
                      {...bind(n)}
                    />
                  ) : (
                    <GapInput number={n} wordLimit={group.wordLimit} {...bind(n)} />
                  )
                }
              />
            </p>
          </div>
        </div>
      );
    }
    case "short_answer":
      return (
        <ol className="flex flex-col gap-4">
          {group.questions.map((q) => (
            <li key={q.number} className="text-sm text-slate-900 dark:text-slate-100">
              <p className="flex items-start">
                <QuestionNumber number={q.number} />
                <span lang="en">{q.prompt}</span>
              </p>
              <div className="mt-1.5 pl-7">
                <GapInput
                  number={q.number}
                  wordLimit={group.wordLimit}
                  wide
                  label={`${t("questions.single", { number: q.number })}: ${q.prompt}`}
                  {...bind(q.number)}
                />
              </div>
            </li>
          ))}
        </ol>
      );
  }
}

export function ReadingQuestions({ passage, ...answers }: AnswersProps & { passage: ReadingPassageView }) {
  return <QuestionGroups groups={passage.questionGroups} renderGroup={(group) => <Group group={group} passage={passage} {...answers} />} />;
}
