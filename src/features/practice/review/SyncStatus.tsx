import { Button } from "../../../components/ui/Button";
import { usePracticeTranslation } from "../translations";

type SyncStatusProps = {
  /** Ratings kept on this device, not yet on the server. */
  pending: number;
  /** The last send failed. */
  waiting: boolean;
  online: boolean;
  onSend: () => void;
};

/** How many ratings wait on this device, and why; nothing when all are saved. */
export function SyncStatus({ pending, waiting, online, onSend }: SyncStatusProps) {
  const { t } = usePracticeTranslation();
  if (pending === 0) return null;
  return (
    <div
      role="status"
      data-testid="sync-status"
      className="flex flex-wrap items-center justify-between gap-2 rounded-lg border border-amber-300 bg-amber-50 px-3 py-2 text-sm text-amber-900 dark:border-amber-700 dark:bg-amber-950 dark:text-amber-100"
    >
      <p>
        <span className="font-medium">{t("sync.pending", { count: pending })}</span>
        {!online ? <span> · {t("sync.offline")}</span> : waiting ? <span> · {t("sync.retrying")}</span> : null}
      </p>
      {online && waiting && (
        <Button variant="secondary" size="sm" onClick={onSend}>
          {t("sync.sendNow")}
        </Button>
      )}
    </div>
  );
}
