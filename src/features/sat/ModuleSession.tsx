/**
 * One timed module, as the digital test works: a countdown that can be hidden, one question at a time,
 * a question navigator, mark for review, strike out options, highlights and notes on R&W passages,
 * the student-produced answer box with the official entry rules, and a review page before submitting.
 * Every answer is saved on the server as it is given and on this device; one given offline waits on the
 * device (a banner says so) and goes to the server when the connection is back, as the IELTS sections do.
 * The module's clock is the server's: the countdown starts from the time left the server gave,
 * and at 0:00, or when the server says the time is up, the module is submitted. A submission that cannot
 * reach the server waits in the offline outbox.
 */
import { useQueryClient } from "@tanstack/react-query";
import { useCallback, useEffect, useRef, useState } from "react";
import { useNavigate } from "react-router";
import { toast } from "sonner";
import { SAT_ERROR_CODES, type SatAttemptView } from "../../../worker/contract/sat";
import { Button } from "../../components/ui/Button";
import { classNames, focusRing } from "../../components/ui/class-names";
import { ApiRequestError } from "../../lib/api";
import { useOnline } from "../../lib/use-online";
import { queuePendingSubmission } from "../ielts";
import { saveSatAnswers, submitSatModule, useSatUserId } from "./api";
import { discardModuleState, hasUnsent, readModuleState, writeModuleState, type ModuleState } from "./module-state";
import { satKeys } from "./query-keys";
import { QuestionView } from "./QuestionView";
import { DOCKED_LAYOUT, useMathTools } from "./tools/MathToolbar";
import { useSatTranslation } from "./translations";

const clock = (seconds: number) => `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, "0")}`;

