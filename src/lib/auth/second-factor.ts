import type { GoTrueClient } from "@supabase/auth-js";

/**
 * True when the saved session still owes its two-factor code: auth-js reads the session's level
 * (aal1) and whether the account has a verified factor (next level aal2). A session it cannot read
 * counts as not owing one; the API refuses such a token on its own (403 mfa_required).
 */
export async function owesSecondFactor(client: Pick<GoTrueClient, "mfa">): Promise<boolean> {
  try {
    const { data } = await client.mfa.getAuthenticatorAssuranceLevel();
    return data?.currentLevel === "aal1" && data.nextLevel === "aal2";
  } catch {
    return false;
  }
}
