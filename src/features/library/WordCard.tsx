/**
 * The lexicon card of a word tapped in an article or a transcript: the meaning that fits the sentence
 * (chosen by the Worker from the sentence) with its translation, the word's other meanings to choose from,
 * pronunciation, and "add to dictionary" / "add to SRS": the word is saved in the chosen meaning with the
 * sentence it came from as its example.
 */
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { EXAMPLE_MAX_LENGTH } from "../../../worker/contract/vocabulary-constants";
import { wordKey } from "../../../worker/contract/words";
import { Button } from "../../components/ui/Button";
import { Dialog } from "../../components/ui/Dialog";
import { Loading } from "../../components/ui/Spinner";
import { ApiRequestError } from "../../lib/api";
import { useAuth } from "../../lib/auth/AuthProvider";
import type { GlossLanguage } from "../../../worker/contract/vocabulary-constants";
import { WordGloss } from "../../components/WordGloss";
import { useGlossLanguage } from "../../lib/glosses";
import {
  addWordToSrs,
  createWord,
  dictionaryKeys,
  fetchLexiconEntry,
  fetchWords,
  lexiconEntryKey,
  SenseChoice,
  useDictionaryTranslation,
  playPronunciation,
} from "../dictionary";
import { SpeakerIcon, SrsIcon } from "../../components/button-icons";
import type { WordPick } from "./TappableText";
import { useLibraryTranslation } from "./translations";

type Added = { word: string; existed: boolean; srs: boolean };

type Keep = { word: string; sentence: string; srs: boolean; sense: number | null; glossLang: GlossLanguage | null };

/**
 * Adds the word in the chosen sense (its definition and translation, the sentence as its example), or
 * finds it when the learner already has it; then into SRS when asked.
 */
async function keepWord({ word, sentence, srs, sense, glossLang }: Keep): Promise<Added> {
  let id: string;
  let existed = false;
  try {
    id = (
      await createWord({
        word,
        example: sentence.slice(0, EXAMPLE_MAX_LENGTH),
        ...(sense !== null ? { sense } : {}),
        ...(glossLang ? { glossLang } : {}),
      })
    ).id;
  } catch (err) {
    if (!(err instanceof ApiRequestError) || err.status !== 409) throw err;
    const page = await fetchWords({ q: word, sort: "word", order: "asc" }, { offset: 0, limit: 50 });
    const found = page.words.find((w) => wordKey(w.word) === wordKey(word));
    if (!found) throw err;
    id = found.id;
    existed = true;
  }
  if (srs) await addWordToSrs(id);
  return { word, existed, srs };
}

export function WordCard({ pick, onClose }: { pick: WordPick | null; onClose: () => void }) {
  const { t } = useLibraryTranslation();
  return (
    <Dialog open={pick !== null} onClose={onClose} title={t("word.title")} className="max-w-lg">
      {pick && <WordCardBody key={`${pick.word}\n${pick.sentence}`} pick={pick} />}
    </Dialog>
  );
}

