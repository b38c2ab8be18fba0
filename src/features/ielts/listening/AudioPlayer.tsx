/**
 * The listening players over GET /api/audio/* (range requests, so the browser can seek). Practice:
 * play, pause, back and forward, and a position slider. Exam: the recording plays once, straight
 * through — there is no control to pause or seek, and a seek from anywhere else (media keys, the
 * console) is undone.
 */
import { useEffect, useRef, useState, type RefObject } from "react";
import { Button } from "../../../components/ui/Button";
import { classNames, focusRing } from "../../../components/ui/class-names";
import { formatClock } from "../timer/timer-machine";
import { useIeltsTranslation } from "../translations";

const SKIP_SECONDS = 10;
/** Further than this from where exam playback was is a seek, not the normal advance of time. */
const EXAM_SEEK_TOLERANCE_SECONDS = 1.5;

/** Where a player's audio element is; players are keyed by part, so one element serves one recording. */
function useAudioProgress(audioRef: RefObject<HTMLAudioElement | null>, fallbackDuration: number, src: string | null) {
  const [current, setCurrent] = useState(0);
  const [duration, setDuration] = useState(fallbackDuration);
  const [playing, setPlaying] = useState(false);
  useEffect(() => {
    const audio = audioRef.current;
    if (!audio) return;
    const onTime = () => setCurrent(audio.currentTime);
    const onDuration = () => Number.isFinite(audio.duration) && audio.duration > 0 && setDuration(audio.duration);
    const onPlay = () => setPlaying(true);
    const onPause = () => setPlaying(false);
    audio.addEventListener("timeupdate", onTime);
    audio.addEventListener("seeked", onTime);
    audio.addEventListener("durationchange", onDuration);
    audio.addEventListener("loadedmetadata", onDuration);
    audio.addEventListener("play", onPlay);
    audio.addEventListener("pause", onPause);
    audio.addEventListener("ended", onPause);
    return () => {
      audio.removeEventListener("timeupdate", onTime);
      audio.removeEventListener("seeked", onTime);
      audio.removeEventListener("durationchange", onDuration);
      audio.removeEventListener("loadedmetadata", onDuration);
      audio.removeEventListener("play", onPlay);
      audio.removeEventListener("pause", onPause);
      audio.removeEventListener("ended", onPause);
    };
  }, [audioRef, src]);
  return { current, duration, playing };
}

type PlayerProps = {
  src: string | null;
  /** "Part 2 recording". */
  label: string;
  durationSeconds: number;
  audioRef?: RefObject<HTMLAudioElement | null>;
  onEnded?: () => void;
};

export function PracticePlayer({ src, label, durationSeconds, audioRef: givenRef, onEnded }: PlayerProps) {
  const { t } = useIeltsTranslation();
  const ownRef = useRef<HTMLAudioElement>(null);
  const audioRef = givenRef ?? ownRef;
  const { current, duration, playing } = useAudioProgress(audioRef, durationSeconds, src);

  const toggle = () => {
    const audio = audioRef.current;
    if (!audio) return;
    if (audio.paused) void audio.play().catch(() => undefined);
    else audio.pause();
  };
  const seek = (seconds: number) => {
    const audio = audioRef.current;
    if (audio) audio.currentTime = Math.min(Math.max(0, seconds), duration);
  };

  return (
    <div
      role="group"
      aria-label={label}
      data-testid="practice-player"
      className="flex flex-col gap-2 rounded-xl border border-slate-200 bg-white p-3 shadow-sm dark:border-slate-700 dark:bg-slate-900"
    >
      <audio ref={audioRef} src={src ?? undefined} preload="metadata" onEnded={onEnded} />
      <div className="flex flex-wrap items-center gap-2">
        <Button size="sm" onClick={toggle} disabled={!src}>
          {playing ? <PauseIcon /> : <PlayIcon />}
          {playing ? t("player.pause") : t("player.play")}
        </Button>
        <Button size="sm" variant="secondary" onClick={() => seek(current - SKIP_SECONDS)} disabled={!src}>
          {t("player.back", { seconds: SKIP_SECONDS })}
        </Button>
        <Button size="sm" variant="secondary" onClick={() => seek(current + SKIP_SECONDS)} disabled={!src}>
          {t("player.forward", { seconds: SKIP_SECONDS })}
        </Button>
        <span className="ml-auto text-sm text-slate-700 tabular-nums dark:text-slate-300">
          {formatClock(current)} / {formatClock(duration)}
        </span>
      </div>
      <input
        type="range"
        min={0}
        max={Math.max(1, Math.round(duration))}
        step={1}
        value={Math.round(current)}
        onChange={(event) => seek(Number(event.target.value))}
        disabled={!src}
        aria-label={t("player.position")}
        aria-valuetext={t("player.positionValue", { current: formatClock(current), total: formatClock(duration) })}
        className={classNames("w-full accent-indigo-600", focusRing)}
      />
    </div>
  );
}

