import { useTranslation } from "react-i18next";
import type { ScreenProps } from "../../app/screen";
import { useDocumentTitle } from "../../lib/document-title";
import { ChatPanel } from "./ChatPanel";

/** /ai-chat on a desktop: the history beside the conversation, filling the window below the top bar. */
export default function AiChatPage({ titleKey }: ScreenProps) {
  const { t } = useTranslation("pages");
  const title = t(`routes.${titleKey}`);
  useDocumentTitle(title);
  return (
    <div className="mx-auto flex h-[calc(100dvh-4rem)] max-w-7xl flex-col px-4 py-4 lg:px-6">
      <h1 className="mb-3 text-2xl font-semibold text-slate-900 dark:text-white">{title}</h1>
      <div className="flex min-h-0 flex-1 overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm dark:border-slate-700 dark:bg-slate-900">
        <ChatPanel layout="page" />
      </div>
    </div>
  );
}
