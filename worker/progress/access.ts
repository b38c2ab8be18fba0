/** Who may read a learner's progress: the learner, or a teacher of the learner (worker/teaching/access.ts). */
import type { SignedInUser } from "../env";
import type { Db } from "../db/client";
import { teacherCanSee } from "../teaching/access";

export async function canReadProgressOf(db: Db, caller: SignedInUser, learnerId: string): Promise<boolean> {
  if (caller.userId === learnerId) return true;
  return caller.role === "teacher" && teacherCanSee(db, caller.userId, learnerId);
}
