import type { User } from "@supabase/auth-js";
import { useTranslation } from "react-i18next";
import { DropdownMenu, DropdownMenuAction, DropdownMenuLink } from "../../components/ui/Menu";
import { useAuth } from "../../lib/auth/AuthProvider";

/** The name to greet the person by: the name given at sign-up (or Google's), else the email. */
function displayName(user: User): string {
  const metadata = user.user_metadata as Record<string, unknown> | undefined;
  for (const key of ["full_name", "name"]) {
    const value = metadata?.[key];
    if (typeof value === "string" && value.trim()) return value.trim();
  }
  return user.email ?? "";
}

/**
 * The signed-in person's name, opening a menu with their profile and sign-out. The phone header has
 * room only for the initial: there the name is read out by screen readers and shown in the menu.
 */
export default function AccountMenu({ user, compact }: { user: User; compact: boolean }) {
  const { t } = useTranslation();
  const { signOut } = useAuth();
  const name = displayName(user);
  const initial = name.charAt(0).toUpperCase();

  const signOutHere = () => {
    signOut().then(
      ({ error }) => {
        // This device is signed out either way; only the server could not end the session itself.
        if (error) console.warn("The server could not end the session", error);
      },
      (error: unknown) => console.error("Sign-out failed", error),
    );
  };

  return (
    <DropdownMenu
      triggerClassName="flex items-center gap-2 rounded-lg p-1.5 text-sm font-medium text-slate-700 hover:bg-slate-100 dark:text-slate-200 dark:hover:bg-slate-800"
      trigger={
        <>
          <span
            aria-hidden="true"
            className="grid size-7 shrink-0 place-items-center rounded-full bg-indigo-600 text-xs font-semibold text-white dark:bg-indigo-500"
          >
            {initial}
          </span>
          <span className={compact ? "sr-only" : "max-w-40 truncate"}>{name}</span>
        </>
      }
    >
      <div className="border-b border-slate-200 px-3 py-2 dark:border-slate-700">
        <p className="truncate text-sm font-medium text-slate-900 dark:text-white">{name}</p>
        {user.email && user.email !== name && <p className="truncate text-xs text-slate-500 dark:text-slate-400">{user.email}</p>}
      </div>
      <DropdownMenuLink to="/profile">{t("account.profile")}</DropdownMenuLink>
      <DropdownMenuAction onSelect={signOutHere}>{t("account.signOut")}</DropdownMenuAction>
    </DropdownMenu>
  );
}
