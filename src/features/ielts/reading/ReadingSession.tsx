import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useNavigate } from "react-router";
import type { ReadingTestDetail } from "../../../../worker/contract/ielts";
import { Button, buttonClasses } from "../../../components/ui/Button";
import { classNames, focusRing } from "../../../components/ui/class-names";
import { Dialog } from "../../../components/ui/Dialog";
import { useSignedInUserId, useSubmitAnswers } from "../api";
import { questionAnchorId } from "../shared/answer-inputs";
import { answersToSubmit, discardAttempt, questionNumbers, useAnswerSheet, type Highlight } from "../shared/attempt";
import { focusQuestion, QuestionNavigator } from "../shared/QuestionNavigator";
import { SubmitDialog } from "../shared/SubmitDialog";
import { keepForReconnect, showSubmitError } from "../shared/submit-errors";
import { IeltsTimer } from "../timer/IeltsTimer";
import { useIeltsTimer } from "../timer/use-ielts-timer";
import { useIeltsTranslation } from "../translations";
import { PassageView } from "./PassageView";
import { ReadingQuestions } from "./ReadingQuestions";

/** One column (desktop /ielts/reading), side-by-side panes (/ielts/reading-split) or tabs (phones). */
export type ReadingLayout = "stacked" | "split" | "tabs";

type ReadingSessionProps = {
  test: ReadingTestDetail;
  layout: ReadingLayout;
  titleKey: "ieltsReading" | "ieltsReadingSplit";
  resultHref: (submissionId: string) => string;
  otherLayoutHref: string | null;
};

/**
 * Taking a reading test: passages and their questions in the chosen layout (one column, split panes
 * that scroll on their own, or Passage/Questions tabs on a phone), highlights, the question
 * navigator, autosaved answers, and submission after confirmation.
 */
