import { useQuery } from "@tanstack/react-query";
import { useState, type ReactNode } from "react";
import type { SubmissionDetail } from "../../../../worker/contract/ielts";
import type { HistoryItem } from "../../../../worker/contract/progress";
import type { Quiz } from "../../../../worker/contract/quiz";
import { Button } from "../../../components/ui/Button";
import { Dialog } from "../../../components/ui/Dialog";
import { Loading } from "../../../components/ui/Spinner";
import { fetchSubmission } from "../../ielts";
import { fetchQuiz } from "../../practice";
import { SatHistoryLink, satRecordPath } from "../../sat";
import { LoadError } from "../LoadError";
import { activityLabel, formatBand, formatDateTime, formatPercent } from "../format";
import { progressKeys, useStudentId, useUserId } from "../api";
import { useProgressTranslation } from "../translations";

/** The full record behind a History row: an IELTS submission, a quiz, or only the progress event. */
type Record_ = { kind: "ielts"; detail: SubmissionDetail } | { kind: "quiz"; quiz: Quiz } | { kind: "event" };

async function fetchRecord(item: HistoryItem): Promise<Record_> {
  const ref = item.ref;
  if (ref?.kind === "ielts_submission") return { kind: "ielts", detail: await fetchSubmission(ref.id) };
  if (ref?.kind === "quiz") return { kind: "quiz", quiz: await fetchQuiz(ref.id) };
  return { kind: "event" };
}

/** Submission detail (spec §2): AI results, overall score, brief feedback, answers, student text, transcript, recording, confidence, and the full views. */
export function SubmissionDetailDialog({ item, onClose }: { item: HistoryItem | null; onClose: () => void }) {
  const { t } = useProgressTranslation();
  return (
    <Dialog open={item !== null} onClose={onClose} title={item ? activityLabel(t, item.type) : ""} className="max-w-3xl!">
      {item && <SubmissionDetailBody item={item} />}
    </Dialog>
  );
}

