/**
 * The dictionary for a signed-out visitor (spec §2, §6): loading their words fails with 'Failed to load
 * dictionary: user not authorized', and adding to SRS reads 'Login to add to SRS'. The offline lexicon
 * is public, so they can still look words up and hear them.
 */
import { useState } from "react";
import { Link, useLocation } from "react-router";
import type { LexiconSearchItem } from "../../../worker/contract/lexicon";
import { buttonClasses } from "../../components/ui/Button";
import { Button } from "../../components/ui/Button";
import { Card } from "../../components/ui/Card";
import { authPageUrl } from "../auth/redirect";
import { Notice } from "./form-controls";
import { SpeakerIcon, SrsIcon } from "./icons";
import { LexiconCombobox } from "./LexiconCombobox";
import { useDictionaryTranslation } from "./translations";
import { playPronunciation } from "./use-dictionary";
import { DifficultyBadge } from "./WordBadges";

export function SignedOutDictionary({ compact }: { compact: boolean }) {
  const { t } = useDictionaryTranslation();
  const { pathname, search } = useLocation();
  const redirect = `${pathname}${search}`;
  const [text, setText] = useState("");
  const [entry, setEntry] = useState<LexiconSearchItem | null>(null);

  return (
    <div data-testid="dictionary-signed-out" className="mt-4 flex flex-col gap-5">
      <Notice>{t("load.unauthorized")}</Notice>
      <div>
        <p className="text-slate-700 dark:text-slate-300">{t("signedOut.text")}</p>
        <div className="mt-4 flex flex-wrap gap-3">
          <Link to={authPageUrl({ redirect })} className={buttonClasses()}>
            {t("signedOut.signIn")}
          </Link>
          <Link to={authPageUrl({ redirect, tab: "signup" })} className={buttonClasses({ variant: "secondary" })}>
            {t("signedOut.signUp")}
          </Link>
        </div>
      </div>
      <Card className={compact ? "p-4" : undefined}>
        <h2 className="text-lg font-semibold text-slate-900 dark:text-white">{t("signedOut.lookUpTitle")}</h2>
        <div className="mt-3 max-w-xl">
          <LexiconCombobox
            label={t("signedOut.lookUp")}
            value={text}
            onChange={(value) => {
              setText(value);
              if (entry && value !== entry.lemma) setEntry(null);
            }}
            onPick={setEntry}
          />
        </div>
        {entry && (
          <article aria-labelledby="looked-up-word" className="mt-4 border-t border-slate-200 pt-4 dark:border-slate-700">
            <div className="flex flex-wrap items-center gap-2">
              <h3 id="looked-up-word" className="text-xl font-semibold text-slate-900 dark:text-white">
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
            {entry.example && <p className="mt-1 text-slate-600 italic dark:text-slate-400">“{entry.example}”</p>}
            <Link to={authPageUrl({ redirect })} className={buttonClasses({ variant: "secondary", size: "sm", className: "mt-3" })}>
              <SrsIcon />
              {t("srs.loginToAdd")}
            </Link>
          </article>
        )}
      </Card>
    </div>
  );
}
