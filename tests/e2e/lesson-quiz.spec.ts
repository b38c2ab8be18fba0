import { expect, test } from "@playwright/test";
import { seriousViolationsInBothThemes } from "./support/axe";
import { signIn } from "./support/account";
import { englishAccount, expectNoSidewaysScroll, LOADED, personBrowser } from "./support/teaching";

// Issue 15: a teacher on a 390 px phone makes a draft in the custom lesson creator by keyboard (offline here:
// the e2e server has no AI model) and is sent on to the builder; a learner with no finished lesson opens
// the lesson quiz and is pointed to shared content. axe on both screens, light and dark.

test.use({ locale: "en-US", viewport: { width: 1280, height: 900 } });

test("a teacher makes an offline draft on a phone; a learner without finished lessons is sent to shared content", async ({
  page,
  browser,
}) => {
  test.setTimeout(240_000);
  const { context: phone, page: teacherPage } = await personBrowser(browser, { phone: true });
  const teacher = await englishAccount(teacherPage, "creator", "teacher");
  await signIn(teacherPage, teacher);
  await teacherPage.goto("/custom-lesson-creator?lng=en");
  const topic = teacherPage.getByRole("textbox", { name: "Topic" });
  await expect(topic).toBeVisible({ timeout: LOADED });
  await expectNoSidewaysScroll(teacherPage);
  expect(await seriousViolationsInBothThemes(teacherPage, { label: "/custom-lesson-creator" })).toEqual([]);

  await topic.fill("travel");
  await teacherPage.getByRole("combobox", { name: "Level" }).selectOption({ label: "CEFR B2" });
  await teacherPage.getByRole("checkbox", { name: "Writing" }).check();
  await teacherPage.getByRole("radio", { name: "Short (5 words, 4 questions)" }).check();
  await teacherPage.getByRole("button", { name: "Create the draft" }).focus();
  await teacherPage.keyboard.press("Enter");
  await expect(teacherPage.getByText("Made offline from the dictionary and templates — no AI model is configured.")).toBeVisible({
    timeout: LOADED,
  });
  const open = teacherPage.getByRole("link", { name: "Open it in the lesson builder" });
  await expect(open).toBeFocused();
  await expectNoSidewaysScroll(teacherPage);
  expect(await seriousViolationsInBothThemes(teacherPage, { label: "/custom-lesson-creator (draft ready)" })).toEqual([]);
  await teacherPage.keyboard.press("Enter");
  await expect(teacherPage).toHaveURL(/\/lesson-builder\?id=[0-9a-f-]{36}$/);
  await phone.close();

  const learner = await englishAccount(page, "quizzer");
  await signIn(page, learner);
  await page.goto("/lesson-quiz?lng=en");
  await page.getByRole("button", { name: "Start the quiz" }).click({ timeout: LOADED });
  await expect(page.getByRole("heading", { name: "No finished lessons yet" })).toBeVisible({ timeout: LOADED });
  await expect(page.getByRole("link", { name: "Open shared content" })).toHaveAttribute("href", "/student-shared-content");
  expect(await seriousViolationsInBothThemes(page, { label: "/lesson-quiz (no lessons)" })).toEqual([]);
});
