import { readFileSync } from "node:fs";
import { expect, test, type Page } from "@playwright/test";
import config from "../../playwright.config";
import { bearer, createAccount, signIn, type TestAccount } from "./support/account";
import { seriousViolationsInBothThemes } from "./support/axe";

// IELTS writing and speaking against the real Worker in AI offline mode: essays get the offline
// estimate, offline submissions wait in local storage and are sent once on reconnect.

type Prompt = { id: string; title: string; modelAnswer?: string; prompt: { question?: string } };
const TASK2 = (JSON.parse(readFileSync("content/ielts/writing/task2-prompts.json", "utf8")) as { prompts: Prompt[] }).prompts.find(
  (p) => p.modelAnswer,
)!;

// Chromium's fake microphone (a tone) lets the speaking test record without a device or a prompt.
test.use({
  locale: "en-US",
  viewport: { width: 1280, height: 900 },
  permissions: ["microphone"],
  launchOptions: {
    ...config.use?.launchOptions,
    args: [
      ...(config.use?.launchOptions?.args ?? []),
      "--use-fake-ui-for-media-stream",
      "--use-fake-device-for-media-stream",
      "--autoplay-policy=no-user-gesture-required",
    ],
  },
});

/** How long a screen may take to load its data: the shared test machine is sometimes very busy. */
const LOADED = 60_000;

const CRITERIA = ["Task Response", "Coherence and Cohesion", "Lexical Resource", "Grammatical Range and Accuracy"];

/** A signed-in learner whose profile keeps the interface in English (new profiles default to Russian, spec §9). */
async function englishLearner(page: Page, prefix: string): Promise<TestAccount> {
  const account = await createAccount(page.request, prefix);
  const profile = await page.request.get("/api/profile", { headers: bearer(account) });
  expect(profile.status()).toBe(200);
  const english = await page.request.patch("/api/profile", { headers: bearer(account), data: { preferredLanguage: "en" } });
  expect(english.status(), await english.text()).toBe(200);
  await signIn(page, account);
  return account;
}

async function openTask2(page: Page) {
  await page.goto("/ielts/writing?lng=en");
  // A reload restores the session before an account screen renders; the shared machine can be slow.
  await expect(page.getByRole("heading", { level: 1, name: "IELTS Writing" })).toBeVisible({ timeout: LOADED });
  await page.getByRole("tab", { name: /Task 2/ }).click();
  await page.getByLabel("Prompt").selectOption(TASK2.id);
  await expect(page.getByText(TASK2.prompt.question!)).toBeVisible();
}

async function storedWriting(page: Page, account: TestAccount) {
  const res = await page.request.get("/api/ielts/submissions?section=writing", { headers: bearer(account) });
  expect(res.status()).toBe(200);
  return ((await res.json()) as { submissions: { id: string; status: string; bandLabel: string | null; aiResults: unknown }[] })
    .submissions;
}

