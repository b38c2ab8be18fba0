import { devices, expect as baseExpect, test, type APIRequestContext, type Page } from "@playwright/test";
import { bearer, createAccount, type TestAccount } from "./support/account";
import { seriousViolationsInBothThemes } from "./support/axe";

// Each test walks a whole flow on a shared machine: more time than a single-screen check.
test.describe.configure({ timeout: 240_000 });
const expect = baseExpect.configure({ timeout: 30_000 });

// The parts of the API's answers these tests read (worker/contract is outside the e2e project).
type Word = { id: string; word: string; srs: { due: string } | null };
type Quiz = { questions: { correctIndex: number; options: string[]; explanation: string }[] };

/** A signed-in learner with an English interface (the profile's language follows them in). */
async function learner(page: Page, prefix = "practice"): Promise<TestAccount> {
  const account = await createAccount(page.request, prefix);
  const res = await page.request.patch("/api/profile", { headers: bearer(account), data: { preferredLanguage: "en" } });
  expect(res.ok(), await res.text()).toBe(true);
  // As support/account.ts signIn, with this file's longer wait: the shared machine can be slow to answer.
  await page.goto("/auth?lng=en");
  await page.getByLabel("Email").fill(account.email);
  await page.getByLabel("Password", { exact: true }).fill(account.password);
  await page.getByRole("button", { name: "Sign in", exact: true }).click();
  await expect(page.getByRole("banner").getByRole("button", { name: account.name })).toBeVisible();
  return account;
}

async function addWords(request: APIRequestContext, account: TestAccount, words: readonly string[], { srs = false } = {}): Promise<Word[]> {
  const added: Word[] = [];
  for (const word of words) {
    const res = await request.post("/api/words", { headers: bearer(account), data: { word } });
    expect(res.status(), await res.text()).toBe(201);
    const created = (await res.json()) as Word;
    if (srs) expect((await request.post(`/api/words/${created.id}/srs`, { headers: bearer(account) })).status()).toBe(201);
    added.push(created);
  }
  return added;
}

const reviewsToday = async (request: APIRequestContext, account: TestAccount) =>
  ((await (await request.get("/api/srs/stats", { headers: bearer(account) })).json()) as { reviewsToday: number }).reviewsToday;

test.describe("SRS review", () => {
  test("reveals a card, rates it Good with its interval, undoes it; a rating made offline is stored exactly once", async ({
    page,
    context,
  }) => {
    const account = await learner(page);
    await addWords(page.request, account, ["abandon"], { srs: true });

    await page.goto("/review");
    await expect(page.getByRole("heading", { level: 1, name: "SRS review" })).toBeVisible();
    await expect(page.getByTestId("review-word")).toHaveText("abandon");
    await page.getByRole("button", { name: "Show answer" }).click();
    await expect(page.getByTestId("review-answer")).toContainText("forsake");
    const interval = (await page.getByTestId("interval-good").textContent())!;
    expect(interval).toMatch(/^\d+ (min|h|d)$/);
    await page.getByRole("button", { name: `Good — next review in ${interval}` }).click();
    await expect(page.getByText(`Good: next review in ${interval}`)).toBeVisible();
    await expect.poll(() => reviewsToday(page.request, account)).toBe(1);

    await page.getByRole("button", { name: "Undo" }).click();
    await expect(page.getByText("Rating undone")).toBeVisible();
    await expect(page.getByTestId("review-word")).toHaveText("abandon");
    await expect.poll(() => reviewsToday(page.request, account)).toBe(0);

    await context.setOffline(true);
    await page.keyboard.press("Space");
    await expect(page.getByTestId("review-answer")).toBeVisible();
    const easy = (await page.getByTestId("interval-easy").textContent())!;
    await page.keyboard.press("4");
    await expect(page.getByText(`Easy: next review in ${easy}`)).toBeVisible();
    const status = page.getByTestId("sync-status");
    await expect(status).toContainText("Waiting to sync: 1");
    await expect(status).toContainText("You are offline");
    const kept = await page.evaluate(() => Object.entries(localStorage).find(([key]) => key.startsWith("lexora.pendingReviews."))!);
    expect(JSON.parse(kept[1])).toHaveLength(1);
    expect(await reviewsToday(page.request, account)).toBe(0);

    await context.setOffline(false);
    await expect(status).toHaveCount(0);
    await expect.poll(() => reviewsToday(page.request, account)).toBe(1);

    // The same rating arriving again (a second tab, a retry after a lost response) changes nothing.
    await page.evaluate(([key, value]) => localStorage.setItem(key, value), kept);
    await page.reload();
    await expect(page.getByTestId("review-empty")).toBeVisible();
    await expect(page.getByTestId("next-review")).toContainText("Next review:");
    await expect.poll(() => page.evaluate((key) => localStorage.getItem(key), kept[0])).toBe("[]");
    await expect(page.getByTestId("sync-status")).toHaveCount(0);
    expect(await reviewsToday(page.request, account)).toBe(1);
  });
});

