import { useTranslation } from "react-i18next";
import type { ScreenProps } from "../../app/screen";
import { useDocumentTitle } from "../../lib/document-title";
import { VoiceAssistant } from "./VoiceAssistant";

/** /mobile-voice-assistant: the same conversation for a phone, with a big talk button in the page's flow. */
export default function MobileVoiceAssistantPage({ titleKey }: ScreenProps) {
  const { t } = useTranslation("pages");
  const title = t(`routes.${titleKey}`);
  useDocumentTitle(title);
  return (
    <div className="flex flex-col gap-3 px-3 py-4">
      <h1 className="text-xl font-semibold text-slate-900 dark:text-white">{title}</h1>
      <VoiceAssistant compact />
    </div>
  );
}
