/** The AI mode the Worker reports at GET /api/config: "offline" when no provider is configured (DESIGN.md §8). */
import { useQuery } from "@tanstack/react-query";
import { apiFetch } from "../../lib/api";

export type AiMode = "openai" | "workers-ai" | "offline";
type AppConfig = { environment: string; version: string; ai: AiMode };

/** The mode, or undefined until /api/config has answered. */
export function useAiMode(): AiMode | undefined {
  const { data } = useQuery({ queryKey: ["config"], queryFn: () => apiFetch<AppConfig>("/api/config"), staleTime: Infinity });
  return data?.ai;
}
