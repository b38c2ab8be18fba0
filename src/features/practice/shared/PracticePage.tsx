import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import type { RouteTitleKey } from "../../../app/route-table";
import { classNames } from "../../../components/ui/class-names";
import { useDocumentTitle } from "../../../lib/document-title";

type PracticePageProps = {
  titleKey: RouteTitleKey;
  /** A line under the title. */
  intro?: ReactNode;
  /** Links or buttons beside the title. */
  actions?: ReactNode;
  className?: string;
  children: ReactNode;
};

/** The frame of a review, flashcard or quiz screen: its title (also the tab's) and content. */
export function PracticePage({ titleKey, intro, actions, className, children }: PracticePageProps) {
  const { t } = useTranslation("pages");
  const title = t(`routes.${titleKey}`);
  useDocumentTitle(title);
  return (
    <section className={classNames("mx-auto w-full max-w-3xl px-4 py-6 sm:py-10", className)}>
      <div className="mb-6 flex flex-wrap items-start justify-between gap-3">
        <div>
          <h1 className="text-2xl font-semibold text-slate-900 dark:text-white">{title}</h1>
          {intro && <p className="mt-1 text-slate-600 dark:text-slate-300">{intro}</p>}
        </div>
        {actions && <div className="flex flex-wrap gap-2">{actions}</div>}
      </div>
      {children}
    </section>
  );
}
