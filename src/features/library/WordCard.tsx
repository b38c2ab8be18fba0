/**
 * The lexicon card of a word tapped in an article or a transcript (IPA, definition, example,
 * pronunciation, from the offline lexicon like the dictionary's look-up) with "add to dictionary" and
 * "add to SRS": the word is saved with the sentence it came from as its example.
 */
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { EXAMPLE_MAX_LENGTH } from "../../../worker/contract/vocabulary-constants";
import { wordKey } from "../../../worker/contract/words";
import { Button } from "../../components/ui/Button";
import { Dialog } from "../../components/ui/Dialog";
import { Loading } from "../../components/ui/Spinner";
import { ApiRequestError } from "../../lib/api";
import { api, call } from "../../lib/api-client";
import { useAuth } from "../../lib/auth/AuthProvider";
import { addWordToSrs, createWord, dictionaryKeys, fetchWords } from "../dictionary/api";
import { SpeakerIcon, SrsIcon } from "../dictionary/icons";
import { playPronunciation } from "../dictionary/pronounce";
import type { WordPick } from "./TappableText";
import { useLibraryTranslation } from "./translations";

const fetchEntry = (word: string) => call(api.lexicon.entries[":lemma"].$get({ param: { lemma: encodeURIComponent(word) }, query: {} }));

type Added = { word: string; existed: boolean; srs: boolean };

/** Adds the word with its sentence, or finds it when the learner already has it; then into SRS when asked. */
async function keepWord(word: string, sentence: string, srs: boolean): Promise<Added> {
  let id: string;
  let existed = false;
  try {
    id = (await createWord({ word, example: sentence.slice(0, EXAMPLE_MAX_LENGTH) })).id;
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
  const { user } = useAuth();
  const queryClient = useQueryClient();
  const lookup = pick.word.toLowerCase();
  const entry = useQuery({
    queryKey: ["lexicon", "entry", lookup],
    queryFn: () => fetchEntry(lookup),
    staleTime: Infinity,
    retry: (count, err) => !(err instanceof ApiRequestError && err.status === 404) && count < 1,
  });
  const lemma = entry.data?.entry.lemma ?? lookup;
  const add = useMutation({
    mutationFn: (srs: boolean) => keepWord(lemma, pick.sentence, srs),
    onSuccess: () => {
      if (user) void queryClient.invalidateQueries({ queryKey: dictionaryKeys.all(user.id) });
    },
  });
  const added = add.data;

  return (
    <div className="space-y-3" data-testid="word-card">
      {entry.isPending ? (
        <Loading label={t("word.loading")} />
      ) : entry.data ? (
        <div>
          <div className="flex flex-wrap items-center gap-2">
            <h3 className="text-xl font-semibold text-slate-900 dark:text-white">{entry.data.entry.lemma}</h3>
            <Button
              size="icon"
              variant="ghost"
              className="size-8"
              aria-label={t("word.pronounce", { word: entry.data.entry.lemma })}
              onClick={() => playPronunciation(entry.data.entry.lemma, t("word.pronunciationFailed"))}
            >
              <SpeakerIcon />
            </Button>
            {entry.data.entry.ipa && <span className="text-slate-600 dark:text-slate-300">/{entry.data.entry.ipa}/</span>}
          </div>
          {entry.data.resolvedFrom && (
            <p className="text-sm text-slate-600 dark:text-slate-400">{t("word.formOf", { lemma: entry.data.entry.lemma })}</p>
          )}
          <p className="mt-2 text-slate-800 dark:text-slate-200">{entry.data.entry.definition}</p>
          {entry.data.entry.example && <p className="mt-1 text-slate-600 italic dark:text-slate-400">“{entry.data.entry.example}”</p>}
        </div>
      ) : (
        <p className="text-slate-700 dark:text-slate-200">{t("word.notInLexicon", { word: pick.word })}</p>
      )}
      <figure className="rounded-lg bg-slate-50 p-3 text-sm dark:bg-slate-800">
        <figcaption className="font-medium text-slate-700 dark:text-slate-300">{t("word.sentence")}</figcaption>
        <blockquote className="mt-1 text-slate-800 dark:text-slate-100" data-testid="word-card-sentence">
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
