import { Link } from "react-router";
import type { LibraryLevel, LibraryTopic } from "../../../worker/contract/library-content";
import { useLibraryTranslation } from "./translations";

/** Title, level, topic and reading or listening time of an article or episode, with the way back to the list. */
export function ItemHeader({ title, level, topic, time }: { title: string; level: LibraryLevel; topic: LibraryTopic; time: string }) {
  const { t } = useLibraryTranslation();
  return (
    <header>
      <Link to="/library" className="text-sm font-medium text-indigo-700 underline dark:text-indigo-300">
        {t("item.back")}
      </Link>
      <h1 lang="en" className="mt-2 text-2xl font-semibold text-slate-900 sm:text-3xl dark:text-white">
        {title}
      </h1>
      <p className="mt-2 flex flex-wrap gap-2 text-sm text-slate-700 dark:text-slate-300">
        <span className="rounded-full bg-indigo-100 px-2 py-0.5 font-medium text-indigo-900 dark:bg-indigo-500/20 dark:text-indigo-100">
          {t("item.level", { level })}
        </span>
        <span>{t(`topics.${topic}`)}</span>
        <span aria-hidden="true">·</span>
        <span>{time}</span>
      </p>
    </header>
  );
}

/** The state of an item that is not (or no longer) in the library. */
export function NotInLibrary() {
  const { t } = useLibraryTranslation();
  return (
    <section className="mx-auto max-w-3xl px-4 py-10" data-testid="library-not-found">
      <h1 className="text-2xl font-semibold text-slate-900 dark:text-white">{t("item.notFound")}</h1>
      <Link to="/library" className="mt-3 inline-block font-medium text-indigo-700 underline dark:text-indigo-300">
        {t("item.back")}
      </Link>
    </section>
  );
}
