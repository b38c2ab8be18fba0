import { useTranslation } from "react-i18next";
import type { ScreenProps } from "../../app/screen";
import { useDocumentTitle } from "../../lib/document-title";
import { VoiceAssistant } from "./VoiceAssistant";

/** /voice-assistant: the spoken conversation in a column of reading width. */
export default function VoiceAssistantPage({ titleKey }: ScreenProps) {
  const { t } = useTranslation("pages");
  const title = t(`routes.${titleKey}`);
  useDocumentTitle(title);
  return (
    <div className="mx-auto flex max-w-3xl flex-col gap-4 px-4 py-6">
      <h1 className="text-2xl font-semibold text-slate-900 dark:text-white">{title}</h1>
      <VoiceAssistant compact={false} />
    </div>
  );
}
