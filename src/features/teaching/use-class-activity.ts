/**
 * Live rosters (issue 14): the teacher's hub reports `class_activity` when a student of one of their
 * classes records progress; the class's roster, assignments and heatmap, and that student's progress
 * page if open, are refetched. `class_members` (a join, leave or removal, issue 36) refetches all of the
 * teacher's classes. After a reconnect every class is, since events may have been missed.
 */
import { useQueryClient } from "@tanstack/react-query";
import { useEffect } from "react";
import { classActivityDataSchema, classMembersDataSchema } from "../../../worker/contract/realtime";
import { useRealtime } from "../../lib/realtime/use-realtime";
import { assignmentKeys } from "../assignments/api";
import { studentProgressKey } from "../progress/api";
import { teachingKeys } from "./api";

export function useClassActivity(userId: string): void {
  const { connection } = useRealtime();
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!connection) return;
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
      for (const queryKey of [
        teachingKeys.roster(userId, class_id),
        teachingKeys.heatmap(userId, class_id),
        teachingKeys.gradebook(userId, class_id),
        assignmentKeys.ofClass(userId, class_id),
        studentProgressKey(userId, student_id),
      ]) {
        void queryClient.invalidateQueries({ queryKey });
      }
    });
    const stopHello = connection.onHello(({ resumed }) => {
      if (resumed) void queryClient.invalidateQueries({ queryKey: teachingKeys.taught(userId) });
    });
    return () => {
      stopEvents();
      stopHello();
    };
  }, [connection, userId, queryClient]);
}
