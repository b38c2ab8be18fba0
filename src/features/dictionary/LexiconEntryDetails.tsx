/**
 * Everything the lexicon has on a word, under its look-up card: every sense with its examples and
 * synonyms, the inflected forms and the word's CEFR-J level. Loaded only once a word is picked, so the
 * look-up stays light.
 */
import { useQuery } from "@tanstack/react-query";
import { glossLanguageOf, type GlossLanguage } from "../../../worker/contract/vocabulary-constants";
import { api, call } from "../../lib/api-client";
import { useDictionaryTranslation } from "./translations";

const fetchEntry = (lemma: string, lang: GlossLanguage | undefined) =>
  call(api.lexicon.entries[":lemma"].$get({ param: { lemma: encodeURIComponent(lemma) }, query: lang ? { lang } : {} }));

export default function LexiconEntryDetails({ lemma }: { lemma: string }) {
  const { t, i18n } = useDictionaryTranslation();
  const lang = glossLanguageOf(i18n.resolvedLanguage ?? i18n.language) ?? undefined;
  const { data, isError } = useQuery({
    queryKey: ["lexicon", "entry", lemma, lang],
    queryFn: () => fetchEntry(lemma, lang),
    // The lexicon changes only with a new build.
    staleTime: Infinity,
  });
  if (isError) return <p className="mt-3 text-sm text-slate-600 dark:text-slate-400">{t("entry.loadFailed")}</p>;
  if (!data) return null;
  const { senses, forms, cefr } = data.entry;
  return (
    <div className="mt-3" data-testid="lexicon-entry-details">
      <h4 className="text-sm font-semibold text-slate-900 dark:text-white">{t("entry.senses", { count: senses.length })}</h4>
      <ol className="mt-1 list-decimal space-y-2 pl-5 text-slate-800 dark:text-slate-200">
        {senses.map((sense, index) => (
          <li key={index}>
            <span className="text-sm text-slate-600 italic dark:text-slate-400">{t(`pos.${sense.pos}`)}</span> {sense.definition}
            {sense.examples.map((example) => (
              <p key={example} lang="en" className="text-sm text-slate-600 italic dark:text-slate-400">
                “{example}”
              </p>
            ))}
            {sense.synonyms.length > 0 && (
              <p className="text-sm text-slate-600 dark:text-slate-400">{t("entry.synonyms", { list: sense.synonyms.join(", ") })}</p>
            )}
          </li>
        ))}
      </ol>
      {forms.length > 0 && (
        <p className="mt-2 text-sm text-slate-700 dark:text-slate-300">{t("entry.forms", { list: forms.join(", ") })}</p>
      )}
      <p className="mt-2 text-sm text-slate-700 dark:text-slate-300" data-testid="lexicon-entry-level">
        {cefr ? t("entry.cefr", { level: cefr }) : t("entry.cefrBeyond")}
      </p>
    </div>
  );
}
