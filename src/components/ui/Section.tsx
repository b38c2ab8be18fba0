import { useId, type ReactNode } from "react";
import { Card } from "./Card";

/** One titled block of the profile settings; the title names the region for screen readers. */
export function Section({ title, description, children }: { title: string; description?: ReactNode; children: ReactNode }) {
  const titleId = useId();
  return (
    <Card role="region" aria-labelledby={titleId} className="flex flex-col gap-4">
      <div>
        <h2 id={titleId} className="text-lg font-semibold text-slate-900 dark:text-white">
          {title}
        </h2>
        {description && <p className="mt-1 text-sm text-slate-600 dark:text-slate-300">{description}</p>}
      </div>
      {children}
    </Card>
  );
}
