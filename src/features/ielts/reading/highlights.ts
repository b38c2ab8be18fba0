/**
 * Reading highlights as character ranges of a passage's paragraphs, so they can be saved and drawn
 * again after a reload. Ranges of one paragraph never overlap: adding merges, removing cuts.
 */
import type { Highlight } from "../shared/attempt";

const byPosition = (a: Highlight, b: Highlight) => a.paragraph - b.paragraph || a.start - b.start;

/** Adds ranges, merging those that overlap or touch; empty ranges are dropped. */
export function addHighlights(existing: readonly Highlight[], added: readonly Highlight[]): Highlight[] {
  const all = [...existing, ...added].filter((h) => h.end > h.start).sort(byPosition);
  const merged: Highlight[] = [];
  for (const range of all) {
    const last = merged[merged.length - 1];
    if (last && last.paragraph === range.paragraph && range.start <= last.end) last.end = Math.max(last.end, range.end);
    else merged.push({ ...range });
  }
  return merged;
}

/** Removes the given ranges from the highlighted text, splitting a highlight that a removal cuts through. */
export function removeHighlights(existing: readonly Highlight[], removed: readonly Highlight[]): Highlight[] {
  let result = existing.map((h) => ({ ...h }));
  for (const cut of removed) {
    result = result.flatMap((h) => {
      if (h.paragraph !== cut.paragraph || cut.end <= h.start || cut.start >= h.end) return [h];
      const pieces: Highlight[] = [];
      if (cut.start > h.start) pieces.push({ paragraph: h.paragraph, start: h.start, end: cut.start });
      if (cut.end < h.end) pieces.push({ paragraph: h.paragraph, start: cut.end, end: h.end });
      return pieces;
    });
  }
  return result.sort(byPosition);
}

/** Whether any of `ranges` touches highlighted text. */
export function overlapsHighlight(existing: readonly Highlight[], ranges: readonly Highlight[]): boolean {
  return ranges.some((r) => existing.some((h) => h.paragraph === r.paragraph && r.start < h.end && r.end > h.start));
}

export type TextSegment = { text: string; start: number; highlighted: boolean };

/** A paragraph's text cut into plain and highlighted pieces, in order. */
export function paragraphSegments(text: string, paragraph: number, highlights: readonly Highlight[]): TextSegment[] {
  const segments: TextSegment[] = [];
  let at = 0;
  for (const h of highlights.filter((h) => h.paragraph === paragraph).sort(byPosition)) {
    const start = Math.min(Math.max(h.start, at), text.length);
    const end = Math.min(h.end, text.length);
    if (end <= start) continue;
    if (start > at) segments.push({ text: text.slice(at, start), start: at, highlighted: false });
    segments.push({ text: text.slice(start, end), start, highlighted: true });
    at = end;
  }
  if (at < text.length) segments.push({ text: text.slice(at), start: at, highlighted: false });
  return segments;
}

/** Character offset of a DOM position within `container`'s text. */
function offsetWithin(container: Element, node: Node, offset: number): number {
  const before = document.createRange();
  before.selectNodeContents(container);
  before.setEnd(node, offset);
  return before.toString().length;
}

/**
 * The highlight ranges a DOM selection covers, over the paragraph text elements (marked with
 * `data-paragraph`) inside `root`; nothing when the selection is collapsed or outside the passage.
 */
export function selectionRanges(root: Element, selection: Selection | null): Highlight[] {
  if (!selection || selection.rangeCount === 0 || selection.isCollapsed) return [];
  const range = selection.getRangeAt(0);
  if (!root.contains(range.commonAncestorContainer)) return [];
  const ranges: Highlight[] = [];
  for (const element of root.querySelectorAll<HTMLElement>("[data-paragraph]")) {
    if (!range.intersectsNode(element)) continue;
    const length = element.textContent?.length ?? 0;
    const start = element.contains(range.startContainer) ? offsetWithin(element, range.startContainer, range.startOffset) : 0;
    const end = element.contains(range.endContainer) ? offsetWithin(element, range.endContainer, range.endOffset) : length;
    if (end > start) ranges.push({ paragraph: Number(element.dataset.paragraph), start, end });
  }
  return ranges;
}
