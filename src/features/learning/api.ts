/** Mistakes → review cards and the learner's own FSRS parameters (worker/routes/mistakes.ts, worker/routes/vocabulary.ts). */
import { api, call } from "../../lib/api-client";
import { accountQueryKey } from "../../lib/auth/account-queries";

export const learningKeys = {
  findings: (userId: string, submissionId: string) => [...accountQueryKey(userId), "mistakes", submissionId] as const,
  settings: (userId: string) => [...accountQueryKey(userId), "mistakes", "settings"] as const,
  fsrs: (userId: string) => [...accountQueryKey(userId), "fsrs"] as const,
};

export const fetchFindings = (submissionId: string) =>
  call(api.mistakes.submissions[":id"].$get({ param: { id: encodeURIComponent(submissionId) } }));

export const makeCard = (submissionId: string, index: number) =>
  call(
    api.mistakes.submissions[":id"].findings[":index"].card.$post({
      param: { id: encodeURIComponent(submissionId), index: String(index) },
    }),
  );

export const fetchMistakeSettings = () => call(api.mistakes.settings.$get());
export const updateMistakeSettings = (automatic: boolean) => call(api.mistakes.settings.$patch({ json: { automatic } }));

export const fetchFsrsParameters = () => call(api.vocabulary.fsrs.$get());
export const optimiseFsrsParameters = () => call(api.vocabulary.fsrs.optimise.$post());
