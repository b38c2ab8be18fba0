/**
 * A finished section: the estimated section score with its range (and the total with the latest other
 * section), raw counts per module, performance per domain and skill, and every question with the
 * learner's answer, the right one, its explanation and why each wrong option is wrong.
 */
import type { SatQuestionResult, SatResults } from "../../../worker/contract/sat";
import { classNames } from "../../components/ui/class-names";
import { Link } from "../../components/ui/Link";
import { Loading } from "../../components/ui/Spinner";
import { LoadFailed } from "../../components/ui/LoadFailed";
import { useSatResults } from "./api";
import { SendQuestionToReview, SendWrongToReview } from "./around/ReviewCardButtons";
import { SatFigure, SatTableView } from "./content-views";
import { RichText } from "./RichText";
import { useSatTranslation } from "./translations";

export function SatResultsView({ attemptId }: { attemptId: string }) {
  const { t } = useSatTranslation();
  const results = useSatResults(attemptId);
  if (results.isError) {
    return (
      <section className="mx-auto max-w-3xl px-4 py-8">
        <LoadFailed error={results.error} onRetry={() => void results.refetch()} />
      </section>
    );
  }
  if (!results.data) return <Loading label={t("results.loading")} className="py-12" />;
  const data = results.data;
  return (
    <section className="mx-auto flex max-w-5xl flex-col gap-8 px-4 py-8" aria-labelledby="sat-results-heading">
      <div>
        <p lang="en" className="text-sm text-slate-600 dark:text-slate-300">
          {data.title}
        </p>
        <h1 id="sat-results-heading" className="text-2xl font-semibold text-slate-900 dark:text-white">
          {t(data.section === "math" ? "results.titleMath" : "results.titleReadingWriting")}
        </h1>
      </div>
      <Scores data={data} />
      <Tallies data={data} />
      <section aria-labelledby="sat-questions-heading" className="flex flex-col gap-3">
        <h2 id="sat-questions-heading" className="text-lg font-semibold text-slate-900 dark:text-white">
          {t("results.questions")}
        </h2>
        <SendWrongToReview attemptId={data.attemptId} questions={data.questions} />
        <ol className="flex flex-col gap-2">
          {data.questions.map((q) => (
            <QuestionResult key={q.id} question={q} attemptId={data.attemptId} />
          ))}
        </ol>
      </section>
      <div>
        <Link to="?" className="text-indigo-700 underline dark:text-indigo-300">
          {t("results.backToTests")}
        </Link>
      </div>
    </section>
  );
}

function Scores({ data }: { data: SatResults }) {
  const { t } = useSatTranslation();
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <div className="rounded-xl border border-slate-200 bg-white p-5 dark:border-slate-700 dark:bg-slate-900">
        <h2 className="text-sm font-medium text-slate-600 dark:text-slate-300">{t("results.sectionScore")}</h2>
        <p className="text-4xl font-bold text-slate-900 tabular-nums dark:text-white" data-testid="sat-section-score">
          {data.sectionScore.score}
        </p>
        <p className="text-sm text-slate-700 dark:text-slate-300">
          {t("results.range", { low: data.sectionScore.low, high: data.sectionScore.high })}
        </p>
      </div>
      <div className="rounded-xl border border-slate-200 bg-white p-5 dark:border-slate-700 dark:bg-slate-900">
        <h2 className="text-sm font-medium text-slate-600 dark:text-slate-300">{t("results.totalScore")}</h2>
        {data.totalScore ? (
          <>
            <p className="text-4xl font-bold text-slate-900 tabular-nums dark:text-white">{data.totalScore.score}</p>
            <p className="text-sm text-slate-700 dark:text-slate-300">
              {t("results.range", { low: data.totalScore.low, high: data.totalScore.high })}
            </p>
          </>
        ) : (
          <p className="text-slate-700 dark:text-slate-300">
            {t(data.section === "math" ? "results.noTotalMath" : "results.noTotalReadingWriting")}
          </p>
        )}
      </div>
      <p className="text-sm text-slate-700 sm:col-span-2 dark:text-slate-300">{t("results.estimateNote")}</p>
      {data.retake ? (
        <p className="text-sm font-medium text-amber-800 sm:col-span-2 dark:text-amber-200" data-testid="sat-retake">
          {t("results.retake")}
        </p>
      ) : null}
    </div>
  );
}

const percent = (correct: number, total: number) => (total === 0 ? 0 : Math.round((100 * correct) / total));

