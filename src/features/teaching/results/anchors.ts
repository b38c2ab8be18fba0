/**
 * Comments anchored to a passage of an essay or transcript: where a selection or a typed passage lies
 * in the text (UTF-16 offsets, as the server checks them), and the text cut at the commented passages.
 */
import type { AnchoredComment } from "../../../../worker/contract/grading";

export type Anchor = { start: number; end: number; quote: string };

/**
 * The passage a teacher means: the selected offsets when they still hold the quote, otherwise the
 * quote's first occurrence (a passage typed or pasted instead of selected); null when it is not in the text.
 */
export function locateQuote(text: string, quote: string, selected?: { start: number; end: number } | null): Anchor | null {
  if (quote.length === 0) return null;
  if (selected && text.slice(selected.start, selected.end) === quote) return { ...selected, quote };
  const start = text.indexOf(quote);
  return start < 0 ? null : { start, end: start + quote.length, quote };
}

/** The offsets of a DOM selection inside the element that renders the text verbatim; null when it is not inside. */
export function selectionOffsets(container: Node, range: Range): { start: number; end: number } | null {
  if (range.collapsed || !container.contains(range.startContainer) || !container.contains(range.endContainer)) return null;
  const before = document.createRange();
  before.selectNodeContents(container);
  before.setEnd(range.startContainer, range.startOffset);
  const start = before.toString().length;
  return { start, end: start + range.toString().length };
}

export type TextPiece = { text: string; comment?: { number: number; value: AnchoredComment } };

/** The text cut at the comments' passages, numbered in text order; a passage overlapping an earlier one stays unmarked. */
export function splitAtComments(text: string, comments: readonly AnchoredComment[]): TextPiece[] {
  const pieces: TextPiece[] = [];
  let at = 0;
  numberedComments(comments).forEach(({ number, value }) => {
    if (value.start < at || value.end > text.length || value.end <= value.start) return;
    if (value.start > at) pieces.push({ text: text.slice(at, value.start) });
    pieces.push({ text: text.slice(value.start, value.end), comment: { number, value } });
    at = value.end;
  });
  if (at < text.length) pieces.push({ text: text.slice(at) });
  return pieces;
}

/** Comments in the order of their passages, numbered from 1, as the list under the text shows them. */
export const numberedComments = (comments: readonly AnchoredComment[]) =>
  [...comments].sort((a, b) => a.start - b.start || a.end - b.end).map((value, i) => ({ number: i + 1, value }));
