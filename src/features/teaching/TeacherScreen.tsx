/**
 * The frame of a teachers' screen (dashboard, lessons, shared content): its heading and intro, then the
 * screen for a teacher, or for anyone else why it is not for them and the way to the role setting.
 */
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import type { RouteTitleKey } from "../../app/route-table";
import { buttonClasses } from "../../components/ui/Button";
import { useAuth } from "../../lib/auth/AuthProvider";
import { isTeacher } from "../../lib/auth/role";
import { useDocumentTitle } from "../../lib/document-title";

/** Why a screen is for teachers, with the way to the profile where the role is set. */
export function NotATeacher({ message, openProfile }: { message: string; openProfile: string }) {
  return (
    <div className="flex flex-col items-start gap-3">
      <p className="text-slate-700 dark:text-slate-200">{message}</p>
      <Link to="/profile" className={buttonClasses({ variant: "secondary" })}>
        {openProfile}
      </Link>
    </div>
  );
}

type Props = {
  titleKey: RouteTitleKey;
  intro?: string;
  /** What a learner reads instead of the screen, and the profile link's label. */
  notTeacher: { message: string; openProfile: string };
  children: (userId: string) => ReactNode;
};

export function TeacherScreen({ titleKey, intro, notTeacher, children }: Props) {
  const { t: tPages } = useTranslation("pages");
  const { user } = useAuth();
  const title = tPages(`routes.${titleKey}`);
  useDocumentTitle(title);
  if (!user) return null;
  return (
    <div className="mx-auto flex w-full max-w-5xl min-w-0 flex-col gap-4 px-3 py-5 sm:gap-6 sm:px-4 sm:py-10">
      <div>
        <h1 className="text-2xl font-semibold text-slate-900 dark:text-white">{title}</h1>
        {intro && <p className="mt-1 text-sm text-slate-600 dark:text-slate-300">{intro}</p>}
      </div>
      {isTeacher(user) ? children(user.id) : <NotATeacher {...notTeacher} />}
    </div>
  );
}
