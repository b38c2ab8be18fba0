/**
 * Where the account menu and the phone's "More" sheet lead. Both load after the first screen, and so
 * does this list; labels are keys of `common`, or of the lazily added `shell` namespace ("shell:").
 */
import { IELTS_SECTIONS, SAT_SECTIONS } from "../navigation";

/** The signed-in person's own pages, in the account menu of both headers and in the "More" sheet. */
export const ACCOUNT_LINKS = [
  { to: "/profile", labelKey: "nav.profile" },
  { to: "/achievements", labelKey: "shell:menu.achievements" },
  { to: "/library", labelKey: "shell:menu.library" },
  { to: "/test-history", labelKey: "shell:menu.testHistory" },
  { to: "/notifications", labelKey: "shell:menu.notifications" },
] as const;

/** Teachers only: their classes, lessons and what they share, in the account menu of both headers and in the "More" sheet. */
export const TEACHER_LINKS = [
  { to: "/teacher-dashboard", labelKey: "shell:menu.teacherDashboard" },
  { to: "/lesson-builder", labelKey: "shell:menu.lessons" },
  { to: "/shared-content", labelKey: "shell:menu.sharedContent" },
] as const;

/** Learners in a class: their assignments and what their teachers share, in the account menu of both headers and in the "More" sheet. */
export const CLASS_MEMBER_LINKS = [
  { to: "/assignments", labelKey: "shell:menu.assignments" },
  { to: "/student-shared-content", labelKey: "shell:menu.sharedWithMe" },
] as const;

/** Every main section the phone's tab bar has no room for, under a heading each. */
export const MORE_GROUPS = [
  { headingKey: "nav.ielts", links: IELTS_SECTIONS },
  { headingKey: "nav.sat", links: SAT_SECTIONS },
  {
    headingKey: "shell:menu.practice",
    links: [
      { to: "/tests", labelKey: "nav.tests" },
      { to: "/flashcards", labelKey: "shell:menu.flashcards" },
      { to: "/lesson-quiz", labelKey: "shell:menu.lessonQuiz" },
      { to: "/learn", labelKey: "shell:menu.learn" },
    ],
  },
  { headingKey: "shell:menu.account", links: ACCOUNT_LINKS },
] as const;
