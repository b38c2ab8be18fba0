/**
 * Where /api calls get the signed-in user's access token: the auth provider sets the source, the
 * api client asks it (null: nobody is signed in).
 */
type AccessTokenSource = () => Promise<string | null>;

let source: AccessTokenSource | null = null;

export function setAccessTokenSource(next: AccessTokenSource | null): void {
  source = next;
}

export async function currentAccessToken(): Promise<string | null> {
  return (await source?.()) ?? null;
}