function WordCardBody({ pick }: { pick: WordPick }) {
  const { t } = useLibraryTranslation();
  const { t: tWords } = useDictionaryTranslation();
  const { user } = useAuth();
  const queryClient = useQueryClient();
  const glossLang = useGlossLanguage();
  const lookup = pick.word.toLowerCase();
  const entry = useQuery({
    queryKey: lexiconEntryKey(lookup, glossLang, pick.sentence),
    queryFn: () => fetchLexiconEntry(lookup, glossLang, pick.sentence),
    staleTime: Infinity,
    retry: (count, err) => !(err instanceof ApiRequestError && err.status === 404) && count < 1,
  });
  const [chosen, setChosen] = useState<number | null>(null);
  const [showSenses, setShowSenses] = useState(false);
  const data = entry.data;
  const lemma = data?.entry.lemma ?? lookup;
  const sensePosition = chosen ?? data?.bestSense ?? data?.entry.senses[0]?.position ?? null;
  const sense = data?.entry.senses.find((s) => s.position === sensePosition);
  const add = useMutation({
    mutationFn: (srs: boolean) => keepWord({ word: lemma, sentence: pick.sentence, srs, sense: sense?.position ?? null, glossLang }),
    onSuccess: () => {
      if (user) void queryClient.invalidateQueries({ queryKey: dictionaryKeys.all(user.id) });
    },
  });
  const added = add.data;

  return (
    <div className="space-y-3" data-testid="word-card">
      {entry.isPending ? (
        <Loading label={t("word.loading")} />
      ) : data ? (
        <div>
          <div className="flex flex-wrap items-center gap-2">
            <h3 lang="en" className="text-xl font-semibold text-slate-900 dark:text-white">
              {data.entry.lemma}
            </h3>
            <Button
              size="icon"
              variant="ghost"
              className="size-8"
              aria-label={t("word.pronounce", { word: data.entry.lemma })}
              onClick={() => playPronunciation(data.entry.lemma, t("word.pronunciationFailed"))}
            >
              <SpeakerIcon />
            </Button>
            {data.entry.ipa && <span className="text-slate-600 dark:text-slate-300">/{data.entry.ipa}/</span>}
            {sense && <span className="text-sm text-slate-600 italic dark:text-slate-400">{tWords(`pos.${sense.pos}`)}</span>}
          </div>
          {data.resolvedFrom && (
            <p className="text-sm text-slate-600 dark:text-slate-400">{t("word.formOf", { lemma: data.entry.lemma })}</p>
          )}
          {sense && (
            <section className="mt-2" aria-label={tWords("senses.inThisText")} data-testid="word-card-sense">
              <p lang="en" className="text-slate-800 dark:text-slate-200">
                {sense.definition}
              </p>
              {sense.gloss ? (
                <WordGloss gloss={sense.gloss} className="mt-1 font-medium" testId="word-card-gloss" />
              ) : glossLang && data.entry.gloss ? (
                <p className="mt-1 text-sm text-slate-700 dark:text-slate-200" data-testid="word-card-word-gloss">
                  {tWords("senses.wordGloss")} <span lang={glossLang}>{data.entry.gloss}</span>
                </p>
              ) : (
                <WordGloss gloss={null} className="mt-1" />
              )}
              {sense.examples[0] && (
                <p lang="en" className="mt-1 text-slate-600 italic dark:text-slate-400">
                  “{sense.examples[0]}”
                </p>
              )}
            </section>
          )}
          {data.entry.senses.length > 1 && (
            <div className="mt-2">
              <button
                type="button"
                aria-expanded={showSenses}
                className="text-sm font-medium text-indigo-700 underline hover:text-indigo-900 dark:text-indigo-300"
                onClick={() => setShowSenses((open) => !open)}
              >
                {showSenses ? tWords("senses.hideMeanings") : tWords("senses.otherMeanings")}
              </button>
              {showSenses && sensePosition !== null && (
                <div className="mt-2">
                  <SenseChoice senses={data.entry.senses} value={sensePosition} onChange={setChosen} label={tWords("senses.choose")} />
                </div>
              )}
            </div>
          )}
        </div>
      ) : (
        <p className="text-slate-700 dark:text-slate-200">{t("word.notInLexicon", { word: pick.word })}</p>
      )}
      <figure className="rounded-lg bg-slate-50 p-3 text-sm dark:bg-slate-800">
        <figcaption className="font-medium text-slate-700 dark:text-slate-300">{t("word.sentence")}</figcaption>
        <blockquote lang="en" className="mt-1 text-slate-800 dark:text-slate-100" data-testid="word-card-sentence">
          {pick.sentence}
        </blockquote>
      </figure>
      {!entry.isPending && (
        <div className="flex flex-wrap gap-2">
          <Button size="sm" variant="secondary" disabled={add.isPending} onClick={() => add.mutate(false)}>
            {t("word.addToDictionary")}
          </Button>
          <Button size="sm" disabled={add.isPending} onClick={() => add.mutate(true)}>
            <SrsIcon />
            {t("word.addToSrs")}
          </Button>
        </div>
      )}
      <p role="status" className="text-sm text-slate-700 dark:text-slate-200">
        {added &&
          (added.existed && !added.srs
            ? t("word.alreadyThere", { word: added.word })
            : t(added.srs ? "word.addedToSrs" : "word.added", { word: added.word }))}
      </p>
      {add.isError && (
        <p role="alert" className="text-sm text-red-700 dark:text-red-300">
          {t("word.failed")}
        </p>
      )}
    </div>
  );
}
