/** What other features use of ielts; they import it from here, never from its files (eslint.config.js). */
export { fetchCapabilities, fetchSubmission, transcribeRecording, uploadRecording } from "./api";
export { ieltsKeys } from "./query-keys";
export { ReviewList } from "./shared/ObjectiveResults";
export { EvaluationView } from "./shared/evaluation/EvaluationView";
export { queuePendingSubmission, usePendingSatEssays, usePendingSatSubmissions } from "./shared/use-pending-submissions";
export { RecordedAnswers } from "./speaking/RecordedAnswers";
export { stepKey } from "./speaking/speaking-steps";
export type { SpeakingStep } from "./speaking/speaking-steps";
export { speechRecognitionConstructor, useAnswerRecorder } from "./speaking/use-answer-recorder";
export { responsesOf, useSpeakingAnswers } from "./speaking/use-speaking-answers";
