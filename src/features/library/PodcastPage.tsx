/**
 * /podcast/:podcastId: the episode's player (speed 0.75–1.5×, ±10 s, resume where the learner
 * stopped) with the transcript following the audio (the turn being spoken is marked and kept in view, and
 * within it the sentence being spoken is highlighted; every word can be tapped like an article's), the Media Session API so phones can play it with
 * the screen off and from the lock screen, and the comprehension questions at the end.
 */
import { useQuery } from "@tanstack/react-query";
import { useEffect, useRef, useState } from "react";
import { useParams } from "react-router";
import { PLAYBACK_RATES, SKIP_SECONDS, type PodcastDetail } from "../../../worker/contract/library";
import type { ScreenProps } from "../../app/screen";
import { Button } from "../../components/ui/Button";
import { Card } from "../../components/ui/Card";
import { classNames } from "../../components/ui/class-names";
import { LoadFailed } from "../../components/ui/LoadFailed";
import { Select } from "../../components/ui/Select";
import { Loading } from "../../components/ui/Spinner";
import { ApiRequestError } from "../../lib/api";
import { useAuth } from "../../lib/auth/AuthProvider";
import { useDocumentTitle } from "../../lib/document-title";
import { fetchPodcast, libraryKeys, savePlayback } from "./api";
import { ItemHeader, NotInLibrary } from "./ItemHeader";
import { currentSentence, currentTurn, formatTime } from "./playback";
import { splitSentences } from "./tappable-text";
import { Questions } from "./Questions";
import { TappableText, type WordPick } from "./TappableText";
import { useLibraryTranslation } from "./translations";
import { WordCard } from "./WordCard";

/** How often the episode is fetched again while its audio is being prepared. */
const AUDIO_PROGRESS_REFRESH_MS = 5_000;

/** How often, in seconds of listening, the place is saved while playing (it is saved on pause too). */
const SAVE_EVERY_SECONDS = 15;

export default function PodcastPage(_: ScreenProps) {
  const { t } = useLibraryTranslation();
  const { user } = useAuth();
  const { podcastId = "" } = useParams();
  const podcast = useQuery({
    queryKey: libraryKeys.item(user?.id ?? "", "podcast", podcastId),
    queryFn: () => fetchPodcast(podcastId),
    retry: (count, err) => !(err instanceof ApiRequestError && err.status === 404) && count < 2,
    // The place to resume from is read once, when the player opens.
    refetchOnWindowFocus: false,
    // While a local stack is still making the audio, look again now and then: the player appears when it is in.
    refetchInterval: (query) => (query.state.data?.audioProgress ? AUDIO_PROGRESS_REFRESH_MS : false),
  });
  useDocumentTitle(podcast.data?.title ?? "");

  if (podcast.isPending) return <Loading label={t("item.loading")} className="px-4 py-10" />;
  if (podcast.error instanceof ApiRequestError && podcast.error.status === 404) return <NotInLibrary />;
  if (!podcast.data)
    return (
      <LoadFailed
        className="px-4 py-10"
        message={t("item.loadFailed")}
        retryLabel={t("questions.again")}
        onRetry={() => void podcast.refetch()}
      />
    );
  return <Episode podcast={podcast.data} />;
}

