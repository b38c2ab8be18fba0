/**
 * A paragraph whose every word can be tapped (or a word or short phrase selected) to open its card,
 * which gets the sentence the word came from. Words are plain spans, not buttons: hundreds of tab stops
 * would make the text unusable by keyboard; keyboard readers select text or use the dictionary.
 */
import type { MouseEvent } from "react";
import { classNames } from "../../components/ui/class-names";
import { lookUpText, splitSentences, splitWords } from "./tappable-text";

export type WordPick = { word: string; sentence: string };

export function TappableText({ text, onPick, className }: { text: string; onPick: (pick: WordPick) => void; className?: string }) {
  const sentences = splitSentences(text);
  const sentenceOf = (node: Node | null): string | null => {
    const element = node instanceof Element ? node : (node?.parentElement ?? null);
    const index = element?.closest<HTMLElement>("[data-sentence]")?.dataset.sentence;
    return index === undefined ? null : (sentences[Number(index)] ?? null);
  };

  const pick = (event: MouseEvent<HTMLParagraphElement>) => {
    const selection = window.getSelection();
    const selected = selection && !selection.isCollapsed ? lookUpText(selection.toString()) : null;
    if (selected) {
      onPick({ word: selected, sentence: sentenceOf(selection!.anchorNode) ?? selected });
      return;
    }
    const target = event.target as HTMLElement;
    const word = target.dataset.word;
    const sentence = sentenceOf(target);
    if (word && sentence) onPick({ word, sentence });
  };

  return (
    <p lang="en" className={classNames("leading-relaxed", className)} onMouseUp={pick}>
      {sentences.map((sentence, index) => (
        <span key={index} data-sentence={index}>
          {splitWords(sentence).map((piece, i) =>
            i % 2 === 1 ? (
              <span key={i} data-word={piece} className="cursor-pointer rounded-sm hover:bg-amber-100 dark:hover:bg-amber-500/20">
                {piece}
              </span>
            ) : (
              piece
            ),
          )}{" "}
        </span>
      ))}
    </p>
  );
}
