/** One recorded answer: playback, whether the recording is saved, and its transcript to check or type. */
import { useId } from "react";
import { Button } from "../../../components/ui/Button";
import { Spinner } from "../../../components/ui/Spinner";
import { classNames, focusRing } from "../../../components/ui/class-names";
import { useIeltsTasksTranslation } from "../task-translations";
import type { SpeakingAnswer } from "./use-speaking-answers";

export function AnswerReview({
  answer,
  onRetryUpload,
  onEditTranscript,
}: {
  answer: SpeakingAnswer;
  onRetryUpload: () => void;
  onEditTranscript: (text: string) => void;
}) {
  const { t } = useIeltsTasksTranslation();
  const transcriptId = useId();
  const hintId = useId();
  const { upload } = answer;
  return (
    <div className="space-y-3 rounded-lg border border-slate-200 bg-slate-50 p-4 dark:border-slate-700 dark:bg-slate-950">
      <div className="flex flex-wrap items-center gap-3">
        <audio
          controls
          preload="metadata"
          src={answer.recording.url}
          aria-label={t("speaking.playback")}
          className="h-10 max-w-full"
          data-testid="answer-playback"
        />
        <span className="text-sm text-slate-600 dark:text-slate-300">
          {t("speaking.seconds", { count: Math.round(answer.recording.durationSeconds) })}
        </span>
      </div>
      <p role="status" className="text-sm">
        {upload.state === "uploading" && (
          <span className="inline-flex items-center gap-2 text-slate-600 dark:text-slate-300">
            <Spinner className="size-4" />
            {t("speaking.uploading")}
          </span>
        )}
        {upload.state === "saved" && <span className="text-emerald-700 dark:text-emerald-400">{t("speaking.uploaded")}</span>}
      </p>
      {upload.state === "failed" && (
        <div
          role="alert"
          className="flex flex-wrap items-center justify-between gap-2 rounded-lg bg-red-50 p-3 text-sm text-red-800 dark:bg-red-500/10 dark:text-red-200"
        >
          <span>{t(`speaking.uploadErrors.${upload.code}`, { defaultValue: upload.message || t("speaking.uploadErrors.network") })}</span>
          <Button size="sm" variant="secondary" onClick={onRetryUpload}>
            {t("speaking.retryUpload")}
          </Button>
        </div>
      )}
      <div>
        <label htmlFor={transcriptId} className="block text-sm font-semibold text-slate-900 dark:text-slate-100">
          {t("speaking.transcript")}
        </label>
        <p id={hintId} className="text-xs text-slate-600 dark:text-slate-400">
          {answer.transcribing
            ? t("speaking.transcribing")
            : answer.transcriptSource === "model"
              ? t("speaking.transcriptFromModel")
              : answer.transcriptSource === "speech_recognition"
                ? t("speaking.transcriptFromBrowser")
                : t("speaking.transcriptTyped")}
        </p>
        <textarea
          id={transcriptId}
          lang="en"
          aria-describedby={hintId}
          value={answer.transcript}
          onChange={(event) => onEditTranscript(event.target.value)}
          rows={4}
          disabled={answer.transcribing}
          className={classNames(
            "mt-1 block w-full rounded-lg border border-slate-300 bg-white p-2 text-sm text-slate-900 dark:border-slate-600 dark:bg-slate-900 dark:text-slate-100",
            focusRing,
          )}
        />
      </div>
    </div>
  );
}
