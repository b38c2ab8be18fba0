/**
 * The voice assistant: a spoken conversation with the AI tutor behind the permissions gate
 * (spec §2). The learner talks (push-to-talk or hands-free) or types; the reply streams in, is spoken
 * sentence by sentence and captioned; talking interrupts it. A feedback card ends the conversation.
 */
import { useQuery } from "@tanstack/react-query";
import { useEffect, useRef, useState, type FormEvent } from "react";
import { Button } from "../../components/ui/Button";
import { Card } from "../../components/ui/Card";
import { classNames, focusRing } from "../../components/ui/class-names";
import { Switch } from "../../components/ui/Switch";
import { useAiMode } from "../../lib/app-config";
import { useAuth } from "../../lib/auth/AuthProvider";
import { OfflineNote } from "../../components/ui/OfflineNote";
import { fetchCapabilities, transcribeRecording, uploadRecording, ieltsKeys } from "../ielts";
import { PermissionsGate } from "../shell";
import { FeedbackCard } from "./FeedbackCard";
import {
  canRecordAudio,
  chooseInputMode,
  listenForVoice,
  recogniseTurn,
  recognitionAvailable,
  recordTurn,
  VOICE_THRESHOLD,
  VoiceActivity,
} from "./speech-input";
import { useVoiceTranslation } from "./translations";
import { useVoiceConversation, type VoiceConversation } from "./use-voice-conversation";

type TalkState = "idle" | "listening" | "transcribing";
/** A press held this long is push-to-talk (let go to send); a shorter one is a tap that toggles. */
const HOLD_MS = 400;
const RECOGNITION_LANG = "en-US";

