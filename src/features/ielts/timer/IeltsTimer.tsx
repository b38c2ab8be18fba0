export type IeltsSection = "reading" | "listening" | "writing" | "speaking";

/** Scaffolding: the shared IELTS section timer (spec §4, §9) shown on each section's screen; being built. */
export function IeltsTimer(_props: { section: IeltsSection }) {
  return null;
}
