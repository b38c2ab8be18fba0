import { useQuery } from "@tanstack/react-query";
import { apiFetch } from "../../lib/api";

type AppConfig = { environment: string };

/**
 * Whether the server runs outside production (the development mailbox exists then); undefined while
 * unknown, false when the server cannot say.
 */
export function useIsDevelopment(): boolean | undefined {
  const { data, isError } = useQuery({
    queryKey: ["app-config"],
    queryFn: () => apiFetch<AppConfig>("/api/config"),
    staleTime: Infinity,
  });
  if (isError) return false;
  return data ? data.environment !== "production" : undefined;
}
