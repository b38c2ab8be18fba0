/** What other features use of assignments; they import it from here, never from its files (eslint.config.js). */
export { ClassAssignments } from "./ClassAssignments";
export { OpenWorkButton } from "./OpenWorkButton";
export { assignmentKeys } from "./api";
export { formatDue } from "./format";
export { useAssignmentsTranslation } from "./translations";
