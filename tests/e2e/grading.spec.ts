import { readFileSync } from "node:fs";
import { expect, test, type Page } from "@playwright/test";
import { bearer, signIn } from "./support/account";
import { seriousViolationsInBothThemes } from "./support/axe";
import { englishAccount, expectNoSidewaysScroll, LOADED, personBrowser } from "./support/teaching";

// Issue 14, grading: a learner in a teacher's class writes a Task 2 essay (offline estimate), the
// teacher opens the learner's test results from the roster and grades the essay with a comment on a
// selected passage; the learner gets a live toast and sees the teacher's grade beside the estimate.
// Issue 36: the join reaches the open dashboard live; the essay shows once; a comment that could not be
// added stops the save; the teacher's grade is the band on the roster and in the gradebook; a speaking
// submission is graded the same way; Archive names its class and asks first.

type Prompt = { id: string; modelAnswer?: string; prompt: { question?: string } };
const TASK2 = (JSON.parse(readFileSync("content/ielts/writing/task2-prompts.json", "utf8")) as { prompts: Prompt[] }).prompts.find(
  (p) => p.modelAnswer,
)!;
const SPEAKING_SET = (JSON.parse(readFileSync("content/ielts/speaking/sets.json", "utf8")) as { sets: { id: string }[] }).sets[0]!.id;

test.use({ locale: "en-US", viewport: { width: 1280, height: 900 } });

/** Selects `quote` inside the essay the grading form shows, as a mouse drag would. */
async function selectInText(page: Page, quote: string): Promise<void> {
  await page.getByTestId("commented-text").evaluate((element, passage) => {
    const node = [...element.childNodes].flatMap((child) => [...child.childNodes]).find((n) => n.textContent?.includes(passage))!;
    const start = node.textContent!.indexOf(passage);
    const range = document.createRange();
    range.setStart(node, start);
    range.setEnd(node, start + passage.length);
    document.getSelection()!.removeAllRanges();
    document.getSelection()!.addRange(range);
  }, quote);
}

