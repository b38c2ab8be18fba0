/** Ends every session of the account except this one (logout scope `others`). */
import { useState } from "react";
import { toast } from "sonner";
import { Button } from "../../../components/ui/Button";
import { useAuth } from "../../../lib/auth/AuthProvider";
import { useShellTranslation } from "../../shell";
import { accountErrorKey } from "../auth-messages";

export function SessionsSection() {
  const { t } = useShellTranslation();
  const { signOut } = useAuth();
  const [pending, setPending] = useState(false);

  const signOutOthers = async () => {
    setPending(true);
    try {
      const { error } = await signOut("others");
      if (error) toast.error(t(accountErrorKey(error)));
      else toast.success(t("sessions.done"));
    } finally {
      setPending(false);
    }
  };

  return (
    <div>
      <Button variant="secondary" disabled={pending} onClick={() => void signOutOthers()}>
        {t("sessions.signOutOthers")}
      </Button>
    </div>
  );
}
