/**
 * What a module's screen keeps on this device, per learner, attempt and module, so a reload, a dropped
 * connection or a closed tab resumes exactly: the answers (also saved on the server as they are
 * given), marks, struck-out options, passage highlights with their notes, the question on screen, the
 * time left to the second, the client id of the module's submission, and the answers and marks given while the
 * server could not be reached (sent when the connection is back).
 */
import { z } from "zod";

const highlightSchema = z.object({ start: z.int().min(0), end: z.int().min(0), note: z.string().max(500) });
export type PassageHighlight = z.infer<typeof highlightSchema>;

const moduleStateSchema = z.object({
  clientId: z.string().min(8).max(64),
  answers: z.record(z.string(), z.string().max(6)),
  marked: z.array(z.string()),
  struck: z.record(z.string(), z.array(z.string())),
  highlights: z.record(z.string(), z.array(highlightSchema)),
  current: z.int().min(0),
  timeLeftSeconds: z.int().min(0).nullable(),
  /** Answers (null: cleared) and marks the server has not confirmed yet. */
  unsent: z
    .object({ answers: z.record(z.string(), z.string().max(6).nullable()), marks: z.record(z.string(), z.boolean()) })
    .default({ answers: {}, marks: {} }),
});
export type ModuleState = z.infer<typeof moduleStateSchema>;

const storageKey = (userId: string, attemptId: string, module: string) => `lexora:sat-module:${userId}:${attemptId}:${module}`;

export function readModuleState(userId: string, attemptId: string, module: string): ModuleState {
  try {
    const raw = localStorage.getItem(storageKey(userId, attemptId, module));
    const parsed = raw === null ? null : moduleStateSchema.safeParse(JSON.parse(raw));
    if (parsed?.success) return parsed.data;
  } catch {
    // An unreadable entry starts afresh; the server still has the saved answers.
  }
  return {
    clientId: `sat-${crypto.randomUUID()}`,
    answers: {},
    marked: [],
    struck: {},
    highlights: {},
    current: 0,
    timeLeftSeconds: null,
    unsent: { answers: {}, marks: {} },
  };
}

export function writeModuleState(userId: string, attemptId: string, module: string, state: ModuleState): void {
  try {
    localStorage.setItem(storageKey(userId, attemptId, module), JSON.stringify(state));
  } catch (error) {
    console.warn("The SAT module could not be saved on this device", error);
  }
}

export function discardModuleState(userId: string, attemptId: string, module: string): void {
  localStorage.removeItem(storageKey(userId, attemptId, module));
}

/** Why an entry cannot go into the student-produced answer box, or null when it can (or is empty). */
export type EntryProblem = "characters" | "length" | "separators" | "zeroDenominator" | "incomplete";

export function entryProblem(entry: string): EntryProblem | null {
  if (entry === "") return null;
  if (!/^-?[0-9./]*$/.test(entry)) return "characters";
  const max = entry.startsWith("-") ? 6 : 5;
  if (entry.length > max) return "length";
  if ((entry.match(/[./]/g)?.length ?? 0) > 1) return "separators";
  const slash = entry.indexOf("/");
  if (slash !== -1) {
    const denominator = entry.slice(slash + 1);
    if (denominator !== "" && Number(denominator) === 0) return "zeroDenominator";
    if (denominator === "" || slash === 0 || entry.slice(0, slash) === "-") return "incomplete";
  }
  if (entry === "-" || entry === "." || entry === "-.") return "incomplete";
  return null;
}

/** Whether anything given on this device still waits for the server. */
export const hasUnsent = (state: ModuleState) => Object.keys(state.unsent.answers).length + Object.keys(state.unsent.marks).length > 0;
