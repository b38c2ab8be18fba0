import { CloseButton, Description, DialogBackdrop, DialogPanel, DialogTitle, Dialog as HeadlessDialog } from "@headlessui/react";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { classNames, focusRing } from "./class-names";
import { CloseIcon } from "../icons";

type DialogProps = {
  open: boolean;
  onClose: () => void;
  title: ReactNode;
  description?: ReactNode;
  children?: ReactNode;
  className?: string;
};

/**
 * A modal dialog: focus stays inside while open, Escape and the close button close it. It hangs from
 * the top of the screen, so a control above content that grows (a list read again) stays where the
 * finger is, and a dialog taller than the screen (a phone, a keyboard open) scrolls to its last control.
 */
export function Dialog({ open, onClose, title, description, children, className }: DialogProps) {
  const { t } = useTranslation();
  return (
    <HeadlessDialog open={open} onClose={onClose} className="relative z-50">
      <DialogBackdrop className="fixed inset-0 bg-slate-950/50" />
      <div className="fixed inset-0 overflow-y-auto">
        <div className="flex min-h-full items-start justify-center p-4 sm:pt-[10dvh]">
          <DialogPanel
            className={classNames("w-full max-w-md rounded-xl bg-white p-6 shadow-xl dark:bg-slate-900 dark:text-slate-100", className)}
          >
            <div className="flex items-start justify-between gap-4">
              <DialogTitle className="text-lg font-semibold">{title}</DialogTitle>
              <CloseButton
                aria-label={t("dialog.close")}
                className={classNames(
                  "-m-1 rounded-md p-1 text-slate-500 hover:bg-slate-100 hover:text-slate-700 dark:hover:bg-slate-800 dark:hover:text-slate-200",
                  focusRing,
                )}
              >
                <CloseIcon />
              </CloseButton>
            </div>
            {description && <Description className="mt-2 text-sm text-slate-600 dark:text-slate-300">{description}</Description>}
            {children && <div className="mt-4">{children}</div>}
          </DialogPanel>
        </div>
      </div>
    </HeadlessDialog>
  );
}
