import { Button } from "../../../components/ui/Button";
import { Dialog } from "../../../components/ui/Dialog";
import { useIeltsTranslation } from "../translations";

type SubmitDialogProps = {
  open: boolean;
  onClose: () => void;
  onConfirm: () => void;
  answered: number;
  total: number;
  submitting: boolean;
};

/** "Submit your answers?" with the number still unanswered; nothing is sent until confirmed. */
export function SubmitDialog({ open, onClose, onConfirm, answered, total, submitting }: SubmitDialogProps) {
  const { t } = useIeltsTranslation();
  const unanswered = total - answered;
  return (
    <Dialog
      open={open}
      onClose={submitting ? () => undefined : onClose}
      title={t("submit.title")}
      description={t("submit.summary", { answered, total })}
    >
      {unanswered > 0 && (
        <p className="rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-900 dark:bg-amber-950 dark:text-amber-100">
          {t("submit.unanswered", { count: unanswered })}
        </p>
      )}
      <p className="mt-3 text-sm text-slate-600 dark:text-slate-300">{t("submit.final")}</p>
      <div className="mt-5 flex flex-wrap justify-end gap-2">
        <Button variant="secondary" onClick={onClose} disabled={submitting}>
          {t("submit.keepWorking")}
        </Button>
        <Button onClick={onConfirm} disabled={submitting}>
          {submitting ? t("submit.sending") : t("submit.confirm")}
        </Button>
      </div>
    </Dialog>
  );
}
