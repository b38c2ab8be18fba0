import { ApiRequestError } from "../../../lib/api";
import { Button } from "../../../components/ui/Button";
import { useIeltsTranslation } from "../translations";

/** A failed load: the server's message (or that the network is down) and a way to try again. */
export function LoadError({ error, onRetry }: { error: Error; onRetry: () => void }) {
  const { t } = useIeltsTranslation();
  const message = error instanceof ApiRequestError ? error.message : t("errors.network");
  return (
    <div
      role="alert"
      className="rounded-xl border border-red-200 bg-red-50 p-4 text-sm text-red-900 dark:border-red-900 dark:bg-red-950 dark:text-red-100"
    >
      <p className="font-semibold">{t("errors.loadFailed")}</p>
      <p className="mt-1">{message}</p>
      <Button variant="secondary" size="sm" className="mt-3" onClick={onRetry}>
        {t("errors.retry")}
      </Button>
    </div>
  );
}