type ExamPlayerProps = PlayerProps & {
  audioRef: RefObject<HTMLAudioElement | null>;
  /** Playing now (false before the first part and between a reload and "continue"). */
  active: boolean;
};

/** Exam mode: a progress bar, no way to pause or seek. */
export function ExamPlayer({ src, label, durationSeconds, audioRef, onEnded, active }: ExamPlayerProps) {
  const { t } = useIeltsTranslation();
  const { current, duration, playing } = useAudioProgress(audioRef, durationSeconds, src);
  const heardUpTo = useRef(0);

  useEffect(() => {
    const audio = audioRef.current;
    if (!audio) return;
    heardUpTo.current = 0;
    const onTime = () => {
      if (Math.abs(audio.currentTime - heardUpTo.current) <= EXAM_SEEK_TOLERANCE_SECONDS) heardUpTo.current = audio.currentTime;
    };
    const refuseSeek = () => {
      if (Math.abs(audio.currentTime - heardUpTo.current) > EXAM_SEEK_TOLERANCE_SECONDS) audio.currentTime = heardUpTo.current;
    };
    const keepRate = () => {
      if (audio.playbackRate !== 1) audio.playbackRate = 1;
    };
    audio.addEventListener("timeupdate", onTime);
    audio.addEventListener("seeking", refuseSeek);
    audio.addEventListener("ratechange", keepRate);
    const session = "mediaSession" in navigator ? navigator.mediaSession : null;
    const ignore = () => undefined;
    const actions: MediaSessionAction[] = ["seekbackward", "seekforward", "seekto", "previoustrack", "nexttrack"];
    for (const action of actions) {
      try {
        session?.setActionHandler(action, ignore);
      } catch {
        // An action this browser does not know.
      }
    }
    return () => {
      audio.removeEventListener("timeupdate", onTime);
      audio.removeEventListener("seeking", refuseSeek);
      audio.removeEventListener("ratechange", keepRate);
      for (const action of actions) {
        try {
          session?.setActionHandler(action, null);
        } catch {
          // As above.
        }
      }
    };
  }, [audioRef, src]);

  const percent = duration > 0 ? Math.min(100, (current / duration) * 100) : 0;
  return (
    <div
      role="group"
      aria-label={label}
      data-testid="exam-player"
      className="flex flex-col gap-2 rounded-xl border border-slate-200 bg-white p-3 shadow-sm dark:border-slate-700 dark:bg-slate-900"
    >
      <audio ref={audioRef} src={src ?? undefined} preload="auto" onEnded={onEnded} />
      <div className="flex items-center justify-between gap-3 text-sm">
        <span className="font-medium text-slate-900 dark:text-white">{label}</span>
        <span className="text-slate-700 tabular-nums dark:text-slate-300">
          {formatClock(current)} / {formatClock(duration)}
        </span>
      </div>
      <div
        role="progressbar"
        aria-label={t("player.progress")}
        aria-valuemin={0}
        aria-valuemax={Math.round(duration)}
        aria-valuenow={Math.round(current)}
        aria-valuetext={t("player.positionValue", { current: formatClock(current), total: formatClock(duration) })}
        className="h-2 overflow-hidden rounded-full bg-slate-200 dark:bg-slate-700"
      >
        <div className="h-full bg-indigo-600 transition-[width] dark:bg-indigo-400" style={{ width: `${percent}%` }} />
      </div>
      {active && !playing && current > 0 && current < duration - 0.5 && (
        <Button size="sm" className="self-start" onClick={() => void audioRef.current?.play().catch(() => undefined)}>
          {t("player.continuePlaying")}
        </Button>
      )}
    </div>
  );
}

const PlayIcon = () => (
  <svg aria-hidden="true" viewBox="0 0 20 20" fill="currentColor" className="size-4">
    <path d="M6 4.5v11a.5.5 0 0 0 .77.42l8.5-5.5a.5.5 0 0 0 0-.84l-8.5-5.5A.5.5 0 0 0 6 4.5Z" />
  </svg>
);

const PauseIcon = () => (
  <svg aria-hidden="true" viewBox="0 0 20 20" fill="currentColor" className="size-4">
    <rect x="5" y="4" width="3.5" height="12" rx="1" />
    <rect x="11.5" y="4" width="3.5" height="12" rx="1" />
  </svg>
);
