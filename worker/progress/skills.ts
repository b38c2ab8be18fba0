/** Which skill an activity trains, from its event type and section. */
import { IELTS_SECTIONS, SAT_SECTIONS, type EventData, type IeltsSection, type ProgressEventType, type Skill } from "../contract/progress";

function sectionOf<T extends string>(sections: readonly T[], eventType: string, section: string | undefined): T | null {
  const fromData = sections.find((s) => s === section);
  if (fromData) return fromData;
  return sections.find((s) => eventType.split("_").includes(s)) ?? null;
}

export function skillOf(eventType: ProgressEventType, data: EventData): Skill {
  if (eventType === "quiz_completed" || eventType === "srs_review_completed") return "vocabulary";
  if (eventType === "lesson_completed") return "lessons";
  // Library practice trains the reading or listening skill, though it is no IELTS test.
  if (eventType === "library_article_completed") return "ielts_reading";
  if (eventType === "library_podcast_completed") return "ielts_listening";
  if (eventType.startsWith("ielts_")) {
    const section = sectionOf(IELTS_SECTIONS, eventType, data.section);
    return section ? `ielts_${section}` : "ielts";
  }
  const section = sectionOf(SAT_SECTIONS, eventType, data.section);
  return section ? `sat_${section}` : "sat";
}

/** The IELTS skill of a band-carrying event, for the target-score tracker. */
export function ieltsSectionOf(skill: Skill): IeltsSection | null {
  return IELTS_SECTIONS.find((s) => skill === `ielts_${s}`) ?? null;
}