function SubmissionDetailBody({ item }: { item: HistoryItem }) {
  const { t, i18n } = useProgressTranslation();
  const lang = i18n.language;
  const userId = useUserId();
  const studentId = useStudentId();
  const record = useQuery({
    queryKey: [...progressKeys.historyDetail(userId ?? "", item.source, item.id), studentId],
    // A teacher reads a student's row as History lists it; the full submissions are /student-test-results.
    queryFn: (): Promise<Record_> => (studentId ? Promise.resolve({ kind: "event" }) : fetchRecord(item)),
    enabled: userId !== null,
  });
  const detail = record.data?.kind === "ielts" ? record.data.detail : null;
  const quiz = record.data?.kind === "quiz" ? record.data.quiz : null;
  const overall = detail?.aiResults?.overall ?? detail?.band ?? item.band;
  const feedback = detail?.aiResults?.feedback ?? detail?.evaluation?.summary ?? null;
  const confidence = detail?.confidence ?? detail?.evaluation?.confidence ?? null;

  return (
    <div className="space-y-5 text-sm">
      <dl className="grid grid-cols-2 gap-x-4 gap-y-2 sm:grid-cols-4">
        <Field label={t("history.columns.date")}>{formatDateTime(item.date, lang)}</Field>
        <Field label={t("history.columns.score")}>
          {item.score === null ? "—" : formatPercent(item.score, lang)}
          {detail?.score !== null && detail?.maxScore ? ` (${detail.score}/${detail.maxScore})` : ""}
        </Field>
        <Field label={t("history.columns.task")}>{detail?.task ?? item.task ?? "—"}</Field>
        <Field label={t("history.columns.section")}>
          {item.section ? t(`sections.${item.section}`, { defaultValue: item.section }) : "—"}
        </Field>
        <Field label={t("history.columns.part")}>{detail?.part ?? item.part ?? "—"}</Field>
        <Field label={t("history.columns.passage")} wide>
          {detail?.passage ?? item.passage ?? "—"}
        </Field>
      </dl>

      {record.isError && <LoadError onRetry={() => void record.refetch()} />}
      {record.isPending && <Loading label={t("loading")} />}

      {!studentId && <SatHistoryLink item={item} />}

      {(detail || item.kind === "ielts" || (item.kind === "sat" && satRecordPath(item)?.kind !== "attempt")) && (
        <Section title={t("detail.aiResults")}>
          <dl className="grid grid-cols-2 gap-x-4 gap-y-2 sm:grid-cols-3">
            <Field label={t("detail.overall")}>
              {formatBand(overall ?? null, lang)}
              {detail?.bandLabel ? ` (${t(`detail.bandLabels.${bandLabelKey(detail.bandLabel)}`)})` : ""}
            </Field>
            <Field label={t("detail.confidence")}>{confidence === null ? "—" : formatPercent(confidence * 100, lang)}</Field>
            <Field label={t("detail.status")}>{detail ? t(`detail.statuses.${detail.status}`) : "—"}</Field>
          </dl>
          <p className="mt-2">
            <span className="font-medium">{t("detail.feedback")}: </span>
            {feedback ?? t("detail.noFeedback")}
          </p>
          {detail?.evaluationError && (
            <p className="mt-2 text-red-700 dark:text-red-300">
              {t(detail.evaluationError.code === "token_limit_exceeded" ? "detail.evaluationOverBudget" : "detail.evaluationFailed")}
            </p>
          )}
        </Section>
      )}

      {detail?.answers && Object.keys(detail.answers).length > 0 && (
        <Section title={t("detail.answers")}>
          <ol className="grid grid-cols-2 gap-x-4 gap-y-1 sm:grid-cols-4">
            {Object.entries(detail.answers)
              .sort(([a], [b]) => Number(a) - Number(b))
              .map(([number, answer]) => (
                <li key={number}>
                  <span className="text-slate-600 dark:text-slate-400">{number}.</span> {answer || "—"}
                </li>
              ))}
          </ol>
        </Section>
      )}
      {quiz?.result && <QuizAnswers quiz={quiz} />}

      {detail?.studentText && (
        <Section title={t("detail.studentText")}>
          {detail.taskPrompt && (
            <p lang="en" className="mb-2 text-slate-600 italic dark:text-slate-300">
              {detail.taskPrompt}
            </p>
          )}
          <p lang="en" className="rounded-lg bg-slate-50 p-3 whitespace-pre-wrap dark:bg-slate-800">
            {detail.studentText}
          </p>
          {detail.wordCount !== null && (
            <p className="mt-1 text-xs text-slate-600 dark:text-slate-400">{t("detail.words", { count: detail.wordCount })}</p>
          )}
        </Section>
      )}

      {(detail?.transcript || detail?.listeningTranscript) && (
        <Section title={t("detail.transcript")}>
          {detail.transcript && (
            <p lang="en" className="rounded-lg bg-slate-50 p-3 whitespace-pre-wrap dark:bg-slate-800">
              {detail.transcript}
            </p>
          )}
          {detail.listeningTranscript?.map((part) => (
            <div key={part.number} lang="en" className="mt-2">
              <h4 className="font-medium">{part.title}</h4>
              {part.turns.map((turn, i) => (
                <p key={i}>
                  <span className="font-medium">{part.speakers.find((s) => s.id === turn.speaker)?.label ?? turn.speaker}: </span>
                  {turn.text}
                </p>
              ))}
            </div>
          ))}
        </Section>
      )}

      {detail?.speakingAnswers?.some((a) => a.audio) && (
        <Section title={t("detail.recording")}>
          <ul className="space-y-3">
            {detail.speakingAnswers.map((answer) =>
              answer.audio ? (
                <li key={`${answer.part}-${answer.questionIndex}`}>
                  <p className="mb-1">{t("detail.recordingOf", { part: answer.part, question: answer.question })}</p>
                  <audio
                    controls
                    preload="none"
                    src={answer.audio.url}
                    className="w-full"
                    aria-label={t("detail.recordingOf", { part: answer.part, question: answer.question })}
                  />
                </li>
              ) : null,
            )}
          </ul>
        </Section>
      )}

      <FullViews item={item} detail={detail} quiz={quiz} />
    </div>
  );
}

