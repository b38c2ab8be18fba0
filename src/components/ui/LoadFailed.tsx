import { useTranslation } from "react-i18next";
import { ApiRequestError } from "../../lib/api";
import { Button } from "./Button";
import { classNames } from "./class-names";

type LoadFailedProps = { onRetry: () => void; className?: string } & (
  | {
      /** A screen's main content: a box that says it failed, with the server's message (or that the network is down). */
      error: Error;
      message?: never;
      retryLabel?: never;
    }
  | {
      /** A section of a screen: one line in the caller's words. */
      message: string;
      retryLabel: string;
      error?: never;
    }
);

/** Data that could not be loaded: says so and offers to try again. */
export function LoadFailed({ error, message, retryLabel, onRetry, className }: LoadFailedProps) {
  const { t } = useTranslation();
  if (error)
    return (
      <div
        role="alert"
        className={classNames(
          "rounded-xl border border-red-200 bg-red-50 p-4 text-sm text-red-900 dark:border-red-900 dark:bg-red-950 dark:text-red-100",
          className,
        )}
      >
        <p className="font-semibold">{t("loadError.title")}</p>
        <p className="mt-1">{error instanceof ApiRequestError ? error.message : t("loadError.network")}</p>
        <Button variant="secondary" size="sm" className="mt-3" onClick={onRetry}>
          {t("loadError.retry")}
        </Button>
      </div>
    );
  return (
    <div role="alert" className={classNames("flex flex-wrap items-center gap-3 text-sm text-red-700 dark:text-red-300", className)}>
      <span>{message}</span>
      <Button size="sm" variant="secondary" onClick={onRetry}>
        {retryLabel}
      </Button>
    </div>
  );
}
