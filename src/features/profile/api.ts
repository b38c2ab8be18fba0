/** The signed-in user's profile, preferences, study goals and account deletion (worker/routes/profile.ts, progress goals, vocabulary settings, account.ts). */
import type { QueryClient } from "@tanstack/react-query";
import { toast } from "sonner";
import type { AccountDeletionRequest } from "../../../worker/contract/account";
import type { Preferences, Profile, ProfileLanguage, ProfileUpdate, Theme } from "../../../worker/contract/profile";
import type { LearnerGoals, LearnerGoalsUpdate } from "../../../worker/contract/progress";
import type { VocabularySettings, VocabularySettingsUpdate } from "../../../worker/contract/srs";
import { apiFetch, ApiRequestError } from "../../lib/api";
import { accountQueryKey } from "../../lib/auth/account-queries";

export const profileQueryKey = (userId: string) => [...accountQueryKey(userId), "profile"] as const;

export const fetchProfile = () => apiFetch<Profile>("/api/profile");

export const updateProfile = (update: ProfileUpdate) =>
  apiFetch<Profile>("/api/profile", { method: "PATCH", body: JSON.stringify(update) });

export const fetchPreferences = () => apiFetch<Preferences>("/api/preferences");

export const savePreferences = (preferences: Preferences) =>
  apiFetch<Preferences>("/api/preferences", { method: "PUT", body: JSON.stringify(preferences) });

/** A profile that cannot be loaded means Russian (spec §8), the same as a new profile's default. */
export const FALLBACK_PROFILE_LANGUAGE: ProfileLanguage = "ru";

/** The server had no profile although the sign-in should have created one. */
export const isMissingProfile = (error: unknown) => error instanceof ApiRequestError && error.code === "profile_not_found";

/**
 * The profile was created by this sign-in: the server creates it at the first confirmed sign-in with
 * equal created and updated times, and every later sign-in (or change) moves `updatedAt`.
 */
export const isNewProfile = (profile: Profile) => profile.createdAt === profile.updatedAt;

/** Saves the interface language to the profile, keeping the cached profile in step; a failure is shown (spec §8). */
export async function savePreferredLanguage(
  queryClient: QueryClient,
  userId: string,
  language: ProfileLanguage,
  /** Read when it fails, so it is in the language just chosen. */
  failureMessage: () => string,
) {
  try {
    queryClient.setQueryData(profileQueryKey(userId), await updateProfile({ preferredLanguage: language }));
  } catch (error) {
    console.warn("The language could not be saved", error);
    toast.error(failureMessage());
  }
}

/** Saves the theme for the signed-in user; like every theme call, a failure is only logged (spec §8). */
export function saveTheme(theme: Theme): void {
  savePreferences({ theme }).catch((error: unknown) => console.warn("The theme could not be saved", error));
}

/** The study goals the profile edits: learner goals (progress API) and the SRS desired retention (vocabulary API). */
export const goalsQueryKey = (userId: string) => [...accountQueryKey(userId), "learner-goals"] as const;
export const vocabularySettingsQueryKey = (userId: string) => [...accountQueryKey(userId), "vocabulary-settings"] as const;

export const fetchGoals = () => apiFetch<LearnerGoals>("/api/progress/goals");
export const updateGoals = (update: LearnerGoalsUpdate) => apiFetch<LearnerGoals>("/api/progress/goals", { method: "PATCH", body: JSON.stringify(update) });

export const fetchVocabularySettings = () => apiFetch<VocabularySettings>("/api/vocabulary/settings");
export const updateVocabularySettings = (update: VocabularySettingsUpdate) =>
  apiFetch<VocabularySettings>("/api/vocabulary/settings", { method: "PATCH", body: JSON.stringify(update) });

/** Erases everything of the signed-in user, for good (DELETE /api/account). */
export const deleteAccount = (request: AccountDeletionRequest) => apiFetch<void>("/api/account", { method: "DELETE", body: JSON.stringify(request) });
