/**
 * The answer controls of reading and listening questions, as the computer-delivered test has them:
 * radio buttons for a choice, a drop-down for matching, a text box for a gap. Each carries the
 * question number in its accessible name and the id the question navigator jumps to. The test's own
 * English (prompts, options, instructions) is marked lang="en"; the controls' labels are the interface's.
 */
import type { ReactNode } from "react";
import { fitsWordLimit, type WordLimit } from "../../../../worker/contract/ielts-content";
import { ANSWER_MAX_LENGTH } from "../../../../worker/contract/ielts";
import { classNames, focusRing } from "../../../components/ui/class-names";
import { useIeltsTranslation } from "../translations";

/** The id of the element the navigator focuses for a question. */
export const questionAnchorId = (number: number) => `ielts-question-${number}`;

export type AnswerProps = { value: string; onChange: (value: string) => void; disabled?: boolean };

/** The number badge; a screen reader hears "Question 7" where the eye sees "7". */
export function QuestionNumber({ number }: { number: number }) {
  const { t } = useIeltsTranslation();
  return (
    <>
      <span className="sr-only">{`${t("questions.single", { number })} `}</span>
      <span
        aria-hidden="true"
        className="mr-2 inline-flex h-6 min-w-6 shrink-0 items-center justify-center rounded-md bg-slate-800 px-1.5 text-xs font-bold text-white dark:bg-slate-200 dark:text-slate-900"
      >
        {number}
      </span>
    </>
  );
}

type ChoiceOption = { value: string; label: ReactNode };

