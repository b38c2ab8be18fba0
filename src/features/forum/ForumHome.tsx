/**
 * The forum's front page: newest, top and unanswered questions (tabs), a moderation tab
 * for moderators (with the moderators themselves for forum admins), search in titles and texts, a category and a tag filter, pages loaded
 * with "Show more", and "Ask a question".
 */
import { useInfiniteQuery } from "@tanstack/react-query";
import { useState, type FormEvent } from "react";
import { useTranslation } from "react-i18next";
import { Link, useSearchParams } from "react-router";
import { FORUM_CATEGORIES, FORUM_VIEWS, type ForumCategory, type PostListQuery, type PostSummary } from "../../../worker/contract/forum";
import type { ScreenProps } from "../../app/screen";
import { Button } from "../../components/ui/Button";
import { LoadFailed } from "../../components/ui/LoadFailed";
import { Select } from "../../components/ui/Select";
import { Loading } from "../../components/ui/Spinner";
import { Tabs } from "../../components/ui/Tabs";
import { useDocumentTitle } from "../../lib/document-title";
import { fetchPosts, forumKeys } from "./api";
import { AskDialog } from "./AskDialog";
import { fieldClasses } from "./fields";
import { Badge, PostMeta } from "./PostMeta";
import { ModerationPanel } from "./ModerationPanel";
import { threadPath } from "./rules";
import { useForumTranslation } from "./translations";

type Filters = Omit<PostListQuery, "view" | "cursor" | "limit">;

function PostItem({ post }: { post: PostSummary }) {
  const { t } = useForumTranslation();
  return (
    <li className="flex gap-3 py-4" data-testid="forum-post">
      <div className="flex w-14 shrink-0 flex-col items-center text-center text-xs text-slate-600 dark:text-slate-300">
        <span className="text-lg font-semibold text-slate-900 dark:text-white">{post.score}</span>
        <span>{t("votes", { count: post.score })}</span>
      </div>
      <div className="min-w-0 flex-1">
        <Link
          to={threadPath(post.id)}
          className="font-semibold break-words text-indigo-800 underline-offset-2 hover:underline dark:text-indigo-200"
        >
          {post.title}
        </Link>
        <div className="mt-1 flex flex-wrap items-center gap-2 text-xs">
          {post.answered && <Badge tone="green">{t("answered")}</Badge>}
          {post.has_essay && <Badge tone="sky">{t("essayAttached")}</Badge>}
          {post.hidden && <Badge tone="red">{t("hidden")}</Badge>}
          <span className="text-slate-600 dark:text-slate-300">{t("replies", { count: post.reply_count })}</span>
        </div>
        <PostMeta item={post} />
      </div>
    </li>
  );
}

function PostListView({ userId, query }: { userId: string; query: PostListQuery }) {
  const { t } = useForumTranslation();
  const { t: tCommon } = useTranslation();
  const list = useInfiniteQuery({
    queryKey: forumKeys.list(userId, query),
    queryFn: ({ pageParam }) => fetchPosts(query, pageParam),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.next_cursor,
  });
  if (list.isPending) return <Loading label={tCommon("loading")} />;
  if (list.isError) return <LoadFailed message={t("loadFailed")} retryLabel={t("retry")} onRetry={() => void list.refetch()} />;
  const posts = list.data.pages.flatMap((page) => page.posts);
  if (posts.length === 0) return <p className="py-6 text-slate-600 dark:text-slate-300">{t("empty")}</p>;
  return (
    <div>
      <ul className="divide-y divide-slate-200 dark:divide-slate-700">
        {posts.map((post) => (
          <PostItem key={post.id} post={post} />
        ))}
      </ul>
      {list.hasNextPage && (
        <Button variant="secondary" className="mt-3" disabled={list.isFetchingNextPage} onClick={() => void list.fetchNextPage()}>
          {t("showMore")}
        </Button>
      )}
    </div>
  );
}

