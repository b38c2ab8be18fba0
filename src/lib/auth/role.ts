import type { User } from "@supabase/auth-js";

/** The product role the access token carries (`app_metadata.role`), which the Worker's routes check. */
export const isTeacher = (user: User | null | undefined): boolean =>
  (user?.app_metadata as { role?: unknown } | undefined)?.role === "teacher";
