/**
 * One SAT question on the test screen: the passage (highlights and notes on Reading and Writing), a
 * table as a real table, an SVG figure with its text alternative, the question with its maths typeset,
 * and the answer: four options that can be struck out, or the student-produced answer box.
 */
import { useId, useRef, useState } from "react";
import type { SatQuestionView, SatSection } from "../../../worker/contract/sat";
import { Button } from "../../components/ui/Button";
import { classNames, focusRing } from "../../components/ui/class-names";
import { entryProblem, type PassageHighlight } from "./module-state";
import { RichText } from "./RichText";
import { SatFigure, SatTableView } from "./content-views";
import { useSatTranslation } from "./translations";

type Props = {
  question: SatQuestionView;
  total: number;
  section: SatSection;
  answer: string;
  marked: boolean;
  struck: string[];
  highlights: PassageHighlight[];
  onAnswer: (value: string | null) => void;
  /** Absent where there is no review to mark for (practice by skill). */
  onToggleMark?: () => void;
  onStrike: (letters: string[]) => void;
  onHighlights: (highlights: PassageHighlight[]) => void;
};

export function QuestionView(props: Props) {
  const { t } = useSatTranslation();
  const { question } = props;
  const hasPassage = Boolean(question.passage);
  return (
    <div className={classNames("grid gap-6", hasPassage && "lg:grid-cols-2")}>
      {hasPassage ? <Passage question={question} highlights={props.highlights} onHighlights={props.onHighlights} /> : null}
      <div className="flex min-w-0 flex-col gap-4">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <h2 className="text-base font-semibold text-slate-900 dark:text-white">
            {t("session.questionOf", { number: question.number, total: props.total })}
          </h2>
          {props.onToggleMark ? (
            <Button variant={props.marked ? "secondary" : "ghost"} size="sm" aria-pressed={props.marked} onClick={props.onToggleMark}>
              {t("session.markForReview")}
            </Button>
          ) : null}
        </div>
        {!hasPassage && question.table ? <SatTableView table={question.table} /> : null}
        {question.svg && question.figureAlt ? <SatFigure svg={question.svg} alt={question.figureAlt} /> : null}
        <p className="text-slate-900 dark:text-slate-100">
          <RichText text={question.question} />
        </p>
        {question.options ? (
          <Options {...props} options={question.options} />
        ) : (
          <StudentResponse answer={props.answer} onAnswer={props.onAnswer} />
        )}
      </div>
    </div>
  );
}

function Options({ question, options, answer, struck, onAnswer, onStrike }: Props & { options: NonNullable<SatQuestionView["options"]> }) {
  const { t } = useSatTranslation();
  const name = useId();
  return (
    <fieldset className="flex flex-col gap-2">
      <legend className="sr-only">{t("session.options")}</legend>
      {options.map((option) => {
        const isStruck = struck.includes(option.letter);
        const checked = answer === option.letter;
        return (
          <div key={option.letter} className="flex items-stretch gap-2">
            <label
              className={classNames(
                "flex min-w-0 flex-1 cursor-pointer items-start gap-3 rounded-lg border p-3",
                checked
                  ? "border-indigo-600 bg-indigo-50 dark:border-indigo-400 dark:bg-indigo-950"
                  : "border-slate-300 dark:border-slate-600",
              )}
            >
              <input
                type="radio"
                name={name}
                value={option.letter}
                checked={checked}
                onChange={() => onAnswer(option.letter)}
                className="mt-1"
                aria-describedby={isStruck ? `${name}-${option.letter}-struck` : undefined}
              />
              <span className="font-semibold text-slate-900 dark:text-white">{option.letter}</span>
              <span
                className={classNames(
                  "min-w-0 break-words text-slate-900 dark:text-slate-100",
                  isStruck && "text-slate-500 line-through dark:text-slate-400",
                )}
              >
                <RichText text={option.text} />
              </span>
              {isStruck ? (
                <span id={`${name}-${option.letter}-struck`} className="sr-only">
                  {t("session.struckOut")}
                </span>
              ) : null}
            </label>
            <button
              type="button"
              aria-pressed={isStruck}
              aria-label={t(isStruck ? "session.restoreOption" : "session.strikeOption", { letter: option.letter })}
              onClick={() => onStrike(isStruck ? struck.filter((l) => l !== option.letter) : [...struck, option.letter])}
              className={classNames(
                "shrink-0 rounded-md border border-slate-300 px-2 text-sm font-semibold text-slate-700 dark:border-slate-600 dark:text-slate-200",
                isStruck && "bg-slate-200 dark:bg-slate-700",
                focusRing,
              )}
            >
              <span aria-hidden="true" className="line-through">
                {option.letter}
              </span>
            </button>
          </div>
        );
      })}
      {question.format === "multiple_choice" && answer ? (
        <div>
          <Button variant="ghost" size="sm" onClick={() => onAnswer(null)}>
            {t("session.clearAnswer")}
          </Button>
        </div>
      ) : null}
    </fieldset>
  );
}