/** Speech in: recording or recognising one turn at a time, and hands-free voice activity. */
function useSpeechIn(conversation: VoiceConversation, serverTranscription: boolean) {
  const { t } = useVoiceTranslation();
  const [recognitionFailed, setRecognitionFailed] = useState<string | null>(null);
  const mode = chooseInputMode({
    serverTranscription,
    canRecord: canRecordAudio(),
    recognitionAvailable: recognitionAvailable() && recognitionFailed === null,
  });
  const [state, setState] = useState<TalkState>("idle");
  const [heard, setHeard] = useState("");
  const [notice, setNotice] = useState<string | null>(null);
  const [handsFree, setHandsFree] = useState(false);
  const [level, setLevel] = useState(0);
  const stream = useRef<MediaStream | null>(null);
  const active = useRef<{ stop: () => Promise<void> } | null>(null);

  const microphone = async () => (stream.current ??= await navigator.mediaDevices.getUserMedia({ audio: { echoCancellation: true } }));

  useEffect(
    () => () => {
      void active.current?.stop();
      stream.current?.getTracks().forEach((track) => track.stop());
    },
    [],
  );

  const startTalking = async () => {
    if (active.current || mode === "typing") return;
    conversation.interrupt();
    setNotice(null);
    setHeard("");
    if (mode === "browser") {
      const recognition = recogniseTurn(RECOGNITION_LANG, {
        onInterim: setHeard,
        onFinal: (text) => {
          active.current = null;
          setState("idle");
          if (text) conversation.say(text);
          else setNotice(t("input.nothingHeard"));
        },
        onUnavailable: (reason) => {
          active.current = null;
          setState("idle");
          setHandsFree(false);
          setRecognitionFailed(reason);
        },
      });
      if (!recognition) return;
      active.current = { stop: async () => recognition.stop() };
      setState("listening");
      return;
    }
    let recording: ReturnType<typeof recordTurn>;
    try {
      recording = recordTurn(await microphone());
    } catch {
      setNotice(t("handsFree.micFailed"));
      return;
    }
    setState("listening");
    active.current = {
      stop: async () => {
        active.current = null;
        setState("transcribing");
        try {
          const audio = await recording.stop();
          const { text } = await transcribeRecording((await uploadRecording(audio)).key);
          setHeard(text);
          if (text) conversation.say(text);
          else setNotice(t("input.nothingHeard"));
        } catch {
          setNotice(t("input.transcriptionFailed"));
        } finally {
          setState("idle");
        }
      },
    };
  };

  const stopTalking = async () => {
    await active.current?.stop();
  };

  // The voice activity loop outlives renders: it calls the latest handlers through this ref.
  const latest = useRef({ startTalking, stopTalking, tutorSpeaking: conversation.speaking });
  useEffect(() => {
    latest.current = { startTalking, stopTalking, tutorSpeaking: conversation.speaking };
  });

  // Hands-free: the microphone's loudness starts and ends turns; speaking over the tutor interrupts it.
  useEffect(() => {
    if (!handsFree || mode === "typing") return;
    let stopListening: (() => void) | null = null;
    let cancelled = false;
    const activity = new VoiceActivity();
    void microphone()
      .then((mic) => {
        if (cancelled) return;
        stopListening = listenForVoice(mic, (value, at) => {
          setLevel(value);
          // While the tutor speaks, only a clearly louder voice counts (the echo of its own voice does not).
          const change = activity.sample(value, at, latest.current.tutorSpeaking ? VOICE_THRESHOLD * 2 : VOICE_THRESHOLD);
          if (change === "start") void latest.current.startTalking();
          if (change === "end") void latest.current.stopTalking();
        });
      })
      .catch(() => setNotice(t("handsFree.micFailed")));
    return () => {
      cancelled = true;
      stopListening?.();
      setLevel(0);
    };
    // `microphone` and `t` are stable enough: the loop restarts only when hands-free or the input mode changes.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [handsFree, mode]);

  return {
    mode,
    recognitionFailed,
    state,
    heard,
    notice,
    handsFree,
    setHandsFree,
    level,
    startTalking,
    stopTalking,
  };
}

function MicIcon() {
  return (
    <svg aria-hidden="true" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth={1.8} className="size-10">
      <path
        strokeLinecap="round"
        strokeLinejoin="round"
        d="M12 15a3 3 0 0 0 3-3V6a3 3 0 1 0-6 0v6a3 3 0 0 0 3 3Zm6-3a6 6 0 0 1-12 0m6 6v3"
      />
    </svg>
  );
}

function TalkButton({ speech, compact }: { speech: ReturnType<typeof useSpeechIn>; compact: boolean }) {
  const { t } = useVoiceTranslation();
  const pressedAt = useRef<number | null>(null);
  const listening = speech.state === "listening";
  const label = speech.state === "transcribing" ? t("talk.transcribing") : listening ? t("talk.stop") : t("talk.start");
  return (
    <div className="flex flex-col items-center gap-2">
      <button
        type="button"
        disabled={speech.state === "transcribing"}
        aria-pressed={listening}
        aria-describedby="voice-talk-hint"
        className={classNames(
          "flex touch-none flex-col items-center justify-center gap-1 rounded-full font-semibold text-white shadow-lg transition select-none disabled:opacity-60",
          compact ? "size-36" : "size-32",
          listening ? "bg-red-600 hover:bg-red-700" : "bg-indigo-600 hover:bg-indigo-700",
          focusRing,
        )}
        onPointerDown={(event) => {
          if (event.button !== 0) return;
          pressedAt.current = Date.now();
          if (!listening) void speech.startTalking();
        }}
        onPointerUp={() => {
          const heldFor = pressedAt.current === null ? 0 : Date.now() - pressedAt.current;
          pressedAt.current = null;
          // A long press is push-to-talk: letting go sends. A tap while listening sends too.
          if (heldFor >= HOLD_MS || listening) void speech.stopTalking();
        }}
        onClick={(event) => {
          // Pointer presses are handled above; this is the keyboard (Enter or Space), which toggles.
          if (event.detail !== 0) return;
          void (listening ? speech.stopTalking() : speech.startTalking());
        }}
      >
        <MicIcon />
        <span>{label}</span>
      </button>
      <p id="voice-talk-hint" className="text-center text-sm text-slate-600 dark:text-slate-300">
        {listening ? t("talk.stopHint") : t("talk.startHint")}
      </p>
    </div>
  );
}

function HandsFreeIndicator({ speech }: { speech: ReturnType<typeof useSpeechIn> }) {
  const { t } = useVoiceTranslation();
  const hearing = speech.state === "listening";
  return (
    <div
      data-testid="hands-free-indicator"
      className={classNames(
        "flex items-center gap-3 rounded-xl border-2 p-3",
        hearing ? "border-red-500 bg-red-50 dark:bg-red-950/40" : "border-emerald-500 bg-emerald-50 dark:bg-emerald-950/40",
      )}
    >
      <span aria-hidden="true" className="relative flex size-4 shrink-0">
        <span className="absolute inline-flex size-full animate-ping rounded-full bg-current opacity-50 motion-reduce:animate-none" />
        <span className={classNames("relative inline-flex size-4 rounded-full", hearing ? "bg-red-600" : "bg-emerald-600")} />
      </span>
      <p className="flex-1 text-sm font-medium text-slate-900 dark:text-white">
        {hearing ? t("handsFree.hearing") : t("handsFree.waiting")}
      </p>
      <span aria-hidden="true" className="h-2 w-16 overflow-hidden rounded-full bg-slate-200 dark:bg-slate-700">
        <span className="block h-full bg-indigo-600" style={{ width: `${Math.min(100, Math.round(speech.level * 800))}%` }} />
      </span>
    </div>
  );
}

function TypingForm({ conversation }: { conversation: VoiceConversation }) {
  const { t } = useVoiceTranslation();
  const [text, setText] = useState("");
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!text.trim()) return;
    conversation.say(text);
    setText("");
  };
  return (
    <form onSubmit={submit} className="flex flex-col gap-2 sm:flex-row sm:items-end">
      <label className="flex min-w-0 flex-1 flex-col gap-1 text-sm font-medium text-slate-800 dark:text-slate-200">
        {t("typing.label")}
        <input
          value={text}
          onChange={(event) => setText(event.target.value)}
          placeholder={t("typing.placeholder")}
          maxLength={4000}
          className={classNames(
            "w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-base text-slate-900 dark:border-slate-600 dark:bg-slate-800 dark:text-white",
            focusRing,
          )}
        />
      </label>
      <Button type="submit" disabled={!text.trim()}>
        {t("typing.send")}
      </Button>
    </form>
  );
}

