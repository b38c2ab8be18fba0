import { expect, test, type Page } from "@playwright/test";
import { readFileSync } from "node:fs";
import { bearer, createAccount } from "./support/account";
import { seriousViolationsInBothThemes } from "./support/axe";
import { openSubmitDialog } from "./support/ielts";

// A whole test taken in the browser (and a shared, busy machine): more time than a page check.
test.describe.configure({ timeout: 360_000 });
const SLOW = { timeout: 60_000 };

type ContentQuestion = { number: number; answer: string; evidence: string };
const readingTest = JSON.parse(readFileSync("content/ielts/reading/test-1.json", "utf8")) as {
  passages: { questionGroups: { type: string; questions: ContentQuestion[] }[] }[];
};
const question = (number: number) =>
  readingTest.passages.flatMap((p) => p.questionGroups.flatMap((g) => g.questions)).find((q) => q.number === number)!;

/** A learner signed in through the /auth screen, whose interface (and profile) is in English. */
async function englishLearner(page: Page) {
  const account = await createAccount(page.request, "ielts");
  const patched = await page.request.patch("/api/profile", { headers: bearer(account), data: { preferredLanguage: "en" } });
  expect(patched.ok()).toBe(true);
  await page.goto("/auth?lng=en");
  await page.getByLabel("Email").fill(account.email, SLOW);
  await page.getByLabel("Password", { exact: true }).fill(account.password);
  await page.getByRole("button", { name: "Sign in", exact: true }).click();
  await expect(page.getByRole("banner").getByRole("button", { name: account.name })).toBeVisible(SLOW);
  return account;
}

/** Selects the first `length` characters of a passage paragraph, as a mouse drag would. */
async function selectPassageText(page: Page, paragraph: number, length: number) {
  await page.evaluate(
    ([index, end]) => {
      const element = document.querySelector(`[data-paragraph='${index}']`)!;
      const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
      const text = walker.nextNode()!;
      const range = document.createRange();
      range.setStart(text, 0);
      range.setEnd(text, end);
      const selection = document.getSelection()!;
      selection.removeAllRanges();
      selection.addRange(range);
    },
    [paragraph, length] as const,
  );
}

const audioTime = (page: Page) => page.evaluate(() => document.querySelector("audio")!.currentTime);

