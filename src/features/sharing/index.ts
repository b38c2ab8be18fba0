/** What other features use of sharing; they import it from here, never from its files (eslint.config.js). */
export { CourseEditor } from "./CourseEditor";
export { useSharingTranslation } from "./translations";