test("write a Task 2 essay and read its offline estimate on the four criteria", async ({ page }) => {
  test.setTimeout(300_000);
  const account = await englishLearner(page, "writer");
  await openTask2(page);
  const answer = page.getByLabel("Your answer");

  await page.getByRole("button", { name: "Submit for evaluation" }).click();
  await expect(page.getByRole("alert")).toContainText("The essay is empty: write your answer before submitting it. Nothing was saved.");
  await answer.fill("   \n  ");
  await page.getByRole("button", { name: "Submit for evaluation" }).click();
  await expect(page.getByRole("alert")).toContainText("The essay is empty");
  expect(await storedWriting(page, account)).toHaveLength(0);

  await answer.fill("Cities are changing quickly.");
  await expect(page.getByTestId("word-count")).toHaveText("Words: 4");
  await expect(page.getByText("246 more to reach the 250-word minimum")).toBeVisible();
  await answer.fill(TASK2.modelAnswer!);
  await expect(page.getByText("The 250-word minimum is reached")).toBeVisible();

  await page.getByRole("button", { name: "Submit for evaluation" }).click();
  const result = page.getByRole("article");
  await expect(result.getByRole("heading", { name: "Result: Task 2" })).toBeVisible({ timeout: LOADED });
  await expect(result.getByText("Offline estimate", { exact: true })).toBeVisible();
  for (const name of CRITERIA) await expect(result.getByRole("heading", { name, exact: true })).toBeVisible();
  await expect(result.getByText(/^Offline estimate: band \d\.\d for Task 2/)).toBeVisible();

  const stored = await storedWriting(page, account);
  expect(stored).toHaveLength(1);
  expect(stored[0]).toMatchObject({ status: "evaluated", bandLabel: "offline estimate" });
  await expect(page.getByTestId("submission-result")).toHaveCount(1);

  await page.emulateMedia({ colorScheme: "dark" });
  await result.getByRole("heading", { name: "Result: Task 2" }).scrollIntoViewIfNeeded();

  // Writing on the learner's own question: the question is required, then travels with the essay.
  await page.getByRole("button", { name: "Write another answer" }).click();
  await page.getByLabel("Prompt").selectOption({ label: "✎ Write on your own question" });
  await page.getByLabel("Your answer").fill(TASK2.modelAnswer!);
  await page.getByRole("button", { name: "Submit for evaluation" }).click();
  await expect(page.getByRole("alert")).toContainText("Write out the question you are answering (at least 20 characters)");
  const ownQuestion = "Some people believe that cities should ban cars from their centres. To what extent do you agree or disagree?";
  await page.getByLabel("Your question").fill(ownQuestion);
  await page.getByRole("button", { name: "Submit for evaluation" }).click();
  await expect(result.getByRole("heading", { name: "Result: Task 2" })).toBeVisible({ timeout: LOADED });
  await expect(result.getByText(/Your own question/)).toBeVisible();
  const own = (await storedWriting(page, account))[0] as { testId?: string; passage?: string };
  expect(own).toMatchObject({ testId: "own-question-task2", passage: ownQuestion });
});

test("an essay's grammar errors are marked as it is typed, then inline in the result, each with its suggestion and explanation", async ({
  page,
}) => {
  test.setTimeout(120_000);
  await englishLearner(page, "grammar-writer");
  await openTask2(page);
  const essay =
    "Nowadays, traffic and pollution are serious problems in many big cities. Some people believe that private cars should be banned. " +
    "I agree in some way, but I think such rule is too strict.\nBanning cars will make the centre cleaner and more safe. " +
    "Cars produce a lot of harmful gases, they cause health problems like asthma. On the other hand, many people need their cars, " +
    "for example disabled people and old people who can not use public transport easily.\nIn conclusion, I think that cars should " +
    "not be banned completely, but the government should improve public transport and make it cheaper for everyone.";
  const answer = page.getByLabel("Your answer");
  await answer.fill(essay);
  // Checked as it is typed, before any submission: the marks appear under the editor once typing pauses.
  const live = page.getByRole("region", { name: "Checked as you type" });
  await expect(live.getByRole("link", { name: /more safe.*safer/ })).toBeVisible({ timeout: LOADED });
  await expect(live.getByRole("status")).toHaveText(/\d+ possible errors? marked below/);
  await answer.press("End");
  await answer.pressSequentially(" Yesterday I go to the city centre by bus.");
  await expect(live.getByRole("link", { name: /go.*went.*flagged as Grammar: “Yesterday” puts this in the past/ })).toBeVisible({
    timeout: LOADED,
  });
  await page.getByRole("button", { name: "Submit for evaluation" }).click();
  const result = page.getByRole("article");
  await expect(result.getByRole("heading", { name: "Result: Task 2" })).toBeVisible({ timeout: LOADED });
  await expect(result.getByText(/Likely range: band \d\.\d–\d\.\d/)).toBeVisible();

  const flag = result.getByRole("link", { name: /more safe.*safer.*flagged as Grammar: “safe” is a short adjective/ });
  await expect(flag).toBeVisible();
  await expect(result.getByRole("link", { name: /such rule.*such a rule/ })).toBeVisible();
  await expect(result.getByRole("link", { name: /joined by a comma \(a comma splice\)/ })).toBeVisible();
  await flag.focus();
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/#.+-\d+$/);
  await expect(result.getByRole("listitem").filter({ hasText: "say “safer”, not “more safe”" })).toBeVisible();
});

