import { expect, test } from "@playwright/test";
import type { LessonBlockInput } from "../../worker/contract/lessons";
import { signIn } from "./support/account";
import { seriousViolationsInBothThemes } from "./support/axe";
import { publishedLesson } from "./support/lessons";
import { englishAccount, expectNoSidewaysScroll, LOADED, personBrowser } from "./support/teaching";

// Issue 15, the lesson player: a teacher plays their own lesson in preview, on the desktop and on a 390 px
// phone; a skipped writing step keeps the lesson from finishing. The lesson is made through the lesson API; a learner's run to 'Lesson completed with N% score!'
// is tests/e2e/lessons.spec.ts.

test.use({ locale: "en-US", viewport: { width: 1280, height: 900 } });

const BLOCKS: LessonBlockInput[] = [
  { id: "intro", type: "text", markdown: "# Contrast\n\n*However* joins two ideas that **contrast**." },
  { id: "words", type: "vocabulary", title: "Key words", words: ["abandon", "receive"] },
  {
    id: "quiz",
    type: "quiz",
    title: "Check yourself",
    questions: [
      {
        id: "mc",
        kind: "multiple_choice",
        prompt: "Which word contrasts?",
        options: ["and", "however", "so"],
        answer: 1,
        explanation: "However shows contrast.",
      },
      { id: "tf", kind: "true_false", prompt: "'So' introduces a result.", answer: true, explanation: "So introduces a result." },
    ],
  },
  { id: "opinion", type: "writing", task: "task2", prompt: "Some people think cities should ban cars. Do you agree?", min_words: 20 },
];

test("a teacher previews their lesson: steps, words, quiz feedback and the finish step save nothing; axe-clean; fits a phone", async ({
  page,
  browser,
}) => {
  test.setTimeout(240_000);
  const teacher = await englishAccount(page, "teacher", "teacher");
  const lessonId = await publishedLesson(page.request, teacher, { title: "Linking words", blocks: BLOCKS });
  await signIn(page, teacher);

  await page.goto(`/lesson/${lessonId}?lng=en`);
  await expect(page.getByRole("heading", { level: 1, name: "Linking words" })).toBeVisible({ timeout: LOADED });
  await expect(page.getByText("Preview — nothing is saved")).toBeVisible();
  await expect(page.getByText("Step 1 of 5")).toBeVisible();
  await expect(page.getByRole("heading", { level: 3, name: "Contrast" })).toBeVisible();
  expect(await seriousViolationsInBothThemes(page, { label: "lesson player, text step" })).toEqual([]);

  await page.getByRole("button", { name: "Next", exact: true }).click();
  await expect(page.getByRole("heading", { level: 2, name: "Key words" })).toBeFocused();
  await expect(page.getByTestId("lesson-word")).toHaveCount(2);
  await expect(page.getByTestId("lesson-word").first()).toContainText("abandon");
  await page.getByRole("button", { name: "Add all to my dictionary" }).click();
  await expect(page.getByText("In preview nothing is added to your dictionary.")).toBeVisible({ timeout: LOADED });

  // The quiz by keyboard: the radios and the check button are reachable and work without a mouse.
  await page.getByRole("button", { name: "Next", exact: true }).press("Enter");
  await expect(page.getByText("Step 3 of 5")).toBeVisible();
  await page.getByRole("radio", { name: "and" }).check();
  await page.getByRole("radio", { name: "True" }).check();
  await page.getByRole("button", { name: "Check answers" }).click();
  const questions = page.getByTestId("lesson-question");
  await expect(questions.nth(0).getByRole("status")).toContainText("Right answer: however", { timeout: LOADED });
  await expect(questions.nth(0).getByRole("status")).toContainText("However shows contrast.");
  await expect(questions.nth(1).getByRole("status")).toContainText("Right");
  expect(await seriousViolationsInBothThemes(page, { label: "lesson player, quiz with feedback" })).toEqual([]);

  // Issue 36: the writing step is assessed, so skipping it leaves the lesson unfinished and says which step.
  await page.getByRole("button", { name: "Next", exact: true }).click();
  await page.getByRole("button", { name: "Next", exact: true }).click();
  const toDo = page.getByTestId("lesson-to-do");
  await expect(toDo).toContainText("Do these steps first: they are assessed.");
  await expect(page.getByRole("button", { name: "Finish lesson" })).toHaveCount(0);
  await toDo.getByRole("button", { name: "Step 4: Writing" }).click();
  await expect(page.getByText("Step 4 of 5")).toBeVisible();
  await page
    .getByLabel("Your answer")
    .fill(
      "I agree that cities should limit cars in the centre, because the air would be cleaner, streets would be quieter and people would walk more, which is good for their health.",
    );
  await page.getByRole("button", { name: "Evaluate", exact: true }).click();
  await expect(page.getByRole("heading", { name: "Your result" })).toBeVisible({ timeout: LOADED });
  await page.getByRole("button", { name: "Next", exact: true }).click();
  await page.getByRole("button", { name: "Finish lesson" }).click();
  const result = page.getByTestId("lesson-result");
  await expect(result).toContainText("Preview finished. Nothing was saved or recorded.", { timeout: LOADED });
  await expect(result).toContainText("Quiz: 1 of 2 right, 50%");
  await expect(result).toContainText("Writing (step 4): band");
  await expect(result).toContainText("Good! Keep learning!");

  // Nothing was kept: a reload starts again at step 1 with the quiz open.
  await page.reload();
  await expect(page.getByText("Step 1 of 5")).toBeVisible({ timeout: LOADED });

  const phone = await personBrowser(browser, { phone: true });
  await signIn(phone.page, teacher);
  await phone.page.goto(`/lesson/${lessonId}?lng=en`);
  await expect(phone.page.getByText("Step 1 of 5")).toBeVisible({ timeout: LOADED });
  await expectNoSidewaysScroll(phone.page);
  await phone.page.getByRole("button", { name: "Next", exact: true }).click();
  await phone.page.getByRole("button", { name: "Next", exact: true }).click();
  await expect(phone.page.getByRole("button", { name: "Check answers" })).toBeVisible();
  await expectNoSidewaysScroll(phone.page);
  // Nothing floats over the controls: the next button is the element at its own centre.
  const next = phone.page.getByRole("button", { name: "Next", exact: true });
  await next.scrollIntoViewIfNeeded();
  const box = (await next.boundingBox())!;
  expect(
    await phone.page.evaluate(
      ([x, y]) => document.elementFromPoint(x!, y!)?.closest("button")?.textContent,
      [box.x + box.width / 2, box.y + box.height / 2],
    ),
  ).toContain("Next");
  await phone.context.close();
});

test("a lesson that does not exist shows 'Lesson not found'", async ({ page }) => {
  const learner = await englishAccount(page, "learner");
  await signIn(page, learner);
  await page.goto("/lesson/no-such-lesson?lng=en");
  await expect(page.getByRole("heading", { level: 1, name: "Lesson not found" })).toBeVisible({ timeout: LOADED });
  expect(await seriousViolationsInBothThemes(page, { label: "lesson not found" })).toEqual([]);
});
