import { readFileSync } from "node:fs";
import { expect, test, type Page } from "@playwright/test";
import { bearer, createAccount, type TestAccount } from "./support/account";

// Two learners on one tab: what the first one practised is cached by the SPA, and none of it may
// show to the second one, who signs in after a sign-out without the page ever reloading (spec §4).

type Prompt = { id: string; title: string; modelAnswer?: string };
const TASK2 = (JSON.parse(readFileSync("content/ielts/writing/task2-prompts.json", "utf8")) as { prompts: Prompt[] }).prompts.find(
  (p) => p.modelAnswer,
)!;

/** A's word: in the built-in lexicon, so adding it fills in its meaning. */
const WORD = "lantern";

/** How long a screen may take to load its data: the shared test machine is sometimes very busy. */
const LOADED = 60_000;

test.use({ locale: "en-US", viewport: { width: 1280, height: 900 } });

async function englishAccount(page: Page, prefix: string): Promise<TestAccount> {
  const account = await createAccount(page.request, prefix);
  const english = await page.request.patch("/api/profile", { headers: bearer(account), data: { preferredLanguage: "en" } });
  expect(english.status(), await english.text()).toBe(200);
  return account;
}

const header = (page: Page) => page.getByRole("banner");

/** Follows a link of the main navigation (IELTS sections sit in its IELTS menu). */
async function openFromNavigation(page: Page, name: string, heading: string) {
  const navigation = page.getByRole("navigation", { name: "Main navigation" });
  if (name.startsWith("IELTS ")) {
    await navigation.getByRole("button", { name: "IELTS" }).click();
    await navigation.getByRole("link", { name: name.slice("IELTS ".length), exact: true }).click();
  } else {
    await navigation.getByRole("link", { name, exact: true }).click();
  }
  await expect(page.getByRole("heading", { level: 1, name: heading })).toBeVisible({ timeout: LOADED });
}

/** Screens no menu links to: the router is sent there in the page (a history entry), never by loading a URL. */
async function openInApp(page: Page, path: string, heading: string) {
  await page.evaluate((to) => {
    window.history.pushState({}, "", to);
    window.dispatchEvent(new PopStateEvent("popstate"));
  }, path);
  await expect(page.getByRole("heading", { level: 1, name: heading })).toBeVisible({ timeout: LOADED });
}

/** Signs in through the header's "Sign in" link and the /auth form, in the page already open. */
async function signInHere(page: Page, account: TestAccount) {
  await header(page).getByRole("link", { name: "Sign in" }).click();
  await page.getByLabel("Email").fill(account.email);
  await page.getByLabel("Password", { exact: true }).fill(account.password);
  await page.getByRole("button", { name: "Sign in", exact: true }).click();
  await expect(header(page).getByRole("button", { name: account.name })).toBeVisible({ timeout: LOADED });
}

/** By keyboard, as a screen-reader user signs out. */
async function signOut(page: Page, account: TestAccount) {
  await header(page).getByRole("button", { name: account.name }).press("Enter");
  await header(page).getByRole("button", { name: "Sign out" }).press("Enter");
  await expect(header(page).getByRole("link", { name: "Sign in" })).toBeVisible();
}

const writingHistory = (page: Page) => page.getByRole("region", { name: "Your writing history" });

