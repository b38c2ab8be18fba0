/** Numbers, dates and labels of the progress screens, in the interface language. */
import type { TFunction } from "i18next";
import { isLibraryEvent, type Skill } from "../../../worker/contract/progress";

export const formatPercent = (value: number | null, language: string) =>
  value === null ? "—" : new Intl.NumberFormat(language, { style: "percent", maximumFractionDigits: 0 }).format(value / 100);

export const formatNumber = (value: number, language: string, digits = 0) =>
  new Intl.NumberFormat(language, { maximumFractionDigits: digits }).format(value);

export const formatBand = (value: number | null, language: string) =>
  value === null ? "—" : new Intl.NumberFormat(language, { minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(value);

export const formatDateTime = (iso: string, language: string) =>
  new Intl.DateTimeFormat(language, { dateStyle: "medium", timeStyle: "short" }).format(new Date(iso));

/** A learner's local calendar day ("2026-05-03"), shown as that date wherever the browser is. */
export const formatDay = (day: string, language: string, options: Intl.DateTimeFormatOptions = { dateStyle: "medium" }) =>
  new Intl.DateTimeFormat(language, { ...options, timeZone: "UTC" }).format(new Date(`${day}T00:00:00Z`));

export const skillLabel = (t: TFunction<"progress">, skill: Skill) => t(`skills.${skill}`);

/** "quiz_completed", "ielts_writing_evaluated" → a readable activity name. */
export function activityLabel(t: TFunction<"progress">, type: string): string {
  if (type === "quiz_completed" || type === "lesson_completed" || type === "srs_review_completed" || isLibraryEvent(type))
    return t(`activity.${type}`);
  const [exam, section] = type.split("_");
  const examName = exam === "ielts" ? "IELTS" : "SAT";
  if (type.startsWith("sat_reading_writing_")) return `${examName} · ${t("sections.reading_writing")}`;
  const known = ["reading", "listening", "writing", "speaking", "math", "essay"] as const;
  const sectionName = known.find((s) => s === section);
  return sectionName ? `${examName} · ${t(`sections.${sectionName}`)}` : examName;
}
