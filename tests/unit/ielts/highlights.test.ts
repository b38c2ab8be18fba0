import { describe, expect, it } from "vitest";
import {
  addHighlights,
  overlapsHighlight,
  paragraphSegments,
  removeHighlights,
  selectionRanges,
} from "../../../src/features/ielts/reading/highlights";

const h = (paragraph: number, start: number, end: number) => ({ paragraph, start, end });

describe("reading highlights", () => {
  it("merges overlapping and touching ranges of one paragraph, never across paragraphs", () => {
    expect(addHighlights([h(0, 0, 5)], [h(0, 3, 9), h(0, 9, 12), h(1, 2, 4)])).toEqual([h(0, 0, 12), h(1, 2, 4)]);
    expect(addHighlights([h(0, 0, 5)], [h(0, 6, 8)])).toEqual([h(0, 0, 5), h(0, 6, 8)]);
    expect(addHighlights([], [h(0, 4, 4)])).toEqual([]);
  });

  it("removing a part of a highlight cuts it in two", () => {
    expect(removeHighlights([h(0, 0, 20)], [h(0, 5, 10)])).toEqual([h(0, 0, 5), h(0, 10, 20)]);
    expect(removeHighlights([h(0, 0, 20), h(1, 0, 3)], [h(0, 0, 25)])).toEqual([h(1, 0, 3)]);
    expect(overlapsHighlight([h(0, 0, 5)], [h(0, 4, 8)])).toBe(true);
    expect(overlapsHighlight([h(0, 0, 5)], [h(0, 5, 8), h(1, 0, 2)])).toBe(false);
  });

  it("cuts a paragraph into plain and highlighted pieces that join back into the text", () => {
    const text = "Lighthouses once guided every ship.";
    const segments = paragraphSegments(text, 0, [h(0, 0, 11), h(0, 17, 23), h(1, 0, 4)]);
    expect(segments.map((s) => [s.text, s.highlighted])).toEqual([
      ["Lighthouses", true],
      [" once ", false],
      ["guided", true],
      [" every ship.", false],
    ]);
    expect(segments.map((s) => s.text).join("")).toBe(text);
    // Ranges saved for a longer text are clipped, never thrown.
    expect(paragraphSegments("short", 0, [h(0, 2, 99)]).map((s) => s.text)).toEqual(["sh", "ort"]);
  });

  it("turns a DOM selection across paragraphs and existing highlights into character ranges", () => {
    document.body.innerHTML = `<div id="root"><p data-paragraph="0"><span>Alpha </span><mark>beta</mark><span> gamma</span></p><p data-paragraph="1"><span>Delta epsilon</span></p></div>`;
    const root = document.getElementById("root")!;
    const [first, second] = root.querySelectorAll("p");
    const range = document.createRange();
    range.setStart(first!.querySelector("mark")!.firstChild!, 2);
    range.setEnd(second!.firstChild!.firstChild!, 5);
    const selection = document.getSelection()!;
    selection.removeAllRanges();
    selection.addRange(range);
    expect(selectionRanges(root, selection)).toEqual([h(0, 8, 16), h(1, 0, 5)]);
    selection.removeAllRanges();
    expect(selectionRanges(root, selection)).toEqual([]);
  });
});