export function ReadingSession({ test, layout, titleKey, resultHref, otherLayoutHref }: ReadingSessionProps) {
  const { t } = useIeltsTranslation();
  const { t: tPages } = useTranslation("pages");
  const userId = useSignedInUserId();
  const navigate = useNavigate();
  const submitAnswers = useSubmitAnswers();
  const { state: timer } = useIeltsTimer();
  const {
    attempt,
    update,
    parts,
    total,
    isAnswered,
    answeredCount,
    showPart: showPassage,
    setAnswer,
  } = useAnswerSheet(userId, test.id, test.passages);
  const [confirming, setConfirming] = useState(false);
  const [submitting, setSubmitting] = useState(false);
  const [mobileTab, setMobileTab] = useState<"passage" | "questions">("passage");
  const [navigatorOpen, setNavigatorOpen] = useState(false);

  const passage = test.passages.find((p) => p.number === attempt.part) ?? test.passages[0]!;

  const setHighlights = (highlights: Highlight[]) =>
    update((a) => ({ ...a, highlights: { ...a.highlights, [String(passage.number)]: highlights } }));
  const jump = (question: number, part: number) => {
    setNavigatorOpen(false);
    showPassage(part);
    setMobileTab("questions");
    focusQuestion(questionAnchorId(question));
  };

  const submit = async () => {
    setSubmitting(true);
    const ownsTimer = timer.section === "reading" && timer.isRunning;
    const request = {
      section: "reading",
      clientId: attempt.clientId,
      testId: test.id,
      answers: answersToSubmit(attempt.answers),
      durationSeconds: ownsTimer ? timer.totalTime - timer.timeLeft : undefined,
    } as const;
    try {
      const submission = await submitAnswers(request);
      discardAttempt(userId, test.id);
      void navigate(resultHref(submission.id), { replace: true });
    } catch (error) {
      if (keepForReconnect(error, { ...request, user_id: userId }, t("submit.queued"))) {
        void navigate({ search: "" }, { replace: true });
        return;
      }
      showSubmitError(error, t("submit.offline"));
      setSubmitting(false);
      setConfirming(false);
    }
  };

  const passageSwitcher = (
    <div role="group" aria-label={t("reading.passages")} className="flex gap-1 rounded-lg bg-slate-100 p-1 dark:bg-slate-800">
      {test.passages.map((p) => {
        const answeredHere = questionNumbers(p).filter(isAnswered).length;
        return (
          <button
            key={p.number}
            type="button"
            aria-pressed={p.number === passage.number}
            onClick={() => showPassage(p.number)}
            className={classNames(
              "flex min-w-0 flex-1 flex-col items-center rounded-md px-2 py-1.5 text-sm font-medium sm:flex-row sm:justify-center sm:gap-1.5",
              p.number === passage.number
                ? "bg-white text-slate-900 shadow-sm dark:bg-slate-900 dark:text-white"
                : "text-slate-600 hover:text-slate-900 dark:text-slate-300 dark:hover:text-white",
              focusRing,
            )}
          >
            {t("reading.passageTab", { number: p.number })}
            <span className="text-xs text-slate-600 tabular-nums dark:text-slate-300">
              {answeredHere}/{questionNumbers(p).length}
            </span>
          </button>
        );
      })}
    </div>
  );

  const passageView = (
    <PassageView
      passage={passage}
      highlights={attempt.highlights[String(passage.number)] ?? []}
      onHighlightsChange={setHighlights}
      toolbarOffset={layout === "split" ? "pane" : layout === "tabs" ? "mobileHeader" : "desktopHeader"}
    />
  );
  const questionsView = (
    <section aria-labelledby="reading-questions-title" className="flex flex-col gap-4">
      <h3 id="reading-questions-title" className="sr-only">
        {t("reading.questionsFor", { number: passage.number })}
      </h3>
      <ReadingQuestions passage={passage} answers={attempt.answers} onAnswer={setAnswer} />
    </section>
  );
  const navigator = <QuestionNavigator parts={parts} partKind="passage" answered={isAnswered} currentPart={passage.number} onJump={jump} />;
  const submitButton = (
    <Button onClick={() => setConfirming(true)} disabled={submitting}>
      {t("submit.open")}
    </Button>
  );

  const heading = (
    <div className="flex min-w-0 flex-col">
      <h1 className="truncate text-sm font-medium text-slate-600 dark:text-slate-300">{tPages(`routes.${titleKey}`)}</h1>
      <h2 lang="en" className="truncate text-lg font-semibold text-slate-900 dark:text-white">
        {test.title}
      </h2>
    </div>
  );
  const layoutLink = otherLayoutHref && (
    <Link to={otherLayoutHref} className={buttonClasses({ variant: "ghost", size: "sm" })}>
      {layout === "split" ? t("reading.singleColumn") : t("reading.splitView")}
    </Link>
  );
  const dialog = (
    <SubmitDialog
      open={confirming}
      onClose={() => setConfirming(false)}
      onConfirm={() => void submit()}
      answered={answeredCount}
      total={total}
      submitting={submitting}
    />
  );

  if (layout === "split") {
    return (
      <div className="flex h-[calc(100dvh-4rem-1px)] flex-col">
        <div className="flex shrink-0 flex-wrap items-center gap-x-4 gap-y-2 border-b border-slate-200 bg-white px-4 py-2 dark:border-slate-800 dark:bg-slate-900">
          {heading}
          <div className="ml-auto flex flex-wrap items-center gap-2">
            <IeltsTimer section="reading" />
            {layoutLink}
            {submitButton}
          </div>
        </div>
        <div className="shrink-0 px-4 py-2">{passageSwitcher}</div>
        <div className="grid min-h-0 flex-1 grid-cols-2 divide-x divide-slate-200 border-y border-slate-200 dark:divide-slate-800 dark:border-slate-800">
          <section
            aria-label={t("reading.passagePane")}
            tabIndex={0}
            className={classNames("overflow-y-auto bg-white px-6 pb-10 dark:bg-slate-900", focusRing)}
            data-testid="passage-pane"
          >
            <div className="pt-4">{passageView}</div>
          </section>
          <section
            aria-label={t("reading.questionsPane")}
            tabIndex={0}
            className={classNames("overflow-y-auto px-6 py-4 pb-10", focusRing)}
            data-testid="questions-pane"
          >
            {questionsView}
          </section>
        </div>
        <div className="shrink-0 bg-white px-4 py-2 dark:bg-slate-900">{navigator}</div>
        {dialog}
      </div>
    );
  }

  if (layout === "tabs") {
    return (
      <div className="flex flex-col gap-3 px-3 pt-3 pb-20">
        {heading}
        <IeltsTimer section="reading" />
        {passageSwitcher}
        <div
          role="tablist"
          aria-label={t("reading.view")}
          className="flex gap-1 rounded-lg border border-slate-200 p-1 dark:border-slate-700"
        >
          {(["passage", "questions"] as const).map((tab) => (
            <button
              key={tab}
              type="button"
              role="tab"
              id={`reading-tab-${tab}`}
              aria-selected={mobileTab === tab}
              aria-controls="reading-tab-panel"
              onClick={() => setMobileTab(tab)}
              className={classNames(
                "flex-1 rounded-md py-2 text-sm font-semibold",
                mobileTab === tab ? "bg-indigo-600 text-white dark:bg-indigo-500" : "text-slate-700 dark:text-slate-200",
                focusRing,
              )}
            >
              {tab === "passage" ? t("reading.passageTabLabel") : t("reading.questionsTabLabel")}
            </button>
          ))}
        </div>
        <div id="reading-tab-panel" role="tabpanel" aria-labelledby={`reading-tab-${mobileTab}`}>
          {mobileTab === "passage" ? passageView : questionsView}
        </div>
        <div className="fixed inset-x-0 bottom-[calc(4rem+env(safe-area-inset-bottom))] z-20 flex items-center justify-between gap-2 border-t border-slate-200 bg-white/95 px-3 py-2 backdrop-blur dark:border-slate-700 dark:bg-slate-950/95">
          <Button variant="secondary" size="sm" onClick={() => setNavigatorOpen(true)}>
            {t("navigator.open", { answered: answeredCount, total })}
          </Button>
          {submitButton}
        </div>
        <Dialog open={navigatorOpen} onClose={() => setNavigatorOpen(false)} title={t("navigator.label")}>
          {navigator}
        </Dialog>
        {dialog}
      </div>
    );
  }

  return (
    <div className="mx-auto flex max-w-4xl flex-col gap-5 px-4 pt-6 pb-40">
      <div className="flex flex-wrap items-center gap-3">
        {heading}
        <div className="ml-auto flex items-center gap-2">
          {layoutLink}
          {submitButton}
        </div>
      </div>
      <IeltsTimer section="reading" />
      {passageSwitcher}
      <div className="rounded-xl border border-slate-200 bg-white p-6 shadow-sm dark:border-slate-700 dark:bg-slate-900">{passageView}</div>
      {questionsView}
      <div className="fixed bottom-0 left-0 right-(--overlay-gutter) z-20 border-t border-slate-200 bg-white/95 backdrop-blur dark:border-slate-800 dark:bg-slate-950/95">
        <div className="mx-auto flex max-w-4xl items-end gap-4 px-4 py-2">
          {navigator}
          <div className="ml-auto">{submitButton}</div>
        </div>
      </div>
      {dialog}
    </div>
  );
}
