import { useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { useNavigate } from "react-router";
import { toast } from "sonner";
import type { MyAssignment } from "../../../worker/contract/assignments";
import { Button } from "../../components/ui/Button";
import { useUserId } from "../progress";
import { assignmentKeys, startAssignment } from "./api";
import { workHref } from "./rules";
import { useAssignmentsTranslation } from "./translations";

/**
 * Opens the work. The first time, the server records the opening (a word list's words go into the
 * learner's dictionary and SRS then), so it is a button that waits for that, not a plain link.
 */
export function OpenWorkButton({ assignment, size = "sm" }: { assignment: MyAssignment; size?: "sm" | "md" }) {
  const { t } = useAssignmentsTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const userId = useUserId();
  const [pending, setPending] = useState(false);
  const open = async () => {
    setPending(true);
    try {
      if (!assignment.started) {
        await startAssignment(assignment.id);
        if (userId) await queryClient.invalidateQueries({ queryKey: assignmentKeys.mine(userId) });
      }
      await navigate(workHref(assignment.work));
    } catch (error) {
      toast.error(t("openFailed", { message: error instanceof Error ? error.message : String(error) }));
      setPending(false);
    }
  };
  const label = assignment.done_at === null ? t("open") : t("openAgain");
  // The visible word first, then which assignment: a list of "Open" buttons reads apart by name.
  return (
    <Button size={size} onClick={() => void open()} disabled={pending} aria-label={`${label}: ${assignment.title}`}>
      {label}
    </Button>
  );
}
