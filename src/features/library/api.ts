/** The library's calls to the Worker (worker/routes/library.ts) and their query keys, under the account's root. */
import type { LibraryAnswersRequest, LibraryItemKind, LibraryListQuery } from "../../../worker/contract/library";
import { api, call } from "../../lib/api-client";
import { accountQueryKey } from "../../lib/auth/account-queries";

export const libraryKeys = {
  all: (userId: string) => [...accountQueryKey(userId), "library"] as const,
  list: (userId: string, query: LibraryListQuery) => [...libraryKeys.all(userId), "list", query] as const,
  item: (userId: string, kind: LibraryItemKind, id: string) => [...libraryKeys.all(userId), kind, id] as const,
};

const param = (id: string) => ({ id: encodeURIComponent(id) });

export const fetchLibrary = (query: LibraryListQuery) => call(api.library.$get({ query }));
export const fetchArticle = (id: string) => call(api.library.articles[":id"].$get({ param: param(id) }));
export const fetchPodcast = (id: string) => call(api.library.podcasts[":id"].$get({ param: param(id) }));

export const submitAnswers = (kind: LibraryItemKind, id: string, json: LibraryAnswersRequest) =>
  kind === "article"
    ? call(api.library.articles[":id"].answers.$post({ param: param(id), json }))
    : call(api.library.podcasts[":id"].answers.$post({ param: param(id), json }));

export const savePlayback = (id: string, positionSeconds: number) =>
  call(api.library.podcasts[":id"].playback.$put({ param: param(id), json: { positionSeconds } }));
