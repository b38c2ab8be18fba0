/**
 * One practice set, a question at a time, with the test's own question view: the learner answers,
 * checks, and gets the server's verdict at once (announced), the right answer and every explanation,
 * then moves on; the running score is the server's. Math questions keep the calculator, grapher and
 * reference sheet at hand.
 */
import { useEffect, useRef, useState } from "react";
import type { SatPracticeFeedback, SatPracticeSet } from "../../../../worker/contract/sat-practice";
import { classNames } from "../../../components/ui/class-names";
import { Button } from "../../../components/ui/Button";
import { ApiRequestError } from "../../../lib/api";
import type { PassageHighlight } from "../module-state";
import { QuestionView } from "../QuestionView";
import { RichText } from "../RichText";
import { DOCKED_LAYOUT, useMathTools } from "../tools/MathToolbar";
import { useSatTranslation } from "../translations";
import { answerPracticeQuestion, startPracticeSet } from "./api";
import {
  clientIdFor,
  questionKey,
  resumedSession,
  runningScore,
  withAnswer,
  withFeedback,
  type PracticeSession as Session,
} from "./practice-session";
import { useSatPracticeTranslation } from "./translations";

type Props = {
  set: SatPracticeSet;
  /** The verdicts already given to this set (empty for a new one). */
  given: readonly SatPracticeFeedback[];
  onAnswered: () => void;
  onAgain: (set: SatPracticeSet) => void;
  onClose: () => void;
};

export function PracticeSession({ set, given, onAnswered, onAgain, onClose }: Props) {
  const { t } = useSatPracticeTranslation();
  const { t: tSat } = useSatTranslation();
  const [session, setSession] = useState<Session>(() => resumedSession(set, given));
  const [struck, setStruck] = useState<Record<string, string[]>>({});
  const [highlights, setHighlights] = useState<Record<string, PassageHighlight[]>>({});
  const [checking, setChecking] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [finished, setFinished] = useState(false);
  const progressRef = useRef<HTMLParagraphElement>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const tools = useMathTools(tSat("session.mathTools"));
  const math = set.section === "math";
  // The skill list this replaced is gone: keyboard and screen-reader users start at the set's heading.
  useEffect(() => headingRef.current?.focus(), []);

  const total = set.questions.length;
  const current = set.questions[session.index]!;
  const key = questionKey(current);
  const answer = session.answers[key] ?? "";
  const feedback = session.feedback[key];
  const score = runningScore(session, total);
  const domainName = tSat(`domains.${set.domain}`, { defaultValue: set.domain });
  const skillName = set.skill ? tSat(`skills.${set.skill}`, { defaultValue: set.skill }) : t("session.wholeDomain");

  const check = async () => {
    if (!answer) {
      setError(t("session.chooseFirst"));
      return;
    }
    const { session: withId, clientId } = clientIdFor(session, key, () => crypto.randomUUID());
    setSession(withId);
    setChecking(true);
    setError(null);
    try {
      const result = await answerPracticeQuestion(set.id, { clientId, testId: current.testId, questionId: current.question.id, answer });
      setSession((s) => withFeedback(s, key, result.feedback));
      onAnswered();
    } catch (err) {
      setError(err instanceof ApiRequestError && err.message ? err.message : t("session.checkFailed"));
    } finally {
      setChecking(false);
    }
  };

  const next = () => {
    if (session.index + 1 >= total) {
      setFinished(true);
      return;
    }
    setSession((s) => ({ ...s, index: s.index + 1 }));
    setError(null);
    // The next question starts at the top: focus its progress line so keyboard and screen-reader users begin there.
    requestAnimationFrame(() => {
      progressRef.current?.focus();
      progressRef.current?.scrollIntoView({ block: "start" });
    });
  };

  if (finished) {
    return <Summary set={set} correct={score.correct} onAgain={onAgain} onClose={onClose} heading={`${domainName}: ${skillName}`} />;
  }

  return (
    <section className="mx-auto flex max-w-5xl flex-col gap-5 px-4 py-6" aria-labelledby="sat-practice-heading">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1
          id="sat-practice-heading"
          ref={headingRef}
          tabIndex={-1}
          className="min-w-0 text-xl font-semibold break-words text-slate-900 outline-none dark:text-white"
        >
          {t("session.heading", { domain: domainName, skill: skillName })}
        </h1>
        <Button variant="ghost" size="sm" onClick={onClose}>
          {t("session.stop")}
        </Button>
      </div>
      <p
        ref={progressRef}
        tabIndex={-1}
        className="rounded text-sm font-medium text-slate-700 outline-offset-2 focus-visible:outline-2 dark:text-slate-300"
      >
        {t("session.progress", { number: session.index + 1, total, correct: score.correct, answered: score.answered })}
      </p>
      {math ? tools.toolbar : null}
      <div className={classNames(math && tools.docked && DOCKED_LAYOUT)}>
        {/* A checked question stays readable but can no longer change. */}
        <fieldset disabled={feedback !== undefined || checking} className="m-0 min-w-0 border-0 p-0">
          <QuestionView
            key={key}
            question={current.question}
            total={total}
            section={set.section}
            answer={answer}
            marked={false}
            struck={struck[key] ?? []}
            highlights={highlights[key] ?? []}
            onAnswer={(value) => {
              setSession((s) => withAnswer(s, key, value));
              setError(null);
            }}
            onStrike={(letters) => setStruck((all) => ({ ...all, [key]: letters }))}
            onHighlights={(list) => setHighlights((all) => ({ ...all, [key]: list }))}
          />
        </fieldset>
        {math ? tools.panel : null}
      </div>
      <p aria-live="polite" className="sr-only">
        {feedback
          ? feedback.correct
            ? t("feedback.announceCorrect", { answer: feedback.correctAnswer })
            : t("feedback.announceIncorrect", { yours: feedback.answer, answer: feedback.correctAnswer })
          : ""}
      </p>
      {feedback ? <FeedbackPanel feedback={feedback} /> : null}
      {error ? (
        <p role="alert" className="text-sm text-red-700 dark:text-red-300">
          {error}
        </p>
      ) : null}
      <div className="flex flex-wrap gap-3">
        {/* One button that changes its job keeps the keyboard focus where it was. */}
        <Button onClick={() => (feedback ? next() : void check())} disabled={checking}>
          {feedback
            ? t(session.index + 1 >= total ? "session.finish" : "session.next")
            : t(checking ? "session.checking" : "session.check")}
        </Button>
      </div>
    </section>
  );
}

