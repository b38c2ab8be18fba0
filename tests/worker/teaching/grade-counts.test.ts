/**
 * A teacher's grade replaces the estimate everywhere a band is shown or counted: the roster,
 * the heatmap, the student's History rows and IELTS list, the teacher's list of the student's work, and
 * the analytics' latest band, each marked as the teacher's.
 */
import { beforeAll, describe, expect, it, vi } from "vitest";
import type { ClassHeatmap, Roster, TeacherClass } from "../../../worker/contract/classes";
import type { StudentSubmissionListResponse } from "../../../worker/contract/grading";
import type { SubmissionDetail, SubmissionListResponse } from "../../../worker/contract/ielts";
import type { AnalyticsResponse, HistoryResponse } from "../../../worker/contract/progress";
import { seedContent } from "../ielts/helpers";
import { call, json, signedIn, type Caller } from "../progress/helpers";
import { submitEssay, WRITING_BANDS } from "./grading-helpers";
import { join, newClass } from "./helpers";

let student: Caller;
let teacher: Caller;
let theClass: TeacherClass;
let essay: SubmissionDetail;

const historyRow = async () =>
  (await json<HistoryResponse>(await call("/api/progress/history?kind=ielts", student.token))).items.find((i) => i.ref?.id === essay.id);

beforeAll(async () => {
  await seedContent();
  [student, teacher] = await Promise.all([signedIn(), signedIn({ role: "teacher" })]);
  theClass = await newClass(teacher);
  await join(student, theClass.join_code);
  essay = await submitEssay(student);
  // The submission's progress event is what History and analytics count.
  await vi.waitFor(async () => expect(await historyRow()).toBeDefined());
});

describe("a teacher's grade of a writing submission", () => {
  it("is estimated first, then the teacher's TR 4 / CC 4.5 / LR 4 / GRA 4 (band 4) counts everywhere, marked as the teacher's", async () => {
    expect(essay.band).not.toBeNull();
    expect(essay.band).not.toBe(4);
    expect((await historyRow())!).toMatchObject({ band: essay.band, graded_by_teacher: false });

    const res = await call(`/api/students/${student.id}/submissions/${essay.id}/grade`, teacher.token, {
      method: "PUT",
      json: { criteria: WRITING_BANDS([4, 4.5, 4, 4]) },
    });
    expect(res.status).toBe(200);

    const roster = await json<Roster>(await call(`/api/classes/${theClass.id}/roster`, teacher.token));
    expect(roster.students[0]).toMatchObject({ ielts_bands: { writing: 4 }, graded_by_teacher: ["writing"] });

    const heatmap = await json<ClassHeatmap>(await call(`/api/classes/${theClass.id}/heatmap`, teacher.token));
    expect(heatmap.students[0]!.cells).toMatchObject({
      "writing.task_response": 4,
      "writing.coherence_cohesion": 4.5,
      "writing.lexical_resource": 4,
      "writing.grammatical_range_accuracy": 4,
    });
    expect(heatmap.students[0]!.teacher_cells).toContain("writing.coherence_cohesion");
    expect(heatmap.averages["writing.coherence_cohesion"]).toBe(4.5);

    expect(await historyRow()).toMatchObject({ band: 4, graded_by_teacher: true });
    const mine = await json<SubmissionListResponse>(await call("/api/ielts/submissions?section=writing", student.token));
    expect(mine.submissions.find((s) => s.id === essay.id)).toMatchObject({ band: 4, gradedByTeacher: true });
    const theirs = await json<StudentSubmissionListResponse>(await call(`/api/students/${student.id}/submissions`, teacher.token));
    expect(theirs.submissions.find((s) => s.id === essay.id)).toMatchObject({ band: 4, gradedByTeacher: true, graded: true });

    const analytics = await json<AnalyticsResponse>(await call("/api/progress/analytics", student.token));
    expect(analytics.target_score.latest_bands.writing).toBe(4);
    // The teacher sees the same through the student's analytics.
    const seen = await json<AnalyticsResponse>(await call(`/api/progress/analytics?user_id=${student.id}`, teacher.token));
    expect(seen.target_score.latest_bands.writing).toBe(4);
  });

  it("grading again replaces the band the counters hold", async () => {
    await call(`/api/students/${student.id}/submissions/${essay.id}/grade`, teacher.token, {
      method: "PUT",
      json: { criteria: WRITING_BANDS([6, 7, 7, 6]) },
    });
    const analytics = await json<AnalyticsResponse>(await call("/api/progress/analytics", student.token));
    expect(analytics.target_score.latest_bands.writing).toBe(6.5);
    expect(await historyRow()).toMatchObject({ band: 6.5, graded_by_teacher: true });
  });
});
