import { useRef } from "react";
import { Link } from "react-router";
import type { ListeningTestDetail, ListeningTranscriptPart } from "../../../../worker/contract/ielts";
import { buttonClasses, Button } from "../../../components/ui/Button";
import { Loading } from "../../../components/ui/Spinner";
import { useSubmission, useTestDetail } from "../api";
import { LoadError } from "../shared/LoadError";
import { ReviewList, ScoreSummary } from "../shared/ObjectiveResults";
import { formatClock } from "../timer/timer-machine";
import { useIeltsTranslation } from "../translations";
import { describeWith } from "../reading/answer-labels";
import { PracticePlayer } from "./AudioPlayer";

type ListeningResultsProps = { submissionId: string; title: string; testHref: (testId: string) => string; listHref: string };

function listeningAnswerLabels(test: ListeningTestDetail): Map<number, Map<string, string>> {
  const labels = new Map<number, Map<string, string>>();
  for (const part of test.parts) {
    for (const group of part.questionGroups) {
      if (group.type === "multiple_choice") for (const q of group.questions) labels.set(q.number, new Map(q.options.map((o) => [o.letter, `${o.letter} — ${o.text}`])));
      if (group.type === "matching") for (const q of group.questions) labels.set(q.number, new Map(group.options.map((o) => [o.letter, `${o.letter} — ${o.text}`])));
    }
  }
  return labels;
}

/** Score, approximate band, the review with the words of the recording, and the transcript to listen along. */
export function ListeningResults({ submissionId, title, testHref, listHref }: ListeningResultsProps) {
  const { t } = useIeltsTranslation();
  const submission = useSubmission(submissionId);
  const test = useTestDetail("listening", submission.data?.section === "listening" ? submission.data.testId : null);

  const body = () => {
    if (submission.isError) return <LoadError error={submission.error} onRetry={() => void submission.refetch()} />;
    if (submission.isPending) return <Loading label={t("results.loading")} />;
    const result = submission.data;
    return (
      <div className="flex flex-col gap-6">
        <h2 className="text-lg font-semibold text-slate-900 dark:text-white">{result.testTitle}</h2>
        <ScoreSummary submission={result} partKind="part" />
        <div className="flex flex-wrap gap-2">
          <Link to={testHref(result.testId)} className={buttonClasses()}>
            {t("results.tryAgain")}
          </Link>
          <Link to={listHref} className={buttonClasses({ variant: "secondary" })}>
            {t("results.otherTest")}
          </Link>
        </div>
        <ReviewList review={result.review ?? []} partKind="part" describeAnswer={describeWith(test.data ? listeningAnswerLabels(test.data) : null)} />
        {result.listeningTranscript && (
          <section aria-labelledby="listening-transcript-title" className="flex flex-col gap-6">
            <h2 id="listening-transcript-title" className="text-xl font-semibold text-slate-900 dark:text-white">
              {t("listening.transcriptTitle")}
            </h2>
            {result.listeningTranscript.map((part) => (
              <TranscriptPart key={part.number} part={part} audio={test.data?.parts.find((p) => p.number === part.number)?.audio ?? null} />
            ))}
          </section>
        )}
      </div>
    );
  };

  return (
    <section className="mx-auto max-w-4xl px-4 py-8">
      <h1 className="mb-4 text-2xl font-semibold text-slate-900 dark:text-white">{title}</h1>
      {body()}
    </section>
  );
}

function TranscriptPart({ part, audio }: { part: ListeningTranscriptPart; audio: ListeningTestDetail["parts"][number]["audio"] }) {
  const { t } = useIeltsTranslation();
  const audioRef = useRef<HTMLAudioElement>(null);
  const speaker = (id: string) => part.speakers.find((s) => s.id === id)?.label ?? id;
  const playFrom = (seconds: number) => {
    const element = audioRef.current;
    if (!element) return;
    element.currentTime = seconds;
    void element.play().catch(() => undefined);
  };
  return (
    <article aria-labelledby={`transcript-${part.number}`} className="flex flex-col gap-3">
      <h3 id={`transcript-${part.number}`} className="text-lg font-semibold text-slate-900 dark:text-white">
        {t("listening.partTitle", { number: part.number })}: {part.title}
      </h3>
      {audio && <PracticePlayer src={audio.url} label={t("listening.recording", { number: part.number })} durationSeconds={audio.durationSeconds} audioRef={audioRef} />}
      <ol className="flex flex-col gap-2 rounded-xl border border-slate-200 bg-white p-4 dark:border-slate-700 dark:bg-slate-900">
        {part.turns.map((turn, i) => {
          const start = audio?.turnStartSeconds[i];
          return (
            <li key={i} className="flex flex-col gap-1 text-sm sm:flex-row sm:gap-3">
              <span className="w-32 shrink-0 font-semibold text-slate-900 dark:text-white">{speaker(turn.speaker)}</span>
              <span className="flex-1 text-slate-800 dark:text-slate-200">{turn.text}</span>
              {start !== undefined && (
                <Button variant="ghost" size="sm" className="self-start" onClick={() => playFrom(start)} aria-label={t("listening.playFromLabel", { time: formatClock(start), speaker: speaker(turn.speaker) })}>
                  ▶ {formatClock(start)}
                </Button>
              )}
            </li>
          );
        })}
      </ol>
    </article>
  );
}
