/** Classes for the teaching tests: made and joined through the API, as a teacher and a learner would. */
import type { Membership, TeacherClass } from "../../../worker/contract/classes";
import { call, json, signedIn, type Caller } from "../progress/helpers";

export async function newClass(teacher: Caller, body: Record<string, unknown> = {}): Promise<TeacherClass> {
  const res = await call("/api/classes", teacher.token, {
    json: { name: "IELTS evening group", focus: "ielts_academic", target: 7, ...body },
  });
  return json<TeacherClass>(res, 201);
}

export async function join(student: Caller, code: string): Promise<Membership> {
  const res = await call("/api/classes/join", student.token, { json: { code } });
  return (await json<{ membership: Membership }>(res, 201)).membership;
}

/** The five roles of the teaching authorization matrix. */
export type Who = "anonymous" | "student" | "another learner" | "teacher of the class" | "teacher of another class";
export type People = Record<Exclude<Who, "anonymous">, Caller>;

/**
 * The five roles around one class: the student is in the teacher's class; the other learner is in the
 * other teacher's class, so that teacher sees someone, just not this student.
 */
export async function fiveRoles(): Promise<{ people: People; theClass: TeacherClass; otherClass: TeacherClass }> {
  const [student, learner, teacher, otherTeacher] = await Promise.all([
    signedIn(),
    signedIn(),
    signedIn({ role: "teacher" }),
    signedIn({ role: "teacher" }),
  ]);
  const [theClass, otherClass] = await Promise.all([newClass(teacher), newClass(otherTeacher)]);
  await Promise.all([join(student, theClass.join_code), join(learner, otherClass.join_code)]);
  const people = { student, "another learner": learner, "teacher of the class": teacher, "teacher of another class": otherTeacher };
  return { people, theClass, otherClass };
}

/** One request as one of the five (anonymous sends no token). */
export const callAs = (people: People, who: Who, method: string, path: string, body?: unknown) =>
  call(path, who === "anonymous" ? undefined : people[who].token, { method, ...(body !== undefined && { json: body }) });
