import { Button } from "./Button";
import { classNames } from "./class-names";

/** A section whose data could not be loaded: says so (in the caller's words) and offers to try again. */
export function LoadFailed({
  message,
  retryLabel,
  onRetry,
  className,
}: {
  message: string;
  retryLabel: string;
  onRetry: () => void;
  className?: string;
}) {
  return (
    <div role="alert" className={classNames("flex flex-wrap items-center gap-3 text-sm text-red-700 dark:text-red-300", className)}>
      <span>{message}</span>
      <Button size="sm" variant="secondary" onClick={onRetry}>
        {retryLabel}
      </Button>
    </div>
  );
}
