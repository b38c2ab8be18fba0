import { useEffect, useRef, useState } from "react";
import type { ReadingPassageView } from "../../../../worker/contract/ielts";
import { Button } from "../../../components/ui/Button";
import type { Highlight } from "../shared/attempt";
import { useIeltsTranslation } from "../translations";
import { addHighlights, overlapsHighlight, paragraphSegments, removeHighlights, selectionRanges } from "./highlights";

type PassageViewProps = {
  passage: ReadingPassageView;
  highlights: Highlight[];
  /** Absent in review: the passage is read-only there. */
  onHighlightsChange?: (highlights: Highlight[]) => void;
  /** A sentence to point out (review: the proof of an answer). */
  emphasis?: string | null;
  /** Where the highlight toolbar sticks: below the page header, or at the top of a scrolling pane. */
  toolbarOffset?: "pane" | "desktopHeader" | "mobileHeader";
};

const TOOLBAR_OFFSET = {
  pane: "top-0",
  desktopHeader: "top-24 md:top-16",
  mobileHeader: "top-[calc(3.5rem+env(safe-area-inset-top))]",
} as const;

/** Keeps the text selection when a toolbar button is pressed with the mouse. */
const keepSelection = (event: React.MouseEvent) => event.preventDefault();

/**
 * One reading passage with its paragraph letters. Selected text can be highlighted (and the
 * highlight removed again); highlights are character ranges saved with the attempt.
 */
export function PassageView({ passage, highlights, onHighlightsChange, emphasis, toolbarOffset = "pane" }: PassageViewProps) {
  const { t } = useIeltsTranslation();
  const textRef = useRef<HTMLDivElement>(null);
  const [selected, setSelected] = useState<Highlight[]>([]);

  useEffect(() => {
    if (!onHighlightsChange) return;
    const onSelectionChange = () => {
      if (textRef.current) setSelected(selectionRanges(textRef.current, document.getSelection()));
    };
    document.addEventListener("selectionchange", onSelectionChange);
    return () => document.removeEventListener("selectionchange", onSelectionChange);
  }, [onHighlightsChange]);

  useEffect(() => {
    if (!emphasis) return;
    textRef.current?.querySelector("[data-emphasis]")?.scrollIntoView({ block: "center" });
  }, [emphasis, passage.number]);

  const apply = (change: (current: Highlight[]) => Highlight[]) => {
    onHighlightsChange?.(change(highlights));
    document.getSelection()?.removeAllRanges();
    setSelected([]);
  };

  const selectionIsHighlighted = overlapsHighlight(highlights, selected);

  return (
    <article aria-labelledby={`passage-${passage.number}-title`} className="flex flex-col gap-4">
      <header>
        <p className="text-xs font-semibold tracking-wide text-indigo-700 uppercase dark:text-indigo-300">
          {t("reading.passageLabel", { number: passage.number })}
        </p>
        <h3 id={`passage-${passage.number}-title`} lang="en" className="mt-1 text-xl font-bold text-slate-900 dark:text-white">
          {passage.title}
        </h3>
        {passage.subtitle && (
          <p lang="en" className="mt-1 text-sm text-slate-600 italic dark:text-slate-300">
            {passage.subtitle}
          </p>
        )}
      </header>

      {onHighlightsChange && (
        <div
          role="toolbar"
          aria-label={t("highlight.toolbar")}
          className={`sticky ${TOOLBAR_OFFSET[toolbarOffset]} z-10 -mx-1 flex flex-wrap items-center gap-2 rounded-lg border border-slate-200 bg-white/95 px-2 py-1.5 backdrop-blur dark:border-slate-700 dark:bg-slate-900/95`}
        >
          <Button
            size="sm"
            variant="secondary"
            disabled={selected.length === 0}
            onMouseDown={keepSelection}
            onClick={() => apply((h) => addHighlights(h, selected))}
          >
            <span aria-hidden="true" className="inline-block size-3 rounded-sm bg-yellow-300" />
            {t("highlight.add")}
          </Button>
          {selectionIsHighlighted && (
            <Button size="sm" variant="ghost" onMouseDown={keepSelection} onClick={() => apply((h) => removeHighlights(h, selected))}>
              {t("highlight.remove")}
            </Button>
          )}
          {highlights.length > 0 && (
            <Button size="sm" variant="ghost" onClick={() => apply(() => [])}>
              {t("highlight.clear", { count: highlights.length })}
            </Button>
          )}
          <span className="text-xs text-slate-600 dark:text-slate-400">
            {selected.length === 0 ? t("highlight.hint") : t("highlight.ready")}
          </span>
        </div>
      )}

      <div ref={textRef} lang="en" className="flex flex-col gap-4 text-[0.95rem] leading-7 text-slate-800 dark:text-slate-200">
        {passage.paragraphs.map((paragraph, index) => (
          <div key={index} className="flex gap-3">
            {paragraph.label && <span className="w-5 shrink-0 font-bold text-slate-900 dark:text-white">{paragraph.label}</span>}
            <p data-paragraph={index} className="min-w-0 flex-1">
              <ParagraphText text={paragraph.text} paragraph={index} highlights={highlights} emphasis={emphasis ?? null} />
            </p>
          </div>
        ))}
      </div>
    </article>
  );
}

function ParagraphText({
  text,
  paragraph,
  highlights,
  emphasis,
}: {
  text: string;
  paragraph: number;
  highlights: Highlight[];
  emphasis: string | null;
}) {
  const emphasisStart = emphasis ? text.indexOf(emphasis) : -1;
  const ranges = emphasisStart >= 0 ? [{ paragraph, start: emphasisStart, end: emphasisStart + emphasis!.length }] : highlights;
  return (
    <>
      {paragraphSegments(text, paragraph, ranges).map((segment) =>
        segment.highlighted ? (
          emphasisStart >= 0 ? (
            <mark
              key={segment.start}
              data-emphasis=""
              className="rounded-sm bg-emerald-200 px-0.5 text-slate-950 ring-2 ring-emerald-500 dark:bg-emerald-800 dark:text-white"
            >
              {segment.text}
            </mark>
          ) : (
            <mark key={segment.start} className="rounded-sm bg-yellow-200 text-slate-950 dark:bg-yellow-700/70 dark:text-white">
              {segment.text}
            </mark>
          )
        ) : (
          <span key={segment.start}>{segment.text}</span>
        ),
      )}
    </>
  );
}
