/** Hono's environment: Cloudflare bindings plus what middleware puts in the context. */
export type AppEnv = {
  Bindings: Env;
  Variables: { requestId: string };
};
