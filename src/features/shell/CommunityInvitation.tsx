/** The community-chat invitation dialog: 'Join Now', 'Maybe Later', 'Don't show again' (spec §1). */
import { useQuery } from "@tanstack/react-query";
import { useEffect, useState } from "react";
import { Button, buttonClasses } from "../../components/ui/Button";
import { Dialog } from "../../components/ui/Dialog";
import { customizationQueryKey, fetchCustomization } from "../onboarding";
import { COMMUNITY_CHAT_URL, INVITATION_DELAY_MS, readChoice, saveChoice, shouldInvite, snoozeFrom } from "./community-invitation";
import { useShellTranslation } from "./translations";

export default function CommunityInvitation({ userId }: { userId: string }) {
  const { t } = useShellTranslation();
  // The tutorial's own status check: the invitation waits until the tutorial is done.
  const status = useQuery({ queryKey: customizationQueryKey(userId), queryFn: fetchCustomization, retry: false, staleTime: Infinity });
  const tutorialDone = status.data?.onboardingCompleted === true;
  const [open, setOpen] = useState(false);

  useEffect(() => {
    if (!shouldInvite({ url: COMMUNITY_CHAT_URL, tutorialDone, choice: readChoice(localStorage), now: new Date() })) return;
    const timer = setTimeout(() => setOpen(true), INVITATION_DELAY_MS);
    return () => clearTimeout(timer);
  }, [tutorialDone]);

  const maybeLater = () => {
    saveChoice(localStorage, snoozeFrom(new Date()));
    setOpen(false);
  };
  const never = () => {
    saveChoice(localStorage, { never: true });
    setOpen(false);
  };

  return (
    <Dialog open={open} onClose={maybeLater} title={t("community.title")} description={t("community.description")}>
      <div className="flex flex-col gap-3">
        <a
          href={COMMUNITY_CHAT_URL}
          target="_blank"
          rel="noopener noreferrer"
          onClick={never}
          className={buttonClasses({ className: "w-full" })}
        >
          {t("community.join")}
        </a>
        <div className="flex flex-wrap justify-between gap-2">
          <Button variant="ghost" onClick={never}>
            {t("community.never")}
          </Button>
          <Button variant="secondary" onClick={maybeLater}>
            {t("community.later")}
          </Button>
        </div>
      </div>
    </Dialog>
  );
}