/** Whether the reader moderates and appoints moderators: the list says so (and the moderation tab shows). */
function useForumPowers(userId: string): { canModerate: boolean; canAppoint: boolean } {
  const first = useInfiniteQuery({
    queryKey: forumKeys.list(userId, { view: "newest" }),
    queryFn: ({ pageParam }) => fetchPosts({ view: "newest" }, pageParam),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.next_cursor,
  });
  const page = first.data?.pages[0];
  return { canModerate: page?.can_moderate ?? false, canAppoint: page?.can_appoint ?? false };
}

export function ForumHome({ userId, titleKey }: { userId: string } & ScreenProps) {
  const { t } = useForumTranslation();
  const { t: tPages } = useTranslation("pages");
  const title = tPages(`routes.${titleKey}`);
  useDocumentTitle(title);
  const [searchParams, setSearchParams] = useSearchParams();
  const [asking, setAsking] = useState(false);
  const [typed, setTyped] = useState(searchParams.get("q") ?? "");
  const [viewIndex, setViewIndex] = useState(0);
  const { canModerate, canAppoint } = useForumPowers(userId);
  const category = FORUM_CATEGORIES.find((c) => c === searchParams.get("category"));
  const filters: Filters = { category, tag: searchParams.get("tag") ?? undefined, q: searchParams.get("q") ?? undefined };
  const setFilter = (name: keyof Filters, value: string | undefined) => {
    const next = new URLSearchParams(searchParams);
    if (value) next.set(name, value);
    else next.delete(name);
    setSearchParams(next, { replace: true });
  };
  const search = (event: FormEvent) => {
    event.preventDefault();
    setFilter("q", typed.trim() || undefined);
  };
  const views = FORUM_VIEWS.map((view) => ({
    id: view,
    label: t(`views.${view}`),
    panel: <PostListView userId={userId} query={{ view, ...filters }} />,
  }));
  const tabs = canModerate
    ? [...views, { id: "moderation", label: t("moderation.tab"), panel: <ModerationPanel userId={userId} canAppoint={canAppoint} /> }]
    : views;
  return (
    <div className="mx-auto flex max-w-3xl flex-col gap-4 px-3 py-5 sm:gap-6 sm:px-4 sm:py-10">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <h1 className="text-2xl font-semibold text-slate-900 dark:text-white">{title}</h1>
          <p className="mt-1 text-sm text-slate-600 dark:text-slate-300">{t("intro")}</p>
        </div>
        <Button onClick={() => setAsking(true)}>{t("ask.open")}</Button>
      </div>
      <div className="flex flex-col gap-3 sm:flex-row sm:flex-wrap sm:items-end">
        <form role="search" onSubmit={search} className="flex min-w-0 flex-1 gap-2">
          <label htmlFor="forum-search" className="sr-only">
            {t("search.label")}
          </label>
          <input
            id="forum-search"
            type="search"
            value={typed}
            onChange={(e) => setTyped(e.target.value)}
            placeholder={t("search.placeholder")}
            className={fieldClasses}
          />
          <Button type="submit" variant="secondary">
            {t("search.submit")}
          </Button>
        </form>
        <Select<ForumCategory | "all">
          label={t("category")}
          value={category ?? "all"}
          options={[
            { value: "all", label: t("allCategories") },
            ...FORUM_CATEGORIES.map((value) => ({ value, label: t(`categories.${value}`) })),
          ]}
          onChange={(value) => setFilter("category", value === "all" ? undefined : value)}
          className="flex-wrap"
        />
      </div>
      {filters.tag && (
        <p className="flex flex-wrap items-center gap-2 text-sm text-slate-700 dark:text-slate-200">
          {t("taggedWith", { tag: filters.tag })}
          <Button size="sm" variant="ghost" onClick={() => setFilter("tag", undefined)}>
            {t("clearTag")}
          </Button>
        </p>
      )}
      <Tabs label={t("views.label")} items={tabs} selectedIndex={Math.min(viewIndex, tabs.length - 1)} onChange={setViewIndex} />
      <AskDialog userId={userId} open={asking} onClose={() => setAsking(false)} />
    </div>
  );
}
