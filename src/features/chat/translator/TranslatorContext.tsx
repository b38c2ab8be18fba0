/**
 * The translator context (spec §3): open flag, initial text, translated text, loading flag, error,
 * supported languages, the floating panel's position and pinned state (both remembered in local
 * storage, spec §5/§9), and the actions of spec §2/§5: presets, swap, translate, clear, listen.
 */
import { createContext, use, useEffect, useState, type ReactNode } from "react";
import { toast } from "sonner";
import { TRANSLATOR_LANGUAGES, type TranslatorLanguage } from "../../../../worker/contract/ai";
import { isAiFailure, type TranslationResult } from "../../../lib/ai";
import { useAuth } from "../../../lib/auth/AuthProvider";
import { currentAccessToken } from "../../../lib/auth/access-token";
import { speak } from "../../../lib/speech";
import { showAiToast } from "../ai-toasts";
import { useAiMode } from "../../../lib/app-config";
import { setFloatingTranslator, useOverlays } from "../overlay-store";
import { useChatTranslation } from "../translations";
import {
  canTranslate,
  clampPosition,
  restorePosition,
  swapLanguages,
  type Languages,
  type PanelPosition,
  type SourceLanguage,
  type TargetLanguage,
  type TranslatorPreset,
} from "./rules";
import { TRANSLATOR_PINNED_KEY, TRANSLATOR_POSITION_KEY, readPinned } from "./storage-keys";
import { translateText } from "./translate";

export type LanguageOption = { code: TranslatorLanguage; name: string };

/** BCP 47 tags for speech synthesis of each translator language. */
const SPEECH_LANGS: Record<TranslatorLanguage, string> = {
  en: "en-US",
  ru: "ru-RU",
  es: "es-ES",
  fr: "fr-FR",
  de: "de-DE",
  it: "it-IT",
  pt: "pt-PT",
  zh: "zh-CN",
  ja: "ja-JP",
  ko: "ko-KR",
};

const viewport = () => ({ width: window.innerWidth, height: window.innerHeight });

function useTranslatorState() {
  const { t } = useChatTranslation();
  const { user } = useAuth();
  const aiMode = useAiMode();
  const { sidebar, floatingTranslator, translatorRequest } = useOverlays();

  const [text, setText] = useState(translatorRequest?.text ?? "");
  const [languages, setLanguages] = useState<Languages>({ source: "auto", target: "" });
  const [result, setResult] = useState<TranslationResult | null>(null);
  const [loading, setLoading] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [position, setPositionState] = useState<PanelPosition>(() => restorePosition(localStorage, viewport()));
  const [pinned, setPinnedState] = useState(() => readPinned(localStorage));
  const [handledRequest, setHandledRequest] = useState(translatorRequest?.id ?? 0);

  // Text handed over by another screen (openTranslator(text)) replaces what was typed.
  if (translatorRequest && translatorRequest.id !== handledRequest) {
    setHandledRequest(translatorRequest.id);
    setText(translatorRequest.text);
    setResult(null);
    setError(null);
  }

  const errorToast = (title: string, description: string) => toast.error(title, { description });

  const translate = async () => {
    if (loading) return;
    const { source, target } = languages;
    if (!canTranslate(text, target)) {
      errorToast(t("translator.toasts.errorTitle"), t("translator.toasts.missingInput"));
      return;
    }
    setLoading(true);
    setError(null);
    try {
      const answer = await translateText(
        { text, source, target },
        { signedIn: Boolean(user), getAccessToken: currentAccessToken, toast: (aiToast) => showAiToast(aiToast, t) },
      );
      if (isAiFailure(answer)) {
        setResult(null);
        setError(t("translator.failed"));
      } else {
        setResult(answer);
        // Offline mode could not translate: a failure, said as the server explains it, never a success.
        if (answer.outcome === "untranslated") setError(answer.note ?? t("translator.failed"));
      }
    } finally {
      setLoading(false);
    }
  };

  const translatedText = result?.translatedText ?? "";

  const listen = async () => {
    const { target } = languages;
    if (!translatedText || target === "") {
      errorToast(t("translator.toasts.noTextTitle"), t("translator.toasts.noText"));
      return;
    }
    try {
      await speak(translatedText, { lang: SPEECH_LANGS[target] });
    } catch {
      errorToast(t("translator.toasts.ttsTitle"), t("translator.toasts.tts"));
    }
  };

  const swap = () => {
    const swapped = swapLanguages(languages);
    if (!swapped.ok) {
      errorToast(
        t("translator.toasts.swapTitle"),
        t(swapped.reason === "auto" ? "translator.toasts.swapAuto" : "translator.toasts.swapTargetOnly"),
      );
      return;
    }
    setLanguages(swapped.languages);
    // The translation becomes the text to translate back, as in every translator.
    if (translatedText) {
      setText(translatedText);
      setResult(null);
    }
  };

  const setPosition = (next: PanelPosition) => {
    const clamped = clampPosition(next, viewport());
    setPositionState(clamped);
    localStorage.setItem(TRANSLATOR_POSITION_KEY, JSON.stringify(clamped));
  };

  const setPinned = (next: boolean) => {
    setPinnedState(next);
    localStorage.setItem(TRANSLATOR_PINNED_KEY, String(next));
  };

  // A window made smaller must not strand the panel off screen.
  useEffect(() => {
    const onResize = () => setPositionState((current) => clampPosition(current, viewport()));
    window.addEventListener("resize", onResize);
    return () => window.removeEventListener("resize", onResize);
  }, []);

  const supportedLanguages: LanguageOption[] = (Object.keys(TRANSLATOR_LANGUAGES) as TranslatorLanguage[]).map((code) => ({
    code,
    name: t(`translator.languages.${code}`),
  }));

  return {
    isOpen: sidebar === "translator",
    floating: floatingTranslator,
    setFloating: setFloatingTranslator,
    initialText: translatorRequest?.text ?? "",
    text,
    setText,
    source: languages.source,
    target: languages.target,
    setSource: (source: SourceLanguage) => setLanguages((current) => ({ ...current, source })),
    setTarget: (target: TargetLanguage) => setLanguages((current) => ({ ...current, target })),
    applyPreset: ({ source, target }: TranslatorPreset) => setLanguages({ source, target }),
    swap,
    translatedText,
    result,
    loading,
    error,
    supportedLanguages,
    offline: aiMode === "offline",
    translate,
    clear: () => {
      setText("");
      setResult(null);
      setError(null);
    },
    listen,
    position,
    setPosition,
    pinned,
    setPinned,
  };
}

export type TranslatorContextValue = ReturnType<typeof useTranslatorState>;

const TranslatorContext = createContext<TranslatorContextValue | null>(null);

export function TranslatorProvider({ children }: { children: ReactNode }) {
  const value = useTranslatorState();
  return <TranslatorContext value={value}>{children}</TranslatorContext>;
}

export function useTranslator(): TranslatorContextValue {
  const value = use(TranslatorContext);
  if (!value) throw new Error("useTranslator must be used inside TranslatorProvider");
  return value;
}
