/**
 * Where the account menu and the phone's "More" sheet lead. Both load after the first screen, and so
 * does this list; labels are keys of `common`, or of the lazily added `shell` namespace ("shell:").
 */
import { IELTS_SECTIONS, SAT_SECTIONS } from "../navigation";

/** The signed-in person's own pages, in the account menu of both headers and in the "More" sheet. */
export const ACCOUNT_LINKS = [
  { to: "/profile", labelKey: "nav.profile" },
  { to: "/achievements", labelKey: "shell:menu.achievements" },
  { to: "/test-history", labelKey: "shell:menu.testHistory" },
  { to: "/notifications", labelKey: "shell:menu.notifications" },
] as const;

/** Teachers only: the dashboard of their classes, in the account menu of both headers and in the "More" sheet. */
export const TEACHER_LINK = { to: "/teacher-dashboard", labelKey: "shell:menu.teacherDashboard" } as const;

/** Learners in a class: their assignments, in the account menu of both headers and in the "More" sheet. */
export const ASSIGNMENTS_LINK = { to: "/assignments", labelKey: "shell:menu.assignments" } as const;

/** Every main section the phone's tab bar has no room for, under a heading each. */
export const MORE_GROUPS = [
  { headingKey: "nav.ielts", links: IELTS_SECTIONS },
  { headingKey: "nav.sat", links: SAT_SECTIONS },
  {
    headingKey: "shell:menu.practice",
    links: [
      { to: "/tests", labelKey: "nav.tests" },
      { to: "/flashcards", labelKey: "shell:menu.flashcards" },
      { to: "/learn", labelKey: "shell:menu.learn" },
    ],
  },
  { headingKey: "shell:menu.account", links: ACCOUNT_LINKS },
] as const;