function Captions({ conversation, heard }: { conversation: VoiceConversation; heard: string }) {
  const { t } = useVoiceTranslation();
  const lastLearnerTurn = [...conversation.messages].reverse().find((m) => m.role === "user")?.content ?? "";
  const you = heard || lastLearnerTurn;
  const tutor = conversation.spokenSentence ?? (conversation.speakReplies ? "" : (conversation.reply?.text ?? ""));
  return (
    <section aria-label={t("captions.label")} className="rounded-xl bg-slate-900 p-4 text-white dark:bg-slate-950">
      <div aria-live="polite" className="space-y-2 text-lg leading-snug">
        <p data-testid="caption-you">
          <span className="mr-2 text-sm font-semibold text-sky-300">{t("captions.you")}:</span>
          {you}
        </p>
        <p data-testid="caption-tutor">
          <span className="mr-2 text-sm font-semibold text-amber-300">{t("captions.tutor")}:</span>
          {tutor}
        </p>
      </div>
    </section>
  );
}

function Transcript({ conversation }: { conversation: VoiceConversation }) {
  const { t } = useVoiceTranslation();
  const end = useRef<HTMLDivElement>(null);
  const streaming = conversation.reply?.text ?? "";
  // A block body: newer Chromium returns a promise from scrollIntoView, which must not become the effect's cleanup.
  useEffect(() => {
    end.current?.scrollIntoView?.({ block: "nearest" });
  }, [conversation.messages.length, streaming]);
  return (
    <section
      role="log"
      // The captions announce each turn; the log itself stays quiet so nothing is read twice.
      aria-live="off"
      aria-label={t("transcript")}
      className="max-h-80 overflow-y-auto rounded-xl border border-slate-200 p-3 dark:border-slate-700"
    >
      <ol className="flex flex-col gap-2">
        {conversation.messages.map((message) => (
          <li
            key={message.id}
            data-role={message.role}
            className={classNames(
              "max-w-[85%] rounded-2xl px-3 py-2 text-sm break-words",
              message.role === "user"
                ? "self-end bg-indigo-600 text-white"
                : "self-start bg-slate-100 text-slate-900 dark:bg-slate-800 dark:text-slate-100",
            )}
          >
            <span className="sr-only">{message.role === "user" ? t("captions.you") : t("captions.tutor")}: </span>
            <span lang="en">{message.content}</span>
          </li>
        ))}
        {conversation.reply && (
          <li
            data-role="assistant"
            data-testid="voice-streaming-reply"
            className="max-w-[85%] self-start rounded-2xl bg-slate-100 px-3 py-2 text-sm break-words text-slate-900 dark:bg-slate-800 dark:text-slate-100"
          >
            {streaming ? <span lang="en">{streaming}</span> : t("typing.waitForReply")}
          </li>
        )}
      </ol>
      <div ref={end} />
    </section>
  );
}

