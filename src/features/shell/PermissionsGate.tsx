import type { ReactNode } from "react";

/** Scaffolding: the 'Permissions Required' gate (spec §2, §4) in front of voice and speaking features; being built. */
export function PermissionsGate({ children }: { children: ReactNode }) {
  return children;
}
