/** The study goals the profile edits: learner goals (progress API) and the SRS desired retention (vocabulary API). */
import type { LearnerGoals, LearnerGoalsUpdate } from "../../../worker/contract/progress";
import type { VocabularySettings, VocabularySettingsUpdate } from "../../../worker/contract/srs";
import { apiFetch } from "../../lib/api";
import { accountQueryKey } from "../../lib/auth/account-queries";

export const goalsQueryKey = (userId: string) => [...accountQueryKey(userId), "learner-goals"] as const;
export const vocabularySettingsQueryKey = (userId: string) => [...accountQueryKey(userId), "vocabulary-settings"] as const;

export const fetchGoals = () => apiFetch<LearnerGoals>("/api/progress/goals");
export const updateGoals = (update: LearnerGoalsUpdate) => apiFetch<LearnerGoals>("/api/progress/goals", { method: "PATCH", body: JSON.stringify(update) });

export const fetchVocabularySettings = () => apiFetch<VocabularySettings>("/api/vocabulary/settings");
export const updateVocabularySettings = (update: VocabularySettingsUpdate) =>
  apiFetch<VocabularySettings>("/api/vocabulary/settings", { method: "PATCH", body: JSON.stringify(update) });