/** An entry as the learner means it: 3/4 as a built-up fraction. */
function entryAsMath(entry: string): string {
  if (!entry.includes("/")) return entry;
  const [numerator = "", denominator = ""] = entry.replace(/^-/, "").split("/");
  return `$${entry.startsWith("-") ? "-" : ""}\\frac{${numerator}}{${denominator}}$`;
}

/** The answer box of a student-produced response: what cannot be entered is refused with the rule it breaks. */
function StudentResponse({ answer, onAnswer }: { answer: string; onAnswer: (value: string | null) => void }) {
  const { t } = useSatTranslation();
  const id = useId();
  const [entry, setEntry] = useState(answer);
  const problem = entryProblem(entry);
  const change = (value: string) => {
    const next = value.trim();
    setEntry(next);
    if (entryProblem(next) === null) onAnswer(next === "" ? null : next);
  };
  return (
    <div className="flex flex-col gap-2">
      <label htmlFor={id} className="font-medium text-slate-900 dark:text-white">
        {t("spr.label")}
      </label>
      <input
        id={id}
        inputMode="decimal"
        autoComplete="off"
        value={entry}
        maxLength={7}
        onChange={(event) => change(event.target.value)}
        aria-invalid={problem !== null}
        aria-describedby={`${id}-rules ${id}-problem`}
        className="w-40 rounded-md border border-slate-400 bg-white px-3 py-2 font-mono text-lg text-slate-900 dark:border-slate-500 dark:bg-slate-900 dark:text-white"
      />
      <p id={`${id}-problem`} role="alert" className="text-sm text-red-700 dark:text-red-300">
        {problem ? t(`spr.problems.${problem}`) : ""}
      </p>
      {entry && !problem ? (
        <p className="text-sm text-slate-700 dark:text-slate-300">
          {t("spr.preview")} <RichText text={entryAsMath(entry)} />
        </p>
      ) : null}
      <ul id={`${id}-rules`} className="list-disc pl-5 text-sm text-slate-600 dark:text-slate-300">
        <li>{t("spr.rules.length")}</li>
        <li>{t("spr.rules.forms")}</li>
        <li>{t("spr.rules.repeating")}</li>
        <li>{t("spr.rules.noSymbols")}</li>
      </ul>
    </div>
  );
}

/** Character offset of a point inside `root`'s text. */
function textOffset(root: Node, node: Node, offset: number): number {
  const range = document.createRange();
  range.setStart(root, 0);
  range.setEnd(node, offset);
  return range.toString().length;
}

function markedPieces(text: string, highlights: PassageHighlight[]) {
  const sorted = [...highlights].sort((a, b) => a.start - b.start);
  const pieces: { text: string; highlight: number | null }[] = [];
  let at = 0;
  sorted.forEach((h) => {
    if (h.start < at) return;
    if (h.start > at) pieces.push({ text: text.slice(at, h.start), highlight: null });
    pieces.push({ text: text.slice(h.start, h.end), highlight: highlights.indexOf(h) });
    at = h.end;
  });
  if (at < text.length) pieces.push({ text: text.slice(at), highlight: null });
  return pieces;
}

