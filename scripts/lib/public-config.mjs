// The SPA's public build configuration (spec §1): the publishable key the auth service expects. A
// build takes VITE_PUBLIC_API_KEY, else the first key the Worker itself accepts (wrangler.toml
// AUTH_PUBLISHABLE_KEYS), so local builds and deploys match the Worker. With neither, the build is
// flagged incomplete: the app shows the red banner and its auth client refuses to start.

/** The first key of `AUTH_PUBLISHABLE_KEYS = "a,b"` in wrangler.toml text, or "". */
export function workerPublishableKey(wranglerToml) {
  const match = /^\s*AUTH_PUBLISHABLE_KEYS\s*=\s*"([^"]*)"/m.exec(wranglerToml);
  return match?.[1]?.split(",")[0]?.trim() ?? "";
}

/** The VITE_ variables to put into the build's environment. */
export function publicBuildEnv(env, wranglerToml) {
  const key = env.VITE_PUBLIC_API_KEY ?? workerPublishableKey(wranglerToml);
  return { VITE_PUBLIC_API_KEY: key, VITE_CONFIG_INCOMPLETE: env.VITE_CONFIG_INCOMPLETE ?? String(key.trim() === "") };
}
