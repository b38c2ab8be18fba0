import { expect, test } from "@playwright/test";
import { readFileSync } from "node:fs";
import { seriousViolations } from "./support/axe";
import { signIn } from "./support/account";
import { openSubmitDialog } from "./support/ielts";
import { englishAccount, expectNoSidewaysScroll, LOADED, personBrowser } from "./support/teaching";

// Issue 14, assignments: a teacher sets a class an IELTS reading test, a learner joins by the link, sees it
// on the home page and on /assignments, takes the test, and the assignment is done for the learner and, live
// without a reload, on the teacher's class card. Nobody ticks anything: the submission's progress event finishes it.

const TITLE = "Reading homework: test 1";

test.use({ locale: "en-US", viewport: { width: 1280, height: 900 } });

const readingTest = JSON.parse(readFileSync("content/ielts/reading/test-1.json", "utf8")) as {
  id: string;
  passages: { questionGroups: { questions: { number: number; answer: string }[] }[] }[];
};

test("a teacher sets a reading test; the learner who joined takes it and it shows done on both sides", async ({ page, browser }) => {
  test.setTimeout(360_000);
  const teacher = await englishAccount(page, "teacher", "teacher");
  await signIn(page, teacher);
  await page.goto("/teacher-dashboard?lng=en");
  await page.getByRole("button", { name: "New class" }).click({ timeout: LOADED });
  const classForm = page.getByRole("dialog", { name: "New class" });
  await classForm.getByLabel("Class name").fill("Assignments group");
  await classForm.getByRole("button", { name: "Create the class" }).click();
  const card = page.getByRole("region", { name: "Assignments group" });
  const assignments = card.getByTestId("class-assignments");
  await expect(assignments.getByText("No assignments yet.")).toBeVisible({ timeout: LOADED });

  await assignments.getByRole("button", { name: "New assignment" }).click();
  const form = page.getByRole("dialog", { name: "New assignment" });
  await form.getByLabel("What to do").selectOption("ielts");
  await expect(form.getByLabel("IELTS item").locator(`option[value="${readingTest.id}"]`)).toHaveCount(1, { timeout: LOADED });
  await form.getByLabel("IELTS item").selectOption(readingTest.id);
  await form.getByLabel("Title").fill(TITLE);
  await form.getByRole("button", { name: "Set assignment" }).click();
  await expect(assignments.getByText(TITLE)).toBeVisible({ timeout: LOADED });
  // Marks this page: a reload would lose it.
  await page.evaluate(() => ((window as unknown as { __notReloaded: boolean }).__notReloaded = true));
  const link = (await card.getByTestId("join-link").textContent())!.trim();

  const { context: learnerContext, page: learnerPage } = await personBrowser(browser);
  const learner = await englishAccount(learnerPage, "student");
  await signIn(learnerPage, learner);
  await learnerPage.goto(`${new URL(link).pathname}?lng=en`);
  await learnerPage.getByRole("button", { name: "Join the class" }).click({ timeout: LOADED });
  await expect(learnerPage.getByText("You joined Assignments group")).toBeVisible({ timeout: LOADED });

  // Home: the card with the open assignment.
  await learnerPage.goto("/?lng=en");
  const homeCard = learnerPage.getByTestId("home-assignments");
  await expect(homeCard.getByText(TITLE)).toBeVisible({ timeout: LOADED });
  await expect(homeCard.getByText("Not started")).toBeVisible();

  // The list: status, due date, the class; no serious axe finding.
  await learnerPage.goto("/assignments?lng=en");
  await expect(learnerPage.getByRole("heading", { level: 1, name: "Assignments" })).toBeVisible({ timeout: LOADED });
  const item = learnerPage.getByTestId("my-assignment").filter({ hasText: TITLE });
  await expect(item.getByText("Not started")).toBeVisible({ timeout: LOADED });
  await expect(item.getByText(/^Due /)).toBeVisible();
  expect(await seriousViolations(learnerPage, { label: "/assignments" })).toEqual([]);

  // The button opens the assigned test; one answer, then submit.
  await item.getByRole("button", { name: `Open: ${TITLE}` }).click();
  await expect(learnerPage).toHaveURL(new RegExp(`/ielts/reading\\?test=${readingTest.id}`));
  await expect(learnerPage.getByText("Reading Passage 1", { exact: true })).toBeVisible({ timeout: LOADED });
  const first = readingTest.passages.flatMap((p) => p.questionGroups.flatMap((g) => g.questions)).find((q) => q.number === 1)!;
  await learnerPage.locator("#ielts-question-1").getByLabel(first.answer, { exact: true }).check();
  await openSubmitDialog(learnerPage);
  await learnerPage.getByRole("button", { name: "Submit answers" }).click();
  await expect(learnerPage.getByTestId("ielts-score")).toBeVisible({ timeout: LOADED });

  await learnerPage.goto("/assignments?lng=en");
  const finished = learnerPage.getByRole("region", { name: "Finished recently" });
  await expect(finished.getByTestId("my-assignment").filter({ hasText: TITLE }).getByText("Done", { exact: true })).toBeVisible({
    timeout: LOADED,
  });

  // The teacher's dashboard, open all along, shows the learner done without a reload, and the roster counts it.
  const row = card.getByTestId("class-assignment").filter({ hasText: TITLE });
  await row.getByText("1 of 1 finished").click({ timeout: LOADED });
  const student = row.getByTestId("assignment-student").filter({ hasText: learner.name });
  await expect(student.getByText("Done", { exact: true })).toBeVisible();
  await expect(
    card
      .getByTestId("roster")
      .getByRole("row", { name: new RegExp(learner.name) })
      .getByText("1 of 1"),
  ).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { __notReloaded?: boolean }).__notReloaded)).toBe(true);
  await learnerContext.close();

  // The learner's list on a 390 px phone: nothing wider than the screen.
  const { context: phoneContext, page: phonePage } = await personBrowser(browser, { phone: true });
  await signIn(phonePage, learner);
  await phonePage.goto("/assignments?lng=en");
  await expect(phonePage.getByTestId("my-assignment").filter({ hasText: TITLE })).toBeVisible({ timeout: LOADED });
  await expectNoSidewaysScroll(phonePage);
  await phoneContext.close();
});
