/**
 * What the offline translator adds to its answer: the dictionary form or phrase it found,
 * its other translations, a note from the server, and, when it could not translate, each word's first
 * translation, headed so that nobody takes it for a translation.
 */
import { useId } from "react";
import type { TranslationResult } from "../../../lib/ai";
import { useChatTranslation } from "../translations";

/** Only en and ru carry dictionary words; anything else gets no `lang`. */
const langOf = (code: string) => (code === "en" || code === "ru" ? code : undefined);

export function TranslationDetails({ result, target }: { result: TranslationResult; target: string }) {
  const { t } = useChatTranslation();
  const titleId = useId();
  const source = langOf(result.sourceLanguage);
  const { match, wordByWord } = result;
  const others = match ? match.translations.filter((translation) => translation !== result.translatedText) : [];
  return (
    <>
      {match && (
        <dl data-testid="translation-match" className="mt-2 space-y-1 text-sm text-slate-600 dark:text-slate-300">
          <div className="flex flex-wrap gap-x-1">
            <dt>{t(match.kind === "phrase" ? "translator.dictionary.phrase" : "translator.dictionary.word")}:</dt>
            <dd lang={source} className="font-medium text-slate-900 dark:text-white">
              {match.headword}
            </dd>
          </div>
          {others.length > 0 && (
            <div className="flex flex-wrap gap-x-1">
              <dt>{t("translator.dictionary.more")}:</dt>
              <dd lang={langOf(target)}>{others.join(", ")}</dd>
            </div>
          )}
        </dl>
      )}
      {result.outcome === "translated" && result.note && (
        <p data-testid="translation-note" className="mt-2 text-sm text-slate-600 dark:text-slate-300">
          {result.note}
        </p>
      )}
      {wordByWord && wordByWord.length > 0 && (
        <section aria-labelledby={titleId} data-testid="word-by-word" className="mt-3 border-t border-slate-200 pt-2 dark:border-slate-700">
          <h4 id={titleId} className="text-sm font-medium text-slate-700 dark:text-slate-300">
            {t("translator.wordByWord.title")}
          </h4>
          <ul className="mt-1 space-y-0.5 text-sm">
            {wordByWord.map((gloss, index) => (
              <li key={index} className="break-words">
                <span lang={source} className="text-slate-900 dark:text-white">
                  {gloss.word}
                </span>
                {" — "}
                {gloss.translation ? (
                  <span lang={langOf(target)} className="text-slate-700 dark:text-slate-200">
                    {gloss.translation}
                  </span>
                ) : (
                  <span className="text-slate-500 italic dark:text-slate-400">{t("translator.wordByWord.unknown")}</span>
                )}
              </li>
            ))}
          </ul>
        </section>
      )}
    </>
  );
}
