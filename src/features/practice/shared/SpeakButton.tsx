import { toast } from "sonner";
import { Button } from "../../../components/ui/Button";
import { classNames } from "../../../components/ui/class-names";
import { speak } from "../../../lib/speech";
import { usePracticeTranslation } from "../translations";

/** Plays the word with speech synthesis (spec §7, §9); 'Failed to play pronunciation.' when it cannot. */
export function SpeakButton({ text, className }: { text: string; className?: string }) {
  const { t } = usePracticeTranslation();
  const play = (event: React.MouseEvent) => {
    // Inside a flippable card: listening must not turn the card over.
    event.stopPropagation();
    speak(text).catch(() => toast.error(t("speech.failed")));
  };
  return (
    <Button
      variant="ghost"
      size="icon"
      onClick={play}
      aria-label={t("speech.play", { word: text })}
      className={classNames("rounded-full", className)}
    >
      <svg
        aria-hidden="true"
        viewBox="0 0 24 24"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
        strokeLinejoin="round"
        className="size-5"
      >
        <path d="M11 5 6 9H2v6h4l5 4V5Z" />
        <path d="M15.5 8.5a5 5 0 0 1 0 7" />
        <path d="M19 5a10 10 0 0 1 0 14" />
      </svg>
    </Button>
  );
}