function FeedbackPanel({ feedback }: { feedback: SatPracticeFeedback }) {
  const { t } = useSatPracticeTranslation();
  const whyWrong = Object.entries(feedback.whyWrong).filter(([letter]) => letter !== feedback.correctAnswer);
  return (
    <section
      aria-labelledby="sat-practice-feedback"
      className={
        feedback.correct
          ? "flex flex-col gap-3 rounded-xl border border-emerald-300 bg-emerald-50 p-4 text-slate-900 dark:border-emerald-800 dark:bg-emerald-950 dark:text-slate-100"
          : "flex flex-col gap-3 rounded-xl border border-amber-300 bg-amber-50 p-4 text-slate-900 dark:border-amber-800 dark:bg-amber-950 dark:text-slate-100"
      }
    >
      <h2 id="sat-practice-feedback" className="text-lg font-semibold">
        {t("feedback.heading")}: {t(feedback.correct ? "feedback.correct" : "feedback.incorrect")}
      </h2>
      <p className="break-words">
        {t("feedback.yourAnswer")} <strong>{feedback.answer}</strong> · {t("feedback.rightAnswer")}{" "}
        <strong>{feedback.correctAnswer}</strong>
      </p>
      <div>
        <h3 className="font-semibold">{t("feedback.explanation")}</h3>
        <p className="break-words">
          <RichText text={feedback.explanation} />
        </p>
      </div>
      {feedback.steps.length > 0 ? (
        <div>
          <h3 className="font-semibold">{t("feedback.steps")}</h3>
          <ol className="list-decimal pl-5 break-words">
            {feedback.steps.map((step, i) => (
              <li key={i}>
                <RichText text={step} />
              </li>
            ))}
          </ol>
        </div>
      ) : null}
      {whyWrong.length > 0 ? (
        <div>
          <h3 className="font-semibold">{t("feedback.whyWrong")}</h3>
          <ul className="flex flex-col gap-1 break-words">
            {whyWrong.map(([letter, why]) => (
              <li key={letter}>
                <strong>{t("feedback.option", { letter })}:</strong> <RichText text={why ?? ""} />
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </section>
  );
}

function Summary({
  set,
  correct,
  heading,
  onAgain,
  onClose,
}: {
  set: SatPracticeSet;
  correct: number;
  heading: string;
  onAgain: (set: SatPracticeSet) => void;
  onClose: () => void;
}) {
  const { t } = useSatPracticeTranslation();
  const [starting, setStarting] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => headingRef.current?.focus(), []);
  const again = async () => {
    setStarting(true);
    setError(null);
    try {
      const request = { section: set.section, domain: set.domain, ...(set.skill ? { skill: set.skill } : {}) };
      onAgain((await startPracticeSet(request)).set);
    } catch (err) {
      setError(err instanceof ApiRequestError && err.message ? err.message : t("page.startFailed"));
      setStarting(false);
    }
  };
  return (
    <section className="mx-auto flex max-w-3xl flex-col gap-4 px-4 py-8" aria-labelledby="sat-practice-summary">
      <p className="text-sm text-slate-600 dark:text-slate-300">{heading}</p>
      <h1
        id="sat-practice-summary"
        ref={headingRef}
        tabIndex={-1}
        className="text-2xl font-semibold text-slate-900 outline-none dark:text-white"
      >
        {t("summary.heading")}
      </h1>
      <p role="status" className="text-lg text-slate-900 dark:text-slate-100">
        {t("summary.score", { correct, total: set.questions.length })}
      </p>
      {error ? (
        <p role="alert" className="text-sm text-red-700 dark:text-red-300">
          {error}
        </p>
      ) : null}
      <div className="flex flex-wrap gap-3">
        <Button disabled={starting} onClick={() => void again()}>
          {t("summary.again")}
        </Button>
        <Button variant="secondary" onClick={onClose}>
          {t("summary.another")}
        </Button>
      </div>
    </section>
  );
}
