/** A stored speaking submission's answers: the question, the learner's recording (served by the API) and the transcript. */
import type { SubmissionDetail } from "../../../../worker/contract/ielts";
import { useIeltsTasksTranslation } from "../task-translations";

/** `transcripts` false: the teacher's grading form shows the whole transcript once, for comments on its passages. */
export function RecordedAnswers({ submission, transcripts = true }: { submission: SubmissionDetail; transcripts?: boolean }) {
  const { t } = useIeltsTasksTranslation();
  const answers = submission.speakingAnswers ?? [];
  if (answers.length === 0) return null;
  return (
    <section>
      <h4 className="mb-2 font-semibold text-slate-900 dark:text-slate-100">{t("speaking.yourAnswers")}</h4>
      <ol className="space-y-4">
        {answers.map((a) => (
          <li key={`${a.part}-${a.questionIndex}`} className="rounded-lg border border-slate-200 p-3 dark:border-slate-700">
            <p className="text-sm font-medium text-slate-900 dark:text-slate-100">
              {t("speaking.partLabel", { part: a.part })} · <span lang="en">{a.question}</span>
            </p>
            {a.audio && (
              <audio
                controls
                preload="metadata"
                src={a.audio.url}
                aria-label={t("speaking.playbackOf", { question: a.question })}
                className="mt-2 h-10 max-w-full"
                data-testid="stored-playback"
              />
            )}
            {transcripts && (
              <p lang={a.transcript ? "en" : undefined} className="mt-2 text-sm whitespace-pre-wrap text-slate-700 dark:text-slate-300">
                {a.transcript || t("speaking.noTranscript")}
              </p>
            )}
          </li>
        ))}
      </ol>
    </section>
  );
}
