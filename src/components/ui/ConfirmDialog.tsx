import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "./Button";
import { Dialog } from "./Dialog";

type ConfirmDialogProps = {
  open: boolean;
  title: string;
  description: string;
  confirmLabel: string;
  destructive?: boolean;
  onConfirm: () => Promise<void>;
  onClose: () => void;
};

/** Asks before an action that cannot be taken back (remove a student, leave a class, a new code). */
export function ConfirmDialog({ open, title, description, confirmLabel, destructive = false, onConfirm, onClose }: ConfirmDialogProps) {
  const { t } = useTranslation();
  const [pending, setPending] = useState(false);
  const confirm = async () => {
    setPending(true);
    try {
      await onConfirm();
    } finally {
      setPending(false);
    }
  };
  return (
    <Dialog open={open} onClose={() => !pending && onClose()} title={title} description={description}>
      <div className="flex flex-wrap justify-end gap-2">
        <Button variant="secondary" onClick={onClose} disabled={pending}>
          {t("dialog.cancel")}
        </Button>
        <Button variant={destructive ? "destructive" : "primary"} onClick={() => void confirm()} disabled={pending}>
          {confirmLabel}
        </Button>
      </div>
    </Dialog>
  );
}