test("an essay written offline waits on the device, then is stored once with an evaluation", async ({ page, context }) => {
  test.setTimeout(300_000);
  const account = await englishLearner(page, "offline-writer");
  await openTask2(page);

  await context.setOffline(true);
  await page.getByLabel("Your answer").fill(TASK2.modelAnswer!);
  await page.getByRole("button", { name: "Submit for evaluation" }).click();
  await expect(page.getByRole("heading", { name: "Waiting to be sent: 1" })).toBeVisible();
  await expect(page.getByTestId("pending-submission")).toHaveCount(1);
  const pending = await page.evaluate(
    () => JSON.parse(localStorage.getItem("pending_ielts_submissions") ?? "[]") as Record<string, unknown>[],
  );
  expect(pending).toHaveLength(1);
  expect(pending[0]).toMatchObject({
    section: "writing",
    promptId: TASK2.id,
    task_type: "task2",
    user_writing: TASK2.modelAnswer,
    evaluation: null,
  });
  expect(pending[0]!.clientId).toEqual(expect.any(String));

  // Back online and reloaded at once: the old page's online event and the new page's first round may
  // both send the entry; the client id keeps it one submission.
  await context.setOffline(false);
  await page.reload();
  await expect(page.getByRole("heading", { name: "Waiting to be sent: 1" })).toBeHidden({ timeout: LOADED });
  await expect(page.getByTestId("submission-result")).toHaveText([/Offline estimate/], { timeout: LOADED });
  // The old page's send may be the one stored; the new page's own round, once the session is read, empties the device's list.
  await expect.poll(() => page.evaluate(() => localStorage.getItem("pending_ielts_submissions")), { timeout: LOADED }).toBeNull();
  const stored = await storedWriting(page, account);
  expect(stored).toHaveLength(1);
  expect(stored[0]).toMatchObject({ status: "evaluated", bandLabel: "offline estimate" });

  await page.getByTestId("submission-result").click();
  const dialog = page.getByRole("dialog");
  for (const name of CRITERIA) await expect(dialog.getByRole("heading", { name, exact: true })).toBeVisible();
});

test("an offline essay is sent when the browser comes back online, without a reload", async ({ page, context }) => {
  test.setTimeout(300_000);
  const account = await englishLearner(page, "reconnecting-writer");
  await openTask2(page);
  await context.setOffline(true);
  await page.getByLabel("Your answer").fill(TASK2.modelAnswer!);
  await page.getByRole("button", { name: "Submit for evaluation" }).click();
  await expect(page.getByTestId("pending-submission")).toHaveCount(1);
  await context.setOffline(false);
  await expect(page.getByTestId("pending-submission")).toHaveCount(0, { timeout: LOADED });
  await expect(page.getByTestId("submission-result")).toHaveCount(1);
  expect(await storedWriting(page, account)).toHaveLength(1);
});

/** Plays an <audio> element and reports whether its time moved on (the recording really plays). */
async function plays(page: Page, selector: string, nth = 0): Promise<boolean> {
  return page
    .locator(selector)
    .nth(nth)
    .evaluate(async (element) => {
      const audio = element as HTMLAudioElement;
      audio.muted = true;
      await audio.play();
      await new Promise((resolve) => setTimeout(resolve, 800));
      const moved = audio.currentTime > 0.2 && !audio.paused;
      audio.pause();
      return moved;
    });
}

const SPOKEN =
  "My hometown is a small city in the north of the country, near a wide river. I like it because the people are friendly and there are many parks, " +
  "although in winter it can be very cold and quite dark, so most people spend their evenings at home with their families.";