/** `finishesElsewhere`: the screen around it (a full test) takes over once the section is finished. */
export function ModuleSession({ attempt, finishesElsewhere = false }: { attempt: SatAttemptView; finishesElsewhere?: boolean }) {
  const { t } = useSatTranslation();
  const userId = useSatUserId();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [state, setState] = useState<ModuleState>(() => {
    const local = readModuleState(userId, attempt.id, attempt.module);
    return {
      ...local,
      answers: { ...attempt.answers, ...local.answers },
      marked: [...new Set([...attempt.marked, ...local.marked])],
      current: Math.min(local.current, attempt.questions.length),
      timeLeftSeconds: attempt.timeLeftSeconds,
    };
  });
  const [timerHidden, setTimerHidden] = useState(false);
  const [submitting, setSubmitting] = useState(false);
  const stateRef = useRef(state);
  const timeLeft = state.timeLeftSeconds ?? 0;
  const reviewing = state.current >= attempt.questions.length;
  const question = attempt.questions[state.current];
  const tools = useMathTools(t("session.mathTools"));
  const math = attempt.section === "math";

  const update = useCallback(
    (change: (current: ModuleState) => ModuleState) => {
      setState((current) => {
        const next = change(current);
        stateRef.current = next;
        writeModuleState(userId, attempt.id, attempt.module, next);
        return next;
      });
    },
    [userId, attempt.id, attempt.module],
  );

  const submitRef = useRef<() => Promise<void>>(async () => {});

  /**
   * Saves on the server with whatever still waits from offline; what cannot reach the server waits on this
   * device (`unsent`) for the next save or the connection's return, and goes with the submission in any case.
   */
  const save = useCallback(
    (answers: Record<string, string | null>, marks: Record<string, boolean> = {}) => {
      const waiting = stateRef.current.unsent;
      const body = { answers: { ...waiting.answers, ...answers }, marks: { ...waiting.marks, ...marks } };
      saveSatAnswers(attempt.id, { module: attempt.module, ...body })
        .then(() =>
          // Sent: drop what was sent, keeping anything given while the request was on its way.
          update((current) => ({
            ...current,
            unsent: {
              answers: Object.fromEntries(
                Object.entries(current.unsent.answers).filter(([id, v]) => !(id in body.answers) || body.answers[id] !== v),
              ),
              marks: Object.fromEntries(
                Object.entries(current.unsent.marks).filter(([id, v]) => !(id in body.marks) || body.marks[id] !== v),
              ),
            },
          })),
        )
        .catch((error: unknown) => {
          // The server's clock ran out first (this device's was behind): the module goes in now.
          if (error instanceof ApiRequestError && error.code === SAT_ERROR_CODES.timeUp) void submitRef.current();
          else if (error instanceof ApiRequestError) {
            if (error.status !== 409) console.warn("SAT answer not saved", error);
          } else
            update((current) => ({
              ...current,
              unsent: { answers: { ...current.unsent.answers, ...answers }, marks: { ...current.unsent.marks, ...marks } },
            }));
        });
    },
    [attempt.id, attempt.module, update],
  );

  // Back online (or reopened with answers given offline): what waits on this device goes to the server.
  const online = useOnline();
  useEffect(() => {
    if (online && hasUnsent(stateRef.current)) save({});
  }, [online, save]);

  const submit = useCallback(async () => {
    if (submitting) return;
    setSubmitting(true);
    const current = stateRef.current;
    const body = { clientId: current.clientId, answers: current.answers };
    try {
      const result = await submitSatModule(attempt.id, attempt.module, body);
      discardModuleState(userId, attempt.id, attempt.module);
      if (result.late) toast.warning(t("session.lateSubmitted"));
      queryClient.setQueryData(satKeys.attempt(userId, attempt.id), { attempt: result.attempt });
      void queryClient.invalidateQueries({ queryKey: satKeys.tests(userId, attempt.section) });
      if (result.attempt.status === "completed") {
        if (!finishesElsewhere) await navigate(`?results=${encodeURIComponent(attempt.id)}`, { replace: true });
      } else toast.success(t("session.module1Submitted"));
    } catch (error) {
      setSubmitting(false);
      if (error instanceof ApiRequestError) {
        toast.error(error.message);
        // Another tab may have submitted this module: the attempt as the server has it now.
        if (error.status === 409) void queryClient.invalidateQueries({ queryKey: satKeys.attempt(userId, attempt.id) });
        return;
      }
      // No answer from the server: the module waits on this device and is submitted on reconnect.
      queuePendingSubmission({
        kind: "sat_module",
        section: attempt.section,
        attemptId: attempt.id,
        module: attempt.module,
        user_id: userId,
        ...body,
      });
      toast.success(t("queued.toast"));
    }
  }, [submitting, attempt.id, attempt.module, attempt.section, userId, queryClient, navigate, finishesElsewhere, t]);

  useEffect(() => {
    submitRef.current = submit;
  });

  // The countdown from the server's time left, one tick a second; at 0:00 the module goes in.
  useEffect(() => {
    if (submitting) return;
    const timer = window.setInterval(() => {
      const next = Math.max((stateRef.current.timeLeftSeconds ?? 0) - 1, 0);
      update((current) => ({ ...current, timeLeftSeconds: next }));
      if (next === 0) {
        window.clearInterval(timer);
        toast.info(t("session.timeUp"));
        void submitRef.current();
      }
    }, 1000);
    return () => window.clearInterval(timer);
  }, [submitting, update, t]);

  const setAnswer = (id: string, value: string | null) => {
    update((current) => {
      const answers = { ...current.answers };
      if (value === null) delete answers[id];
      else answers[id] = value;
      return { ...current, answers };
    });
    save({ [id]: value });
  };
  const toggleMark = (id: string) => {
    const marked = !state.marked.includes(id);
    update((current) => ({ ...current, marked: marked ? [...current.marked, id] : current.marked.filter((m) => m !== id) }));
    save({}, { [id]: marked });
  };
  const go = (index: number) => update((current) => ({ ...current, current: Math.max(0, Math.min(index, attempt.questions.length)) }));

  const answeredCount = attempt.questions.filter((q) => state.answers[q.id]).length;
  const lowTime = timeLeft <= 5 * 60;

  return (
    <section className="mx-auto flex max-w-6xl flex-col gap-4 px-4 py-4" aria-labelledby="sat-module-heading">
      <header className="flex flex-wrap items-center justify-between gap-3 border-b border-slate-200 pb-3 dark:border-slate-700">
        <div>
          <p className="text-sm text-slate-600 dark:text-slate-300">{attempt.title}</p>
          <h1 id="sat-module-heading" className="text-xl font-semibold text-slate-900 dark:text-white">
            {t(attempt.section === "math" ? "session.mathModule" : "session.readingWritingModule", { number: attempt.moduleNumber })}
          </h1>
        </div>
        <div className="flex items-center gap-2">
          {timerHidden ? null : (
            <span
              role="timer"
              aria-label={t("session.timeLeft", { time: clock(timeLeft) })}
              data-testid="sat-timer"
              data-seconds={timeLeft}
              className={classNames(
                "font-mono text-lg font-semibold tabular-nums",
                lowTime ? "text-red-700 dark:text-red-300" : "text-slate-900 dark:text-white",
              )}
            >
              {clock(timeLeft)}
            </span>
          )}
          <Button variant="ghost" size="sm" aria-pressed={timerHidden} onClick={() => setTimerHidden((hidden) => !hidden)}>
            {t(timerHidden ? "session.showTimer" : "session.hideTimer")}
          </Button>
        </div>
        {math ? tools.toolbar : null}
      </header>

      {online ? null : (
        <p
          role="status"
          data-testid="sat-offline"
          className="rounded-lg bg-amber-50 p-3 text-sm text-amber-900 dark:bg-amber-500/10 dark:text-amber-100"
        >
          {t("session.offline")}
        </p>
      )}
      <div className={classNames(math && tools.docked && DOCKED_LAYOUT)}>
        {reviewing || !question ? (
          <ReviewPage
            attempt={attempt}
            state={state}
            answeredCount={answeredCount}
            submitting={submitting}
            onJump={go}
            onSubmit={() => void submit()}
          />
        ) : (
          <QuestionView
            key={question.id}
            question={question}
            total={attempt.questions.length}
            section={attempt.section}
            answer={state.answers[question.id] ?? ""}
            marked={state.marked.includes(question.id)}
            struck={state.struck[question.id] ?? []}
            highlights={state.highlights[question.id] ?? []}
            onAnswer={(value) => setAnswer(question.id, value)}
            onToggleMark={() => toggleMark(question.id)}
            onStrike={(letters) => update((current) => ({ ...current, struck: { ...current.struck, [question.id]: letters } }))}
            onHighlights={(highlights) =>
              update((current) => ({ ...current, highlights: { ...current.highlights, [question.id]: highlights } }))
            }
          />
        )}
        {math ? tools.panel : null}
      </div>

      <footer className="flex flex-wrap items-center justify-between gap-2 border-t border-slate-200 pt-3 dark:border-slate-700">
        <Navigator attempt={attempt} state={state} onJump={go} />
        <div className="flex gap-2">
          <Button variant="secondary" disabled={state.current === 0} onClick={() => go(state.current - 1)}>
            {t("session.back")}
          </Button>
          {reviewing ? null : (
            <Button onClick={() => go(state.current + 1)}>
              {state.current === attempt.questions.length - 1 ? t("session.review") : t("session.next")}
            </Button>
          )}
        </div>
      </footer>
    </section>
  );
}

