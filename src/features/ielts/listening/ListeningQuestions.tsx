/** The question groups of one listening part: form and note completion, multiple choice, plan labelling, matching. */
import type { ListeningPartView, PublicListeningQuestionGroup } from "../../../../worker/contract/ielts";
import type { ListeningPlan } from "../../../../worker/contract/ielts-content";
import {
  AnswerSelect,
  answerBinding,
  GapInput,
  GappedText,
  LetteredChoiceQuestions,
  MatchingRow,
  OptionsBox,
  QuestionGroups,
  QuestionNumber,
  type AnswersProps,
} from "../shared/answer-inputs";
import { useIeltsTranslation } from "../translations";

function Group({ group, ...answers }: AnswersProps & { group: PublicListeningQuestionGroup }) {
  const { t } = useIeltsTranslation();
  const bind = answerBinding(answers);
  switch (group.type) {
    case "form_completion":
    case "note_completion":
      return (
        <div className="rounded-lg border border-slate-300 bg-white p-4 dark:border-slate-600 dark:bg-slate-900">
          <p lang="en" className="mb-3 text-center font-semibold text-slate-900 dark:text-white">
            {group.title}
          </p>
          <ul className={group.type === "form_completion" ? "flex flex-col gap-1" : "flex list-disc flex-col gap-1 pl-5"}>
            {group.lines.map((line, i) =>
              line.heading ? (
                <li key={i} lang="en" className="mt-2 list-none font-semibold text-slate-900 first:mt-0 dark:text-white">
                  {line.text}
                </li>
              ) : (
                <li key={i} className="flex flex-col text-sm leading-9 text-slate-900 sm:flex-row sm:gap-3 dark:text-slate-100">
                  {line.label && (
                    <span lang="en" className="shrink-0 font-medium text-slate-700 sm:w-52 dark:text-slate-300">
                      {line.label}
                    </span>
                  )}
                  <span>
                    <GappedText text={line.text} renderGap={(n) => <GapInput number={n} wordLimit={group.wordLimit} {...bind(n)} />} />
                  </span>
                </li>
              ),
            )}
          </ul>
        </div>
      );
    case "multiple_choice":
      return <LetteredChoiceQuestions questions={group.questions} bind={bind} />;
    case "plan_labelling":
      return (
        <div className="flex flex-col gap-4 lg:flex-row lg:items-start">
          <PlanFigure plan={group.plan} />
          <ul className="grid grid-cols-[auto_1fr_auto] items-center gap-x-2 gap-y-2">
            {group.questions.map((q) => (
              <li key={q.number} className="col-span-3 grid grid-cols-subgrid items-center text-sm text-slate-900 dark:text-slate-100">
                <QuestionNumber number={q.number} />
                <span lang="en">{q.place}</span>
                <AnswerSelect
                  number={q.number}
                  label={t("questions.placeFor", { number: q.number, place: q.place })}
                  options={group.plan.markers.map((m) => ({ value: m.letter, label: m.letter }))}
                  className="w-28"
                  {...bind(q.number)}
                />
              </li>
            ))}
          </ul>
        </div>
      );
    case "matching":
      return (
        <div className="flex flex-col gap-3">
          <OptionsBox title={group.optionsTitle} options={group.options.map((o) => ({ key: o.letter, label: o.letter, text: o.text }))} />
          <ul className="flex flex-col gap-3">
            {group.questions.map((q) => (
              <MatchingRow
                key={q.number}
                number={q.number}
                text={q.prompt}
                options={group.options.map((o) => ({ value: o.letter, label: `${o.letter} ${o.text}` }))}
                selectClassName="w-56"
                bind={bind}
              />
            ))}
          </ul>
        </div>
      );
  }
}

/** A map or plan drawn from its coordinates; the description stands in for it without giving answers away. */
/** A narrow upright feature (a river, a road) gets its name written along it. */
const tall = (landmark: { width: number; height: number }) => landmark.height > landmark.width * 2.5;

function PlanFigure({ plan }: { plan: ListeningPlan }) {
  const id = `plan-${plan.title.replace(/\W+/g, "-").toLowerCase()}`;
  const fontSize = Math.max(plan.width, plan.height) / 34;
  return (
    <figure lang="en" className="w-full max-w-lg shrink-0">
      <svg
        viewBox={`0 0 ${plan.width} ${plan.height}`}
        role="img"
        aria-labelledby={`${id}-title ${id}-desc`}
        className="w-full rounded-lg border border-slate-300 bg-emerald-50/60 dark:border-slate-600 dark:bg-slate-800"
      >
        <title id={`${id}-title`}>{plan.title}</title>
        <desc id={`${id}-desc`}>{plan.description}</desc>
        {plan.landmarks.map((landmark) => (
          <g key={landmark.label}>
            <rect
              x={landmark.x}
              y={landmark.y}
              width={landmark.width}
              height={landmark.height}
              rx={fontSize / 2}
              className="fill-white stroke-slate-500 dark:fill-slate-700 dark:stroke-slate-400"
              strokeWidth={fontSize / 12}
            />
            <text
              x={landmark.x + landmark.width / 2}
              y={tall(landmark) ? landmark.y + landmark.height / 2 : landmark.y + fontSize * 1.2}
              textAnchor="middle"
              dominantBaseline="middle"
              fontSize={fontSize}
              transform={tall(landmark) ? `rotate(-90 ${landmark.x + landmark.width / 2} ${landmark.y + landmark.height / 2})` : undefined}
              className="fill-slate-800 dark:fill-slate-100"
            >
              {landmark.label}
            </text>
          </g>
        ))}
        {plan.markers.map((marker) => (
          <g key={marker.letter}>
            <circle cx={marker.x} cy={marker.y} r={fontSize * 1.05} className="fill-indigo-700 dark:fill-indigo-400" />
            <text
              x={marker.x}
              y={marker.y}
              textAnchor="middle"
              dominantBaseline="central"
              fontSize={fontSize * 1.1}
              fontWeight="700"
              className="fill-white dark:fill-slate-900"
            >
              {marker.letter}
            </text>
          </g>
        ))}
      </svg>
      <figcaption className="mt-1 text-center text-sm font-medium text-slate-700 dark:text-slate-300">{plan.title}</figcaption>
    </figure>
  );
}

export function ListeningQuestions({ part, ...answers }: AnswersProps & { part: ListeningPartView }) {
  return <QuestionGroups groups={part.questionGroups} renderGroup={(group) => <Group group={group} {...answers} />} />;
}
