import type { User } from "@supabase/auth-js";
import { useId } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { classNames, focusRing } from "../../components/ui/class-names";
import { useAuth } from "../../lib/auth/AuthProvider";
import { isTeacher } from "../../lib/auth/role";
import { NeedsQueryClient } from "../../lib/deferred-query-client";
import { lazyWhenOnline } from "../../lib/load-when-online";
import { FramePart } from "../error-boundary";
import { useShellTranslation } from "../../features/shell/translations";
import { ACCOUNT_LINKS, CLASS_MEMBER_LINKS, TEACHER_LINKS } from "./menu-links";
import { useDisclosure } from "./use-disclosure";

/** The name to greet the person by: the name given at sign-up (or Google's), else the email. */
function displayName(user: User): string {
  const metadata = user.user_metadata as Record<string, unknown> | undefined;
  for (const key of ["full_name", "name"]) {
    const value = metadata?.[key];
    if (typeof value === "string" && value.trim()) return value.trim();
  }
  return user.email ?? "";
}

const NotificationBell = lazyWhenOnline(() => import("./NotificationBell"));
const ClassMemberOnly = lazyWhenOnline(() => import("../../features/teaching/ClassMemberOnly"));

const itemClasses = classNames(
  "flex w-full items-center rounded-md px-3 py-2 text-left text-sm text-slate-700 hover:bg-slate-100 hover:text-slate-900 dark:text-slate-200 dark:hover:bg-slate-800 dark:hover:text-white",
  focusRing,
);

/**
 * The signed-in person's name, disclosing links to their own pages (profile, achievements, test history,
 * notifications) and sign-out (no menu library: this is
 * on every page). The phone header has room only for the initial: there the name is read out by
 * screen readers and shown in the panel.
 */
export default function AccountMenu({ user, compact }: { user: User; compact: boolean }) {
  // Registers the shell's strings, which the links' "shell:" labels read.
  useShellTranslation();
  const { t } = useTranslation(["common", "shell"]);
  const { signOut } = useAuth();
  const { open, toggle, close, container, button } = useDisclosure();
  const panelId = useId();
  const name = displayName(user);

  const signOutHere = () => {
    close();
    signOut().then(
      ({ error }) => {
        // This device is signed out either way; only the server could not end the session itself.
        if (error) console.warn("The server could not end the session", error);
      },
      (error: unknown) => console.error("Sign-out failed", error),
    );
  };

  return (
    <>
      {/* The bell comes with the menu: signed-in only, and outside the first route. */}
      <FramePart fallback={<span aria-hidden="true" className="inline-block size-9" />}>
        <NeedsQueryClient>
          <NotificationBell userId={user.id} />
        </NeedsQueryClient>
      </FramePart>
      <div ref={container} className="relative">
        <button
          ref={button}
          type="button"
          aria-expanded={open}
          aria-controls={panelId}
          onClick={toggle}
          className={classNames(
            "flex items-center gap-2 rounded-lg p-1.5 text-sm font-medium text-slate-700 hover:bg-slate-100 dark:text-slate-200 dark:hover:bg-slate-800",
            focusRing,
          )}
        >
          <span
            aria-hidden="true"
            className="grid size-7 shrink-0 place-items-center rounded-full bg-indigo-600 text-xs font-semibold text-white dark:bg-indigo-500"
          >
            {name.charAt(0).toUpperCase()}
          </span>
          <span className={compact ? "sr-only" : "max-w-40 truncate max-sm:sr-only"}>{name}</span>
        </button>
        <div
          id={panelId}
          hidden={!open}
          className="absolute right-0 z-40 mt-1 w-56 rounded-lg border border-slate-200 bg-white p-1 shadow-lg dark:border-slate-700 dark:bg-slate-900"
        >
          <div className="border-b border-slate-200 px-3 py-2 dark:border-slate-700">
            <p className="truncate text-sm font-medium text-slate-900 dark:text-white">{name}</p>
            {user.email && user.email !== name && <p className="truncate text-xs text-slate-500 dark:text-slate-400">{user.email}</p>}
          </div>
          <ul className="pt-1">
            {isTeacher(user) &&
              TEACHER_LINKS.map((link) => (
                <li key={link.to}>
                  <Link to={link.to} className={itemClasses}>
                    {t(link.labelKey)}
                  </Link>
                </li>
              ))}
            <FramePart>
              <NeedsQueryClient>
                <ClassMemberOnly userId={user.id}>
                  {CLASS_MEMBER_LINKS.map((link) => (
                    <li key={link.to}>
                      <Link to={link.to} className={itemClasses}>
                        {t(link.labelKey)}
                      </Link>
                    </li>
                  ))}
                </ClassMemberOnly>
              </NeedsQueryClient>
            </FramePart>
            {ACCOUNT_LINKS.map((link) => (
              <li key={link.to}>
                <Link to={link.to} className={itemClasses}>
                  {t(link.labelKey)}
                </Link>
              </li>
            ))}
            <li>
              <button type="button" onClick={signOutHere} className={itemClasses}>
                {t("account.signOut")}
              </button>
            </li>
          </ul>
        </div>
      </div>
    </>
  );
}
