import { useRef } from "react";
import type { ListeningTestDetail, ListeningTranscriptPart, SubmissionDetail } from "../../../../worker/contract/ielts";
import { Button } from "../../../components/ui/Button";
import { MistakeCards } from "../../learning";
import { useTestDetail } from "../api";
import { ResultsScreen, ReviewList, type ResultsScreenProps } from "../shared/ObjectiveResults";
import { formatClock } from "../timer/timer-machine";
import { useIeltsTranslation } from "../translations";
import { describeWith } from "../reading/answer-labels";
import { PracticePlayer } from "./AudioPlayer";

function listeningAnswerLabels(test: ListeningTestDetail): Map<number, Map<string, string>> {
  const labels = new Map<number, Map<string, string>>();
  for (const part of test.parts) {
    for (const group of part.questionGroups) {
      if (group.type === "multiple_choice")
        for (const q of group.questions) labels.set(q.number, new Map(q.options.map((o) => [o.letter, `${o.letter} — ${o.text}`])));
      if (group.type === "matching")
        for (const q of group.questions) labels.set(q.number, new Map(group.options.map((o) => [o.letter, `${o.letter} — ${o.text}`])));
    }
  }
  return labels;
}

/** Score, approximate band, the review with the words of the recording, and the transcript to listen along. */
export function ListeningResults(props: ResultsScreenProps) {
  return (
    <ResultsScreen {...props} partKind="part">
      {(result) => <ListeningReview result={result} />}
    </ResultsScreen>
  );
}

function ListeningReview({ result }: { result: SubmissionDetail }) {
  const { t } = useIeltsTranslation();
  const test = useTestDetail("listening", result.section === "listening" ? result.testId : null);
  return (
    <>
      <ReviewList
        review={result.review ?? []}
        partKind="part"
        describeAnswer={describeWith(test.data ? listeningAnswerLabels(test.data) : null)}
      />
      <MistakeCards submissionId={result.id} />
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
    </>
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
        {t("listening.partTitle", { number: part.number })}: <span lang="en">{part.title}</span>
      </h3>
      {audio && (
        <PracticePlayer
          src={audio.url}
          label={t("listening.recording", { number: part.number })}
          durationSeconds={audio.durationSeconds}
          audioRef={audioRef}
        />
      )}
      <ol className="flex flex-col gap-2 rounded-xl border border-slate-200 bg-white p-4 dark:border-slate-700 dark:bg-slate-900">
        {part.turns.map((turn, i) => {
          const start = audio?.turnStartSeconds[i];
          return (
            <li key={i} className="flex flex-col gap-1 text-sm sm:flex-row sm:gap-3">
              <span className="w-32 shrink-0 font-semibold text-slate-900 dark:text-white">{speaker(turn.speaker)}</span>
              <span lang="en" className="flex-1 text-slate-800 dark:text-slate-200">
                {turn.text}
              </span>
              {start !== undefined && (
                <Button
                  variant="ghost"
                  size="sm"
                  className="self-start"
                  onClick={() => playFrom(start)}
                  aria-label={t("listening.playFromLabel", { time: formatClock(start), speaker: speaker(turn.speaker) })}
                >
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
