/** Who wrote a post or reply and when, the category and tags of a post, and the small coloured badges. */
import type { ReactNode } from "react";
import { Link } from "react-router";
import type { PostSummary, Reply } from "../../../worker/contract/forum";
import { useForumTranslation } from "./translations";

const tones = {
  green: "bg-emerald-100 text-emerald-900 dark:bg-emerald-900 dark:text-emerald-100",
  sky: "bg-sky-100 text-sky-900 dark:bg-sky-900 dark:text-sky-100",
  red: "bg-red-100 text-red-900 dark:bg-red-900 dark:text-red-100",
  slate: "bg-slate-100 text-slate-800 dark:bg-slate-800 dark:text-slate-100",
};

export function Badge({ tone, children }: { tone: keyof typeof tones; children: ReactNode }) {
  return <span className={`inline-flex rounded-full px-2 py-0.5 text-xs font-medium ${tones[tone]}`}>{children}</span>;
}

export function useForumDate() {
  const { i18n } = useForumTranslation();
  return (iso: string) => new Intl.DateTimeFormat(i18n.language, { dateStyle: "medium", timeStyle: "short" }).format(new Date(iso));
}

export function PostMeta({ item }: { item: PostSummary | Reply }) {
  const { t } = useForumTranslation();
  const date = useForumDate();
  const name = item.author.display_name || t("member");
  return (
    <p className="mt-1 flex flex-wrap items-center gap-x-2 gap-y-1 text-xs text-slate-600 dark:text-slate-300">
      <span>{t("byOn", { name, date: date(item.created_at) })}</span>
      {"category" in item && (
        <Link to={`/forum?category=${item.category}`} className="underline-offset-2 hover:underline">
          {t(`categories.${item.category}`)}
        </Link>
      )}
      {"tags" in item &&
        item.tags.map((tag) => (
          <Link
            key={tag}
            to={`/forum?tag=${encodeURIComponent(tag)}`}
            className="rounded bg-slate-100 px-1.5 py-0.5 text-slate-800 dark:bg-slate-800 dark:text-slate-100"
          >
            #{tag}
          </Link>
        ))}
    </p>
  );
}
