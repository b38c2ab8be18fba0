/** What other features use of progress; they import it from here, never from its files (eslint.config.js). */
export { ProgressView } from "./ProgressView";
export { ProgressSubject, liveProgressKey, progressKeys, studentProgressKey, useStudentId, useUserId } from "./api";
export { TargetFigures } from "./overview/TargetFigures";