/** One question answered by choosing one option: a radio group named by its number and prompt. */
export function ChoiceQuestion({
  number,
  prompt,
  options,
  value,
  onChange,
  disabled,
}: AnswerProps & { number: number; prompt: ReactNode; options: ChoiceOption[] }) {
  return (
    <fieldset id={questionAnchorId(number)} tabIndex={-1} className="rounded-lg focus:outline-none">
      <legend className="flex items-start text-sm font-medium text-slate-900 dark:text-slate-100">
        <QuestionNumber number={number} />
        <span lang="en">{prompt}</span>
      </legend>
      <div className="mt-2 flex flex-col gap-1 pl-8">
        {options.map((option) => (
          <label
            key={option.value}
            className={classNames(
              "flex cursor-pointer items-start gap-2 rounded-md px-2 py-1.5 text-sm text-slate-800 hover:bg-slate-100 has-checked:bg-indigo-50 has-checked:text-indigo-950 dark:text-slate-200 dark:hover:bg-slate-800 dark:has-checked:bg-indigo-950 dark:has-checked:text-indigo-100",
              disabled && "cursor-default opacity-70",
            )}
          >
            <input
              type="radio"
              name={`ielts-q-${number}`}
              value={option.value}
              checked={value === option.value}
              onChange={() => onChange(option.value)}
              disabled={disabled}
              className={classNames("mt-0.5 size-4 accent-indigo-600", focusRing)}
            />
            <span lang="en">{option.label}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}

/** A drop-down answer (matching): the label says which question and what is matched. */
export function AnswerSelect({
  number,
  label,
  options,
  value,
  onChange,
  disabled,
  className,
}: AnswerProps & { number: number; label: string; options: ChoiceOption[]; className?: string }) {
  const { t } = useIeltsTranslation();
  return (
    <select
      id={questionAnchorId(number)}
      aria-label={label}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      disabled={disabled}
      className={classNames(
        "h-9 max-w-full min-w-0 rounded-lg border border-slate-300 bg-white px-2 text-sm text-slate-900 dark:border-slate-600 dark:bg-slate-800 dark:text-slate-100",
        value === "" && "text-slate-500 dark:text-slate-400",
        focusRing,
        className,
      )}
    >
      <option value="">{t("questions.choose")}</option>
      {options.map((option) => (
        <option key={option.value} value={option.value} lang="en">
          {option.label}
        </option>
      ))}
    </select>
  );
}

/** A gap to fill in with words: spell-checking is off, as in the exam, and a word limit is flagged as the learner types. */
export function GapInput({
  number,
  value,
  onChange,
  disabled,
  wordLimit,
  wide,
  label,
}: AnswerProps & { number: number; wordLimit?: WordLimit; wide?: boolean; /** Defaults to "Question n". */ label?: string }) {
  const { t } = useIeltsTranslation();
  const overLimit = wordLimit !== undefined && value.trim() !== "" && !fitsWordLimit(value, wordLimit);
  const hintId = `${questionAnchorId(number)}-limit`;
  return (
    <span className="inline-flex flex-col align-baseline">
      <input
        id={questionAnchorId(number)}
        type="text"
        aria-label={label ?? t("questions.gapLabel", { number })}
        aria-describedby={overLimit ? hintId : undefined}
        aria-invalid={overLimit || undefined}
        placeholder={String(number)}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        disabled={disabled}
        maxLength={ANSWER_MAX_LENGTH}
        autoComplete="off"
        autoCapitalize="off"
        autoCorrect="off"
        spellCheck={false}
        className={classNames(
          "mx-1 h-8 rounded-md border bg-white px-2 text-sm text-slate-900 placeholder:text-center placeholder:font-semibold placeholder:text-slate-500 dark:bg-slate-800 dark:text-slate-100 dark:placeholder:text-slate-400",
          wide ? "w-full max-w-xs" : "w-36",
          overLimit ? "border-amber-500" : "border-slate-400 dark:border-slate-500",
          focusRing,
        )}
      />
      {overLimit && (
        <span id={hintId} className="mx-1 text-xs text-amber-800 dark:text-amber-300">
          {t("questions.overWordLimit")}
        </span>
      )}
    </span>
  );
}

/** A text with `{{n}}` gaps, each replaced by its answer control. */
export function GappedText({ text, renderGap }: { text: string; renderGap: (number: number) => ReactNode }) {
  const pieces = text.split(/\{\{(\d+)\}\}/);
  return (
    <>
      {pieces.map((piece, i) =>
        i % 2 === 1 ? (
          <span key={i}>{renderGap(Number(piece))}</span>
        ) : (
          <span key={i} lang="en">
            {piece}
          </span>
        ),
      )}
    </>
  );
}

/** "Questions 1–6", "Question 40". */
function GroupHeading({ numbers }: { numbers: number[] }) {
  const { t } = useIeltsTranslation();
  const first = Math.min(...numbers);
  const last = Math.max(...numbers);
  return (
    <h4 className="text-base font-semibold text-slate-900 dark:text-white">
      {first === last ? t("questions.single", { number: first }) : t("questions.range", { first, last })}
    </h4>
  );
}

/** The box of options (headings, people, words) a matching or summary group chooses from. */
export function OptionsBox({ title, options }: { title: string; options: { key: string; label: string; text: string }[] }) {
  return (
    <div className="rounded-lg border border-slate-300 bg-slate-50 p-3 dark:border-slate-600 dark:bg-slate-800/60">
      <p className="text-sm font-semibold text-slate-900 dark:text-white">{title}</p>
      <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
        {options.map((option) => (
          <div key={option.key} className="contents">
            <dt className="font-semibold text-slate-700 dark:text-slate-200">{option.label}</dt>
            <dd lang="en" className="text-slate-800 dark:text-slate-200">
              {option.text}
            </dd>
          </div>
        ))}
      </dl>
    </div>
  );
}

/** What a question list needs: the answers so far, how to change one, and whether they are locked. */
export type AnswersProps = { answers: Record<string, string>; onAnswer: (number: number, value: string) => void; disabled?: boolean };

/** The props that tie one numbered input to the answer sheet. */
export function answerBinding({ answers, onAnswer, disabled }: AnswersProps) {
  return (number: number): AnswerProps => ({
    value: answers[String(number)] ?? "",
    onChange: (value: string) => onAnswer(number, value),
    disabled,
  });
}

type Bind = ReturnType<typeof answerBinding>;

/** Multiple-choice questions whose options are lettered A, B, C… */
export function LetteredChoiceQuestions({
  questions,
  bind,
}: {
  questions: { number: number; prompt: string; options: { letter: string; text: string }[] }[];
  bind: Bind;
}) {
  return (
    <div className="flex flex-col gap-5">
      {questions.map((q) => (
        <ChoiceQuestion
          key={q.number}
          number={q.number}
          prompt={q.prompt}
          options={q.options.map((o) => ({
            value: o.letter,
            label: (
              <>
                <strong className="mr-1">{o.letter}</strong>
                {o.text}
              </>
            ),
          }))}
          {...bind(q.number)}
        />
      ))}
    </div>
  );
}

/** One matching question: its statement beside a list to pick the matching option from. */
export function MatchingRow({
  number,
  text,
  options,
  selectClassName,
  bind,
}: {
  number: number;
  text: string;
  options: { value: string; label: string }[];
  selectClassName: string;
  bind: Bind;
}) {
  const { t } = useIeltsTranslation();
  return (
    <li className="flex flex-col gap-1.5 text-sm text-slate-900 sm:flex-row sm:items-center sm:justify-between dark:text-slate-100">
      <span className="flex items-start">
        <QuestionNumber number={number} />
        <span lang="en">{text}</span>
      </span>
      <AnswerSelect
        number={number}
        label={t("questions.matchFor", { number })}
        options={options}
        className={classNames("ml-8 shrink-0 sm:ml-0", selectClassName)}
        {...bind(number)}
      />
    </li>
  );
}

/** The question groups of a passage or part, each under its numbers and instructions. */
export function QuestionGroups<G extends { instructions: string; questions: { number: number }[] }>({
  groups,
  renderGroup,
}: {
  groups: G[];
  renderGroup: (group: G) => ReactNode;
}) {
  return (
    <div className="flex flex-col gap-8">
      {groups.map((group) => (
        <section key={group.questions[0]!.number} className="flex flex-col gap-3">
          <GroupHeading numbers={group.questions.map((q) => q.number)} />
          <p lang="en" className="text-sm text-slate-700 italic dark:text-slate-300">
            {group.instructions}
          </p>
          {renderGroup(group)}
        </section>
      ))}
    </div>
  );
}
