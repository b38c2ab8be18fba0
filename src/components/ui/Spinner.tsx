import { classNames } from "./class-names";

export function Spinner({ className }: { className?: string }) {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 24 24"
      fill="none"
      className={classNames("size-5 animate-spin text-indigo-600 dark:text-indigo-400", className)}
    >
      <circle cx="12" cy="12" r="10" stroke="currentColor" strokeWidth="4" className="opacity-25" />
      <path d="M22 12a10 10 0 0 0-10-10" stroke="currentColor" strokeWidth="4" strokeLinecap="round" />
    </svg>
  );
}

/** A spinner with a text that screen readers announce politely. */
export function Loading({ label, className }: { label: string; className?: string }) {
  return (
    <div role="status" className={classNames("flex items-center justify-center gap-3 p-8", className)}>
      <Spinner />
      <span className="text-sm text-slate-600 dark:text-slate-300">{label}</span>
    </div>
  );
}
