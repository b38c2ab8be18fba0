/**
 * Sign-in methods of the account: the email identity and a Google account, which can be linked
 * (through Google, back to /profile) and unlinked while another way to sign in remains.
 */
import type { UserIdentity } from "@supabase/auth-js";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { toast } from "sonner";
import { Button } from "../../../components/ui/Button";
import { Loading } from "../../../components/ui/Spinner";
import { accountQueryKey } from "../../../lib/auth/account-queries";
import { useAuth } from "../../../lib/auth/AuthProvider";
import { fetchAuthSettings } from "../../../lib/auth/settings";
import { useShellTranslation } from "../../shell";
import { accountErrorKey } from "../auth-messages";

const identitiesQueryKey = (userId: string) => [...accountQueryKey(userId), "identities"] as const;

export function LinkedAccountsSection({ userId }: { userId: string }) {
  const { t } = useShellTranslation();
  const { getClient } = useAuth();
  const queryClient = useQueryClient();
  const [pending, setPending] = useState(false);
  const identities = useQuery({
    queryKey: identitiesQueryKey(userId),
    queryFn: async (): Promise<UserIdentity[]> => {
      const { data, error } = await (await getClient()).getUserIdentities();
      if (error) throw error;
      return data.identities;
    },
  });
  const settings = useQuery({ queryKey: ["auth-settings"], queryFn: fetchAuthSettings, staleTime: Infinity });
  const googleAvailable = settings.data?.external.google === true;
  const google = identities.data?.find((identity) => identity.provider === "google");

  const link = async () => {
    setPending(true);
    try {
      const { error } = await (
        await getClient()
      ).linkIdentity({ provider: "google", options: { redirectTo: `${window.location.origin}/profile?via=google` } });
      // On success the browser is already on its way to Google.
      if (error) throw error;
    } catch (error) {
      toast.error(t(accountErrorKey(error)));
      setPending(false);
    }
  };

  const unlink = async (identity: UserIdentity) => {
    setPending(true);
    try {
      const client = await getClient();
      const { error } = await client.unlinkIdentity(identity);
      if (error) throw error;
      await client.refreshSession();
      await queryClient.invalidateQueries({ queryKey: identitiesQueryKey(userId) });
      toast.success(t("linked.unlinked"));
    } catch (error) {
      toast.error(t(accountErrorKey(error)));
    } finally {
      setPending(false);
    }
  };

  if (identities.isPending) return <Loading label={t("profile.loading")} />;
  if (identities.isError)
    return (
      <p role="alert" className="text-sm text-red-700 dark:text-red-300">
        {t("profile.loadFailed")}
      </p>
    );

  const googleEmail = google?.identity_data?.email;
  return (
    <div className="flex flex-wrap items-center justify-between gap-3 rounded-lg border border-slate-200 px-3 py-3 dark:border-slate-700">
      <div className="flex items-center gap-3">
        <svg aria-hidden="true" viewBox="0 0 24 24" className="size-6">
          <path
            fill="#4285F4"
            d="M22.56 12.25c0-.78-.07-1.53-.2-2.25H12v4.26h5.92a5.06 5.06 0 0 1-2.2 3.32v2.76h3.56c2.08-1.92 3.28-4.74 3.28-8.09Z"
          />
          <path
            fill="#34A853"
            d="M12 23c2.97 0 5.46-.98 7.28-2.66l-3.56-2.76c-.98.66-2.23 1.06-3.72 1.06-2.86 0-5.29-1.93-6.16-4.53H2.18v2.84A11 11 0 0 0 12 23Z"
          />
          <path
            fill="#FBBC05"
            d="M5.84 14.1A6.6 6.6 0 0 1 5.5 12c0-.73.13-1.44.34-2.1V7.06H2.18A11 11 0 0 0 1 12c0 1.78.43 3.46 1.18 4.94l3.66-2.84Z"
          />
          <path
            fill="#EA4335"
            d="M12 5.38c1.62 0 3.06.56 4.21 1.64l3.15-3.15A10.56 10.56 0 0 0 12 1 11 11 0 0 0 2.18 7.06l3.66 2.84c.87-2.6 3.3-4.52 6.16-4.52Z"
          />
        </svg>
        <div className="text-sm">
          <p className="font-medium text-slate-900 dark:text-white">Google</p>
          <p className="text-slate-600 dark:text-slate-400">
            {google
              ? t("linked.linkedAs", { email: typeof googleEmail === "string" ? googleEmail : "" })
              : googleAvailable
                ? t("linked.notLinked")
                : t("linked.unavailable")}
          </p>
        </div>
      </div>
      {google ? (
        <Button variant="secondary" size="sm" disabled={pending} onClick={() => void unlink(google)}>
          {t("linked.unlink")}
        </Button>
      ) : (
        <Button variant="secondary" size="sm" disabled={pending || !googleAvailable} onClick={() => void link()}>
          {t("linked.link")}
        </Button>
      )}
    </div>
  );
}
