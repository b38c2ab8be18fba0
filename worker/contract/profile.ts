/**
 * The signed-in user's profile and preferences (GET|PATCH /api/profile, GET|PUT /api/preferences).
 * Shared by the Worker and the SPA's forms.
 */
import { z } from "zod";
import { nameText } from "./text";

export const USER_ROLES = ["learner", "teacher"] as const;
export type UserRole = (typeof USER_ROLES)[number];
export const DEFAULT_USER_ROLE: UserRole = "learner";

/** Interface languages a profile can prefer; Russian is the default (spec §4). */
export const PROFILE_LANGUAGES = ["en", "ru", "kk"] as const;
export type ProfileLanguage = (typeof PROFILE_LANGUAGES)[number];

export const THEMES = ["light", "dark", "system"] as const;
export type Theme = (typeof THEMES)[number];
export const DEFAULT_THEME: Theme = "system";

export const FULL_NAME_MAX_LENGTH = 100;

function isTimeZone(value: string): boolean {
  try {
    new Intl.DateTimeFormat("en", { timeZone: value });
    return true;
  } catch {
    return false;
  }
}

export const profileSchema = z.object({
  id: z.string(),
  email: z.string(),
  fullName: z.string().nullable(),
  preferredLanguage: z.enum(PROFILE_LANGUAGES),
  role: z.enum(USER_ROLES),
  timezone: z.string(),
  lastLogin: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Profile = z.infer<typeof profileSchema>;

/** The profile was created by the sign-in that is happening now ('Profile created successfully!'). */
export const isFirstSignIn = (profile: Profile) => profile.lastLogin === profile.createdAt;

export const profileUpdateSchema = z
  .object({
    fullName: nameText("name", FULL_NAME_MAX_LENGTH).nullable(),
    preferredLanguage: z.enum(PROFILE_LANGUAGES),
    role: z.enum(USER_ROLES),
    timezone: z.string().min(1).max(64).refine(isTimeZone, "Unknown time zone"),
  })
  .partial()
  .strict()
  .refine((update) => Object.keys(update).length > 0, "Nothing to update");
export type ProfileUpdate = z.infer<typeof profileUpdateSchema>;

export const preferencesSchema = z.object({ theme: z.enum(THEMES) }).strict();
export type Preferences = z.infer<typeof preferencesSchema>;
