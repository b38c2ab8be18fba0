import { render, screen, within } from "@testing-library/react";
import { I18nextProvider } from "react-i18next";
import { describe, expect, it } from "vitest";
import type { Evaluation, SubmissionDetail } from "../../../worker/contract/ielts";
import { EvaluationView } from "../../../src/features/ielts/shared/evaluation/EvaluationView";
import { createI18n } from "../../../src/lib/i18n";

const talk = "I would like to describe a small harbour town where my grandparents live.";

/** The offline estimate as the Worker sends it: without `wordsPerMinute` when no recording was long enough to time. */
function speakingSubmission(wordsPerMinute?: number): SubmissionDetail {
  const evaluation: Evaluation = {
    kind: "speaking",
    method: "offline",
    label: "offline estimate",
    status: "complete",
    band: 5,
    criteria: [],
    corrections: [],
    strengths: [],
    improvements: [],
    summary: "Offline estimate: band 5.0 from your transcript.",
    wordCount: 40,
    minWords: 30,
    confidence: 0.3,
    features: { words: 40, answers: 1, ...(wordsPerMinute === undefined ? {} : { wordsPerMinute }) },
    model: null,
    evaluatedAt: "2026-03-01T10:00:00.000Z",
  };
  return {
    id: "s1",
    clientId: "c1",
    date: "2026-03-01T10:00:00.000Z",
    type: "ielts_speaking",
    section: "speaking",
    score: null,
    maxScore: null,
    band: evaluation.band,
    gradedByTeacher: false,
    bandLabel: "offline estimate",
    task: "Parts 1–3",
    part: "1",
    passage: null,
    testId: "set-1",
    testTitle: "Speaking set 1",
    status: "evaluated",
    aiResults: null,
    confidence: evaluation.confidence,
    durationSeconds: null,
    mode: null,
    answers: null,
    review: null,
    studentText: null,
    wordCount: evaluation.wordCount,
    taskType: null,
    taskPrompt: null,
    modelAnswer: null,
    transcript: talk,
    transcriptSource: "typed",
    listeningTranscript: null,
    speakingAnswers: null,
    evaluation,
    evaluationError: null,
    evaluatedAt: evaluation.evaluatedAt,
    createdAt: "2026-03-01T10:00:00.000Z",
    teacherGrade: null,
  };
}

async function renderIn(language: string, submission: SubmissionDetail) {
  const i18n = createI18n();
  await i18n.changeLanguage(language);
  return render(
    <I18nextProvider i18n={i18n}>
      <EvaluationView submission={submission} />
    </I18nextProvider>,
  );
}

const rateRow = (label: string) => screen.getByText(label).closest("div")!;

describe("the speaking result's words per minute", () => {
  it("says a 3-second answer is too short to measure instead of showing hundreds of words per minute", async () => {
    await renderIn("en", speakingSubmission());
    expect(within(rateRow("Words per minute")).getByText("— too short to measure (needs a recording of 15 s or more)")).toBeTruthy();
    expect(screen.queryByText(/\d{3,} words per minute/)).toBeNull();
  });

  it("shows the rate of an answer long enough to time", async () => {
    await renderIn("en", speakingSubmission(126.5));
    expect(within(rateRow("Words per minute")).getByText("126.5")).toBeTruthy();
    expect(screen.queryByText(/too short to measure/)).toBeNull();
  });

  it("says so in Russian and Kazakh too", async () => {
    const { unmount } = await renderIn("ru", speakingSubmission());
    expect(within(rateRow("Слов в минуту")).getByText(/слишком коротко/)).toBeTruthy();
    unmount();
    await renderIn("kk", speakingSubmission());
    expect(within(rateRow("Минутына сөз")).getByText(/тым қысқа/)).toBeTruthy();
  });
});