const bandLabelKey = (label: string) => (label === "approximate" ? "approximate" : label === "offline estimate" ? "offline" : "estimate");

function QuizAnswers({ quiz }: { quiz: Quiz }) {
  const { t } = useProgressTranslation();
  const answers = quiz.result?.answers ?? [];
  return (
    <Section title={t("detail.answers")}>
      <ol className="space-y-1">
        {quiz.questions.map((question, i) => {
          const chosen = answers[i];
          const correct = chosen === question.correctIndex;
          return (
            <li key={question.id} className="flex flex-wrap gap-x-2">
              <span className={correct ? "text-emerald-700 dark:text-emerald-300" : "text-red-700 dark:text-red-300"}>
                {correct ? "✓" : "✗"}
              </span>
              <span className="font-medium">{question.word}:</span>
              <span>{chosen === null || chosen === undefined ? t("detail.skipped") : question.options[chosen]}</span>
              {!correct && (
                <span className="text-slate-600 dark:text-slate-400">
                  ({t("detail.correctAnswer", { answer: question.options[question.correctIndex] })})
                </span>
              )}
            </li>
          );
        })}
      </ol>
    </Section>
  );
}

type View = "result" | "feedback" | "ai" | "json";

/** The spec's "show full result / full feedback / full AI result / JSON" options. */
function FullViews({ item, detail, quiz }: { item: HistoryItem; detail: SubmissionDetail | null; quiz: Quiz | null }) {
  const { t, i18n } = useProgressTranslation();
  const [open, setOpen] = useState<Set<View>>(new Set());
  const toggle = (view: View) =>
    setOpen((current) => {
      const next = new Set(current);
      if (next.has(view)) next.delete(view);
      else next.add(view);
      return next;
    });
  const evaluation = detail?.evaluation ?? null;
  const views: { id: View; label: string; hide: string }[] = [
    { id: "result", label: t("detail.showFullResult"), hide: t("detail.hideFullResult") },
    { id: "feedback", label: t("detail.showFullFeedback"), hide: t("detail.hideFullFeedback") },
    { id: "ai", label: t("detail.showFullAi"), hide: t("detail.hideFullAi") },
    { id: "json", label: t("detail.showJson"), hide: t("detail.hideJson") },
  ];
  return (
    <div className="space-y-3 border-t border-slate-200 pt-4 dark:border-slate-700">
      <div className="flex flex-wrap gap-2">
        {views.map((view) => (
          <Button key={view.id} size="sm" variant="secondary" aria-expanded={open.has(view.id)} onClick={() => toggle(view.id)}>
            {open.has(view.id) ? view.hide : view.label}
          </Button>
        ))}
      </div>
      {open.has("result") && (
        <Section id="detail-result" title={t("detail.fullResult")}>
          {detail?.review ? (
            <ol className="space-y-2">
              {detail.review.map((q) => (
                <li key={q.number} className="rounded-lg bg-slate-50 p-2 dark:bg-slate-800">
                  <p>
                    <span className={q.correct ? "text-emerald-700 dark:text-emerald-300" : "text-red-700 dark:text-red-300"}>
                      {q.correct ? "✓" : "✗"}
                    </span>{" "}
                    <span className="font-medium">{q.number}.</span> <span lang="en">{q.prompt}</span>
                  </p>
                  <p>
                    {t("detail.yourAnswer")}: {q.answer ?? "—"} · {t("detail.correctAnswer", { answer: q.correctAnswer })}
                  </p>
                  {q.explanation && (
                    <p lang="en" className="text-slate-600 dark:text-slate-300">
                      {q.explanation}
                    </p>
                  )}
                </li>
              ))}
            </ol>
          ) : evaluation && evaluation.criteria.length > 0 ? (
            <ul className="space-y-2">
              {evaluation.criteria.map((c) => (
                <li key={c.id}>
                  <span className="font-medium">
                    {c.name}: {formatBand(c.band, i18n.language)}
                  </span>{" "}
                  — {c.reason}
                </li>
              ))}
            </ul>
          ) : quiz?.result ? (
            <p>
              {t("detail.quizResult", { correct: quiz.result.correctCount, total: quiz.result.total })} {quiz.result.message}
            </p>
          ) : (
            <p>{t("detail.nothingMore")}</p>
          )}
        </Section>
      )}
      {open.has("feedback") && (
        <Section id="detail-feedback" title={t("detail.fullFeedback")}>
          {evaluation ? (
            <div className="space-y-2">
              <p>{evaluation.summary}</p>
              <FeedbackList title={t("detail.strengths")} items={evaluation.strengths} />
              <FeedbackList title={t("detail.improvements")} items={evaluation.improvements} />
              <FeedbackList
                title={t("detail.corrections")}
                items={evaluation.corrections.map((c) => `“${c.original}” → ${c.suggestion ?? "—"}: ${c.message}`)}
              />
            </div>
          ) : quiz ? (
            <ul className="list-disc space-y-1 pl-5">
              {quiz.questions.map((q) => (
                <li key={q.id}>{q.explanation}</li>
              ))}
            </ul>
          ) : (
            <p>{t("detail.noFeedback")}</p>
          )}
        </Section>
      )}
      {open.has("ai") && (
        <Section id="detail-ai" title={t("detail.fullAi")}>
          {evaluation ? (
            <dl className="grid grid-cols-2 gap-x-4 gap-y-1 sm:grid-cols-3">
              <Field label={t("detail.ai.method")}>{evaluation.label}</Field>
              <Field label={t("detail.ai.model")}>{evaluation.model ?? "—"}</Field>
              <Field label={t("detail.ai.status")}>{evaluation.status}</Field>
              <Field label={t("detail.overall")}>{formatBand(evaluation.band, i18n.language)}</Field>
              <Field label={t("detail.ai.words")}>{`${evaluation.wordCount} / ${evaluation.minWords}`}</Field>
              <Field label={t("detail.confidence")}>{formatPercent(evaluation.confidence * 100, i18n.language)}</Field>
              <Field label={t("detail.ai.evaluatedAt")}>{formatDateTime(evaluation.evaluatedAt, i18n.language)}</Field>
              {Object.entries(evaluation.features ?? {}).map(([name, value]) => (
                <Field key={name} label={name}>
                  {String(value)}
                </Field>
              ))}
            </dl>
          ) : (
            <p>{t("detail.noAi")}</p>
          )}
        </Section>
      )}
      {open.has("json") && (
        <Section id="detail-json" title={t("detail.json")}>
          <pre className="max-h-96 overflow-auto rounded-lg bg-slate-900 p-3 text-xs text-slate-100" tabIndex={0}>
            {JSON.stringify({ item, record: detail ?? quiz }, null, 2)}
          </pre>
        </Section>
      )}
    </div>
  );
}

function FeedbackList({ title, items }: { title: string; items: string[] }) {
  if (items.length === 0) return null;
  return (
    <div>
      <h5 className="font-medium">{title}</h5>
      <ul className="list-disc pl-5">
        {items.map((text, i) => (
          <li key={i}>{text}</li>
        ))}
      </ul>
    </div>
  );
}

function Section({ title, children, id }: { title: string; children: ReactNode; id?: string }) {
  return (
    <section id={id}>
      <h4 className="mb-1 font-semibold text-slate-900 dark:text-white">{title}</h4>
      {children}
    </section>
  );
}

function Field({ label, children, wide }: { label: string; children: ReactNode; wide?: boolean }) {
  return (
    <div className={wide ? "col-span-2 sm:col-span-4" : undefined}>
      <dt className="text-xs text-slate-600 dark:text-slate-400">{label}</dt>
      <dd className="text-slate-900 dark:text-slate-100">{children}</dd>
    </div>
  );
}
