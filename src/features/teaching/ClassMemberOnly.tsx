/**
 * Shows its children only to a learner who is in at least one class (their classes' assignments live
 * at /assignments). Loaded lazily by the account menu and the "More" sheet, under the query client.
 */
import { useQuery } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { fetchMemberships, teachingKeys } from "./api";

export default function ClassMemberOnly({ userId, children }: { userId: string; children: ReactNode }) {
  const memberships = useQuery({ queryKey: teachingKeys.memberships(userId), queryFn: fetchMemberships });
  return memberships.data && memberships.data.length > 0 ? children : null;
}