function Episode({ podcast }: { podcast: PodcastDetail }) {
  const { t } = useLibraryTranslation();
  const [pick, setPick] = useState<WordPick | null>(null);
  const audioRef = useRef<HTMLAudioElement>(null);
  const [time, setTime] = useState(0);
  const [duration, setDuration] = useState(podcast.audio?.durationSeconds ?? 0);
  const [playing, setPlaying] = useState(false);
  const [rate, setRate] = useState<string>("1");
  const [resumedAt, setResumedAt] = useState<number | null>(null);
  const savedAt = useRef(podcast.positionSeconds);
  const active = currentTurn(podcast.transcript, time);
  const activeRef = useRef<HTMLLIElement>(null);
  const speaking = speakingSentence(podcast.transcript, active, time, duration);
  const speakers = new Map(podcast.speakers.map((s) => [s.id, s.label]));

  const keepPlace = (seconds: number) => {
    savedAt.current = seconds;
    savePlayback(podcast.id, seconds).catch(() => undefined);
  };
  const seek = (seconds: number) => {
    const audio = audioRef.current;
    if (audio) audio.currentTime = Math.max(0, Math.min(seconds, audio.duration || duration));
  };
  const toggle = () => {
    const audio = audioRef.current;
    if (!audio) return;
    if (audio.paused) void audio.play();
    else audio.pause();
  };

  useEffect(() => {
    if (playing) activeRef.current?.scrollIntoView?.({ block: "nearest", behavior: "smooth" });
  }, [active, playing]);

  // The sentence being spoken is marked in the turn's text (its words stay tappable spans of their sentence).
  useEffect(() => {
    const sentence = activeRef.current?.querySelector(`[data-sentence="${speaking}"]`);
    sentence?.setAttribute("data-speaking", "true");
    return () => sentence?.removeAttribute("data-speaking");
  }, [active, speaking]);

  // Media Session: the lock screen and headphone buttons control the episode while the screen is off.
  useEffect(() => {
    if (!("mediaSession" in navigator) || typeof MediaMetadata === "undefined") return;
    navigator.mediaSession.metadata = new MediaMetadata({ title: podcast.title, artist: "Lexora", album: t("list.kindPodcast") });
    const audio = () => audioRef.current;
    const handlers: [MediaSessionAction, MediaSessionActionHandler][] = [
      ["play", () => void audio()?.play()],
      ["pause", () => audio()?.pause()],
      ["seekbackward", () => seek((audio()?.currentTime ?? 0) - SKIP_SECONDS)],
      ["seekforward", () => seek((audio()?.currentTime ?? 0) + SKIP_SECONDS)],
      ["seekto", (details) => details.seekTime !== undefined && seek(details.seekTime)],
    ];
    for (const [action, handler] of handlers) {
      try {
        navigator.mediaSession.setActionHandler(action, handler);
      } catch {
        // A browser that does not know an action simply leaves it out.
      }
    }
    return () => {
      for (const [action] of handlers) {
        try {
          navigator.mediaSession.setActionHandler(action, null);
        } catch {
          // As above.
        }
      }
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- set once per episode; the handlers read the element when called
  }, [podcast.id, podcast.title]);

  useEffect(() => {
    if (audioRef.current) audioRef.current.playbackRate = Number(rate);
  }, [rate]);

  // Leaving the screen while listening keeps the place (the element's own pause may come too late).
  useEffect(() => {
    const audio = audioRef.current;
    return () => {
      if (audio && audio.currentTime > 0 && Math.abs(audio.currentTime - savedAt.current) >= 1) {
        savePlayback(podcast.id, audio.currentTime).catch(() => undefined);
      }
    };
  }, [podcast.id]);

  return (
    <article className="mx-auto max-w-3xl px-4 py-6 sm:py-10">
      <ItemHeader
        title={podcast.title}
        level={podcast.level}
        topic={podcast.topic}
        time={t("item.listeningTime", { count: podcast.minutes })}
      />
      <p lang="en" className="mt-4 text-lg text-slate-700 dark:text-slate-300">
        {podcast.summary}
      </p>

      {podcast.audio ? (
        <Card className="mt-5 space-y-3 p-4" data-testid="podcast-player">
          <audio
            ref={audioRef}
            src={podcast.audio.url}
            preload="metadata"
            onLoadedMetadata={(e) => {
              const audio = e.currentTarget;
              setDuration(audio.duration);
              audio.playbackRate = Number(rate);
              if (podcast.positionSeconds > 0 && podcast.positionSeconds < audio.duration - 1) {
                audio.currentTime = podcast.positionSeconds;
                setResumedAt(podcast.positionSeconds);
              }
            }}
            onTimeUpdate={(e) => {
              const now = e.currentTarget.currentTime;
              setTime(now);
              if (!e.currentTarget.paused && Math.abs(now - savedAt.current) >= SAVE_EVERY_SECONDS) keepPlace(now);
            }}
            onPlay={() => setPlaying(true)}
            onPause={(e) => {
              setPlaying(false);
              keepPlace(e.currentTarget.currentTime);
            }}
            onEnded={() => keepPlace(0)}
          />
          <div className="flex flex-wrap items-center gap-2">
            <Button size="sm" variant="secondary" onClick={() => seek(time - SKIP_SECONDS)}>
              <span aria-hidden="true">−10 s</span>
              <span className="sr-only">{t("player.back10")}</span>
            </Button>
            <Button size="sm" onClick={toggle} className="min-w-20">
              {playing ? t("player.pause") : t("player.play")}
            </Button>
            <Button size="sm" variant="secondary" onClick={() => seek(time + SKIP_SECONDS)}>
              <span aria-hidden="true">+10 s</span>
              <span className="sr-only">{t("player.forward10")}</span>
            </Button>
            <Select
              label={t("player.speed")}
              value={rate}
              onChange={setRate}
              options={PLAYBACK_RATES.map((r) => ({ value: String(r), label: `${r}×` }))}
              className="ml-auto"
            />
          </div>
          <div className="flex items-center gap-3 text-sm text-slate-700 tabular-nums dark:text-slate-300">
            <span>{formatTime(time)}</span>
            <input
              type="range"
              min={0}
              max={Math.max(duration, 1)}
              step={1}
              value={Math.min(time, duration)}
              onChange={(e) => seek(Number(e.target.value))}
              aria-label={t("player.position")}
              aria-valuetext={`${formatTime(time)} / ${formatTime(duration)}`}
              className="min-w-0 flex-1"
            />
            <span>{formatTime(duration)}</span>
          </div>
          <p className="text-xs text-slate-600 dark:text-slate-400" role="status">
            {resumedAt !== null ? `${t("player.resumed", { time: formatTime(resumedAt) })} ` : ""}
            {t("player.spokenBy", { engine: podcast.audio.engine })}
          </p>
        </Card>
      ) : (
        <p role="status" className="mt-5 rounded-lg bg-amber-50 p-3 text-amber-900 dark:bg-amber-500/10 dark:text-amber-100">
          {podcast.audioProgress ? t("player.audioPreparing", podcast.audioProgress) : t("player.noAudio")}
        </p>
      )}

      <h2 className="mt-8 text-lg font-semibold text-slate-900 dark:text-white">{t("player.transcript")}</h2>
      <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">{t("item.tapHint")}</p>
      <ol className="mt-4 space-y-3" data-testid="podcast-transcript">
        {podcast.transcript.map((turn, index) => (
          <li
            key={index}
            ref={index === active ? activeRef : undefined}
            aria-current={index === active ? "true" : undefined}
            data-testid="transcript-turn"
            className={classNames(
              "rounded-lg border-l-4 p-3 transition-colors [&_[data-speaking]]:rounded-sm [&_[data-speaking]]:bg-indigo-100 dark:[&_[data-speaking]]:bg-indigo-500/30",
              index === active ? "border-indigo-600 dark:border-indigo-400" : "border-transparent",
            )}
          >
            <div className="flex flex-wrap items-center gap-2 text-sm">
              <span lang="en" className="font-semibold text-slate-900 dark:text-white">
                {speakers.get(turn.speaker) ?? turn.speaker}
              </span>
              {turn.startSeconds !== null && podcast.audio && (
                <button
                  type="button"
                  className="rounded text-indigo-700 underline tabular-nums dark:text-indigo-300"
                  aria-label={t("player.playFrom", { time: formatTime(turn.startSeconds) })}
                  onClick={() => {
                    seek(turn.startSeconds ?? 0);
                    void audioRef.current?.play();
                  }}
                >
                  {formatTime(turn.startSeconds)}
                </button>
              )}
            </div>
            <TappableText text={turn.text} onPick={setPick} className="mt-1 text-slate-900 dark:text-slate-100" />
          </li>
        ))}
      </ol>
      <Questions kind="podcast" itemId={podcast.id} questions={podcast.questions} counted={podcast.countedAttempt} />
      <WordCard pick={pick} onClose={() => setPick(null)} />
    </article>
  );
}

/** The sentence of the current turn being spoken: its turn runs to the next turn's start, the last one to the end. */
function speakingSentence(turns: PodcastDetail["transcript"], active: number, seconds: number, duration: number): number {
  const turn = turns[active];
  if (!turn || turn.startSeconds === null) return -1;
  const end = turns.slice(active + 1).find((t) => t.startSeconds !== null)?.startSeconds ?? duration;
  return currentSentence(splitSentences(turn.text), turn.startSeconds, end, seconds);
}
