/**
 * The forum endpoints (worker/routes/forum.ts) as TanStack Query keys and calls. Every key lives
 * under the account's root, so all of it goes at sign-out. Path parameters are encoded here
 * (src/lib/api-client.ts): an id from a shared link must stay inside its own path segment.
 */
import type { AppointModerator, ForumTarget, PostCreate, PostEdit, PostListQuery, ReportInput } from "../../../worker/contract/forum";
import { api, call } from "../../lib/api-client";
import { accountQueryKey } from "../../lib/auth/account-queries";

const forumKey = (userId: string, ...rest: readonly unknown[]) => [...accountQueryKey(userId), "forum", ...rest] as const;

export const forumKeys = {
  all: (userId: string) => forumKey(userId),
  lists: (userId: string) => forumKey(userId, "list"),
  list: (userId: string, query: PostListQuery) => forumKey(userId, "list", query),
  thread: (userId: string, postId: string) => forumKey(userId, "thread", postId),
  /** The replies after the thread's first page, from the cursor the thread handed out. */
  laterReplies: (userId: string, postId: string, from: string | null) => forumKey(userId, "thread", postId, "replies", from),
  edits: (userId: string, target: ForumTarget, id: string) => forumKey(userId, "edits", target, id),
  moderation: (userId: string) => forumKey(userId, "moderation"),
  moderators: (userId: string) => forumKey(userId, "moderators"),
  essays: (userId: string) => forumKey(userId, "essays"),
};

const param = (id: string) => ({ id: encodeURIComponent(id) });

export const fetchPosts = (query: PostListQuery, cursor: string | null) =>
  call(
    api.forum.posts.$get({
      query: {
        view: query.view,
        ...(query.category && { category: query.category }),
        ...(query.tag && { tag: query.tag }),
        ...(query.q && { q: query.q }),
        ...(cursor && { cursor }),
      },
    }),
  );
export const fetchThread = (id: string) => call(api.forum.posts[":id"].$get({ param: param(id) }));
export const fetchReplies = (id: string, cursor: string) =>
  call(api.forum.posts[":id"].replies.$get({ param: param(id), query: { cursor } }));
export const askQuestion = (json: PostCreate) => call(api.forum.posts.$post({ json }));
export const editPost = (id: string, json: PostEdit) => call(api.forum.posts[":id"].$patch({ param: param(id), json }));
export const deletePost = (id: string) => call(api.forum.posts[":id"].$delete({ param: param(id) }));
export const replyTo = (id: string, body: string) => call(api.forum.posts[":id"].replies.$post({ param: param(id), json: { body } }));
export const editReply = (id: string, body: string) => call(api.forum.replies[":id"].$patch({ param: param(id), json: { body } }));
export const deleteReply = (id: string) => call(api.forum.replies[":id"].$delete({ param: param(id) }));
export const acceptReply = async (postId: string, replyId: string | null): Promise<void> => {
  if (replyId === null) await call(api.forum.posts[":id"].accepted.$delete({ param: param(postId) }));
  else await call(api.forum.posts[":id"].accepted.$put({ param: param(postId), json: { reply_id: replyId } }));
};

const targets = { post: () => api.forum.posts[":id"], reply: () => api.forum.replies[":id"] };

export const setVote = (target: ForumTarget, id: string, up: boolean) =>
  call(up ? targets[target]().vote.$put({ param: param(id) }) : targets[target]().vote.$delete({ param: param(id) }));
export const setHidden = async (target: ForumTarget, id: string, hidden: boolean): Promise<void> => {
  if (hidden) await call(targets[target]().hidden.$put({ param: param(id) }));
  else await call(targets[target]().hidden.$delete({ param: param(id) }));
};
export const fetchEdits = (target: ForumTarget, id: string) => call(targets[target]().edits.$get({ param: param(id) }));
export const report = (json: ReportInput) => call(api.forum.reports.$post({ json }));
export const fetchModerationQueue = () => call(api.forum.moderation.$get());
export const dismissReport = (id: string) => call(api.forum.reports[":id"].$delete({ param: param(id) }));
export const fetchModerators = () => call(api.forum.moderators.$get());
export const appointModerator = (json: AppointModerator) => call(api.forum.moderators.$post({ json }));
export const dismissModerator = (userId: string) =>
  call(api.forum.moderators[":userId"].$delete({ param: { userId: encodeURIComponent(userId) } }));
/** The asker's own writing submissions, to attach one for feedback. */
export const fetchOwnEssays = () => call(api.ielts.submissions.$get({ query: { section: "writing", limit: "50" } }));
