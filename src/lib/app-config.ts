/** The server's public configuration (GET /api/config), asked once per page load and shared by every screen. */
import { useQuery } from "@tanstack/react-query";
import type { AiMode } from "../../worker/contract/config";
import { api, call } from "./api-client";

/** Public and the same for everyone, so it lives outside the account's queries and survives sign-out. */
const APP_CONFIG_QUERY_KEY = ["app-config"] as const;

export function useAppConfig() {
  return useQuery({ queryKey: APP_CONFIG_QUERY_KEY, queryFn: () => call(api.config.$get()), staleTime: Infinity });
}

/**
 * Whether the server runs outside production (the development mailbox exists then); undefined while
 * unknown, false when the server cannot say.
 */
export function useIsDevelopment(): boolean | undefined {
  const { data, isError } = useAppConfig();
  if (isError) return false;
  return data ? data.environment !== "production" : undefined;
}

/** The AI mode, or undefined until /api/config has answered. */
export function useAiMode(): AiMode | undefined {
  return useAppConfig().data?.ai;
}
