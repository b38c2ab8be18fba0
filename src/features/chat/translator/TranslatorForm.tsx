import { useId, type KeyboardEvent } from "react";
import { Button } from "../../../components/ui/Button";
import { classNames, focusRing } from "../../../components/ui/class-names";
import { Select, type SelectOption } from "../../../components/ui/Select";
import { Spinner } from "../../../components/ui/Spinner";
import { OfflineNote } from "../../../components/ui/OfflineNote";
import { useChatTranslation } from "../translations";
import {
  SOURCE_LANGUAGES,
  TARGET_LANGUAGES,
  TRANSLATOR_PRESETS,
  translateDisabled,
  type SourceLanguage,
  type TargetLanguage,
} from "./rules";
import { TranslationDetails } from "./TranslationDetails";
import { useTranslator } from "./TranslatorContext";

function SwapIcon() {
  return (
    <svg aria-hidden="true" viewBox="0 0 20 20" fill="none" stroke="currentColor" strokeWidth={1.8} className="size-5">
      <path strokeLinecap="round" strokeLinejoin="round" d="M4 7h12m0 0-3-3m3 3-3 3M16 13H4m0 0 3-3m-3 3 3 3" />
    </svg>
  );
}

function SpeakerIcon() {
  return (
    <svg aria-hidden="true" viewBox="0 0 20 20" fill="none" stroke="currentColor" strokeWidth={1.8} className="size-4">
      <path strokeLinecap="round" strokeLinejoin="round" d="M9 4 5.5 7H3v6h2.5L9 16V4Zm4 3a4 4 0 0 1 0 6m2-8.5a7 7 0 0 1 0 11" />
    </svg>
  );
}

/** The translator's controls (spec §2), shared by the sheet and the floating panel. */
export function TranslatorForm({ autoFocus = false }: { autoFocus?: boolean }) {
  const { t } = useChatTranslation();
  const translator = useTranslator();
  const textId = useId();
  const resultId = useId();
  const name = (code: string) => translator.supportedLanguages.find((language) => language.code === code)?.name ?? code;

  const sourceOptions: SelectOption<SourceLanguage>[] = SOURCE_LANGUAGES.map((code) => ({
    value: code,
    label: code === "auto" ? t("translator.autoDetect") : name(code),
  }));
  const targetOptions: SelectOption<TargetLanguage>[] = [
    { value: "", label: t("translator.chooseTarget") },
    ...TARGET_LANGUAGES.map((code) => ({ value: code, label: name(code) })),
  ];
  const presetLabel = (code: string) => (code === "auto" ? t("translator.auto") : code.toUpperCase());

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === "Enter" && (event.ctrlKey || event.metaKey)) {
      event.preventDefault();
      void translator.translate();
    }
  };

  return (
    <div className="flex flex-col gap-4">
      {translator.offline && <OfflineNote label={t("translator.offlineMode")} className="self-start" />}
      <div role="group" aria-label={t("translator.presets")} className="flex flex-wrap gap-2">
        {TRANSLATOR_PRESETS.map((preset) => {
          const active = translator.source === preset.source && translator.target === preset.target;
          return (
            <button
              key={preset.id}
              type="button"
              aria-pressed={active}
              onClick={() => translator.applyPreset(preset)}
              className={classNames(
                "rounded-full px-3 py-1 text-xs font-semibold ring-1 ring-inset",
                active
                  ? "bg-indigo-600 text-white ring-indigo-600 dark:bg-indigo-500 dark:ring-indigo-500"
                  : "bg-white text-slate-700 ring-slate-300 hover:bg-slate-50 dark:bg-slate-800 dark:text-slate-200 dark:ring-slate-600 dark:hover:bg-slate-700",
                focusRing,
              )}
            >
              {presetLabel(preset.source)} → {presetLabel(preset.target)}
            </button>
          );
        })}
      </div>
      <div className="flex items-end gap-2">
        <Select
          label={t("translator.source")}
          value={translator.source}
          options={sourceOptions}
          onChange={translator.setSource}
          className="min-w-0 flex-1 flex-col items-stretch! gap-1!"
        />
        <Button variant="ghost" size="icon" aria-label={t("translator.swap")} title={t("translator.swap")} onClick={translator.swap}>
          <SwapIcon />
        </Button>
        <Select
          label={t("translator.target")}
          value={translator.target}
          options={targetOptions}
          onChange={translator.setTarget}
          className="min-w-0 flex-1 flex-col items-stretch! gap-1!"
        />
      </div>
      <div>
        <label htmlFor={textId} className="text-sm text-slate-700 dark:text-slate-300">
          {t("translator.textLabel")}
        </label>
        <textarea
          id={textId}
          rows={4}
          value={translator.text}
          autoFocus={autoFocus}
          onChange={(event) => translator.setText(event.target.value)}
          onKeyDown={onKeyDown}
          placeholder={t("translator.textPlaceholder")}
          aria-describedby={`${textId}-hint`}
          className={classNames(
            "mt-1 w-full resize-y rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm text-slate-900 placeholder:text-slate-500 dark:border-slate-600 dark:bg-slate-800 dark:text-slate-100 dark:placeholder:text-slate-400",
            focusRing,
          )}
        />
        <p id={`${textId}-hint`} className="text-xs text-slate-500 dark:text-slate-400">
          {t("translator.shortcut")}
        </p>
      </div>
      <div className="flex gap-2">
        <Button
          className="flex-1"
          disabled={translateDisabled({ loading: translator.loading, text: translator.text, target: translator.target })}
          onClick={() => void translator.translate()}
        >
          {translator.loading && <Spinner className="size-4 text-white" />}
          {translator.loading ? t("translator.translating") : t("translator.translate")}
        </Button>
        <Button variant="secondary" onClick={translator.clear}>
          {t("translator.clear")}
        </Button>
      </div>
      {translator.error && (
        <p
          role="alert"
          className="rounded-lg bg-red-50 px-3 py-2 text-sm text-red-800 ring-1 ring-red-200 ring-inset dark:bg-red-500/10 dark:text-red-200 dark:ring-red-500/30"
        >
          {translator.error}
        </p>
      )}
      <section
        aria-labelledby={resultId}
        className="rounded-lg bg-slate-50 p-3 ring-1 ring-slate-200 ring-inset dark:bg-slate-800/60 dark:ring-slate-700"
      >
        <div className="flex items-center justify-between gap-2">
          <h3 id={resultId} className="text-sm font-medium text-slate-700 dark:text-slate-300">
            {t("translator.result")}
          </h3>
          <Button size="sm" variant="ghost" onClick={() => void translator.listen()}>
            <SpeakerIcon />
            {t("translator.listen")}
          </Button>
        </div>
        <p
          aria-live="polite"
          data-testid="translation-result"
          lang={translator.translatedText ? translator.target || undefined : undefined}
          className="mt-1 min-h-6 text-base whitespace-pre-wrap text-slate-900 dark:text-white"
        >
          {translator.translatedText}
        </p>
        {translator.result && <TranslationDetails result={translator.result} target={translator.target} />}
      </section>
    </div>
  );
}
