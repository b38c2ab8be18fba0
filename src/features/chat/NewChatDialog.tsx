import { useId, useState } from "react";
import { CHAT_TITLE_MAX_LENGTH } from "../../../worker/contract/chat";
import { Button } from "../../components/ui/Button";
import { classNames, focusRing } from "../../components/ui/class-names";
import { Dialog } from "../../components/ui/Dialog";
import { useChatTranslation } from "./translations";

type NewChatDialogProps = {
  open: boolean;
  onClose: () => void;
  /** Resolves true once the chat exists (then the dialog closes), false after the failure toast. */
  onCreate: (title: string) => Promise<boolean>;
  creating: boolean;
};

/** 'Новый чат': a title, 'Отмена' and 'Создать', which stays disabled while the title is blank (spec §2, §5). */
export function NewChatDialog({ open, onClose, onCreate, creating }: NewChatDialogProps) {
  const { t } = useChatTranslation();
  const [title, setTitle] = useState("");
  const inputId = useId();
  const blank = title.trim() === "";

  const close = () => {
    setTitle("");
    onClose();
  };

  return (
    <Dialog open={open} onClose={close} title={t("newChatDialog.title")} description={t("newChatDialog.hint")}>
      <form
        onSubmit={async (event) => {
          event.preventDefault();
          if (blank || creating) return;
          if (await onCreate(title)) close();
        }}
      >
        <label htmlFor={inputId} className="sr-only">
          {t("newChatDialog.label")}
        </label>
        <input
          id={inputId}
          data-autofocus
          value={title}
          maxLength={CHAT_TITLE_MAX_LENGTH}
          placeholder={t("newChatDialog.placeholder")}
          onChange={(event) => setTitle(event.target.value)}
          className={classNames(
            "h-10 w-full rounded-lg border border-slate-300 bg-white px-3 text-sm text-slate-900 placeholder:text-slate-500 dark:border-slate-600 dark:bg-slate-800 dark:text-slate-100 dark:placeholder:text-slate-400",
            focusRing,
          )}
        />
        <div className="mt-5 flex justify-end gap-2">
          <Button variant="secondary" onClick={close}>
            {t("newChatDialog.cancel")}
          </Button>
          <Button type="submit" disabled={blank || creating}>
            {t("newChatDialog.create")}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
