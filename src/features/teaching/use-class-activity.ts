/**
 * Live rosters: the teacher's hub reports `class_activity` when a student of one of their
 * classes records progress; the class's roster, assignments and heatmap, and that student's progress
 * page if open, are refetched (at most once per CLASS_REFETCH_EVERY_MS per class). `class_members` (a join,
 * leave or removal) refetches all of the teacher's classes. After a reconnect every class is,
 * since events may have been missed.
 */
import { useQueryClient, type QueryKey } from "@tanstack/react-query";
import { useEffect } from "react";
import { classActivityDataSchema, classMembersDataSchema } from "../../../worker/contract/realtime";
import { useRealtime } from "../../lib/realtime/use-realtime";
import { assignmentKeys } from "../assignments";
import { studentProgressKey } from "../progress";
import { teachingKeys } from "./api";

/**
 * A class's views are refetched at once on its first event, then at most once per this many ms while
 * events keep coming: a class reviewing together sends one per card, and each refetch reads every
 * student's latest work (refetching on every event took the local Worker down).
 */
export const CLASS_REFETCH_EVERY_MS = 5000;

export function useClassActivity(userId: string): void {
  const { connection } = useRealtime();
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!connection) return;
    const refetch = (classId: string, studentIds: Iterable<string>) => {
      const keys: QueryKey[] = [
        teachingKeys.roster(userId, classId),
        teachingKeys.heatmap(userId, classId),
        teachingKeys.gradebook(userId, classId),
        assignmentKeys.ofClass(userId, classId),
        ...[...studentIds].map((studentId) => studentProgressKey(userId, studentId)),
      ];
      for (const queryKey of keys) void queryClient.invalidateQueries({ queryKey });
    };
    /** Classes refetched within the last window, and the students whose events arrived since. */
    const waiting = new Map<string, { timer: ReturnType<typeof setTimeout>; students: Set<string> }>();
    const endWindow = (classId: string) => {
      const window = waiting.get(classId)!;
      if (window.students.size === 0) {
        waiting.delete(classId);
        return;
      }
      refetch(classId, window.students);
      waiting.set(classId, { timer: setTimeout(() => endWindow(classId), CLASS_REFETCH_EVERY_MS), students: new Set() });
    };
    const stopEvents = connection.onEvent((event) => {
      if (event.type === "class_members") {
        const members = classMembersDataSchema.safeParse(event.data);
        if (!members.success) return;
        // The class card's count, the roster, heatmap, assignments and gradebook all follow a join, leave or removal.
        void queryClient.invalidateQueries({ queryKey: teachingKeys.taught(userId) });
        void queryClient.invalidateQueries({ queryKey: assignmentKeys.ofClass(userId, members.data.class_id) });
        return;
      }
      if (event.type !== "class_activity") return;
      const parsed = classActivityDataSchema.safeParse(event.data);
      if (!parsed.success) return;
      const { class_id, student_id } = parsed.data;
      const window = waiting.get(class_id);
      if (window) {
        window.students.add(student_id);
        return;
      }
      refetch(class_id, [student_id]);
      waiting.set(class_id, { timer: setTimeout(() => endWindow(class_id), CLASS_REFETCH_EVERY_MS), students: new Set() });
    });
    const stopHello = connection.onHello(({ resumed }) => {
      if (resumed) void queryClient.invalidateQueries({ queryKey: teachingKeys.taught(userId) });
    });
    return () => {
      stopEvents();
      stopHello();
      for (const { timer } of waiting.values()) clearTimeout(timer);
    };
  }, [connection, userId, queryClient]);
}
