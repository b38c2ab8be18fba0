/**
 * Account deletion behind a confirmation dialog: the person types their email address, confirms with
 * a two-factor code when that is on, and everything of theirs is deleted on the server. The device
 * is then signed out and taken home.
 */
import { useState, type FormEvent } from "react";
import { useNavigate } from "react-router";
import { toast } from "sonner";
import { Button } from "../../../components/ui/Button";
import { Dialog } from "../../../components/ui/Dialog";
import { useAuth } from "../../../lib/auth/AuthProvider";
import { TextField } from "../../../components/ui/form-fields";
import { useShellTranslation } from "../../shell";
import { deleteAccount } from "../api";
import { useStepUp } from "../step-up";

export function DeleteAccountSection() {
  const { t } = useShellTranslation();
  const { user, signOut } = useAuth();
  const stepUp = useStepUp();
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  const [typed, setTyped] = useState("");
  const [pending, setPending] = useState(false);
  const email = user?.email ?? "";
  const matches = typed.trim().toLowerCase() === email.toLowerCase() && email !== "";

  const close = () => {
    if (pending) return;
    setOpen(false);
    setTyped("");
  };

  const confirm = async (event: FormEvent) => {
    event.preventDefault();
    if (!matches) return;
    setPending(true);
    try {
      if (!(await stepUp())) return;
      await deleteAccount({ confirmEmail: typed.trim() });
      // The sessions are gone on the server already; this clears the device.
      await signOut("local");
      toast.success(t("deletion.done"));
      void navigate("/", { replace: true });
    } catch (error) {
      console.warn("The account could not be deleted", error);
      toast.error(t("deletion.failed"));
    } finally {
      setPending(false);
    }
  };

  return (
    <div>
      <Button variant="destructive" onClick={() => setOpen(true)}>
        {t("deletion.open")}
      </Button>
      <Dialog open={open} onClose={close} title={t("deletion.title")} description={t("deletion.description")}>
        <form onSubmit={confirm} className="flex flex-col gap-4" noValidate>
          <ul className="list-disc space-y-1 pl-5 text-sm text-slate-700 dark:text-slate-300">
            <li>{t("deletion.whatWords")}</li>
            <li>{t("deletion.whatResults")}</li>
            <li>{t("deletion.whatChats")}</li>
            <li>{t("deletion.whatAccount")}</li>
          </ul>
          <TextField
            label={t("deletion.typeEmail", { email })}
            name="confirmEmail"
            type="email"
            autoComplete="off"
            value={typed}
            onChange={(event) => setTyped(event.target.value)}
          />
          <div className="flex flex-wrap justify-end gap-2">
            <Button variant="secondary" onClick={close} disabled={pending}>
              {t("actions.cancel")}
            </Button>
            <Button type="submit" variant="destructive" disabled={!matches || pending}>
              {t("deletion.confirm")}
            </Button>
          </div>
        </form>
      </Dialog>
    </div>
  );
}
