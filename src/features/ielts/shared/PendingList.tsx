/** Submissions kept on this device until the connection is back, with a way to send them now. */
import type { PendingIeltsSubmission } from "../../../../worker/contract/ielts";
import { countWords } from "../../../../worker/contract/ielts-content";
import { Button } from "../../../components/ui/Button";
import { useIeltsTasksTranslation } from "../task-translations";

export function PendingList({ pending, onSendNow, online }: { pending: PendingIeltsSubmission[]; onSendNow: () => void; online: boolean }) {
  const { t, i18n } = useIeltsTasksTranslation();
  if (pending.length === 0) return null;
  const format = new Intl.DateTimeFormat(i18n.language, { dateStyle: "medium", timeStyle: "short" });
  return (
    <section
      aria-labelledby="pending-heading"
      className="mt-8 rounded-xl border border-amber-300 bg-amber-50 p-4 dark:border-amber-500/40 dark:bg-amber-500/10"
    >
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="pending-heading" className="font-semibold text-amber-950 dark:text-amber-100">
          {t("pending.title", { count: pending.length })}
        </h2>
        <Button size="sm" variant="secondary" onClick={onSendNow} disabled={!online}>
          {t("pending.sendNow")}
        </Button>
      </div>
      <p className="mt-1 text-sm text-amber-900 dark:text-amber-200">{online ? t("pending.online") : t("pending.offline")}</p>
      <ul className="mt-3 space-y-1 text-sm text-amber-950 dark:text-amber-100">
        {pending.map((entry) => (
          <li key={entry.clientId} data-testid="pending-submission">
            {entry.section === "writing"
              ? t("pending.writing", {
                  task: t(entry.task_type === "task1" ? "writing.task1" : "writing.task2"),
                  count: countWords(entry.user_writing),
                })
              : t("pending.other", { section: entry.section })}
            {entry.submittedAt && (
              <span className="text-amber-800 dark:text-amber-300"> · {format.format(new Date(entry.submittedAt))}</span>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}
