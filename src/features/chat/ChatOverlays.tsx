import { Suspense, useEffect, useLayoutEffect, useRef, useState, type MouseEvent } from "react";
import { useTranslation } from "react-i18next";
import { useLocation } from "react-router";
import { MORE_BUTTON_ID } from "../../app/navigation";
import { classNames, focusRing } from "../../components/ui/class-names";
import { SIDE_PANEL_WIDTH_REM } from "../../lib/constants";
import { useDeviceVariant } from "../../lib/device";
import { closeSidebar, overlayState, toggleSidebar, useOverlays } from "./overlay-store";
import { lazyWhenOnline } from "../../lib/load-when-online";

// The panels load on first use; only the toggles ship with every page (first-route budget).
const ChatSidebar = lazyWhenOnline(() => import("./ChatSidebar"));
const TranslatorOverlay = lazyWhenOnline(() => import("./translator/TranslatorOverlay"));

function TranslateIcon({ className = "size-6" }: { className?: string }) {
  return (
    <svg aria-hidden="true" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth={1.8} className={className}>
      <path
        strokeLinecap="round"
        strokeLinejoin="round"
        d="M3 5h10M8 3v2m2.5 0C9.7 9.6 6.9 13 3.5 15M6 9c1.2 2.4 3.2 4.4 5.5 5.5M12 21l4.5-10L21 21m-7.6-3.5h6.2"
      />
    </svg>
  );
}

function ChatIcon({ className = "size-6" }: { className?: string }) {
  return (
    <svg aria-hidden="true" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth={1.8} className={className}>
      <path
        strokeLinecap="round"
        strokeLinejoin="round"
        d="M7.5 8.5h9m-9 4h5.5M21 12c0 4.4-4 8-9 8a9.9 9.9 0 0 1-4-.8L3 20l1.3-3.6A7.4 7.4 0 0 1 3 12c0-4.4 4-8 9-8s9 3.6 9 8Z"
      />
    </svg>
  );
}

const toggleClasses = (active: boolean) =>
  classNames(
    "inline-flex size-14 items-center justify-center rounded-full shadow-lg ring-1 transition-colors",
    active
      ? "bg-indigo-700 text-white ring-indigo-700 dark:bg-indigo-400 dark:text-slate-950 dark:ring-indigo-400"
      : "bg-white text-indigo-700 ring-slate-200 hover:bg-indigo-50 dark:bg-slate-800 dark:text-indigo-300 dark:ring-slate-600 dark:hover:bg-slate-700",
    focusRing,
  );

/**
 * Spec §2 "Global overlays": the translator and AI chat toggles at the bottom right and the side tab
 * of the translator sheet; only one sidebar is open at a time. On /ai-chat the chat is the page itself.
 */
export default function ChatOverlays() {
  const { t } = useTranslation();
  const { sidebar, floatingTranslator } = useOverlays();
  const mobile = useDeviceVariant() === "mobile";
  const onChatPage = useLocation().pathname === "/ai-chat";
  const chatToggle = useRef<HTMLButtonElement>(null);
  // Whichever of the two translator buttons opened it gets the focus back.
  const translatorOpener = useRef<HTMLButtonElement | null>(null);
  const toggleTranslator = (event: MouseEvent<HTMLButtonElement>) => {
    translatorOpener.current = event.currentTarget;
    toggleSidebar("translator");
  };
  // On a phone the translator opens from the tab bar's "More" sheet, gone by the time it closes.
  const moreButton = {
    get current() {
      return document.getElementById(MORE_BUTTON_ID);
    },
  };
  // Once opened, the translator stays mounted (hidden) so its text and result survive closing it.
  const [translatorLoaded, setTranslatorLoaded] = useState(false);
  if (!translatorLoaded && (sidebar === "translator" || floatingTranslator)) setTranslatorLoaded(true);

  useEffect(() => {
    if (onChatPage && overlayState().sidebar === "chat") closeSidebar();
  }, [onChatPage]);

  const sidebarOpen = sidebar !== null;
  // An open sidebar sits beside the page, not over it: the page's right gutter widens by its width (index.css).
  // The panel, the toggles, the side tab and the notification stack take their place from the same property,
  // set before the browser paints the panel.
  useLayoutEffect(() => {
    const root = document.documentElement.style;
    if (sidebarOpen) root.setProperty("--overlay-sidebar", `${SIDE_PANEL_WIDTH_REM}rem`);
    else root.removeProperty("--overlay-sidebar");
    return () => {
      root.removeProperty("--overlay-sidebar");
    };
  }, [sidebarOpen]);
  return (
    <>
      {/* On a phone the toggles would cover the page: the tab bar's "More" sheet opens both there. On
          /ai-chat the conversation's own input sits where the toggles would; the side tab stays. */}
      {!mobile && !onChatPage && (
        <div
          className={classNames(
            "fixed bottom-6 z-40 flex flex-col gap-3",
            sidebarOpen ? "right-[calc(var(--overlay-sidebar)+1rem)]" : "right-6",
          )}
        >
          <button
            type="button"
            aria-label={t("overlays.translator")}
            aria-expanded={sidebar === "translator"}
            title={t("overlays.translator")}
            data-testid="translator-toggle"
            onClick={toggleTranslator}
            className={toggleClasses(sidebar === "translator")}
          >
            <TranslateIcon />
          </button>
          <button
            ref={chatToggle}
            type="button"
            aria-label={t("nav.aiChat")}
            aria-expanded={sidebar === "chat"}
            title={t("nav.aiChat")}
            data-testid="chat-toggle"
            onClick={() => toggleSidebar("chat")}
            className={toggleClasses(sidebar === "chat")}
          >
            <ChatIcon />
          </button>
        </div>
      )}
      {!mobile && sidebar !== "chat" && (
        <button
          type="button"
          aria-label={t("overlays.translator")}
          aria-expanded={sidebar === "translator"}
          data-testid="translator-side-tab"
          onClick={toggleTranslator}
          className={classNames(
            "fixed top-1/2 z-40 flex -translate-y-1/2 flex-col items-center gap-2 rounded-l-lg bg-indigo-600 px-1.5 py-3 text-xs font-medium text-white shadow-lg hover:bg-indigo-700",
            sidebar === "translator" ? "right-(--overlay-sidebar)" : "right-0",
            focusRing,
          )}
        >
          <TranslateIcon className="size-4" />
          <span aria-hidden="true" className="[writing-mode:vertical-rl]">
            {t("overlays.translator")}
          </span>
        </button>
      )}
      <Suspense fallback={null}>
        {sidebar === "chat" && <ChatSidebar returnFocusRef={chatToggle} />}
        {translatorLoaded && <TranslatorOverlay returnFocusRef={mobile ? moreButton : translatorOpener} />}
      </Suspense>
    </>
  );
}
