/** Where the account screens send people afterwards, and the links that bring them back. */

/** Only a path of this site: never another origin ("//evil.example", "https://…"), never /auth itself. */
export function safeRedirectPath(value: string | null | undefined): string {
  if (!value || !value.startsWith("/") || value.startsWith("//") || value.startsWith("/\\")) return "/";
  if (value === "/auth" || value.startsWith("/auth?") || value.startsWith("/auth/")) return "/";
  return value;
}

export type AuthPageParams = { redirect?: string; mode?: "reset" | "forgot"; tab?: "signup"; via?: "google" };

/** The /auth address with its parameters; absolute (`origin`) for email links and OAuth returns. */
export function authPageUrl(params: AuthPageParams = {}, origin?: string): string {
  const query = new URLSearchParams();
  for (const [name, value] of Object.entries(params)) {
    if (value && !(name === "redirect" && value === "/")) query.set(name, value);
  }
  const search = query.size > 0 ? `?${query}` : "";
  return `${origin ?? ""}/auth${search}`;
}