function Navigator({ attempt, state, onJump }: { attempt: SatAttemptView; state: ModuleState; onJump: (index: number) => void }) {
  const { t } = useSatTranslation();
  return (
    <nav aria-label={t("session.navigator")} className="max-w-full">
      <ol className="flex flex-wrap gap-1">
        {attempt.questions.map((q, index) => {
          const answered = Boolean(state.answers[q.id]);
          const marked = state.marked.includes(q.id);
          const label = [
            t("session.questionNumber", { number: q.number }),
            t(answered ? "session.answered" : "session.unanswered"),
            ...(marked ? [t("session.markedForReview")] : []),
          ].join(", ");
          return (
            <li key={q.id}>
              <button
                type="button"
                aria-label={label}
                aria-current={index === state.current ? "step" : undefined}
                onClick={() => onJump(index)}
                className={classNames(
                  "relative size-8 rounded-md text-xs font-semibold tabular-nums",
                  answered
                    ? "bg-slate-800 text-white dark:bg-slate-200 dark:text-slate-900"
                    : "border border-dashed border-slate-500 bg-white text-slate-800 dark:border-slate-400 dark:bg-slate-900 dark:text-slate-200",
                  index === state.current && "ring-2 ring-indigo-600 ring-offset-1 dark:ring-indigo-400",
                  focusRing,
                )}
              >
                {q.number}
                {marked ? <span aria-hidden="true" className="absolute -top-1 -right-1 size-2.5 rounded-full bg-red-600" /> : null}
              </button>
            </li>
          );
        })}
      </ol>
    </nav>
  );
}

function ReviewPage(props: {
  attempt: SatAttemptView;
  state: ModuleState;
  answeredCount: number;
  submitting: boolean;
  onJump: (index: number) => void;
  onSubmit: () => void;
}) {
  const { t } = useSatTranslation();
  const { attempt, state } = props;
  const unanswered = attempt.questions.length - props.answeredCount;
  const marked = attempt.questions.filter((q) => state.marked.includes(q.id));
  return (
    <div className="flex flex-col gap-4 rounded-xl border border-slate-200 bg-white p-5 dark:border-slate-700 dark:bg-slate-900">
      <h2 className="text-lg font-semibold text-slate-900 dark:text-white">{t("review.title")}</h2>
      <p className="text-slate-700 dark:text-slate-300">
        {t("review.summary", { answered: props.answeredCount, total: attempt.questions.length, unanswered })}
      </p>
      {marked.length > 0 ? (
        <div>
          <p className="mb-2 text-slate-700 dark:text-slate-300">{t("review.marked")}</p>
          <ul className="flex flex-wrap gap-2">
            {marked.map((q) => (
              <li key={q.id}>
                <Button variant="secondary" size="sm" onClick={() => props.onJump(q.number - 1)}>
                  {t("session.questionNumber", { number: q.number })}
                </Button>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      <p className="text-slate-700 dark:text-slate-300">{t(attempt.moduleNumber === 1 ? "review.noReturn1" : "review.noReturn2")}</p>
      <div>
        <Button disabled={props.submitting} onClick={props.onSubmit}>
          {t("review.submit", { number: attempt.moduleNumber })}
        </Button>
      </div>
    </div>
  );
}
