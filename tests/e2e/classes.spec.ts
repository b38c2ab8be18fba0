import { expect, test, type Page } from "@playwright/test";
import { seriousViolations } from "./support/axe";
import { signIn } from "./support/account";
import { englishAccount, expectNoSidewaysScroll, LOADED, personBrowser } from "./support/teaching";

// Issue 14, part 1: a teacher creates a class, a signed-out learner opens its join link, signs in and
// lands in the class; the teacher's roster shows the learner until the learner leaves from the profile.

test.use({ locale: "en-US", viewport: { width: 1280, height: 900 } });

const roster = (page: Page) => page.getByTestId("roster");

test("a teacher's class: create, a learner joins by link through sign-in, shows on the roster, leaves", async ({ page, browser }) => {
  test.setTimeout(300_000);
  const teacher = await englishAccount(page, "teacher", "teacher");
  await signIn(page, teacher);

  const header = page.getByRole("banner");
  await header.getByRole("button", { name: teacher.name }).click();
  await header.getByRole("link", { name: "Teacher dashboard" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Teacher dashboard" })).toBeVisible({ timeout: LOADED });
  await page.getByRole("button", { name: "New class" }).click();
  const form = page.getByRole("dialog", { name: "New class" });
  await form.getByLabel("Class name").fill("Band 7 evening group");
  await form.getByLabel("Focus").selectOption("ielts_academic");
  await form.getByLabel(/Target band/).fill("7");
  await form.getByRole("button", { name: "Create the class" }).click();
  const card = page.getByRole("region", { name: "Band 7 evening group" });
  await expect(card.getByText("Nobody has joined yet.")).toBeVisible({ timeout: LOADED });
  await expect(card.getByTestId("join-qr")).toBeVisible();
  const link = (await card.getByTestId("join-link").textContent())!.trim();
  expect(link).toMatch(/\/join\/[2-9A-HJ-NP-Z]{8}$/);
  expect(await seriousViolations(page, { label: "teacher dashboard" })).toEqual([]);

  const { context: learnerContext, page: learnerPage } = await personBrowser(browser);
  const learner = await englishAccount(learnerPage, "student");
  await learnerPage.goto(`${new URL(link).pathname}?lng=en`);
  const prompt = learnerPage.getByTestId("sign-in-prompt");
  await expect(prompt.getByRole("heading", { level: 1, name: "Join a class" })).toBeVisible({ timeout: LOADED });
  await prompt.getByRole("link", { name: "Sign in" }).click();
  await learnerPage.getByLabel("Email").fill(learner.email);
  await learnerPage.getByLabel("Password", { exact: true }).fill(learner.password);
  await learnerPage.getByRole("button", { name: "Sign in", exact: true }).click();

  // Back on the join screen, signed in.
  await expect(learnerPage.getByTestId("join-class-name")).toHaveText("Band 7 evening group", { timeout: LOADED });
  await expect(learnerPage.getByText(`Teacher: ${teacher.name}`)).toBeVisible();
  expect(await seriousViolations(learnerPage, { label: "join screen" })).toEqual([]);
  await learnerPage.getByRole("button", { name: "Join the class" }).click();
  await expect(learnerPage.getByText("You joined Band 7 evening group")).toBeVisible({ timeout: LOADED });
  await expect(learnerPage).toHaveURL(/\/$|\/\?/);

  await page.reload();
  await expect(roster(page).getByRole("rowheader", { name: learner.name })).toBeVisible({ timeout: LOADED });
  await expect(card.getByText("1 student")).toBeVisible();

  // The same roster on a 390 px phone: cards instead of the table, nothing wider than the screen.
  const { context: phoneContext, page: phonePage } = await personBrowser(browser, { phone: true });
  await signIn(phonePage, teacher);
  await phonePage.goto("/teacher-dashboard?lng=en");
  const phoneCard = phonePage.getByRole("region", { name: "Band 7 evening group" });
  await expect(phoneCard.getByText(learner.name).filter({ visible: true })).toBeVisible({ timeout: LOADED });
  await expect(phoneCard.getByRole("button", { name: `Remove ${learner.name}` }).filter({ visible: true })).toBeVisible();
  await expectNoSidewaysScroll(phonePage);
  await phoneContext.close();

  await learnerPage.goto("/profile");
  const classes = learnerPage.getByRole("region", { name: "Classes" });
  await expect(classes.getByText(`${teacher.name} can see your progress`)).toBeVisible({ timeout: LOADED });
  await classes.getByRole("button", { name: "Leave Band 7 evening group" }).click();
  await learnerPage.getByRole("dialog", { name: "Leave Band 7 evening group?" }).getByRole("button", { name: "Leave class" }).click();
  await expect(classes.getByText("You are not in any class.")).toBeVisible({ timeout: LOADED });

  await page.reload();
  await expect(card.getByText("Nobody has joined yet.")).toBeVisible({ timeout: LOADED });
  await expect(page.getByText(learner.name)).toHaveCount(0);
  await learnerContext.close();
});
