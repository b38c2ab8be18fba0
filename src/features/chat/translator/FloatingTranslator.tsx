import { useId, useRef, type KeyboardEvent, type PointerEvent } from "react";
import { classNames, focusRing } from "../../../components/ui/class-names";
import { useChatTranslation } from "../translations";
import { FLOATING_PANEL_WIDTH } from "./rules";
import { TranslatorForm } from "./TranslatorForm";
import { CloseIcon } from "../../../components/icons";
import { useTranslator } from "./TranslatorContext";

/** How far one arrow key press moves the panel. */
const KEYBOARD_STEP_PX = 20;

const headerButton = classNames(
  "inline-flex size-8 items-center justify-center rounded-lg text-slate-500 hover:bg-slate-100 hover:text-slate-800 dark:text-slate-400 dark:hover:bg-slate-800 dark:hover:text-white",
  focusRing,
);

function PinIcon({ pinned }: { pinned: boolean }) {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 20 20"
      fill={pinned ? "currentColor" : "none"}
      stroke="currentColor"
      strokeWidth={1.6}
      className="size-4"
    >
      <path strokeLinejoin="round" d="M7 2.5h6l-1 5 3 3v1.5H5V10.5l3-3-1-5ZM10 12v5.5" />
    </svg>
  );
}

function DockIcon() {
  return (
    <svg aria-hidden="true" viewBox="0 0 20 20" fill="none" stroke="currentColor" strokeWidth={1.8} className="size-4">
      <path strokeLinecap="round" strokeLinejoin="round" d="M3 4h14v12H3zM12 4v12" />
    </svg>
  );
}

/**
 * The translator as a floating panel (spec §2, §3): dragged by its title bar (or moved with the
 * arrow keys there), kept on screen, its position remembered; pinned, it stays put and reopens
 * after a reload.
 */
export function FloatingTranslator() {
  const { t } = useChatTranslation();
  const translator = useTranslator();
  const headingId = useId();
  const drag = useRef<{ pointerId: number; dx: number; dy: number } | null>(null);
  const { x, y } = translator.position;

  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    if (translator.pinned || event.button !== 0 || (event.target as HTMLElement).closest("button")) return;
    drag.current = { pointerId: event.pointerId, dx: event.clientX - x, dy: event.clientY - y };
    event.currentTarget.setPointerCapture(event.pointerId);
  };
  const onPointerMove = (event: PointerEvent<HTMLDivElement>) => {
    const current = drag.current;
    if (!current || current.pointerId !== event.pointerId) return;
    translator.setPosition({ x: event.clientX - current.dx, y: event.clientY - current.dy });
  };
  const onPointerUp = () => {
    drag.current = null;
  };
  const onHandleKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    const moves: Record<string, [number, number]> = {
      ArrowLeft: [-KEYBOARD_STEP_PX, 0],
      ArrowRight: [KEYBOARD_STEP_PX, 0],
      ArrowUp: [0, -KEYBOARD_STEP_PX],
      ArrowDown: [0, KEYBOARD_STEP_PX],
    };
    const move = moves[event.key];
    if (!move || translator.pinned) return;
    event.preventDefault();
    translator.setPosition({ x: x + move[0], y: y + move[1] });
  };

  return (
    <section
      role="dialog"
      aria-modal="false"
      aria-labelledby={headingId}
      data-testid="translator-floating"
      onKeyDown={(event) => {
        if (event.key === "Escape" && !translator.pinned) translator.setFloating(false);
      }}
      style={{ left: x, top: y, width: `min(${FLOATING_PANEL_WIDTH}px, 100vw)` }}
      className="fixed z-40 flex max-h-[calc(100dvh-1rem)] flex-col overflow-hidden rounded-xl border border-slate-200 bg-white shadow-2xl dark:border-slate-700 dark:bg-slate-900"
    >
      <div
        onPointerDown={onPointerDown}
        onPointerMove={onPointerMove}
        onPointerUp={onPointerUp}
        onPointerCancel={onPointerUp}
        className={classNames(
          "flex touch-none items-center gap-1 border-b border-slate-200 bg-slate-50 px-3 py-2 select-none dark:border-slate-700 dark:bg-slate-800",
          translator.pinned ? "cursor-default" : "cursor-move",
        )}
      >
        <h2 id={headingId} className="flex-1 text-sm font-semibold text-slate-900 dark:text-white">
          {t("translator.title")}
        </h2>
        {!translator.pinned && (
          <button
            type="button"
            className={headerButton}
            aria-label={t("translator.move")}
            title={t("translator.move")}
            onKeyDown={onHandleKeyDown}
          >
            <svg aria-hidden="true" viewBox="0 0 20 20" fill="currentColor" className="size-4">
              <path d="M10 2 7.5 4.5h1.75V9.25H4.5V7.5L2 10l2.5 2.5v-1.75h4.75v4.75H7.5L10 18l2.5-2.5h-1.75v-4.75h4.75v1.75L18 10l-2.5-2.5v1.75h-4.75V4.5h1.75L10 2Z" />
            </svg>
          </button>
        )}
        <button
          type="button"
          className={headerButton}
          aria-pressed={translator.pinned}
          aria-label={translator.pinned ? t("translator.unpin") : t("translator.pin")}
          title={translator.pinned ? t("translator.pinnedHint") : t("translator.pin")}
          onClick={() => translator.setPinned(!translator.pinned)}
        >
          <PinIcon pinned={translator.pinned} />
        </button>
        <button
          type="button"
          className={headerButton}
          aria-label={t("translator.dock")}
          title={t("translator.dock")}
          onClick={() => translator.setFloating(false)}
        >
          <DockIcon />
        </button>
        <button
          type="button"
          className={headerButton}
          aria-label={t("translator.close")}
          title={t("translator.close")}
          onClick={() => {
            translator.setPinned(false);
            translator.setFloating(false);
          }}
        >
          <CloseIcon />
        </button>
      </div>
      <div className="min-h-0 overflow-y-auto p-4">
        <TranslatorForm autoFocus />
      </div>
    </section>
  );
}
