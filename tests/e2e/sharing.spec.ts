import { expect, test } from "@playwright/test";
import { bearer, signIn } from "./support/account";
import { seriousViolations } from "./support/axe";
import { publishedLesson } from "./support/lessons";
import { englishAccount, expectNoSidewaysScroll, LOADED, personBrowser } from "./support/teaching";

// Issue 15, sharing: a teacher shares a published lesson with their class; a student of the class, with
// /student-shared-content open on a phone, sees it arrive live (no reload), marked new and from whom.
// The teacher also makes a course of it in the course editor on their phone.
// The lesson is made through the lesson API (tests/e2e/support/lessons.ts); building one in the builder
// is tests/e2e/lessons.spec.ts.

const LESSON = "Listening: maps of a museum";

test.use({ locale: "en-US", viewport: { width: 1280, height: 900 } });

test("a teacher shares a published lesson with the class; the student sees it live, marked new", async ({ page, browser }) => {
  test.setTimeout(300_000);
  const teacher = await englishAccount(page, "teacher", "teacher");
  await publishedLesson(page.request, teacher, { title: LESSON });
  await signIn(page, teacher);
  await page.goto("/teacher-dashboard?lng=en");
  await page.getByRole("button", { name: "New class" }).click({ timeout: LOADED });
  const classForm = page.getByRole("dialog", { name: "New class" });
  await classForm.getByLabel("Class name").fill("Sharing group");
  await classForm.getByRole("button", { name: "Create the class" }).click();
  const link = (await page
    .getByRole("region", { name: "Sharing group" })
    .getByTestId("join-link")
    .textContent({ timeout: LOADED }))!.trim();

  const { context: studentContext, page: studentPage } = await personBrowser(browser, { phone: true });
  const student = await englishAccount(studentPage, "student");
  const joined = await studentPage.request.post("/api/classes/join", {
    headers: bearer(student),
    data: { code: new URL(link).pathname.split("/").pop() },
  });
  expect(joined.status(), await joined.text()).toBe(201);
  await signIn(studentPage, student);
  await studentPage.goto("/student-shared-content?lng=en");
  await expect(studentPage.getByText(/Nothing has been shared with you yet/)).toBeVisible({ timeout: LOADED });

  await page.goto("/shared-content?lng=en");
  const item = page.getByTestId("shareable-item").filter({ hasText: LESSON });
  await expect(item.getByText("Not shared yet.")).toBeVisible({ timeout: LOADED });
  await expect(item.getByRole("link", { name: `Open ${LESSON}` })).toHaveAttribute("href", /\/lesson\//);
  await item.getByRole("button", { name: `Share ${LESSON}` }).click();
  const dialog = page.getByRole("dialog", { name: `Share “${LESSON}”` });
  await expect(dialog.getByLabel("Class", { exact: true })).toHaveValue(/.+/);
  expect(await seriousViolations(page, { label: "/shared-content share dialog" })).toEqual([]);
  await dialog.getByRole("button", { name: "Share", exact: true }).click();
  await expect(item.getByTestId("lesson-share").getByText("Shared with Sharing group · whole class")).toBeVisible({ timeout: LOADED });
  await expect(item.getByText("Opened 0 of 1 · finished 0")).toBeVisible();
  expect(await seriousViolations(page, { label: "/shared-content" })).toEqual([]);

  // A course of that lesson, made in the course editor (?course=new), on the teacher's phone.
  const { context: phoneContext, page: phone } = await personBrowser(browser, { phone: true });
  await signIn(phone, teacher);
  await phone.goto("/shared-content?lng=en");
  await phone.getByRole("button", { name: "New course" }).click({ timeout: LOADED });
  await expect(phone).toHaveURL(/[?&]course=new/);
  const editor = phone.getByRole("dialog", { name: "New course" });
  await editor.getByLabel("Title").fill("Museum week");
  await editor.getByLabel("Add a lesson").selectOption({ label: LESSON }, { timeout: LOADED });
  await editor.getByRole("button", { name: "Add", exact: true }).click();
  await expect(editor.getByTestId("course-lessons").getByText(LESSON)).toBeVisible();
  await expectNoSidewaysScroll(phone);
  expect(await seriousViolations(phone, { label: "/shared-content course editor" })).toEqual([]);
  await editor.getByRole("button", { name: "Create course" }).click();
  await expect(phone.getByTestId("teacher-course").filter({ hasText: "Museum week" }).getByText("1 lesson")).toBeVisible({
    timeout: LOADED,
  });
  await expectNoSidewaysScroll(phone);
  await phoneContext.close();

  // Live: the student's open screen refetches on the hub's content_shared event.
  const shared = studentPage.getByTestId("shared-lesson").filter({ hasText: LESSON });
  await expect(shared.getByText("New", { exact: true })).toBeVisible({ timeout: LOADED });
  await expect(shared.getByText(/^From .* · Sharing group · /)).toBeVisible();
  await expect(shared.getByRole("link", { name: `Open ${LESSON}` })).toBeVisible();
  await expectNoSidewaysScroll(studentPage);
  expect(await seriousViolations(studentPage, { label: "/student-shared-content" })).toEqual([]);
  await studentContext.close();
});
