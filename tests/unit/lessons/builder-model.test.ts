/** The lesson builder's draft rules (src/features/lessons/builder/model.ts): edits, reordering, kinds and where a refusal shows. */
import { describe, expect, it } from "vitest";
import type { LessonBlock } from "../../../worker/contract/lessons";
import { lessonCreateSchema } from "../../../worker/contract/lessons";
import {
  addableBlockTypes,
  draftReducer,
  moveBlock,
  moveBlockBy,
  newBlock,
  newQuestion,
  refusalPlace,
  type Draft,
} from "../../../src/features/lessons/builder/model";

const text = (id: string): LessonBlock => ({ id, type: "text", markdown: id });
const ids = (blocks: readonly LessonBlock[]) => blocks.map((b) => b.id);
const draft = (blocks: LessonBlock[]): Draft => ({ title: "T", description: null, level: null, blocks });

describe("reordering", () => {
  const blocks = [text("a"), text("b"), text("c"), text("d")];

  it("moves a dragged block into the place of the block it is dropped on, both ways", () => {
    expect(ids(moveBlock(blocks, "d", "b"))).toEqual(["a", "d", "b", "c"]);
    expect(ids(moveBlock(blocks, "a", "c"))).toEqual(["b", "c", "a", "d"]);
    expect(ids(moveBlock(blocks, "a", "a"))).toEqual(["a", "b", "c", "d"]);
    expect(ids(moveBlock(blocks, "a", "missing"))).toEqual(["a", "b", "c", "d"]);
  });

  it("moves up and down by one and stops at the ends", () => {
    expect(ids(moveBlockBy(blocks, "c", -1))).toEqual(["a", "c", "b", "d"]);
    expect(ids(moveBlockBy(blocks, "c", 1))).toEqual(["a", "b", "d", "c"]);
    expect(ids(moveBlockBy(blocks, "a", -1))).toEqual(["a", "b", "c", "d"]);
    expect(ids(moveBlockBy(blocks, "d", 1))).toEqual(["a", "b", "c", "d"]);
  });

  it("never changes the blocks it was given", () => {
    moveBlock(blocks, "d", "a");
    expect(ids(blocks)).toEqual(["a", "b", "c", "d"]);
  });
});

describe("draftReducer", () => {
  it("adds, edits, removes and reorders blocks and sets the details", () => {
    let state = draft([]);
    state = draftReducer(state, { type: "addBlock", block: text("a") });
    state = draftReducer(state, { type: "addBlock", block: newBlock("vocabulary", "v") });
    state = draftReducer(state, {
      type: "replaceBlock",
      block: { id: "v", type: "vocabulary", title: null, words: ["analyse"], senses: {} },
    });
    state = draftReducer(state, { type: "moveBlock", id: "v", overId: "a" });
    expect(state.blocks).toEqual([{ id: "v", type: "vocabulary", title: null, words: ["analyse"], senses: {} }, text("a")]);
    state = draftReducer(state, { type: "removeBlock", id: "a" });
    state = draftReducer(state, { type: "title", value: "Maps" });
    state = draftReducer(state, { type: "description", value: "" });
    state = draftReducer(state, { type: "level", value: "B1" });
    expect(state).toEqual({
      title: "Maps",
      description: null,
      level: "B1",
      blocks: [{ id: "v", type: "vocabulary", title: null, words: ["analyse"], senses: {} }],
    });
  });

  it("starts every block and question kind in the contract's shape (valid once its text is written)", () => {
    for (const type of ["text", "vocabulary", "quiz", "writing", "speaking", "audio", "image"] as const) {
      const block = newBlock(type);
      expect(block.type).toBe(type);
      expect(block.id).toMatch(/^[A-Za-z0-9_-]{1,40}$/);
    }
    const filled = newBlock("quiz", "q");
    if (filled.type !== "quiz") throw new Error("quiz expected");
    const questions = (["multiple_choice", "gap_fill", "matching", "true_false"] as const).map((kind) => {
      const q = newQuestion(kind);
      const base = { ...q, prompt: kind === "gap_fill" ? "I ___ it." : "Which?", explanation: "Because." };
      if (base.kind === "multiple_choice") return { ...base, options: ["yes", "no"] };
      if (base.kind === "gap_fill") return { ...base, answers: ["like"] };
      if (base.kind === "matching") return { ...base, pairs: base.pairs.map((_, i) => ({ left: `l${i}`, right: `r${i}` })) };
      return base;
    });
    expect(lessonCreateSchema.safeParse({ title: "T", blocks: [{ ...filled, questions }] }).error).toBeUndefined();
  });
});

describe("kinds", () => {
  it("offers only the matching block types, and one writing block for a writing prompt", () => {
    expect(addableBlockTypes("lesson", [])).toEqual(["text", "vocabulary", "quiz", "writing", "speaking", "audio", "image"]);
    expect(addableBlockTypes("word_list", [])).toEqual(["vocabulary"]);
    expect(addableBlockTypes("quiz", [])).toEqual(["quiz"]);
    expect(addableBlockTypes("writing_prompt", [])).toEqual(["writing"]);
    expect(addableBlockTypes("writing_prompt", [newBlock("writing")])).toEqual([]);
  });
});

describe("refusalPlace", () => {
  it("puts a block's message next to that block and the rest on the lesson, by the field the server names", () => {
    const blocks = [text("a"), text("b")];
    const message = "Неверные данные — поле «blocks.1.markdown»: не может быть пустым";
    expect(refusalPlace({ message, field: "blocks.1.markdown" }, blocks)).toEqual({ blockId: "b", message });
    expect(refusalPlace({ message, field: "blocks.0.questions.0.answer" }, blocks)).toEqual({ blockId: "a", message });
    expect(refusalPlace({ message, field: "title" }, blocks)).toEqual({ blockId: null, message });
    expect(refusalPlace({ message, field: "blocks" }, blocks)).toEqual({ blockId: null, message });
    expect(refusalPlace({ message, field: "blocks.7.markdown" }, blocks)).toEqual({ blockId: null, message });
    expect(refusalPlace({ message, field: null }, blocks)).toEqual({ blockId: null, message });
  });
});
