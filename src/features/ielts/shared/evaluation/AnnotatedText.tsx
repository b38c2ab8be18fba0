/**
 * The learner's text with each correction highlighted where it applies, its suggestion shown inline and
 * numbered, and the list of corrections below it. A highlight is a link (keyboard-focusable) to its
 * explanation; a screen reader hears the number, the kind of error, the explanation and the suggestion.
 */
import { useId } from "react";
import type { Correction } from "../../../../../worker/contract/ielts";
import { useIeltsTasksTranslation } from "../../task-translations";

type Piece = { text: string; correction?: { index: number; value: Correction } };

/** The text cut at the corrections' spans; spans that overlap an earlier one or fall outside the text are left out. */
function splitAtCorrections(text: string, corrections: Correction[]): Piece[] {
  const pieces: Piece[] = [];
  let at = 0;
  [...corrections]
    .sort((a, b) => a.start - b.start)
    .forEach((value, index) => {
      if (value.start < at || value.end > text.length || value.end <= value.start) return;
      if (value.start > at) pieces.push({ text: text.slice(at, value.start) });
      pieces.push({ text: text.slice(value.start, value.end), correction: { index: index + 1, value } });
      at = value.end;
    });
  if (at < text.length) pieces.push({ text: text.slice(at) });
  return pieces;
}

export function AnnotatedText({ text, corrections }: { text: string; corrections: Correction[] }) {
  const { t, i18n } = useIeltsTasksTranslation();
  const i18nLanguage = i18n.resolvedLanguage;
  const prefix = useId();
  const pieces = splitAtCorrections(text, corrections);
  const shown = pieces.flatMap((p) => (p.correction ? [p.correction] : []));
  return (
    <div>
      <div
        lang="en"
        className="rounded-lg border border-slate-200 bg-slate-50 p-4 leading-7 whitespace-pre-wrap text-slate-900 dark:border-slate-700 dark:bg-slate-950 dark:text-slate-100"
      >
        {pieces.map((piece, i) =>
          piece.correction ? (
            <a
              key={i}
              href={`#${prefix}-${piece.correction.index}`}
              title={piece.correction.value.message}
              className="rounded bg-amber-200 px-0.5 text-inherit underline decoration-amber-700 decoration-wavy underline-offset-4 focus-visible:outline-2 focus-visible:outline-indigo-600 dark:bg-amber-500/30 dark:decoration-amber-300"
            >
              <mark lang="en" className="bg-transparent text-inherit">
                {piece.text}
              </mark>
              {piece.correction.value.suggestion !== null && (
                <ins className="ml-1 rounded bg-emerald-100 px-1 text-sm font-medium text-emerald-900 no-underline dark:bg-emerald-500/20 dark:text-emerald-200">
                  <span className="sr-only">{t("evaluation.suggestedFix")} </span>
                  <span lang="en">{piece.correction.value.suggestion}</span>
                </ins>
              )}
              <sup className="ml-0.5 text-xs font-semibold text-amber-900 no-underline dark:text-amber-200">
                <span className="sr-only">{t("evaluation.correctionNumber")} </span>
                {piece.correction.index}
              </sup>
              <span className="sr-only" lang={i18nLanguage}>
                {" "}
                ({t("evaluation.flaggedAs")} {t(`evaluation.category.${piece.correction.value.category}`)}: {piece.correction.value.message}
                )
              </span>
            </a>
          ) : (
            <span key={i} lang="en">
              {piece.text}
            </span>
          ),
        )}
      </div>
      {shown.length > 0 && (
        <>
          <h4 className="mt-4 text-sm font-semibold text-slate-900 dark:text-slate-100">
            {t("evaluation.corrections", { count: shown.length })}
          </h4>
          <ol className="mt-2 space-y-1.5 text-sm">
            {shown.map(({ index, value }) => (
              <li key={index} id={`${prefix}-${index}`} className="flex gap-2 text-slate-800 dark:text-slate-200">
                <span className="font-semibold tabular-nums">{index}.</span>
                <span>
                  <span
                    lang="en"
                    className="rounded bg-amber-100 px-1 line-through decoration-amber-700 dark:bg-amber-500/20 dark:decoration-amber-300"
                  >
                    {value.original}
                  </span>
                  {value.suggestion !== null && (
                    <>
                      {" → "}
                      <span
                        lang="en"
                        className="rounded bg-emerald-100 px-1 font-medium text-emerald-900 dark:bg-emerald-500/20 dark:text-emerald-200"
                      >
                        {value.suggestion}
                      </span>
                    </>
                  )}
                  <span className="ml-2 text-xs tracking-wide text-slate-500 uppercase dark:text-slate-400">
                    {t(`evaluation.category.${value.category}`)}
                  </span>
                  <span className="block text-slate-600 dark:text-slate-300">{value.message}</span>
                </span>
              </li>
            ))}
          </ol>
        </>
      )}
    </div>
  );
}
