/**
 * The lesson's blocks in order, each with its editor. Reordered by drag and drop with the pointer or the
 * keyboard (dnd-kit: focus the handle, Space, arrows, Space), announced to screen readers in the
 * interface language, or with the move up/down buttons.
 */
import {
  DndContext,
  KeyboardSensor,
  PointerSensor,
  closestCenter,
  useSensor,
  useSensors,
  type Announcements,
  type DragEndEvent,
  type UniqueIdentifier,
} from "@dnd-kit/core";
import { SortableContext, sortableKeyboardCoordinates, useSortable, verticalListSortingStrategy } from "@dnd-kit/sortable";
import { CSS } from "@dnd-kit/utilities";
import type { LessonBlock } from "../../../../worker/contract/lessons";
import { Button } from "../../../components/ui/Button";
import { classNames } from "../../../components/ui/class-names";
import { AudioEditor, ImageEditor, SpeakingEditor, TextEditor, VocabularyEditor, WritingEditor } from "./BlockEditors";
import type { DraftAction } from "./model";
import { QuizEditor } from "./QuizEditor";
import { useLessonBuilderTranslation } from "./translations";

type BlockListProps = {
  lessonId: string;
  blocks: LessonBlock[];
  dispatch: (action: DraftAction) => void;
  /** The server's message for a block whose save was refused. */
  refusal: { blockId: string | null; message: string } | null;
};

function BlockEditor({ block, lessonId, onChange }: { block: LessonBlock; lessonId: string; onChange: (block: LessonBlock) => void }) {
  switch (block.type) {
    case "text":
      return <TextEditor block={block} onChange={onChange} />;
    case "vocabulary":
      return <VocabularyEditor block={block} onChange={onChange} />;
    case "quiz":
      return <QuizEditor block={block} onChange={onChange} />;
    case "writing":
      return <WritingEditor block={block} onChange={onChange} />;
    case "speaking":
      return <SpeakingEditor block={block} onChange={onChange} />;
    case "audio":
      return <AudioEditor block={block} onChange={onChange} lessonId={lessonId} />;
    case "image":
      return <ImageEditor block={block} onChange={onChange} lessonId={lessonId} />;
  }
}

function SortableBlock({
  block,
  position,
  total,
  lessonId,
  dispatch,
  error,
}: {
  block: LessonBlock;
  position: number;
  total: number;
  lessonId: string;
  dispatch: BlockListProps["dispatch"];
  error: string | null;
}) {
  const { t } = useLessonBuilderTranslation();
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({ id: block.id });
  const type = t(`blockTypes.${block.type}`);
  const headingId = `block-${block.id}-heading`;
  return (
    <li
      ref={setNodeRef}
      style={{ transform: CSS.Translate.toString(transform), transition }}
      aria-labelledby={headingId}
      data-block-id={block.id}
      className={classNames(
        "flex flex-col gap-3 rounded-xl border bg-white p-3 sm:p-4 dark:bg-slate-900",
        error ? "border-red-500 dark:border-red-400" : "border-slate-200 dark:border-slate-700",
        isDragging && "relative z-10 shadow-lg",
      )}
    >
      <div className="flex flex-wrap items-center gap-2">
        <button
          ref={setActivatorNodeRef}
          type="button"
          {...attributes}
          {...listeners}
          aria-label={t("block.handle", { position, type })}
          className="flex size-10 shrink-0 cursor-grab touch-none items-center justify-center rounded-lg text-slate-700 ring-1 ring-slate-300 hover:bg-slate-50 focus-visible:ring-2 focus-visible:ring-indigo-500 focus-visible:outline-none dark:text-slate-200 dark:ring-slate-600 dark:hover:bg-slate-800"
        >
          <svg aria-hidden="true" viewBox="0 0 20 20" className="size-5" fill="currentColor">
            <circle cx="7" cy="5" r="1.5" />
            <circle cx="13" cy="5" r="1.5" />
            <circle cx="7" cy="10" r="1.5" />
            <circle cx="13" cy="10" r="1.5" />
            <circle cx="7" cy="15" r="1.5" />
            <circle cx="13" cy="15" r="1.5" />
          </svg>
        </button>
        <h3 id={headingId} className="min-w-0 flex-1 font-semibold text-slate-900 dark:text-white">
          <span className="sr-only">{t("block.position", { position, total, type })}</span>
          <span aria-hidden="true">
            {position}. {type}
          </span>
        </h3>
        <div className="flex flex-wrap gap-1">
          <Button
            variant="ghost"
            size="sm"
            disabled={position === 1}
            aria-label={t("block.moveUp", { position })}
            onClick={() => dispatch({ type: "moveBlockBy", id: block.id, by: -1 })}
          >
            <span aria-hidden="true">↑</span>
          </Button>
          <Button
            variant="ghost"
            size="sm"
            disabled={position === total}
            aria-label={t("block.moveDown", { position })}
            onClick={() => dispatch({ type: "moveBlockBy", id: block.id, by: 1 })}
          >
            <span aria-hidden="true">↓</span>
          </Button>
          <Button
            variant="ghost"
            size="sm"
            aria-label={t("block.delete", { position })}
            onClick={() => dispatch({ type: "removeBlock", id: block.id })}
          >
            <span aria-hidden="true">✕</span>
          </Button>
        </div>
      </div>
      {error && (
        <p role="alert" className="text-sm text-red-700 dark:text-red-300">
          {error}
        </p>
      )}
      <BlockEditor block={block} lessonId={lessonId} onChange={(changed) => dispatch({ type: "replaceBlock", block: changed })} />
    </li>
  );
}

export function BlockList({ lessonId, blocks, dispatch, refusal }: BlockListProps) {
  const { t } = useLessonBuilderTranslation();
  const sensors = useSensors(useSensor(PointerSensor), useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }));
  const positionOf = (id: UniqueIdentifier | undefined) => blocks.findIndex((b) => b.id === id) + 1;
  const announcements: Announcements = {
    onDragStart: ({ active }) => t("dnd.start", { from: positionOf(active.id) }),
    onDragOver: ({ active, over }) =>
      over
        ? t("dnd.over", { from: positionOf(active.id), to: positionOf(over.id) })
        : t("dnd.overNothing", { from: positionOf(active.id) }),
    onDragEnd: ({ active, over }) =>
      over ? t("dnd.end", { from: positionOf(active.id), to: positionOf(over.id) }) : t("dnd.endNothing", { from: positionOf(active.id) }),
    onDragCancel: ({ active }) => t("dnd.cancel", { from: positionOf(active.id) }),
  };
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (over && active.id !== over.id) dispatch({ type: "moveBlock", id: String(active.id), overId: String(over.id) });
  };
  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      onDragEnd={onDragEnd}
      accessibility={{ announcements, screenReaderInstructions: { draggable: t("dnd.instructions") } }}
    >
      <SortableContext items={blocks.map((b) => b.id)} strategy={verticalListSortingStrategy}>
        <ol className="flex flex-col gap-4">
          {blocks.map((block, i) => (
            <SortableBlock
              key={block.id}
              block={block}
              position={i + 1}
              total={blocks.length}
              lessonId={lessonId}
              dispatch={dispatch}
              error={refusal?.blockId === block.id ? refusal.message : null}
            />
          ))}
        </ol>
      </SortableContext>
    </DndContext>
  );
}
