import { useId, type RefObject } from "react";
import { ChatPanel } from "./ChatPanel";
import { PanelCloseButton, SidePanel } from "./SidePanel";
import { useChatTranslation } from "./translations";

/** The AI chat sidebar (spec §2): the chat beside the page, focus inside while it is open. */
export default function ChatSidebar({ returnFocusRef }: { returnFocusRef: RefObject<HTMLElement | null> }) {
  const { t } = useChatTranslation();
  const headingId = useId();
  return (
    <SidePanel returnFocusRef={returnFocusRef} labelledBy={headingId} testId="chat-sidebar">
      <ChatPanel
        layout="sidebar"
        heading={
          <h2 id={headingId} className="text-base font-semibold text-slate-900 dark:text-white">
            {t("chat.title")}
          </h2>
        }
        actions={<PanelCloseButton label={t("chat.close")} />}
      />
    </SidePanel>
  );
}