test("a teacher grades a student's essay with a comment on a passage; the student sees it beside the estimate", async ({
  page,
  browser,
}) => {
  test.setTimeout(300_000);
  const teacher = await englishAccount(page, "grader", "teacher");
  // The role is in the access token: signing in after choosing it gives the teacher's token.
  await signIn(page, teacher);
  await page.goto("/teacher-dashboard?lng=en");
  await page.getByRole("button", { name: "New class" }).click({ timeout: LOADED });
  const classForm = page.getByRole("dialog", { name: "New class" });
  await classForm.getByLabel("Class name").fill("Band 7 writing group");
  await classForm.getByLabel("Focus").selectOption("ielts_academic");
  await classForm.getByRole("button", { name: "Create the class" }).click();
  const link = (await page
    .getByRole("region", { name: "Band 7 writing group" })
    .getByTestId("join-link")
    .textContent({ timeout: LOADED }))!;
  const joinCode = link.trim().split("/").pop()!;

  const card = page.getByRole("region", { name: "Band 7 writing group" });
  await expect(card.getByText("Nobody has joined yet.")).toBeVisible({ timeout: LOADED });
  // Archive names its class and asks first; cancelling keeps the class.
  await card.getByRole("button", { name: "Archive Band 7 writing group" }).click();
  await page.getByRole("dialog", { name: "Archive Band 7 writing group?" }).getByRole("button", { name: "Cancel" }).click();

  const { context: learnerContext, page: learnerPage } = await personBrowser(browser);
  const learner = await englishAccount(learnerPage, "essayist");
  expect((await learnerPage.request.post("/api/classes/join", { headers: bearer(learner), data: { code: joinCode } })).status()).toBe(201);
  // The open dashboard hears of the join: the roster shows the learner without a reload.
  await expect(card.getByTestId("roster").getByText(learner.name)).toBeVisible({ timeout: LOADED });
  await expect(card.getByText("1 student")).toBeVisible();
  await signIn(learnerPage, learner);
  // A link to one prompt (as an assignment's Open button gives) opens its task's tab with it chosen.
  await learnerPage.goto(`/ielts/writing?test=${encodeURIComponent(TASK2.id)}&lng=en`);
  await expect(learnerPage.getByRole("heading", { level: 1, name: "IELTS Writing" })).toBeVisible({ timeout: LOADED });
  await expect(learnerPage.getByRole("tab", { name: /Task 2/ })).toHaveAttribute("aria-selected", "true");
  await expect(learnerPage.getByLabel("Prompt")).toHaveValue(TASK2.id, { timeout: LOADED });
  await learnerPage.getByLabel("Your answer").fill(TASK2.modelAnswer!);
  await learnerPage.getByRole("button", { name: "Submit for evaluation" }).click();
  await expect(learnerPage.getByRole("article").getByText("Offline estimate", { exact: true })).toBeVisible({ timeout: LOADED });
  // The learner keeps the result open from the history while the teacher grades it.
  await learnerPage.getByTestId("submission-result").first().click({ timeout: LOADED });
  const dialog = learnerPage.getByRole("dialog");
  await expect(dialog.getByText("Offline estimate", { exact: true })).toBeVisible({ timeout: LOADED });
  await expect(dialog.getByTestId("teacher-grade")).toHaveCount(0);

  // The teacher: dashboard → the student's test results → the essay.
  await page.reload();
  await page
    .getByTestId("roster")
    .getByRole("link", { name: `Test results of ${learner.name}` })
    .click({ timeout: LOADED });
  await expect(page.getByRole("heading", { level: 1, name: `Test results: ${learner.name}` })).toBeVisible({ timeout: LOADED });
  await expect(page.getByText("In your classes: Band 7 writing group")).toBeVisible();
  const list = page.getByTestId("student-submissions");
  await expect(list.getByText("Not graded")).toBeVisible();
  await list.getByRole("button", { name: /Writing/ }).click();
  const form = page.getByTestId("grade-form");
  await expect(form.getByRole("heading", { name: "Grade this submission" })).toBeVisible({ timeout: LOADED });
  expect(await seriousViolationsInBothThemes(page, { label: "student test results (grading form)" })).toEqual([]);

  const bands: [string, string][] = [
    ["Task Response", "6.0"],
    ["Coherence and Cohesion", "7.0"],
    ["Lexical Resource", "7.0"],
    ["Grammatical Range and Accuracy", "6.0"],
  ];
  for (const [criterion, band] of bands) await form.getByLabel(criterion).selectOption(band);
  await expect(form.getByTestId("overall-preview")).toHaveText("Overall band: 6.5 (rounded as IELTS rounds)");
  await form.getByLabel("General comment (optional)").fill("A clear position, developed well.");

  const quote = TASK2.modelAnswer!.slice(0, 40).trim();
  // The essay is shown once, in the form, where passages are selected.
  await expect(page.getByRole("main").getByText(quote).filter({ visible: true })).toHaveCount(1);
  // A comment that could not be added is not dropped by saving.
  await form.getByLabel("Passage").fill("words that are not in the essay at all");
  await form.getByLabel("Comment", { exact: true }).fill("Not here.");
  await form.getByRole("button", { name: "Add comment" }).click();
  await expect(form.getByRole("alert")).toBeVisible();
  await form.getByRole("button", { name: "Save grade" }).click();
  await expect(form.getByText("A comment on a passage is not added yet: add it or clear it, then save.")).toBeVisible();
  await form.getByLabel("Comment", { exact: true }).fill("");
  await selectInText(page, quote);
  await form.getByRole("button", { name: "Use the selected text" }).click();
  await expect(form.getByLabel("Passage")).toHaveValue(quote);
  await form.getByLabel("Comment", { exact: true }).fill("A strong opening sentence.");
  await form.getByRole("button", { name: "Add comment" }).click();
  await expect(form.getByRole("list", { name: "Comments on passages" })).toContainText("A strong opening sentence.");
  await form.getByRole("button", { name: "Save grade" }).click();
  await expect(page.getByText("Grade saved: overall band 6.5.")).toBeVisible({ timeout: LOADED });
  // The form now holds the saved grade (the estimate above does not repeat it, nor the essay a third time).
  await expect(page.getByTestId("teacher-grade")).toHaveCount(0);
  await expect(form.getByTestId("overall-preview")).toHaveText("Overall band: 6.5 (rounded as IELTS rounds)");
  await expect(form.getByRole("list", { name: "Comments on passages" })).toContainText("A strong opening sentence.");
  await expect(list.getByText("Graded", { exact: true })).toBeVisible({ timeout: LOADED });

  // The learner, without a reload: a live toast, and the open result shows the grade beside the
  // estimate with the passage marked.
  await expect(learnerPage.getByText(`${teacher.name} graded your writing: band 6.5.`)).toBeVisible({ timeout: LOADED });
  const grade = dialog.getByTestId("teacher-grade");
  await expect(grade.getByRole("heading", { name: "Teacher's grade" })).toBeVisible({ timeout: LOADED });
  await expect(grade.getByText("6.5", { exact: true })).toBeVisible();
  await expect(grade.getByText("A clear position, developed well.")).toBeVisible();
  await expect(grade.locator("mark")).toHaveText(quote);
  await expect(grade.getByText("A strong opening sentence.")).toBeVisible();
  await expect(dialog.getByText("Offline estimate", { exact: true })).toBeVisible();

  // The teacher's grade is the band the roster and the gradebook show, marked as the teacher's.
  const resultsUrl = page.url();
  await page.goto("/teacher-dashboard?lng=en");
  await expect(card.getByTestId("roster")).toContainText("Writing 6.5 (teacher's grade)", { timeout: LOADED });
  await card.getByRole("tab", { name: "Gradebook" }).click();
  await expect(card.getByTestId("gradebook")).toContainText("band 6.5 (teacher)", { timeout: LOADED });

  // A speaking submission (typed answers) is graded on its four criteria the same way.
  const speaking = await learnerPage.request.post("/api/ielts/submissions", {
    headers: bearer(learner),
    data: {
      section: "speaking",
      clientId: crypto.randomUUID(),
      setId: SPEAKING_SET,
      transcriptSource: "typed",
      responses: [{ part: 1, questionIndex: 0, transcript: "I live in a small town near the sea, and I like it because it is quiet." }],
    },
  });
  expect(speaking.status()).toBe(201);
  await page.goto(resultsUrl);
  await list.getByRole("button", { name: /Speaking/ }).click({ timeout: LOADED });
  await expect(form.getByRole("heading", { name: "Grade this submission" })).toBeVisible({ timeout: LOADED });
  for (const criterion of ["Fluency and Coherence", "Lexical Resource", "Grammatical Range and Accuracy", "Pronunciation"])
    await form.getByLabel(criterion).selectOption("5.5");
  await form.getByRole("button", { name: "Save grade" }).click();
  await expect(page.getByText("Grade saved: overall band 5.5.")).toBeVisible({ timeout: LOADED });
  await expect(learnerPage.getByText(`${teacher.name} graded your speaking: band 5.5.`)).toBeVisible({ timeout: LOADED });

  // The teacher's screen on a 390 px phone: nothing wider than the screen.
  const { context: phoneContext, page: phonePage } = await personBrowser(browser, { phone: true });
  await signIn(phonePage, teacher);
  await phonePage.goto(`${new URL(page.url()).pathname}${new URL(page.url()).search}`);
  await expect(phonePage.getByTestId("grade-form")).toBeVisible({ timeout: LOADED });
  await expectNoSidewaysScroll(phonePage);
  // The gradebook scrolls inside its own box, never the page.
  await phonePage.goto("/teacher-dashboard?lng=en");
  await phonePage.getByRole("tab", { name: "Gradebook" }).click({ timeout: LOADED });
  await expect(phonePage.getByRole("region", { name: "Gradebook, scrolls sideways" })).toBeVisible({ timeout: LOADED });
  await expectNoSidewaysScroll(phonePage);
  await phoneContext.close();
  await learnerContext.close();
});
