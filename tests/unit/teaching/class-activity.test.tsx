// The teacher's live class views: a class's roster, heatmap, gradebook and assignments are
// refetched on its first `class_activity` event at once, then at most once per CLASS_REFETCH_EVERY_MS
// while a class busy reviewing keeps sending events, each student's progress page among them.
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { renderHook } from "@testing-library/react";
import type { ReactNode } from "react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { EventFrame } from "../../../worker/contract/realtime";

type Listener = (event: EventFrame) => void;
const listeners = new Set<Listener>();
const connection = {
  onEvent: (listener: Listener) => {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  onHello: () => () => {},
};
vi.mock("../../../src/lib/realtime/use-realtime", () => ({ useRealtime: () => ({ connection, status: "connected" }) }));

const { CLASS_REFETCH_EVERY_MS, useClassActivity } = await import("../../../src/features/teaching/use-class-activity");
const { teachingKeys } = await import("../../../src/features/teaching/api");
const { assignmentKeys } = await import("../../../src/features/assignments/api");
const { studentProgressKey } = await import("../../../src/features/progress/api");

const TEACHER = "teacher-1";
const name = (key: readonly unknown[]) => key.join("/");
const classViews = (classId: string) =>
  [
    teachingKeys.roster(TEACHER, classId),
    teachingKeys.heatmap(TEACHER, classId),
    teachingKeys.gradebook(TEACHER, classId),
    assignmentKeys.ofClass(TEACHER, classId),
  ].map(name);
const progressOf = (studentId: string) => name(studentProgressKey(TEACHER, studentId));

let seq = 0;
const activity = (classId: string, studentId: string) => {
  const event = {
    v: 1,
    type: "class_activity",
    seq: ++seq,
    data: { class_id: classId, student_id: studentId, event_type: "srs_review_completed", occurred_at: new Date().toISOString() },
  } as unknown as EventFrame;
  for (const listener of listeners) listener(event);
};

describe("a teacher's live class views", () => {
  let client: QueryClient;
  let refetched: string[];

  beforeEach(() => {
    vi.useFakeTimers();
    client = new QueryClient();
    refetched = [];
    vi.spyOn(client, "invalidateQueries").mockImplementation(async (filters) => {
      refetched.push(name(filters?.queryKey ?? []));
    });
    const wrapper = ({ children }: { children: ReactNode }) => <QueryClientProvider client={client}>{children}</QueryClientProvider>;
    renderHook(() => useClassActivity(TEACHER), { wrapper });
  });
  afterEach(() => {
    vi.useRealTimers();
    listeners.clear();
  });

  it("refetches a class at once on its first event, then once per window for all the events that came meanwhile", () => {
    activity("class-a", "ann");
    expect(refetched).toEqual([...classViews("class-a"), progressOf("ann")]);
    refetched.length = 0;
    for (let card = 0; card < 20; card++) activity("class-a", card % 2 ? "ann" : "ben");
    expect(refetched).toEqual([]);
    vi.advanceTimersByTime(CLASS_REFETCH_EVERY_MS);
    expect(refetched.sort()).toEqual([...classViews("class-a"), progressOf("ann"), progressOf("ben")].sort());
    refetched.length = 0;
    vi.advanceTimersByTime(CLASS_REFETCH_EVERY_MS * 3);
    expect(refetched).toEqual([]);
    activity("class-a", "ann");
    expect(refetched).toEqual([...classViews("class-a"), progressOf("ann")]);
  });

  it("keeps each class's window apart", () => {
    activity("class-a", "ann");
    activity("class-b", "cat");
    expect(refetched).toEqual([...classViews("class-a"), progressOf("ann"), ...classViews("class-b"), progressOf("cat")]);
  });
});