test("a learner signing in after another on the same tab sees none of the first one's data", async ({ page }) => {
  test.setTimeout(300_000);
  const learnerA = await englishAccount(page, "first");
  const learnerB = await englishAccount(page, "second");
  const word = await page.request.post("/api/words", { headers: bearer(learnerA), data: { word: WORD } });
  expect(word.status(), await word.text()).toBe(201);
  const { id: wordId } = (await word.json()) as { id: string };
  expect((await page.request.post(`/api/words/${wordId}/srs`, { headers: bearer(learnerA) })).status()).toBe(201);

  await page.goto("/?lng=en");
  // Survives only as long as the document does: a reload anywhere below would lose it.
  await page.evaluate(() => Object.assign(window, { sameDocument: true }));
  await signInHere(page, learnerA);

  // A practises: an essay through the writing screen, then every screen that shows A's data.
  await openFromNavigation(page, "IELTS Writing", "IELTS Writing");
  await page.getByRole("tab", { name: /Task 2/ }).click();
  await page.getByLabel("Prompt").selectOption(TASK2.id);
  await page.getByLabel("Your answer").fill(TASK2.modelAnswer!);
  await page.getByRole("button", { name: "Submit for evaluation" }).click();
  await expect(page.getByRole("article").getByRole("heading", { name: "Result: Task 2" })).toBeVisible({ timeout: LOADED });
  await expect(writingHistory(page).getByRole("button", { name: new RegExp(TASK2.title) })).toBeVisible();

  await openFromNavigation(page, "Dictionary", "Dictionary");
  await expect(page.getByText(WORD, { exact: true }).first()).toBeVisible({ timeout: LOADED });
  await openFromNavigation(page, "Review", "SRS review");
  await expect(page.getByTestId("review-word")).toHaveText(WORD, { timeout: LOADED });
  await openFromNavigation(page, "Progress", "Progress");
  await page.getByRole("tab", { name: "History" }).click();
  await expect(page.getByRole("row").nth(1)).toBeVisible({ timeout: LOADED });
  await openInApp(page, "/test-history", "Test history");
  await expect(page.getByRole("row").nth(1)).toBeVisible({ timeout: LOADED });
  await openInApp(page, "/achievements", "Achievements");
  await expect(page.getByRole("heading", { name: "Unlocked (1)" })).toBeVisible({ timeout: LOADED });
  await openInApp(page, "/notifications", "Notifications");
  await expect(page.getByRole("heading", { name: "Achievement Unlocked!" }).first()).toBeVisible({ timeout: LOADED });

  await signOut(page, learnerA);
  await signInHere(page, learnerB);

  // B walks the same screens: every one shows B's empty state and nothing of A's.
  await openFromNavigation(page, "Dictionary", "Dictionary");
  await expect(page.getByText("Your dictionary is empty")).toBeVisible({ timeout: LOADED });
  await expect(page.getByText(WORD, { exact: true })).toHaveCount(0);
  await openFromNavigation(page, "Review", "SRS review");
  await expect(page.getByText("No words in SRS yet")).toBeVisible({ timeout: LOADED });
  await expect(page.getByTestId("review-word")).toHaveCount(0);
  await openFromNavigation(page, "IELTS Writing", "IELTS Writing");
  await expect(writingHistory(page)).toContainText("Nothing here yet: your submitted answers and their results will appear here.", {
    timeout: LOADED,
  });
  await expect(writingHistory(page).getByRole("button")).toHaveCount(0);
  await page.getByRole("tab", { name: /Task 2/ }).click();
  await page.getByLabel("Prompt").selectOption(TASK2.id);
  await expect(page.getByLabel("Your answer")).toHaveValue("");
  await openFromNavigation(page, "Progress", "Progress");
  await page.getByRole("tab", { name: "History" }).click();
  await expect(page.getByText("Nothing here yet: your quizzes, lessons and exam practice will be listed here.")).toBeVisible({
    timeout: LOADED,
  });
  await openInApp(page, "/test-history", "Test history");
  await expect(page.getByText("Nothing here yet: your quizzes, lessons and exam practice will be listed here.")).toBeVisible({
    timeout: LOADED,
  });
  await openInApp(page, "/achievements", "Achievements");
  await expect(page.getByText("No achievements yet: finish a quiz, a review or a lesson to earn your first.")).toBeVisible({
    timeout: LOADED,
  });
  await openInApp(page, "/notifications", "Notifications");
  await expect(page.getByText("No notifications yet. Achievements, streaks, rewards and progress will appear here.")).toBeVisible({
    timeout: LOADED,
  });
  await expect(page.getByRole("heading", { name: "Achievement Unlocked!" })).toHaveCount(0);

  expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(true);
});