test("record a speaking answer with the fake microphone, play it back, submit and hear it again", async ({ page }) => {
  test.setTimeout(300_000);
  await englishLearner(page, "speaker");
  // Both granted before: the permissions gate in front of the test lets the learner straight through.
  await page.context().grantPermissions(["microphone", "notifications"]);
  await page.goto("/ielts/speaking?lng=en");
  await expect(page.getByRole("heading", { level: 1, name: "IELTS Speaking" })).toBeVisible({ timeout: LOADED });
  await page.getByRole("button", { name: "Start the test" }).click();
  await expect(page.getByText("Question 1 of")).toBeVisible();

  await page.getByRole("button", { name: "Record answer" }).click();
  // The fake device can take many seconds to open on a busy machine.
  await expect(page.getByText(/^Recording \d:\d\d/)).toBeVisible({ timeout: 45_000 });
  // Two seconds of the fake device's tone, read off the screen's own clock.
  await expect(page.getByText(/^Recording 0:0[2-9]/)).toBeVisible({ timeout: 10_000 });
  await page.getByRole("button", { name: "Stop recording" }).click();
  await expect(page.getByText("Recording saved to your account.")).toBeVisible({ timeout: LOADED });
  expect(await page.getByTestId("answer-playback").getAttribute("src")).toMatch(/^blob:/);
  expect(await plays(page, "[data-testid=answer-playback]")).toBe(true);
  await page.getByLabel("Transcript").fill(SPOKEN);

  await page.getByRole("button", { name: "Finish the test" }).click();
  await expect(page.getByRole("heading", { name: "Check your answers" })).toBeVisible();
  await page.getByRole("button", { name: "Submit for evaluation" }).click();
  const result = page.getByRole("article");
  await expect(result.getByRole("heading", { name: "Result: Speaking test" })).toBeVisible({ timeout: LOADED });
  await expect(result.getByText("Offline estimate", { exact: true })).toBeVisible();
  for (const name of ["Fluency and Coherence", "Lexical Resource", "Grammatical Range and Accuracy", "Pronunciation"]) {
    await expect(result.getByRole("heading", { name, exact: true })).toBeVisible();
  }
  await expect(result.getByText("Not assessed", { exact: true })).toBeVisible();
  await expect(result.getByText(/Confidence: \d+%/)).toBeVisible();
  const stored = result.getByTestId("stored-playback");
  await expect(stored).toHaveCount(1);
  expect(await stored.getAttribute("src")).toMatch(/^\/api\/audio\/recordings\/.+\?expires=\d+&signature=/);
  expect(await plays(page, "article [data-testid=stored-playback]")).toBe(true);
  await page.emulateMedia({ colorScheme: "dark" });
  await result.getByRole("heading", { name: "Result: Speaking test" }).scrollIntoViewIfNeeded();
});

test("the writing (Task 1 chart, result) and speaking screens have no serious accessibility problems, light or dark", async ({ page }) => {
  test.setTimeout(300_000);
  await englishLearner(page, "axe");
  await page.goto("/ielts/writing?lng=en");
  await expect(page.getByRole("figure")).toBeVisible({ timeout: LOADED });
  await page.getByText("Show the data as text").first().click();
  expect(await seriousViolationsInBothThemes(page)).toEqual([]);
  await page.goto("/ielts/speaking?lng=en");
  await expect(page.getByRole("button", { name: "Start the test" })).toBeVisible({ timeout: LOADED });
  expect(await seriousViolationsInBothThemes(page)).toEqual([]);
});

test.describe("on a phone", () => {
  test.use({
    viewport: { width: 390, height: 844 },
    isMobile: true,
    hasTouch: true,
    userAgent:
      "Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1",
  });

  test("the speaking and writing screens fit a phone", async ({ page }) => {
    test.setTimeout(300_000);
    await englishLearner(page, "phone");
    await page.goto("/ielts/speaking?lng=en");
    await expect(page.getByRole("heading", { level: 1, name: "IELTS Speaking" })).toBeVisible({ timeout: LOADED });
    await expect(page.getByRole("button", { name: "Start the test" })).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await openTask2(page);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await page.emulateMedia({ colorScheme: "dark" });
  });
});