test.describe("IELTS reading", () => {
  test("a learner answers, submits after confirming, and sees score, approximate band and the review with evidence", async ({ page }) => {
    await englishLearner(page);
    await page.goto("/ielts/reading");
    await page.getByRole("link", { name: /^Start — Academic Reading Practice Test 1/ }).click(SLOW);
    await expect(page.getByText("Reading Passage 1", { exact: true })).toBeVisible(SLOW);

    const q1 = question(1);
    const q7 = question(7);
    await page.locator("#ielts-question-1").getByLabel(q1.answer, { exact: true }).check();
    await page.getByRole("textbox", { name: "Question 7" }).fill(q7.answer.toUpperCase());
    await page.getByRole("textbox", { name: "Question 8" }).fill("certainly not this");

    // The navigator shows what is answered and jumps to a question on another passage.
    await expect(page.getByRole("button", { name: "Question 1, answered" })).toBeVisible();
    await page.getByRole("button", { name: "Question 20, not answered" }).click();
    await expect(page.getByText("Reading Passage 2", { exact: true })).toBeVisible();
    await expect(page.locator("#ielts-question-20")).toBeFocused();

    // Autosaved: a reload keeps every answer.
    await page.reload();
    await page.getByRole("button", { name: /^Passage 1/ }).click();
    await expect(page.getByRole("textbox", { name: "Question 7" })).toHaveValue(q7.answer.toUpperCase());
    await expect(page.locator("#ielts-question-1").getByLabel(q1.answer, { exact: true })).toBeChecked();

    await openSubmitDialog(page);
    await expect(page.getByText("You have answered 3 of 40 questions.")).toBeVisible();
    await page.getByRole("button", { name: "Keep working" }).click();
    await expect(page.getByRole("button", { name: "Submit answers" })).toHaveCount(0);
    await openSubmitDialog(page);
    await page.getByRole("button", { name: "Submit answers" }).click();

    await expect(page.getByTestId("ielts-score")).toHaveText("2 / 40", SLOW);
    // 2 correct is band 2 in the Academic Reading table.
    await expect(page.getByTestId("ielts-band")).toHaveText("2.0");
    await expect(page.getByText("Approximate", { exact: true })).toBeVisible();

    const review8 = page.getByTestId("review-8");
    await expect(review8.getByText("Incorrect")).toBeVisible();
    await expect(review8.getByText("certainly not this")).toBeVisible();
    await expect(review8.getByText(question(8).evidence, { exact: false })).toBeVisible();
    await expect(page.getByTestId("review-1").getByText("Correct", { exact: true })).toBeVisible();

    // The proof is shown inside the passage.
    await review8.getByRole("button", { name: "Show in the passage" }).click();
    await expect(page.locator("mark[data-emphasis]")).toHaveText(question(8).evidence);

    // The result has its own address: a reload shows it again, and the attempt is gone.
    await page.keyboard.press("Escape");
    await page.reload();
    await expect(page.getByTestId("ielts-score")).toHaveText("2 / 40", SLOW);
    await page.getByRole("link", { name: "Choose another test" }).click();
    await expect(page.getByRole("link", { name: /^Start — Academic Reading Practice Test 1/ })).toBeVisible();
    await expect(page.getByText(/Taken 1 time\(s\) · last band/).first()).toBeVisible();
  });

  test("answers submitted offline wait on the device and are scored once the connection is back", async ({ page, context }) => {
    await englishLearner(page);
    await page.goto("/ielts/reading");
    await page.getByRole("link", { name: /^Start — Academic Reading Practice Test 1/ }).click(SLOW);
    await page.locator("#ielts-question-1").getByLabel(question(1).answer, { exact: true }).check();

    await context.setOffline(true);
    await openSubmitDialog(page);
    await page.getByRole("button", { name: "Submit answers" }).click();
    await expect(page.getByText(/^You are offline: your answers are kept on this device/)).toBeVisible(SLOW);
    await expect(page.getByTestId("pending-submission")).toHaveText(/IELTS reading/);
    const waiting = await page.evaluate(() => JSON.parse(localStorage.getItem("pending_ielts_submissions") ?? "[]").length);
    expect(waiting).toBe(1);

    await context.setOffline(false);
    await expect(page.getByTestId("pending-submission")).toHaveCount(0, SLOW);
    await expect(page.getByText("1/40 · band", { exact: false })).toBeVisible(SLOW);
    await page.reload();
    await expect(page.getByRole("link", { name: "View result" })).toHaveCount(1, SLOW);
  });

  test("a highlight survives a reload, in the split view too, and can be removed", async ({ page }) => {
    await englishLearner(page);
    await page.goto("/ielts/reading-split?test=reading-test-1");
    await expect(page.getByTestId("passage-pane")).toBeVisible(SLOW);
    await expect(page.getByTestId("questions-pane")).toBeVisible();

    await selectPassageText(page, 0, 20);
    await page.getByRole("button", { name: "Highlight", exact: true }).click();
    await expect(page.locator("mark")).toHaveText("For as long as peopl");

    await page.reload();
    await expect(page.locator("mark")).toHaveText("For as long as peopl", SLOW);
    await page.goto("/ielts/reading?test=reading-test-1");
    await expect(page.locator("mark")).toHaveText("For as long as peopl", SLOW);

    await page.getByRole("button", { name: "Clear highlights (1)" }).click();
    await expect(page.locator("mark")).toHaveCount(0);
    await page.reload();
    await expect(page.getByText("Reading Passage 1", { exact: true })).toBeVisible(SLOW);
    await expect(page.locator("mark")).toHaveCount(0);
  });

  test("the split view scrolls passage and questions independently", async ({ page }) => {
    await englishLearner(page);
    await page.goto("/ielts/reading-split?test=reading-test-1");
    const questions = page.getByTestId("questions-pane");
    await expect(questions).toBeVisible(SLOW);
    await questions.evaluate((element) => element.scrollBy(0, 600));
    await expect.poll(() => questions.evaluate((element) => element.scrollTop)).toBeGreaterThan(0);
    expect(await page.getByTestId("passage-pane").evaluate((element) => element.scrollTop)).toBe(0);
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
  });
});

test.describe("IELTS listening", () => {
  test("practice mode plays the recording and seeks with range requests", async ({ page }) => {
    await englishLearner(page);
    const ranges: number[] = [];
    page.on("response", (response) => {
      if (response.url().includes("/api/audio/")) ranges.push(response.status());
    });
    await page.goto("/ielts/listening?test=listening-test-1");
    await page.getByRole("button", { name: "Practise" }).click(SLOW);
    await page.getByRole("button", { name: "Play" }).click();
    await expect(page.getByRole("button", { name: "Pause" })).toBeVisible();
    await expect.poll(() => audioTime(page), SLOW).toBeGreaterThan(0.5);

    await page.getByRole("slider", { name: "Position in the recording" }).fill("90");
    await expect.poll(() => audioTime(page), SLOW).toBeGreaterThanOrEqual(90);
    await page.getByRole("button", { name: "Back 10 s" }).click();
    await expect.poll(() => audioTime(page), SLOW).toBeLessThan(90);
    expect(ranges).toContain(206);
  });

  test("exam mode plays once and refuses seeking", async ({ page }) => {
    await englishLearner(page);
    await page.goto("/ielts/listening?test=listening-test-2");
    await page.getByRole("button", { name: "Take it as an exam" }).click(SLOW);
    await page.getByRole("button", { name: "Start the recording" }).click();
    await expect.poll(() => audioTime(page), SLOW).toBeGreaterThan(0.5);
    await expect(page.getByRole("slider")).toHaveCount(0);
    await expect(page.getByRole("button", { name: "Pause" })).toHaveCount(0);

    // The seek lands (the position reads 120) and the exam's guard sends it back.
    await page.evaluate(() => {
      document.querySelector("audio")!.currentTime = 120;
    });
    await expect.poll(() => audioTime(page), SLOW).toBeLessThan(10);

    // A reload cannot replay the part that has started.
    await page.reload();
    await expect(page.getByRole("button", { name: "Continue with Part 2" })).toBeVisible(SLOW);
    await expect(page.getByRole("button", { name: "Start the recording" })).toHaveCount(0);
  });
});