function Conversation({ conversation, compact }: { conversation: VoiceConversation; compact: boolean }) {
  const { t } = useVoiceTranslation();
  const userId = useAuth().user?.id ?? "";
  const capabilities = useQuery({ queryKey: ieltsKeys.capabilities(userId), queryFn: fetchCapabilities });
  const speech = useSpeechIn(conversation, capabilities.data?.transcription === true);
  const modeName = t(`input.${speech.mode}`);

  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-col gap-2 text-sm text-slate-700 dark:text-slate-300">
        <p data-testid="voice-input-mode">
          <span className="font-medium">{t("input.label")}:</span> {modeName}
        </p>
        {speech.recognitionFailed && (
          <p role="alert" className="text-amber-800 dark:text-amber-200">
            {t("input.recognitionFailed", { reason: speech.recognitionFailed })}
          </p>
        )}
      </div>

      <Transcript conversation={conversation} />
      <Captions conversation={conversation} heard={speech.heard} />

      {speech.mode !== "typing" && (
        <fieldset className="flex flex-wrap items-center gap-x-4 gap-y-2">
          <legend className="mb-1 text-sm font-medium text-slate-800 dark:text-slate-200">{t("mode.label")}</legend>
          {(["pushToTalk", "handsFree"] as const).map((option) => (
            <label key={option} className="flex items-center gap-2 text-sm text-slate-800 dark:text-slate-200">
              <input
                type="radio"
                name="voice-mode"
                checked={(option === "handsFree") === speech.handsFree}
                onChange={() => speech.setHandsFree(option === "handsFree")}
                className="size-4 accent-indigo-600"
              />
              {t(`mode.${option}`)}
            </label>
          ))}
        </fieldset>
      )}

      {speech.mode !== "typing" &&
        (speech.handsFree ? <HandsFreeIndicator speech={speech} /> : <TalkButton speech={speech} compact={compact} />)}
      {speech.notice && (
        <p role="status" className="text-sm text-amber-800 dark:text-amber-200">
          {speech.notice}
        </p>
      )}

      <div className="flex flex-wrap items-center gap-3">
        {conversation.speaking && (
          <Button variant="secondary" onClick={conversation.interrupt}>
            {t("talk.stopSpeaking")}
          </Button>
        )}
      </div>

      <TypingForm conversation={conversation} />

      {conversation.speechAvailable ? (
        <Switch label={t("speakReplies")} checked={conversation.speakReplies} onChange={conversation.setSpeakReplies} />
      ) : (
        <p className="text-sm text-slate-600 dark:text-slate-300">{t("noSpeech")}</p>
      )}

      <div className="flex flex-wrap gap-3">
        <Button variant="secondary" onClick={conversation.finish} disabled={conversation.feedback.isPending}>
          {t("end")}
        </Button>
      </div>
    </div>
  );
}

export function VoiceAssistant({ compact }: { compact: boolean }) {
  const { t } = useVoiceTranslation();
  const conversation = useVoiceConversation();
  const offline = useAiMode() === "offline";

  return (
    <div className="flex flex-col gap-4">
      <p className="text-slate-700 dark:text-slate-300">{t("intro")}</p>
      {offline && <OfflineNote label={t("offlineMode")} hint={t("offlineModeHint")} className="self-start" />}
      <PermissionsGate>
        <Card className="flex flex-col gap-4" data-testid="voice-conversation">
          {conversation.chatId === null ? (
            <div className="flex flex-col items-start gap-2">
              <Button onClick={conversation.start} disabled={conversation.starting}>
                {conversation.starting ? t("starting") : t("start")}
              </Button>
              {conversation.startFailed && (
                <p role="alert" className="text-sm text-red-700 dark:text-red-300">
                  {t("errors.start")}
                </p>
              )}
            </div>
          ) : conversation.feedback.isIdle ? (
            <Conversation conversation={conversation} compact={compact} />
          ) : (
            <FeedbackCard conversation={conversation} />
          )}
        </Card>
      </PermissionsGate>
    </div>
  );
}
