/** Classes for the teaching tests: made and joined through the API, as a teacher and a learner would. */
import type { Membership, TeacherClass } from "../../../worker/contract/classes";
import { call, json, type Caller } from "../progress/helpers";

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