test.describe("IELTS timer", () => {
  test("starts, pauses, resumes and is restored after a reload", async ({ page }) => {
    await englishLearner(page);
    await page.clock.install();
    await page.goto("/ielts/reading?test=reading-test-1");
    const timer = page.getByTestId("ielts-timer");
    const clock = timer.getByRole("timer");
    await expect(clock).toHaveText("60:00", SLOW);
    // From here the page's clock moves only when the test moves it.
    await page.clock.pauseAt(Date.now() + 2000);

    await timer.getByRole("button", { name: "Start" }).click();
    await page.clock.runFor("05:00");
    await expect(clock).toHaveText("55:00");

    await timer.getByRole("button", { name: "Pause" }).click();
    await expect(timer.getByText("Paused", { exact: true })).toBeVisible();
    await page.clock.runFor("10:00");
    await expect(clock).toHaveText("55:00");
    const saved = await page.evaluate(
      () => JSON.parse(localStorage.getItem("ielts-timer") ?? "null") as { isPaused: boolean; section: string },
    );
    expect(saved).toMatchObject({ isPaused: true, section: "reading" });

    // Resuming shifts the start by the pause: the ten paused minutes are not counted.
    await timer.getByRole("button", { name: "Resume" }).click();
    await page.clock.runFor("01:00");
    await expect(clock).toHaveText("54:00");

    // Restored on load with the time spent away subtracted (the page needs a flowing clock to load).
    await page.clock.resume();
    await page.reload({ waitUntil: "domcontentloaded" });
    await expect(timer.getByRole("button", { name: "Pause" })).toBeVisible(SLOW);
    const [minutes, seconds] = (await clock.innerText()).split(":").map(Number);
    const restored = minutes! * 60 + seconds!;
    expect(restored).toBeLessThanOrEqual(54 * 60);
    expect(restored).toBeGreaterThan(50 * 60);

    // The timer belongs to reading: the listening screen offers to take it over.
    await page.goto("/ielts/listening?test=listening-test-1");
    await expect(page.getByTestId("ielts-timer").getByText(/The Reading timer is running/)).toBeVisible(SLOW);

    await page.goto("/ielts/reading?test=reading-test-1");
    await timer.getByRole("button", { name: "Stop" }).click(SLOW);
    expect(await page.evaluate(() => localStorage.getItem("ielts-timer"))).toBeNull();
    await page.reload();
    await expect(clock).toHaveText("60:00", SLOW);
    await expect(timer.getByRole("button", { name: "Start" })).toBeVisible();
  });
});

test.describe("IELTS accessibility", () => {
  test("reading and listening have no serious or critical axe violations, light or dark", async ({ page }) => {
    await englishLearner(page);
    /** Scans the page in both colour schemes (the theme follows the system by default). */
    const scan = () => seriousViolationsInBothThemes(page);

    await page.goto("/ielts/reading?test=reading-test-2");
    await expect(page.getByText("Reading Passage 1", { exact: true })).toBeVisible(SLOW);
    await page.getByRole("button", { name: /^Passage 2/ }).click();
    await expect(page.getByText("List of headings", { exact: true })).toBeVisible();
    expect(await scan()).toEqual([]);

    await page.goto("/ielts/reading-split?test=reading-test-2");
    await expect(page.getByTestId("questions-pane")).toBeVisible(SLOW);
    expect(await scan()).toEqual([]);

    await page.goto("/ielts/listening?test=listening-test-1");
    await page.getByRole("button", { name: "Practise" }).click(SLOW);
    await page.getByRole("button", { name: "Part 2", exact: true }).click();
    await expect(page.getByRole("img", { name: /Marshfield Wetland Centre/ })).toBeVisible();
    expect(await scan()).toEqual([]);
  });
});
