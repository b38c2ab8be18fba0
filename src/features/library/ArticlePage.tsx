/**
 * /article/:articleId: an article with its level and reading time; tapping or selecting any
 * word opens its lexicon card, which keeps the word with its sentence; comprehension questions at the end.
 */
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { useParams } from "react-router";
import type { ScreenProps } from "../../app/screen";
import { LoadFailed } from "../../components/ui/LoadFailed";
import { Loading } from "../../components/ui/Spinner";
import { ApiRequestError } from "../../lib/api";
import { useAuth } from "../../lib/auth/AuthProvider";
import { useDocumentTitle } from "../../lib/document-title";
import { fetchArticle, libraryKeys } from "./api";
import { ItemHeader, NotInLibrary } from "./ItemHeader";
import { Questions } from "./Questions";
import { TappableText, type WordPick } from "./TappableText";
import { useLibraryTranslation } from "./translations";
import { WordCard } from "./WordCard";

export default function ArticlePage(_: ScreenProps) {
  const { t } = useLibraryTranslation();
  const { user } = useAuth();
  const { articleId = "" } = useParams();
  const [pick, setPick] = useState<WordPick | null>(null);
  const article = useQuery({
    queryKey: libraryKeys.item(user?.id ?? "", "article", articleId),
    queryFn: () => fetchArticle(articleId),
    retry: (count, err) => !(err instanceof ApiRequestError && err.status === 404) && count < 2,
  });
  useDocumentTitle(article.data?.title ?? "");

  if (article.isPending) return <Loading label={t("item.loading")} className="px-4 py-10" />;
  if (article.error instanceof ApiRequestError && article.error.status === 404) return <NotInLibrary />;
  if (!article.data)
    return (
      <LoadFailed
        className="px-4 py-10"
        message={t("item.loadFailed")}
        retryLabel={t("questions.again")}
        onRetry={() => void article.refetch()}
      />
    );
  const { data } = article;
  return (
    <article className="mx-auto max-w-3xl px-4 py-6 sm:py-10">
      <ItemHeader title={data.title} level={data.level} topic={data.topic} time={t("item.readingTime", { count: data.minutes })} />
      <p lang="en" className="mt-4 text-lg text-slate-700 dark:text-slate-300">
        {data.summary}
      </p>
      <p className="mt-2 text-sm text-slate-600 dark:text-slate-400">{t("item.tapHint")}</p>
      <div className="mt-6 space-y-4 text-lg text-slate-900 dark:text-slate-100" data-testid="article-text">
        {data.paragraphs.map((paragraph, i) => (
          <TappableText key={i} text={paragraph} onPick={setPick} />
        ))}
      </div>
      <Questions kind="article" itemId={data.id} questions={data.questions} counted={data.countedAttempt} />
      <WordCard pick={pick} onClose={() => setPick(null)} />
    </article>
  );
}
