/**
 * The signed-out visitor's look-up of the offline lexicon (spec §2, §6): pick a word to read its card
 * and hear it; adding it to SRS asks them to sign in ('Login to add to SRS'). It takes the place of the
 * plain field the page showed while it loaded (SignedOutDictionary), with what was typed there and,
 * if that field had it, the focus.
 */
import { Suspense, useLayoutEffect, useRef, useState } from "react";
import { Link, useLocation } from "react-router";
import type { LexiconSearchItem } from "../../../worker/contract/lexicon";
import { buttonClasses } from "../../components/ui/Button";
import { Button } from "../../components/ui/Button";
import { WordGloss } from "../../components/WordGloss";
import { authPageUrl } from "../auth";
import { SpeakerIcon, SrsIcon } from "../../components/button-icons";
import { LexiconCombobox } from "./LexiconCombobox";
import { useDictionaryTranslation } from "./translations";
import { useDictionaryVisitorTranslation } from "./visitor-translations";
import { playPronunciation } from "./pronounce";
import { DifficultyBadge } from "./WordBadges";
import { lazyWhenOnline } from "../../lib/load-when-online";

const LexiconEntryDetails = lazyWhenOnline(() => import("./LexiconEntryDetails"));

export default function LexiconLookUp({ initialText, focusAtStart }: { initialText: string; focusAtStart: boolean }) {
  const { t } = useDictionaryTranslation();
  const { t: tVisitor } = useDictionaryVisitorTranslation();
  const { pathname, search } = useLocation();
  const redirect = `${pathname}${search}`;
  const [text, setText] = useState(initialText);
  const [entry, setEntry] = useState<LexiconSearchItem | null>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  // In the commit that removed the plain field, so a phone's keyboard stays up; the caret goes after the text.
  useLayoutEffect(() => {
    const input = inputRef.current;
    if (!focusAtStart || !input) return;
    input.focus();
    input.setSelectionRange(input.value.length, input.value.length);
  }, [focusAtStart]);
  return (
    <>
      <div className="mt-3 max-w-xl">
        <LexiconCombobox
          label={tVisitor("lookUp")}
          value={text}
          onChange={(value) => {
            setText(value);
            if (entry && value !== entry.lemma) setEntry(null);
          }}
          onPick={setEntry}
          inputRef={inputRef}
          openAtStart={focusAtStart && initialText.trim().length > 0}
        />
      </div>
      {entry && (
        <article aria-labelledby="looked-up-word" className="mt-4 border-t border-slate-200 pt-4 dark:border-slate-700">
          <div className="flex flex-wrap items-center gap-2">
            <h3 id="looked-up-word" lang="en" className="text-xl font-semibold text-slate-900 dark:text-white">
              {entry.lemma}
            </h3>
            <Button
              size="icon"
              variant="ghost"
              className="size-8"
              aria-label={t("word.pronounceNamed", { word: entry.lemma })}
              onClick={() => playPronunciation(entry.lemma, t("word.pronunciationFailed"))}
            >
              <SpeakerIcon />
            </Button>
            {entry.ipa && <span className="text-slate-600 dark:text-slate-300">/{entry.ipa}/</span>}
            <span className="text-sm text-slate-600 italic dark:text-slate-400">{t(`pos.${entry.pos}`)}</span>
            <DifficultyBadge difficulty={entry.difficulty} />
          </div>
          <p className="mt-2 text-slate-800 dark:text-slate-200">{entry.definition}</p>
          <WordGloss gloss={entry.gloss} className="mt-1" testId="lookup-gloss" />
          {entry.example && <p className="mt-1 text-slate-600 italic dark:text-slate-400">“{entry.example}”</p>}
          <Suspense fallback={null}>
            <LexiconEntryDetails lemma={entry.lemma} />
          </Suspense>
          <Link to={authPageUrl({ redirect })} className={buttonClasses({ variant: "secondary", size: "sm", className: "mt-3" })}>
            <SrsIcon />
            {t("srs.loginToAdd")}
          </Link>
        </article>
      )}
    </>
  );
}
