import { CloseButton, DialogBackdrop, DialogPanel, DialogTitle, Dialog } from "@headlessui/react";
import { useEffect } from "react";
import { useTranslation } from "react-i18next";
import { NavLink } from "react-router";
import { classNames, focusRing } from "../../components/ui/class-names";
import { openTranslator } from "../../features/chat/overlay-store";
import { useShellTranslation } from "../../features/shell/translations";
import { useAuth } from "../../lib/auth/AuthProvider";
import { isTeacher } from "../../lib/auth/role";
import { MORE_BUTTON_ID } from "../navigation";
import { NeedsQueryClient } from "../../lib/deferred-query-client";
import { lazyWhenOnline } from "../../lib/load-when-online";
import { FramePart } from "../error-boundary";
import { CLASS_MEMBER_LINKS, MORE_GROUPS, TEACHER_LINKS } from "./menu-links";
import { CloseIcon } from "../../components/icons";

const ClassMemberOnly = lazyWhenOnline(() => import("../../features/teaching/ClassMemberOnly"));

const itemClasses = (active = false) =>
  classNames(
    "flex min-h-11 w-full items-center rounded-lg px-3 text-left text-sm font-medium",
    active
      ? "bg-indigo-50 text-indigo-700 dark:bg-indigo-950 dark:text-indigo-300"
      : "text-slate-700 hover:bg-slate-100 dark:text-slate-200 dark:hover:bg-slate-800",
    focusRing,
  );

/**
 * The phone's "More" sheet: every section the tab bar has no room for, and the quick translator and AI
 * chat that float on desktop (on a phone they would cover the page). A modal dialog: focus stays inside,
 * Escape, the backdrop and the close button close it, and focus goes back to the "More" tab.
 */
export default function MoreSheet({ onClose }: { onClose: () => void }) {
  // Registers the shell's strings, which the links' "shell:" labels read.
  useShellTranslation();
  const { t } = useTranslation(["common", "shell"]);
  const { user } = useAuth();
  // Closed, the sheet is unmounted: once the dialog has let go of the page, the focus goes back to "More",
  // unless what was chosen took it (the translator's text box).
  useEffect(
    () => () => {
      setTimeout(() => {
        if (document.activeElement === document.body || document.activeElement === null) document.getElementById(MORE_BUTTON_ID)?.focus();
      });
    },
    [],
  );
  const showTranslator = () => {
    onClose();
    openTranslator();
  };
  return (
    <Dialog open onClose={onClose} className="relative z-50">
      <DialogBackdrop className="fixed inset-0 bg-slate-950/50" />
      <div className="fixed inset-x-0 bottom-0 flex max-h-[85dvh]">
        <DialogPanel
          data-testid="more-sheet"
          className="flex w-full flex-col rounded-t-2xl bg-white pb-[env(safe-area-inset-bottom)] shadow-xl dark:bg-slate-900 dark:text-slate-100"
        >
          <div className="flex items-center justify-between border-b border-slate-200 px-4 py-3 dark:border-slate-700">
            <DialogTitle className="text-base font-semibold">{t("nav.more")}</DialogTitle>
            <CloseButton aria-label={t("dialog.close")} className={classNames("rounded-md p-2 text-slate-500", focusRing)}>
              <CloseIcon />
            </CloseButton>
          </div>
          <nav aria-label={t("nav.more")} className="overflow-y-auto px-2 py-2">
            <ul className="grid grid-cols-2 gap-1">
              <li>
                <button type="button" onClick={showTranslator} className={itemClasses()}>
                  {t("overlays.translator")}
                </button>
              </li>
              <li>
                <CloseButton as={NavLink} to="/ai-chat" className={({ isActive }: { isActive: boolean }) => itemClasses(isActive)}>
                  {t("nav.aiChat")}
                </CloseButton>
              </li>
              {isTeacher(user) &&
                TEACHER_LINKS.map((link) => (
                  <li key={link.to}>
                    <CloseButton as={NavLink} to={link.to} className={({ isActive }: { isActive: boolean }) => itemClasses(isActive)}>
                      {t(link.labelKey)}
                    </CloseButton>
                  </li>
                ))}
              {user && (
                <FramePart>
                  <NeedsQueryClient>
                    <ClassMemberOnly userId={user.id}>
                      {CLASS_MEMBER_LINKS.map((link) => (
                        <li key={link.to}>
                          <CloseButton as={NavLink} to={link.to} className={({ isActive }: { isActive: boolean }) => itemClasses(isActive)}>
                            {t(link.labelKey)}
                          </CloseButton>
                        </li>
                      ))}
                    </ClassMemberOnly>
                  </NeedsQueryClient>
                </FramePart>
              )}
            </ul>
            {MORE_GROUPS.map((group) => (
              <section key={group.headingKey} aria-labelledby={`more-${group.headingKey}`} className="mt-2">
                <h2
                  id={`more-${group.headingKey}`}
                  className="px-3 pt-2 pb-1 text-xs font-semibold tracking-wide text-slate-500 uppercase dark:text-slate-400"
                >
                  {t(group.headingKey)}
                </h2>
                <ul className="grid grid-cols-2 gap-1">
                  {group.links.map((link) => (
                    <li key={link.to}>
                      <CloseButton as={NavLink} to={link.to} className={({ isActive }: { isActive: boolean }) => itemClasses(isActive)}>
                        {t(link.labelKey)}
                      </CloseButton>
                    </li>
                  ))}
                </ul>
              </section>
            ))}
          </nav>
        </DialogPanel>
      </div>
    </Dialog>
  );
}
