import { useTranslation } from "react-i18next";
import type { ScreenProps } from "../../app/screen";
import { useDocumentTitle } from "../../lib/document-title";
import { ChatPanel } from "./ChatPanel";

/** /ai-chat on a phone: the conversation fills the screen between the header and the tab bar; history slides over it. */
export default function MobileAiChatPage({ titleKey }: ScreenProps) {
  const { t } = useTranslation("pages");
  const title = t(`routes.${titleKey}`);
  useDocumentTitle(title);
  return (
    <div className="flex h-[calc(100dvh-3.5rem-env(safe-area-inset-top)-5rem)] flex-col bg-white dark:bg-slate-900">
      <ChatPanel layout="compact" heading={<h1 className="text-base font-semibold text-slate-900 dark:text-white">{title}</h1>} />
    </div>
  );
}
