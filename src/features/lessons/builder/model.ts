/**
 * The builder's draft: the lesson as the teacher edits it, and every change as a reducer
 * action, so the screen, autosave and tests share one set of rules. Blocks keep the contract's shape
 * (worker/contract/lessons.ts); an unfinished block is saved as it is and the server says what is missing.
 */
import { arrayMove } from "@dnd-kit/sortable";
import type {
  CefrLevel,
  Lesson,
  LessonBlock,
  LessonBlockType,
  LessonKind,
  LessonQuestion,
  LessonQuestionKind,
} from "../../../../worker/contract/lessons";

export type Draft = Pick<Lesson, "title" | "description" | "level" | "blocks">;

/** The server's message for a refused draft, and the field it is about ("blocks.2.prompt") when it names one. */
export type Refusal = { message: string; field: string | null };

/** The block types a kind offers (a word list is vocabulary, a quiz quizzes, a writing prompt one writing task). */
export const BLOCK_TYPES_OF_KIND: Record<LessonKind, readonly LessonBlockType[]> = {
  lesson: ["text", "vocabulary", "quiz", "writing", "speaking", "audio", "image"],
  word_list: ["vocabulary"],
  quiz: ["quiz"],
  writing_prompt: ["writing"],
};

/** The block types the teacher may still add: a writing prompt has exactly one writing block. */
export function addableBlockTypes(kind: LessonKind, blocks: readonly LessonBlock[]): readonly LessonBlockType[] {
  if (kind === "writing_prompt" && blocks.length > 0) return [];
  return BLOCK_TYPES_OF_KIND[kind];
}

/** A short random id (letters and digits) for a block or question: the contract's id rule. */
export const newBlockId = () => crypto.randomUUID().replace(/-/g, "").slice(0, 12);

export function newQuestion(kind: LessonQuestionKind, id = newBlockId()): LessonQuestion {
  switch (kind) {
    case "multiple_choice":
      return { id, kind, prompt: "", options: ["", ""], answer: 0, explanation: "" };
    case "gap_fill":
      return { id, kind, prompt: "", answers: [""], explanation: "" };
    case "matching":
      return {
        id,
        kind,
        prompt: "",
        pairs: [
          { left: "", right: "" },
          { left: "", right: "" },
        ],
        explanation: "",
      };
    case "true_false":
      return { id, kind, prompt: "", answer: true, explanation: "" };
  }
}

export function newBlock(type: LessonBlockType, id = newBlockId()): LessonBlock {
  switch (type) {
    case "text":
      return { id, type, markdown: "" };
    case "vocabulary":
      return { id, type, title: null, words: [], senses: {} };
    case "quiz":
      return { id, type, title: null, questions: [newQuestion("multiple_choice")] };
    case "writing":
      return { id, type, task: "task2", prompt: "", min_words: 250 };
    case "speaking":
      return { id, type, prompt: "", prep_seconds: 30, speak_seconds: 60 };
    case "audio":
      return { id, type, title: null, media_key: null, transcript: null };
    case "image":
      return { id, type, media_key: "", alt: "", caption: null };
  }
}

export type DraftAction =
  | { type: "load"; draft: Draft }
  | { type: "title"; value: string }
  | { type: "description"; value: string }
  | { type: "level"; value: CefrLevel | null }
  | { type: "addBlock"; block: LessonBlock }
  | { type: "replaceBlock"; block: LessonBlock }
  | { type: "removeBlock"; id: string }
  /** Drag and drop: the block `id` takes the place of the block `overId`. */
  | { type: "moveBlock"; id: string; overId: string }
  /** Move up (-1) or down (+1) by one place. */
  | { type: "moveBlockBy"; id: string; by: -1 | 1 };

export function moveBlock(blocks: readonly LessonBlock[], id: string, overId: string): LessonBlock[] {
  const from = blocks.findIndex((b) => b.id === id);
  const to = blocks.findIndex((b) => b.id === overId);
  if (from < 0 || to < 0 || from === to) return [...blocks];
  return arrayMove([...blocks], from, to);
}

export function moveBlockBy(blocks: readonly LessonBlock[], id: string, by: -1 | 1): LessonBlock[] {
  const from = blocks.findIndex((b) => b.id === id);
  const to = from + by;
  if (from < 0 || to < 0 || to >= blocks.length) return [...blocks];
  return arrayMove([...blocks], from, to);
}

export function draftReducer(draft: Draft, action: DraftAction): Draft {
  switch (action.type) {
    case "load":
      return action.draft;
    case "title":
      return { ...draft, title: action.value };
    case "description":
      return { ...draft, description: action.value === "" ? null : action.value };
    case "level":
      return { ...draft, level: action.value };
    case "addBlock":
      return { ...draft, blocks: [...draft.blocks, action.block] };
    case "replaceBlock":
      return { ...draft, blocks: draft.blocks.map((b) => (b.id === action.block.id ? action.block : b)) };
    case "removeBlock":
      return { ...draft, blocks: draft.blocks.filter((b) => b.id !== action.id) };
    case "moveBlock":
      return { ...draft, blocks: moveBlock(draft.blocks, action.id, action.overId) };
    case "moveBlockBy":
      return { ...draft, blocks: moveBlockBy(draft.blocks, action.id, action.by) };
  }
}

/** The body of PUT /api/lessons/:id. */
export const draftBody = (draft: Draft) => ({
  title: draft.title,
  description: draft.description,
  level: draft.level,
  blocks: draft.blocks,
});

/**
 * Where a refused save's message belongs: the server names the field it refused ("blocks.2.prompt"), so a
 * block's message goes next to that block; anything else is the lesson's.
 */
export function refusalPlace(refusal: Refusal, blocks: readonly LessonBlock[]): { blockId: string | null; message: string } {
  const index = /^blocks\.(\d+)(?:\.|$)/.exec(refusal.field ?? "")?.[1];
  return { blockId: (index !== undefined && blocks[Number(index)]?.id) || null, message: refusal.message };
}
