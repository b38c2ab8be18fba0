/**
 * The meanings of a word to choose from when it is saved: each sense with its part of speech, English
 * definition, translation (where the dictionary gives this sense its own) and an example; the one that fits
 * the sentence comes first. A radio group, so it is one Tab stop and the arrow keys move the choice.
 */
import { Radio, RadioGroup } from "@headlessui/react";
import { useState } from "react";
import type { LexiconSense } from "../../../worker/contract/lexicon";
import { classNames } from "../../components/ui/class-names";
import { useDictionaryTranslation } from "./translations";

/** Senses shown before "Show all": the commonest and the chosen one are almost always among them. */
const SHOWN_AT_FIRST = 5;

type SenseChoiceProps = {
  senses: readonly LexiconSense[];
  /** The chosen sense's position. */
  value: number;
  onChange: (position: number) => void;
  label: string;
  /** Show each sense's synonyms too (the dictionary's look-up). */
  withSynonyms?: boolean;
};

export function SenseChoice({ senses, value, onChange, label, withSynonyms = false }: SenseChoiceProps) {
  const { t } = useDictionaryTranslation();
  const [showAll, setShowAll] = useState(false);
  const chosenIndex = senses.findIndex((s) => s.position === value);
  const shown = showAll ? senses : senses.slice(0, Math.max(SHOWN_AT_FIRST, chosenIndex + 1));
  return (
    <div>
      <RadioGroup value={value} onChange={onChange} aria-label={label} className="space-y-2" data-testid="sense-choice">
        {shown.map((sense) => (
          <Radio
            key={sense.position}
            value={sense.position}
            className={({ checked, focus }) =>
              classNames(
                "block cursor-pointer rounded-lg border p-3 text-left outline-none",
                checked
                  ? "border-indigo-500 bg-indigo-50 dark:border-indigo-400 dark:bg-indigo-950"
                  : "border-slate-200 bg-white hover:border-slate-300 dark:border-slate-700 dark:bg-slate-900",
                focus && "ring-2 ring-indigo-500",
              )
            }
          >
            <span className="text-xs text-slate-600 italic dark:text-slate-400">{t(`pos.${sense.pos}`)}</span>{" "}
            <span lang="en" className="text-sm text-slate-900 dark:text-slate-100">
              {sense.definition}
            </span>
            {sense.gloss && (
              <span lang="ru" className="mt-0.5 block text-sm font-medium text-slate-800 dark:text-slate-200">
                {sense.gloss}
              </span>
            )}
            {sense.examples[0] && (
              <span lang="en" className="mt-0.5 block text-xs text-slate-600 italic dark:text-slate-400">
                “{sense.examples[0]}”
              </span>
            )}
            {withSynonyms && sense.synonyms.length > 0 && (
              <span className="mt-0.5 block text-xs text-slate-600 dark:text-slate-400">
                {t("senses.synonyms")} <span lang="en">{sense.synonyms.join(", ")}</span>
              </span>
            )}
          </Radio>
        ))}
      </RadioGroup>
      {shown.length < senses.length && (
        <button
          type="button"
          className="mt-2 text-sm font-medium text-indigo-700 underline hover:text-indigo-900 dark:text-indigo-300"
          onClick={() => setShowAll(true)}
        >
          {t("senses.showAll", { count: senses.length })}
        </button>
      )}
    </div>
  );
}
