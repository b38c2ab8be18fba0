/**
 * The front of a SAT review card made answerable: the question as the test showed it — its passage (or two texts),
 * the student's notes, the table or figure, the question and its options — read from the server by the card's word.
 * The answer stays on the card's back. Loaded with the review screen's SAT cards only.
 */
import { useQuery } from "@tanstack/react-query";
import { useId } from "react";
import { api, call } from "../../../lib/api-client";
import { useSatUserId } from "../api";
import { SatFigure, SatTableView } from "../content-views";
import { satKeys } from "../query-keys";
import { RichText } from "../RichText";
import { useSatTranslation } from "../translations";
import { useSatProgressTranslation } from "./translations";

const fetchStimulus = (wordId: string) => call(api.sat.review.words[":wordId"].$get({ param: { wordId: encodeURIComponent(wordId) } }));

export function SatReviewStimulus({ wordId }: { wordId: string }) {
  const userId = useSatUserId();
  const { t } = useSatProgressTranslation();
  const { t: tSat } = useSatTranslation();
  const headingId = useId();
  const stimulus = useQuery({
    queryKey: [...satKeys.all(userId), "review-stimulus", wordId],
    queryFn: () => fetchStimulus(wordId),
    enabled: userId !== "",
    staleTime: Infinity,
  });
  if (stimulus.isPending) return <p className="text-sm text-slate-600 dark:text-slate-300">{t("stimulus.loading")}</p>;
  // A card whose question left the content (or any failure) still shows its own front and back.
  if (!stimulus.data) return null;
  const { question, origin } = stimulus.data;
  return (
    <section
      aria-labelledby={headingId}
      data-testid="sat-review-stimulus"
      className="flex w-full flex-col gap-3 rounded-lg border border-slate-200 p-4 text-left dark:border-slate-700"
    >
      <h2 id={headingId} className="text-xs text-slate-600 dark:text-slate-300">
        {t("stimulus.from", { origin })}
      </h2>
      <div lang="en" className="flex flex-col gap-3 break-words text-slate-900 dark:text-slate-100">
        {question.passage2 ? <h3 className="text-sm font-semibold">{tSat("passage.text1")}</h3> : null}
        {question.passage ? <p className="leading-relaxed">{question.passage}</p> : null}
        {question.passage2 ? (
          <>
            <h3 className="text-sm font-semibold">{tSat("passage.text2")}</h3>
            <p className="leading-relaxed">{question.passage2}</p>
          </>
        ) : null}
        {question.notes ? (
          <ul className="list-disc pl-5">
            {question.notes.map((note) => (
              <li key={note}>{note}</li>
            ))}
          </ul>
        ) : null}
        {question.table ? <SatTableView table={question.table} /> : null}
        {question.svg && question.figureAlt ? <SatFigure svg={question.svg} alt={question.figureAlt} /> : null}
        <p className="font-medium">
          <RichText text={question.question} />
        </p>
        {question.options ? (
          <ol className="flex flex-col gap-1">
            {question.options.map((option) => (
              <li key={option.letter}>
                <span className="font-semibold">{option.letter}</span> <RichText text={option.text} />
              </li>
            ))}
          </ol>
        ) : null}
      </div>
    </section>
  );
}

export default SatReviewStimulus;