function Tallies({ data }: { data: SatResults }) {
  const { t } = useSatTranslation();
  const cell = "border-b border-slate-200 px-2 py-1 dark:border-slate-700";
  return (
    <div className="grid gap-6 lg:grid-cols-2">
      <div className="max-w-full overflow-x-auto">
        <table className="min-w-full text-sm text-slate-900 dark:text-slate-100">
          <caption className="mb-2 text-left text-lg font-semibold">{t("results.modules")}</caption>
          <thead>
            <tr>
              <th scope="col" className={classNames(cell, "text-left")}>
                {t("results.module")}
              </th>
              <th scope="col" className={classNames(cell, "text-right")}>
                {t("results.correct")}
              </th>
            </tr>
          </thead>
          <tbody>
            {data.modules.map((m) => (
              <tr key={m.module}>
                <th scope="row" className={classNames(cell, "text-left font-normal")}>
                  {t(`modules.${m.module}`)}
                </th>
                <td className={classNames(cell, "text-right tabular-nums")}>
                  {t("results.outOf", { correct: m.correct, total: m.total })}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <div className="max-w-full overflow-x-auto">
        <table className="min-w-full text-sm text-slate-900 dark:text-slate-100">
          <caption className="mb-2 text-left text-lg font-semibold">{t("results.domains")}</caption>
          <thead>
            <tr>
              <th scope="col" className={classNames(cell, "text-left")}>
                {t("results.domainOrSkill")}
              </th>
              <th scope="col" className={classNames(cell, "text-right")}>
                {t("results.correct")}
              </th>
              <th scope="col" className={classNames(cell, "text-right")}>
                %
              </th>
            </tr>
          </thead>
          <tbody>
            {data.domains.flatMap((d) => [
              <tr key={d.domain}>
                <th scope="row" className={classNames(cell, "text-left font-semibold")}>
                  {t(`domains.${d.domain}`, { defaultValue: d.domain })}
                </th>
                <td className={classNames(cell, "text-right tabular-nums")}>
                  {t("results.outOf", { correct: d.correct, total: d.total })}
                </td>
                <td className={classNames(cell, "text-right tabular-nums")}>{percent(d.correct, d.total)}</td>
              </tr>,
              ...data.skills
                .filter((s) => s.domain === d.domain)
                .map((s) => (
                  <tr key={`${d.domain}/${s.skill}`}>
                    <th scope="row" className={classNames(cell, "pl-5 text-left font-normal")}>
                      {t(`skills.${s.skill}`, { defaultValue: s.skill })}
                    </th>
                    <td className={classNames(cell, "text-right tabular-nums")}>
                      {t("results.outOf", { correct: s.correct, total: s.total })}
                    </td>
                    <td className={classNames(cell, "text-right tabular-nums")}>{percent(s.correct, s.total)}</td>
                  </tr>
                )),
            ])}
          </tbody>
        </table>
      </div>
    </div>
  );
}

function QuestionResult({ question: q, attemptId }: { question: SatQuestionResult; attemptId: string }) {
  const { t } = useSatTranslation();
  return (
    <li>
      <details className="rounded-lg border border-slate-200 bg-white dark:border-slate-700 dark:bg-slate-900">
        <summary className="flex cursor-pointer flex-wrap gap-x-3 p-3 text-slate-900 dark:text-white">
          <span className="font-semibold">
            {t(`modules.${q.module}`)} · {t("session.questionNumber", { number: q.number })}
          </span>
          <span className={q.correct ? "text-emerald-700 dark:text-emerald-300" : "text-red-700 dark:text-red-300"}>
            {t(q.correct ? "results.right" : q.yourAnswer ? "results.wrong" : "results.omitted")}
          </span>
          <span className="text-slate-600 dark:text-slate-300">{t(`skills.${q.skill}`, { defaultValue: q.skill })}</span>
        </summary>
        <div className="flex flex-col gap-3 border-t border-slate-200 p-3 text-slate-900 dark:border-slate-700 dark:text-slate-100">
          {q.passage ? (
            <p lang="en" className="break-words">
              {q.passage}
            </p>
          ) : null}
          {q.passage2 ? (
            <p lang="en" className="break-words">
              {q.passage2}
            </p>
          ) : null}
          {q.notes ? (
            <ul lang="en" className="list-disc pl-5">
              {q.notes.map((note) => (
                <li key={note}>{note}</li>
              ))}
            </ul>
          ) : null}
          {q.table ? <SatTableView table={q.table} /> : null}
          {q.svg && q.figureAlt ? <SatFigure svg={q.svg} alt={q.figureAlt} /> : null}
          <p className="font-medium">
            <RichText text={q.question} />
          </p>
          {q.options ? (
            <ul className="flex flex-col gap-1">
              {q.options.map((o) => (
                <li
                  key={o.letter}
                  className={classNames(o.letter === q.correctAnswer && "font-semibold text-emerald-800 dark:text-emerald-200")}
                >
                  {o.letter}. <RichText text={o.text} />
                  {o.letter === q.correctAnswer ? ` — ${t("results.rightAnswer")}` : ""}
                  {o.letter === q.yourAnswer && o.letter !== q.correctAnswer ? ` — ${t("results.yourAnswer")}` : ""}
                </li>
              ))}
            </ul>
          ) : null}
          <p>
            {t("results.yourAnswerIs")} <strong>{q.yourAnswer ?? t("results.noAnswer")}</strong> · {t("results.rightAnswerIs")}{" "}
            <strong>{q.correctAnswer}</strong>
          </p>
          {q.steps.length > 0 ? (
            <div>
              <h3 className="font-semibold">{t("results.steps")}</h3>
              <ol className="list-decimal pl-5">
                {q.steps.map((step, i) => (
                  <li key={i}>
                    <RichText text={step} />
                  </li>
                ))}
              </ol>
            </div>
          ) : (
            <div>
              <h3 className="font-semibold">{t("results.explanation")}</h3>
              <p>
                <RichText text={q.explanation} />
              </p>
            </div>
          )}
          {Object.keys(q.whyWrong).length > 0 ? (
            <div>
              <h3 className="font-semibold">{t("results.whyWrong")}</h3>
              <ul className="flex flex-col gap-1">
                {Object.entries(q.whyWrong).map(([letter, why]) => (
                  <li key={letter}>
                    <strong>{letter}:</strong> <RichText text={why ?? ""} />
                  </li>
                ))}
              </ul>
            </div>
          ) : null}
          <SendQuestionToReview attemptId={attemptId} question={q} />
        </div>
      </details>
    </li>
  );
}
