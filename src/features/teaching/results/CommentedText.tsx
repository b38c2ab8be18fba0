/**
 * An essay or transcript with the teacher's comments highlighted on their passages and listed below
 * with the quoted passage. The text element holds the text and nothing else (the numbers are CSS
 * content), so a selection inside it maps to the offsets the server checks.
 */
import type { Ref } from "react";
import type { AnchoredComment } from "../../../../worker/contract/grading";
import { numberedComments, splitAtComments } from "./anchors";
import { useGradingTranslation } from "./translations";

type Props = {
  text: string;
  comments: readonly AnchoredComment[];
  label: string;
  textRef?: Ref<HTMLDivElement>;
  /** The teacher's draft list offers to take a comment back. */
  onRemove?: (comment: AnchoredComment) => void;
};

export function CommentedText({ text, comments, label, textRef, onRemove }: Props) {
  const { t } = useGradingTranslation();
  const numbered = numberedComments(comments);
  return (
    <div>
      <div
        ref={textRef}
        role="region"
        aria-label={label}
        data-testid="commented-text"
        className="rounded-lg border border-slate-200 bg-slate-50 p-4 leading-7 break-words whitespace-pre-wrap text-slate-900 dark:border-slate-700 dark:bg-slate-950 dark:text-slate-100"
      >
        {splitAtComments(text, comments).map((piece, i) =>
          piece.comment ? (
            <mark
              key={i}
              lang="en"
              title={piece.comment.value.comment}
              data-number={piece.comment.number}
              className="rounded bg-sky-200 px-0.5 text-inherit after:ml-0.5 after:align-super after:text-xs after:font-semibold after:content-[attr(data-number)] dark:bg-sky-500/30"
            >
              {piece.text}
            </mark>
          ) : (
            <span key={i} lang="en">
              {piece.text}
            </span>
          ),
        )}
      </div>
      {numbered.length > 0 && (
        <ol className="mt-3 space-y-2 text-sm" aria-label={t("comments.listLabel")}>
          {numbered.map(({ number, value }) => (
            <li key={`${value.start}-${value.end}-${number}`} className="flex gap-2 text-slate-800 dark:text-slate-200">
              <span className="font-semibold tabular-nums">{number}.</span>
              <span className="min-w-0 flex-1">
                <q lang="en" className="rounded bg-sky-100 px-1 break-words dark:bg-sky-500/20">
                  {value.quote}
                </q>
                <span className="block break-words whitespace-pre-wrap">{value.comment}</span>
              </span>
              {onRemove && (
                <button
                  type="button"
                  onClick={() => onRemove(value)}
                  className="self-start rounded px-2 text-sm text-red-700 underline hover:no-underline focus-visible:outline-2 focus-visible:outline-indigo-600 dark:text-red-300"
                >
                  {t("comments.remove")}
                  <span className="sr-only"> {t("comments.number", { number })}</span>
                </button>
              )}
            </li>
          ))}
        </ol>
      )}
    </div>
  );
}
