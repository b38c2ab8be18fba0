/** Where the app's navigation leads; labels are keys of the `common` namespace. */
import { DictionaryIcon, HomeIcon, ProgressIcon, ReviewIcon } from "../components/icons";

export const IELTS_SECTIONS = [
  { to: "/ielts/reading", labelKey: "nav.ieltsReading" },
  { to: "/ielts/listening", labelKey: "nav.ieltsListening" },
  { to: "/ielts/writing", labelKey: "nav.ieltsWriting" },
  { to: "/ielts/speaking", labelKey: "nav.ieltsSpeaking" },
] as const;

export const SAT_SECTIONS = [
  { to: "/sat/reading", labelKey: "nav.satReading" },
  { to: "/sat/math", labelKey: "nav.satMath" },
  { to: "/sat/full", labelKey: "nav.satFull" },
  { to: "/sat/essay", labelKey: "nav.satEssay" },
] as const;

/** Desktop top navigation; IELTS and SAT sit between Tests and AI chat as menus of their sections. */
export const DESKTOP_LINKS_BEFORE_EXAMS = [
  { to: "/", labelKey: "nav.home" },
  { to: "/dictionary", labelKey: "nav.dictionary" },
  { to: "/review", labelKey: "nav.review" },
  { to: "/tests", labelKey: "nav.tests" },
] as const;

export const DESKTOP_LINKS_AFTER_EXAMS = [
  { to: "/ai-chat", labelKey: "nav.aiChat" },
  { to: "/progress", labelKey: "nav.progress" },
] as const;

/** The four main destinations of the mobile bottom tab bar; its fifth tab, "More", opens the rest (layout/menu-links.ts). */
export const MOBILE_TABS = [
  { to: "/", labelKey: "nav.home", Icon: HomeIcon },
  { to: "/dictionary", labelKey: "nav.dictionary", Icon: DictionaryIcon },
  { to: "/review", labelKey: "nav.review", Icon: ReviewIcon },
  { to: "/progress", labelKey: "nav.progress", Icon: ProgressIcon },
] as const;

/** The phone's "More" tab: the quick translator opened from its sheet gives the focus back to it. */
export const MORE_BUTTON_ID = "mobile-more-button";
