/** The signed-in user's profile, preferences, study goals and account deletion (worker/routes/profile.ts, progress goals, vocabulary settings, account.ts). */
import type { QueryClient } from "@tanstack/react-query";
import { toast } from "sonner";
import type { AccountDeletionRequest } from "../../../worker/contract/account";
import type { Preferences, Profile, ProfileLanguage, ProfileUpdate, Theme } from "../../../worker/contract/profile";
import type { LearnerGoalsUpdate } from "../../../worker/contract/progress";
import type { VocabularySettingsUpdate } from "../../../worker/contract/srs";
import { ApiRequestError } from "../../lib/api";
import { api, call } from "../../lib/api-client";
import { accountQueryKey } from "../../lib/auth/account-queries";

export const profileQueryKey = (userId: string) => [...accountQueryKey(userId), "profile"] as const;

export const fetchProfile = () => call(api.profile.$get());

export const updateProfile = (json: ProfileUpdate) => call(api.profile.$patch({ json }));

export const fetchPreferences = () => call(api.preferences.$get());

export const savePreferences = (json: Preferences) => call(api.preferences.$put({ json }));

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

export const fetchGoals = () => call(api.progress.goals.$get());
export const updateGoals = (json: LearnerGoalsUpdate) => call(api.progress.goals.$patch({ json }));

export const fetchVocabularySettings = () => call(api.vocabulary.settings.$get());
export const updateVocabularySettings = (json: VocabularySettingsUpdate) => call(api.vocabulary.settings.$patch({ json }));

/** Erases everything of the signed-in user, for good (DELETE /api/account). */
export const deleteAccount = (json: AccountDeletionRequest) => call(api.account.$delete({ json }));
