/** /ielts/writing: Task 1 and Task 2 with the section timer, pending offline answers and the learner's history. */
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useSearchParams } from "react-router";
import { toast } from "sonner";
import type { ScreenProps } from "../../../app/screen";
import { Tabs } from "../../../components/ui/Tabs";
import { useDocumentTitle } from "../../../lib/document-title";
import { IeltsTimer } from "../timer/IeltsTimer";
import { fetchCapabilities, fetchTests, useSignedInUserId } from "../api";
import { ieltsKeys } from "../query-keys";
import { PendingList } from "../shared/PendingList";
import { SubmissionHistory } from "../shared/SubmissionHistory";
import { useIeltsTasksTranslation } from "../task-translations";
import { useOnline } from "../../../lib/use-online";
import { usePendingSubmissions } from "../shared/use-pending-submissions";
import { WritingTaskPanel } from "./WritingTaskPanel";

export default function WritingPage({ titleKey }: ScreenProps) {
  const { t } = useIeltsTasksTranslation();
  const { t: tPages } = useTranslation("pages");
  const title = tPages(`routes.${titleKey}`);
  useDocumentTitle(title);
  const online = useOnline();
  const userId = useSignedInUserId();
  const capabilities = useQuery({ queryKey: ieltsKeys.capabilities(userId), queryFn: fetchCapabilities });
  // A link to one prompt (?test=, e.g. a teacher's assignment) opens its task's tab; the panel selects the prompt.
  const [params] = useSearchParams();
  const tests = useQuery({ queryKey: ieltsKeys.tests(userId, "writing"), queryFn: () => fetchTests("writing") });
  const linkedTask = tests.data?.tests.find((test) => test.id === params.get("test"))?.task;
  const [chosenTab, setChosenTab] = useState<number | null>(null);
  const { pending, sendNow } = usePendingSubmissions((result) => {
    if (result.stored.length > 0) toast.success(t("pending.sent", { count: result.stored.length }));
    if (result.rejected.length > 0) toast.error(t("pending.rejected", { count: result.rejected.length }));
  });

  return (
    <section className="mx-auto max-w-6xl px-4 py-8">
      <header className="flex flex-wrap items-start justify-between gap-4">
        <div>
          <h1 className="text-2xl font-semibold text-slate-900 dark:text-white">{title}</h1>
          <p className="mt-1 max-w-2xl text-slate-600 dark:text-slate-300">{t("writing.intro")}</p>
          {capabilities.data && (
            <p className="mt-2 text-sm text-slate-600 dark:text-slate-400">
              {capabilities.data.evaluation === "ai" ? t("writing.modeAi") : t("writing.modeOffline")}
            </p>
          )}
        </div>
        <IeltsTimer section="writing" />
      </header>
      {!online && (
        <p role="status" className="mt-4 rounded-lg bg-slate-100 p-3 text-sm text-slate-800 dark:bg-slate-800 dark:text-slate-200">
          {t("writing.offlineBanner")}
        </p>
      )}
      <PendingList pending={pending} online={online} onSendNow={() => void sendNow()} />
      <Tabs
        label={t("writing.chooseTask")}
        className="mt-6"
        selectedIndex={chosenTab ?? (linkedTask === "task2" ? 1 : 0)}
        onChange={setChosenTab}
        items={[
          { id: "task1", label: t("writing.task1Tab"), panel: <WritingTaskPanel task="task1" /> },
          { id: "task2", label: t("writing.task2Tab"), panel: <WritingTaskPanel task="task2" /> },
        ]}
      />
      <SubmissionHistory section="writing" />
    </section>
  );
}
