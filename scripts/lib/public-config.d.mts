export function workerPublishableKey(wranglerToml: string): string;
export function publicBuildEnv(
  env: Record<string, string | undefined>,
  wranglerToml: string,
): { VITE_PUBLIC_API_KEY: string; VITE_CONFIG_INCOMPLETE: string };