/** The R&W passage: select words and highlight them; each highlight can carry a note. */
function Passage({ question, highlights, onHighlights }: Pick<Props, "question" | "highlights" | "onHighlights">) {
  const { t } = useSatTranslation();
  const textRef = useRef<HTMLParagraphElement>(null);
  const passage = question.passage ?? "";
  const highlight = () => {
    const selection = window.getSelection();
    const root = textRef.current;
    if (!selection || selection.rangeCount === 0 || selection.isCollapsed || !root) return;
    const range = selection.getRangeAt(0);
    if (!root.contains(range.startContainer) || !root.contains(range.endContainer)) return;
    const start = textOffset(root, range.startContainer, range.startOffset);
    const end = textOffset(root, range.endContainer, range.endOffset);
    if (end <= start || highlights.some((h) => start < h.end && end > h.start)) return;
    onHighlights([...highlights, { start, end, note: "" }]);
    selection.removeAllRanges();
  };
  return (
    <div className="flex min-w-0 flex-col gap-3 rounded-xl border border-slate-200 bg-white p-4 dark:border-slate-700 dark:bg-slate-900">
      {question.passage2 ? <h3 className="text-sm font-semibold text-slate-700 dark:text-slate-300">{t("passage.text1")}</h3> : null}
      <p ref={textRef} lang="en" className="leading-relaxed break-words text-slate-900 dark:text-slate-100" data-testid="sat-passage">
        {markedPieces(passage, highlights).map((piece, i) =>
          piece.highlight === null ? (
            <span key={i}>{piece.text}</span>
          ) : (
            <mark key={i} className="rounded-sm bg-yellow-200 text-slate-900 dark:bg-yellow-300">
              {piece.text}
            </mark>
          ),
        )}
      </p>
      {question.passage2 ? (
        <>
          <h3 className="text-sm font-semibold text-slate-700 dark:text-slate-300">{t("passage.text2")}</h3>
          <p lang="en" className="leading-relaxed break-words text-slate-900 dark:text-slate-100">
            {question.passage2}
          </p>
        </>
      ) : null}
      {question.notes ? (
        <ul lang="en" className="list-disc pl-5 text-slate-900 dark:text-slate-100">
          {question.notes.map((note) => (
            <li key={note}>{note}</li>
          ))}
        </ul>
      ) : null}
      {question.table ? <SatTableView table={question.table} /> : null}
      <div>
        {/* Keeps the selection: the button takes no focus on a mouse press. */}
        <Button variant="secondary" size="sm" onMouseDown={(event) => event.preventDefault()} onClick={highlight}>
          {t("passage.highlight")}
        </Button>
      </div>
      {highlights.length > 0 ? (
        <ul className="flex flex-col gap-2" aria-label={t("passage.notes")}>
          {highlights.map((h, index) => (
            <li key={`${h.start}-${h.end}`} className="flex flex-col gap-1 border-l-4 border-yellow-300 pl-3">
              <span lang="en" className="text-sm text-slate-700 italic dark:text-slate-300">
                “{passage.slice(h.start, h.end)}”
              </span>
              <label className="flex flex-col gap-1 text-sm text-slate-700 dark:text-slate-300">
                {t("passage.note")}
                <textarea
                  value={h.note}
                  maxLength={500}
                  rows={2}
                  onChange={(event) =>
                    onHighlights(highlights.map((other, i) => (i === index ? { ...other, note: event.target.value } : other)))
                  }
                  className="rounded-md border border-slate-300 bg-white p-2 text-slate-900 dark:border-slate-600 dark:bg-slate-950 dark:text-white"
                />
              </label>
              <div>
                <Button variant="ghost" size="sm" onClick={() => onHighlights(highlights.filter((_, i) => i !== index))}>
                  {t("passage.removeHighlight")}
                </Button>
              </div>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
