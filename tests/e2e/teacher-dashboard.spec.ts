import { expect, test } from "@playwright/test";
import { seriousViolations } from "./support/axe";
import { bearer, signIn } from "./support/account";
import { englishAccount, expectNoSidewaysScroll, LOADED, personBrowser } from "./support/teaching";

// Issue 14, the live teacher dashboard: with the dashboard open, the teacher sees a student's review land
// on the roster without a reload, opens the student's progress page, and reads the class heatmap, which
// scrolls inside its own box on a 390 px phone. axe: no serious or critical findings on either screen.

const CLASS_NAME = "Live dashboard group";

test.use({ locale: "en-US", viewport: { width: 1280, height: 900 } });

test("a student's review reaches the open teacher dashboard live; the teacher reads their progress and the class heatmap", async ({
  page,
  browser,
}) => {
  test.setTimeout(300_000);
  const teacher = await englishAccount(page, "teacher", "teacher");
  await signIn(page, teacher);
  await page.goto("/teacher-dashboard?lng=en");
  await page.getByRole("button", { name: "New class" }).click();
  const form = page.getByRole("dialog", { name: "New class" });
  await form.getByLabel("Class name").fill(CLASS_NAME);
  await form.getByRole("button", { name: "Create the class" }).click();
  const card = page.getByRole("region", { name: CLASS_NAME });
  await expect(card.getByText("Nobody has joined yet.")).toBeVisible({ timeout: LOADED });
  const link = (await card.getByTestId("join-link").textContent())!.trim();

  // The learner joins by the link in a browser of their own, with one word due for review.
  const { page: learnerPage } = await personBrowser(browser);
  const learner = await englishAccount(learnerPage, "student");
  const word = await learnerPage.request.post("/api/words", { headers: bearer(learner), data: { word: "abandon" } });
  expect(word.status(), await word.text()).toBe(201);
  const { id: wordId } = (await word.json()) as { id: string };
  expect((await learnerPage.request.post(`/api/words/${wordId}/srs`, { headers: bearer(learner) })).status()).toBe(201);
  await signIn(learnerPage, learner);
  await learnerPage.goto(`${new URL(link).pathname}?lng=en`);
  await learnerPage.getByRole("button", { name: "Join the class" }).click();
  await expect(learnerPage.getByText(`You joined ${CLASS_NAME}`)).toBeVisible({ timeout: LOADED });
  // A learner in a class is offered their assignments.
  const learnerHeader = learnerPage.getByRole("banner");
  await learnerHeader.getByRole("button", { name: learner.name }).click();
  await expect(learnerHeader.getByRole("link", { name: "Assignments" })).toBeVisible({ timeout: LOADED });

  // The roster picks the new student up (joining is not a progress event), then stays on this page.
  await page.reload();
  const row = card.getByTestId("roster").getByRole("row", { name: new RegExp(learner.name) });
  await expect(row.getByRole("cell").first()).toHaveText("Not yet", { timeout: LOADED });
  await page.evaluate(() => Object.assign(window, { dashboardNotReloaded: true }));

  await learnerPage.goto("/review");
  await expect(learnerPage.getByTestId("review-word")).toHaveText("abandon", { timeout: LOADED });
  await learnerPage.getByRole("button", { name: "Show answer" }).click();
  await learnerPage.getByRole("button", { name: /^Good — next review in/ }).click();

  // Last activity, then reviews today: the cells after the name.
  await expect(row.getByRole("cell").first()).toHaveText("Today", { timeout: LOADED });
  await expect(row.getByRole("cell").nth(2)).toHaveText("1", { timeout: LOADED });
  expect(await page.evaluate(() => "dashboardNotReloaded" in window)).toBe(true);

  // The heatmap tab: a real table with the class average row; nothing scored yet, so every cell says so.
  await card.getByRole("tab", { name: "Heatmap" }).click();
  const heatmap = card.getByRole("region", { name: "Class heatmap, scrolls sideways" });
  await expect(heatmap.getByRole("rowheader", { name: learner.name })).toBeVisible({ timeout: LOADED });
  await expect(heatmap.getByRole("rowheader", { name: "Class average" })).toBeVisible();
  await expect(heatmap.getByRole("columnheader", { name: "Lexical Resource" }).first()).toBeVisible();
  expect(await seriousViolations(page, { label: "teacher dashboard heatmap" })).toEqual([]);

  // The student's progress as they see it, read-only, under their name and class.
  await card.getByRole("tab", { name: "Roster" }).click();
  await row.getByRole("link", { name: `Progress of ${learner.name}` }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Student progress" })).toBeVisible({ timeout: LOADED });
  await expect(page.getByTestId("student-name")).toHaveText(learner.name);
  await expect(page.getByText(`Class: ${CLASS_NAME}`)).toBeVisible();
  await expect(page.getByRole("tab", { name: "Overview" })).toBeVisible();
  await expect(page.getByRole("link", { name: /profile/i })).toHaveCount(0);
  expect(await seriousViolations(page, { label: "student progress" })).toEqual([]);

  // The heatmap on a 390 px phone: the table scrolls in its box, the page keeps the screen's width.
  const { context: phoneContext, page: phonePage } = await personBrowser(browser, { phone: true });
  await signIn(phonePage, teacher);
  await phonePage.goto("/teacher-dashboard?lng=en");
  const phoneCard = phonePage.getByRole("region", { name: CLASS_NAME });
  await phoneCard.getByRole("tab", { name: "Heatmap" }).click();
  const phoneHeatmap = phoneCard.getByRole("region", { name: "Class heatmap, scrolls sideways" });
  await expect(phoneHeatmap.getByRole("rowheader", { name: "Class average" })).toBeVisible({ timeout: LOADED });
  expect(await phoneHeatmap.evaluate((box) => box.scrollWidth > box.clientWidth)).toBe(true);
  await expectNoSidewaysScroll(phonePage);
  await phoneContext.close();
  await learnerPage.context().close();
});
