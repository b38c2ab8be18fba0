/** /library: the articles and podcast episodes, filtered by kind, level and topic, one click from each. */
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { Link } from "react-router";
import { LIBRARY_ITEM_KINDS, type LibraryItemKind, type LibraryListQuery } from "../../../worker/contract/library";
import { LIBRARY_LEVELS, LIBRARY_TOPICS, type LibraryLevel, type LibraryTopic } from "../../../worker/contract/library-content";
import type { ScreenProps } from "../../app/screen";
import { Card } from "../../components/ui/Card";
import { LoadFailed } from "../../components/ui/LoadFailed";
import { Select } from "../../components/ui/Select";
import { Loading } from "../../components/ui/Spinner";
import { useAuth } from "../../lib/auth/AuthProvider";
import { useDocumentTitle } from "../../lib/document-title";
import { useTranslation } from "react-i18next";
import { fetchLibrary, libraryKeys } from "./api";
import { useLibraryTranslation } from "./translations";

const ANY = "any";
type Filter<T> = T | typeof ANY;

export default function LibraryPage({ titleKey }: ScreenProps) {
  const { t } = useLibraryTranslation();
  const { t: tPages } = useTranslation("pages");
  const title = tPages(`routes.${titleKey}`);
  useDocumentTitle(title);
  const { user } = useAuth();
  const [kind, setKind] = useState<Filter<LibraryItemKind>>(ANY);
  const [level, setLevel] = useState<Filter<LibraryLevel>>(ANY);
  const [topic, setTopic] = useState<Filter<LibraryTopic>>(ANY);
  const query: LibraryListQuery = {
    ...(kind !== ANY ? { kind } : {}),
    ...(level !== ANY ? { level } : {}),
    ...(topic !== ANY ? { topic } : {}),
  };
  const list = useQuery({ queryKey: libraryKeys.list(user?.id ?? "", query), queryFn: () => fetchLibrary(query) });
  const kindLabels = { article: t("list.kindArticle"), podcast: t("list.kindPodcast") };

  return (
    <section className="mx-auto max-w-5xl px-4 py-6 sm:py-10">
      <h1 className="text-2xl font-semibold text-slate-900 dark:text-white">{title}</h1>
      <p className="mt-2 max-w-3xl text-slate-700 dark:text-slate-300">{t("list.intro")}</p>
      <div className="mt-5 flex flex-wrap gap-x-5 gap-y-3">
        <Select
          label={t("list.kind")}
          value={kind}
          onChange={setKind}
          options={[{ value: ANY, label: t("list.kindAll") }, ...LIBRARY_ITEM_KINDS.map((k) => ({ value: k, label: kindLabels[k] }))]}
        />
        <Select
          label={t("list.level")}
          value={level}
          onChange={setLevel}
          options={[{ value: ANY, label: t("list.any") }, ...LIBRARY_LEVELS.map((l) => ({ value: l, label: l }))]}
        />
        <Select
          label={t("list.topic")}
          value={topic}
          onChange={setTopic}
          options={[{ value: ANY, label: t("list.any") }, ...LIBRARY_TOPICS.map((tp) => ({ value: tp, label: t(`topics.${tp}`) }))]}
        />
      </div>
      {list.isPending ? (
        <Loading label={t("item.loading")} />
      ) : list.isError ? (
        <LoadFailed className="mt-6" message={t("item.loadFailed")} retryLabel={t("questions.again")} onRetry={() => void list.refetch()} />
      ) : list.data.items.length === 0 ? (
        <p className="mt-6 text-slate-700 dark:text-slate-300">{t("list.empty")}</p>
      ) : (
        <ul className="mt-6 grid gap-4 sm:grid-cols-2">
          {list.data.items.map((item) => (
            <li key={`${item.kind}-${item.id}`}>
              <Card className="h-full">
                <p className="flex flex-wrap gap-2 text-xs font-medium text-slate-600 uppercase dark:text-slate-400">
                  <span>{t(`list.${item.kind}`)}</span>
                  <span aria-hidden="true">·</span>
                  <span>{item.level}</span>
                  <span aria-hidden="true">·</span>
                  <span>{t(`topics.${item.topic}`)}</span>
                </p>
                <h2 lang="en" className="mt-1 text-lg font-semibold">
                  <Link to={`/${item.kind}/${item.id}`} className="text-indigo-700 underline-offset-2 hover:underline dark:text-indigo-300">
                    {item.title}
                  </Link>
                </h2>
                <p lang="en" className="mt-1 text-sm text-slate-700 dark:text-slate-300">
                  {item.summary}
                </p>
                <p className="mt-2 flex flex-wrap gap-3 text-sm text-slate-600 dark:text-slate-400">
                  <span>{t(item.kind === "article" ? "list.articleMinutes" : "list.podcastMinutes", { count: item.minutes })}</span>
                  {item.countedAttempt && <span>{t("list.score", item.countedAttempt)}</span>}
                </p>
              </Card>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
