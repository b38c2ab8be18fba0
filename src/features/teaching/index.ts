/** What other features use of teaching; they import it from here, never from its files (eslint.config.js). */
export { ClassesSection } from "./ClassesSection";
export { RecipientsFieldset } from "./RecipientsFieldset";
export { NotATeacher, TeacherScreen } from "./TeacherScreen";
export { fetchRoster, remindAssignment, teachingKeys } from "./api";
export { TeacherGradeView } from "./results/TeacherGradeView";
