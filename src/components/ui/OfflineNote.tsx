import { classNames } from "./class-names";

/** The discreet "AI offline mode" badge; the longer explanation is its tooltip and accessible description. */
export function OfflineNote({ label, hint, className }: { label: string; hint?: string; className?: string }) {
  return (
    <p
      title={hint}
      data-testid="ai-offline-note"
      className={classNames(
        "inline-flex items-center gap-1.5 rounded-full bg-amber-50 px-2 py-0.5 text-xs font-medium text-amber-800 ring-1 ring-amber-200 ring-inset dark:bg-amber-500/10 dark:text-amber-200 dark:ring-amber-500/30",
        className,
      )}
    >
      <span aria-hidden="true" className="size-1.5 rounded-full bg-amber-500" />
      {label}
      {hint && <span className="sr-only">. {hint}</span>}
    </p>
  );
}
