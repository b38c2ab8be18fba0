/** The student, by the name the teacher's roster shows, and the teacher's classes the student is in. */
export type StudentContext = { id: string; display_name: string; classes: { id: string; name: string }[] };