test.describe("word quiz", () => {
  test("generates a quiz, answers with explanations to the end, shows the band message and lists it in the history", async ({ page }) => {
    const account = await learner(page);
    await addWords(page.request, account, ["dog", "happy", "abandon", "receive", "friend"]);

    await page.goto("/word-quiz");
    await page.getByLabel("Number of questions").selectOption("5");
    await page.getByRole("button", { name: "Generate quiz" }).click();
    await expect(page).toHaveURL(/\/tests\/[^/]+$/);
    const quizId = page.url().split("/").pop()!;
    const quiz = (await (await page.request.get(`/api/quizzes/${quizId}`, { headers: bearer(account) })).json()) as Quiz;
    expect(quiz.questions).toHaveLength(5);

    // Three right, two wrong: 60%, the "good" band.
    for (const [index, question] of quiz.questions.entries()) {
      await expect(page.getByTestId("quiz-position")).toHaveText(`Question ${index + 1} of 5`);
      const option = index < 3 ? question.correctIndex : (question.correctIndex + 1) % question.options.length;
      await page.getByRole("radiogroup", { name: "Answer options" }).getByRole("radio").nth(option).click();
      await page.getByRole("button", { name: "Confirm answer" }).click();
      await expect(page.getByTestId("quiz-explanation")).toContainText(index < 3 ? "Correct!" : "Not quite.");
      await expect(page.getByTestId("quiz-explanation")).toContainText(question.explanation);
      await page.getByRole("button", { name: index === 4 ? "Complete test" : "Next question" }).click();
    }
    await expect(page.getByTestId("quiz-score")).toHaveText("60%");
    await expect(page.getByTestId("quiz-band")).toHaveText("Good! Keep learning!");

    await page.getByRole("link", { name: "Quiz history" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Quiz history" })).toBeVisible();
    const entry = page.getByTestId("quiz-history").getByRole("listitem").first();
    await expect(entry.getByTestId("history-score")).toHaveText("60%");
    await expect(entry).toContainText("Good! Keep learning!");
    await entry.getByText("Show answers").click();
    await expect(entry.getByRole("row")).toHaveCount(6);

    await page.goto("/tests");
    await expect(page.getByTestId("quiz-list")).toContainText("60%");
  });

  test("says 'Error generating quiz' when there are fewer than 4 words", async ({ page }) => {
    const account = await learner(page);
    await addWords(page.request, account, ["dog", "cat"]);
    await page.goto("/word-quiz");
    await page.getByRole("button", { name: "Generate quiz" }).click();
    const error = page.getByTestId("quiz-error");
    await expect(error).toContainText("Error generating quiz");
    await expect(error).toContainText("Quiz not generated. Please try again later.");
    await expect(error.getByRole("link", { name: "Open the dictionary" })).toBeVisible();
  });
});

// An iPhone's user agent and screen, in Chromium (the device preset's WebKit default does not apply here).
const { defaultBrowserType: _webkit, ...iPhone } = devices["iPhone 13"];

test.describe("flashcards on a phone", () => {
  test.use({ ...iPhone, hasTouch: true, isMobile: true });

  test("a card follows the finger and a swipe right marks it known, adding the word to SRS", async ({ page }) => {
    const account = await learner(page);
    const [word] = await addWords(page.request, account, ["happy"]);
    await addWords(page.request, account, ["friend"]);

    await page.goto("/flashcards");
    await expect(page.locator('[data-variant="mobile"]')).toBeVisible();
    await expect(page.getByTestId("flashcards-position")).toHaveText("Card 1 of 2");
    const card = page.getByTestId("flashcard");
    await expect(card.getByTestId("flashcard-word")).toHaveText("friend");

    await card.click();
    await expect(card).toHaveAttribute("data-flipped", "true");
    await card.click();
    await expect(card).toHaveAttribute("data-flipped", "false");

    const box = (await card.boundingBox())!;
    const x = box.x + box.width / 2;
    const y = box.y + box.height / 2;
    const pointer = { pointerId: 11, pointerType: "touch", isPrimary: true, button: 0 };
    await card.dispatchEvent("pointerdown", { ...pointer, clientX: x, clientY: y });
    await card.dispatchEvent("pointermove", { ...pointer, clientX: x + 60, clientY: y + 4 });
    await card.dispatchEvent("pointermove", { ...pointer, clientX: x + 160, clientY: y + 8 });
    await expect(page.getByTestId("swipe-label")).toHaveText("Know");
    expect(await card.evaluate((el) => el.style.transform)).toContain("translateX(160px)");
    await card.dispatchEvent("pointerup", { ...pointer, clientX: x + 160, clientY: y + 8 });

    await expect(page.getByTestId("flashcards-position")).toHaveText("Card 2 of 2");
    await expect(page.getByText("Know: 1")).toBeVisible();
    await expect(card.getByTestId("flashcard-word")).toHaveText("happy");

    // A short drag springs back and marks nothing.
    await card.dispatchEvent("pointerdown", { ...pointer, clientX: x, clientY: y });
    await card.dispatchEvent("pointermove", { ...pointer, clientX: x - 30, clientY: y });
    await card.dispatchEvent("pointerup", { ...pointer, clientX: x - 30, clientY: y });
    await expect(page.getByTestId("flashcards-position")).toHaveText("Card 2 of 2");

    await expect.poll(() => reviewsToday(page.request, account)).toBe(1);
    const { words } = (await (await page.request.get("/api/words", { headers: bearer(account) })).json()) as { words: Word[] };
    expect(words.find((w) => w.word === "friend")?.srs).not.toBeNull();
    expect(words.find((w) => w.id === word!.id)?.srs).toBeNull();
  });
});

test("the practice screens have no serious or critical axe findings in the light or dark theme", async ({ page }) => {
  const account = await learner(page);
  await addWords(page.request, account, ["abandon", "happy", "receive", "friend"], { srs: true });
  // The screen itself; the shared header and overlays are scanned by tests/e2e/accessibility.spec.ts.
  const check = async (label: string) => expect(await seriousViolationsInBothThemes(page, { include: "#main-content", label })).toEqual([]);
  await page.goto("/review");
  await page.getByRole("button", { name: "Show answer" }).click();
  await expect(page.getByTestId("review-answer")).toBeVisible();
  await check("review");
  await page.goto("/flashcards");
  await page.getByTestId("flashcard").click();
  await check("flashcards");
  await page.goto("/word-quiz");
  await page.getByRole("button", { name: "Generate quiz" }).click();
  await expect(page).toHaveURL(/\/tests\/[^/]+$/);
  await page.getByRole("radiogroup", { name: "Answer options" }).getByRole("radio").first().click();
  await page.getByRole("button", { name: "Confirm answer" }).click();
  await expect(page.getByTestId("quiz-explanation")).toBeVisible();
  await check("quiz");
});
