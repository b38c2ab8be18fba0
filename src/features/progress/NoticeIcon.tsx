import type { NotificationType } from "../../../worker/contract/progress";
import { classNames } from "../../components/ui/class-names";

const PATHS: Record<NotificationType, string> = {
  // Trophy, flame, gift, check.
  achievement:
    "M6 3h8v2h3v3a4 4 0 0 1-4 4h-.3A4 4 0 0 1 11 13.9V16h3v2H6v-2h3v-2.1A4 4 0 0 1 7.3 12H7a4 4 0 0 1-4-4V5h3V3Zm0 4H5v1a2 2 0 0 0 1 1.7V7Zm8 0v2.7A2 2 0 0 0 15 8V7h-1Z",
  streak: "M10 2c1 3 5 5 5 10a5 5 0 0 1-10 0c0-2 1-3.5 2-4.5 0 1.5.7 2.5 1.5 3C8 7 9 4.5 10 2Z",
  reward: "M3 8h14v3H3V8Zm1 4h5v6H4v-6Zm7 0h5v6h-5v-6ZM10 8c-1-3-4.5-4-5-2s3 2 5 2Zm0 0c1-3 4.5-4 5-2s-3 2-5 2Z",
  progress: "M8 13.6 4.7 10.3l-1.4 1.4L8 16.4l9-9-1.4-1.4L8 13.6Z",
};

const COLOURS: Record<NotificationType, string> = {
  achievement: "text-amber-500",
  streak: "text-orange-500",
  reward: "text-fuchsia-500",
  progress: "text-emerald-600 dark:text-emerald-400",
};

/** The small picture that tells the kinds of notification apart; decorative, the text says it all. */
export function NoticeIcon({ type, className }: { type: NotificationType; className?: string }) {
  return (
    <svg aria-hidden="true" viewBox="0 0 20 20" fill="currentColor" className={classNames("size-5", COLOURS[type], className)}>
      <path d={PATHS[type]} />
    </svg>
  );
}
