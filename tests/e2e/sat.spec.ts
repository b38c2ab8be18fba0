import { expect, test, type Page } from "@playwright/test";
import { readFileSync } from "node:fs";
import { bearer, createAccount, type TestAccount } from "./support/account";
import { seriousViolations } from "./support/axe";

// A whole section in the browser on a shared, busy machine: more time than a page check.
test.describe.configure({ timeout: 240_000 });
const SLOW = { timeout: 60_000 };

type Item = { id: string; answer: string };
const content = JSON.parse(readFileSync("content/sat/reading-writing-1.json", "utf8")) as {
  title: string;
  modules: Record<"module1" | "module2_harder", Item[]>;
};

async function englishLearner(page: Page): Promise<TestAccount> {
  const account = await createAccount(page.request, "sat");
  const patched = await page.request.patch("/api/profile", { headers: bearer(account), data: { preferredLanguage: "en" } });
  expect(patched.ok()).toBe(true);
  await page.goto("/auth?lng=en");
  await page.getByLabel("Email").fill(account.email, SLOW);
  await page.getByLabel("Password", { exact: true }).fill(account.password);
  await page.getByRole("button", { name: "Sign in", exact: true }).click();
  await expect(page.getByRole("banner").getByRole("button", { name: account.name })).toBeVisible(SLOW);
  return account;
}

/** Saves answers through the API, as the screen does when they are given, to keep the test short. */
async function saveAnswers(page: Page, account: TestAccount, attemptId: string, module: string, items: Item[]) {
  const res = await page.request.put(`/api/sat/attempts/${attemptId}/answers`, {
    headers: bearer(account),
    data: { module, answers: Object.fromEntries(items.map((q) => [q.id, q.answer])) },
  });
  expect(res.ok(), await res.text()).toBe(true);
}

/** Starts a full section attempt through the API, as the section page's start button does. */
async function startAttempt(page: Page, account: TestAccount, section: "math" | "reading_writing", testId: string): Promise<string> {
  const started = await page.request.post("/api/sat/attempts", { headers: bearer(account), data: { section, testId, mode: "full" } });
  expect(started.ok(), await started.text()).toBe(true);
  return ((await started.json()) as { attempt: { id: string } }).attempt.id;
}

const timerSeconds = async (page: Page) => Number(await page.getByTestId("sat-timer").getAttribute("data-seconds"));

test("Reading and Writing: module 1 done well leads to the harder module 2, a reload keeps the time left, the results explain every answer", async ({
  page,
}) => {
  const account = await englishLearner(page);
  await page.goto("/sat/reading");
  await page.getByRole("button", { name: "Start the test" }).first().click(SLOW);
  const heading = page.getByRole("heading", { name: "Reading and Writing · Module 1 of 2" });
  await expect(heading).toBeVisible(SLOW);
  const attemptId = new URL(page.url()).searchParams.get("attempt")!;

  // 25 of the 27 answers saved as the screen saves them; the last two given on screen after a reload.
  const module1 = content.modules.module1;
  await saveAnswers(page, account, attemptId, "module1", module1.slice(0, 25));
  await expect(page.getByTestId("sat-timer")).not.toHaveAttribute("data-seconds", String(32 * 60));
  const before = await timerSeconds(page);
  await page.reload();
  await expect(heading).toBeVisible(SLOW);
  const after = await timerSeconds(page);
  expect(Math.abs(before - after)).toBeLessThanOrEqual(2);

  const navigator = page.getByRole("navigation", { name: "Questions of this module" });
  await expect(navigator.getByRole("button", { name: "Question 25, answered" })).toBeVisible();
  expect(await seriousViolations(page, { label: "SAT Reading and Writing module" })).toEqual([]);
  for (const number of [26, 27]) {
    await navigator.getByRole("button", { name: `Question ${number}, not answered` }).click();
    await page.getByRole("radio", { name: new RegExp(`^${module1[number - 1]!.answer} `) }).check();
  }
  await page.getByRole("button", { name: "Mark for review" }).click();
  await expect(navigator.getByRole("button", { name: "Question 27, answered, marked for review" })).toBeVisible();
  await page.getByRole("button", { name: "Review and submit" }).click();

  const submitted = page.waitForResponse((r) => r.url().includes("/modules/module1/submit"));
  await page.getByRole("button", { name: "Submit module 1" }).click();
  expect(((await (await submitted).json()) as { attempt: { module: string } }).attempt.module).toBe("module2_harder");
  await expect(page.getByRole("heading", { name: "Reading and Writing · Module 2 of 2" })).toBeVisible(SLOW);

  await saveAnswers(page, account, attemptId, "module2_harder", content.modules.module2_harder.slice(0, 20));
  await page
    .getByRole("navigation", { name: "Questions of this module" })
    .getByRole("button", { name: /^Question 27,/ })
    .click();
  await page.getByRole("button", { name: "Review and submit" }).click();
  await page.getByRole("button", { name: "Submit module 2" }).click();

  await expect(page.getByRole("heading", { name: "Reading and Writing: your results" })).toBeVisible(SLOW);
  await expect(page.getByText("Estimated section score (200–800)")).toBeVisible();
  await expect(page.getByText(/^Likely range: \d{3}–\d{3}$/)).toBeVisible();
  await expect(page.getByText(/This is an estimate, not an official SAT score/)).toBeVisible();
  await expect(page.getByRole("table", { name: "Raw score by module" })).toContainText("27 of 27");
  await page.getByText("Module 2 (harder) · Question 21").click();
  await expect(page.getByRole("heading", { name: "Why the other choices are wrong" }).first()).toBeVisible();
  expect(await seriousViolations(page, { label: "SAT results" })).toEqual([]);
});

test("Math: the module typesets its maths, the calculator and the grapher open beside the question, without a serious axe finding", async ({
  page,
}) => {
  const account = await englishLearner(page);
  const attemptId = await startAttempt(page, account, "math", "sat-math-1");

  await page.goto(`/sat/math?attempt=${attemptId}`);
  await expect(page.getByRole("heading", { name: "Math · Module 1 of 2" })).toBeVisible(SLOW);
  // "If $3x + 7 = 22$, what is the value of $x$?" typeset by KaTeX, with its MathML for screen readers.
  await expect(page.locator(".katex math").first()).toBeAttached(SLOW);
  expect(await seriousViolations(page, { label: "SAT Math module" })).toEqual([]);

  await page.getByTestId("sat-math-tools").getByRole("button", { name: "Calculator" }).click();
  const panel = page.getByTestId("sat-math-panel");
  await panel.getByLabel("Expression").fill("sqrt(16) + 2^3");
  await panel.getByLabel("Expression").press("Enter");
  await expect(panel.getByText("sqrt(16) + 2^3 = 12").first()).toBeVisible(SLOW);
  // Beside the question, which stays answerable while the tool is open.
  await page.getByRole("radio", { name: /^C / }).check();
  expect(await seriousViolations(page, { label: "SAT calculator" })).toEqual([]);

  // The grapher draws y = x² − 3 (function-plot) and names its zeros, ±√3.
  await page.getByTestId("sat-math-tools").getByRole("button", { name: "Graphing" }).click();
  await panel.getByLabel("Line 1").fill("x^2 - 3");
  await expect(panel.getByText("y = x^2 - 3 crosses the x-axis at (-1.7321, 0), (1.7321, 0).")).toBeVisible(SLOW);
  await expect(panel.getByTestId("sat-graph").locator("path.line")).toHaveCount(1, SLOW);
  expect(await seriousViolations(page, { label: "SAT grapher" })).toEqual([]);
});

test("a module finished offline waits on the device, is submitted on reconnect and scored once", async ({ page, context }) => {
  const account = await englishLearner(page);
  // Module 1 and module 2's answers through the API, as the screen sends them; the last submit on screen.
  const attemptId = await startAttempt(page, account, "reading_writing", "sat-reading-writing-1");
  const module1 = await page.request.post(`/api/sat/attempts/${attemptId}/modules/module1/submit`, {
    headers: bearer(account),
    data: {
      clientId: "e2e-offline-module1",
      answers: Object.fromEntries(content.modules.module1.map((q) => [q.id, q.answer])),
    },
  });
  expect(module1.ok(), await module1.text()).toBe(true);
  await saveAnswers(page, account, attemptId, "module2_harder", content.modules.module2_harder);

  await page.goto(`/sat/reading?attempt=${attemptId}`);
  await expect(page.getByRole("heading", { name: "Reading and Writing · Module 2 of 2" })).toBeVisible(SLOW);
  await page
    .getByRole("navigation", { name: "Questions of this module" })
    .getByRole("button", { name: /^Question 27,/ })
    .click();
  await page.getByRole("button", { name: "Review and submit" }).click();

  await context.setOffline(true);
  await page.getByRole("button", { name: "Submit module 2" }).click();
  await expect(page.getByRole("heading", { name: "Module 2 is finished" })).toBeVisible();
  await expect(page.getByText(/^You are offline\. Your answers are kept on this device/)).toBeVisible();
  const waiting = () => page.evaluate(() => JSON.parse(localStorage.getItem("pending_ielts_submissions") ?? "[]").length as number);
  expect(await waiting()).toBe(1);

  await context.setOffline(false);
  await expect(page.getByRole("heading", { name: "Reading and Writing: your results" })).toBeVisible(SLOW);
  await expect(page.getByRole("table", { name: "Raw score by module" })).toContainText("27 of 27");
  expect(await waiting()).toBe(0);

  // The server's state: the section finished with both modules scored, one progress event.
  const attempt = await page.request.get(`/api/sat/attempts/${attemptId}`, { headers: bearer(account) });
  expect(((await attempt.json()) as { attempt: unknown }).attempt).toMatchObject({
    status: "completed",
    submitted: [
      { module: "module1", correct: 27, total: 27 },
      { module: "module2_harder", correct: 27, total: 27 },
    ],
  });
  const history = await page.request.get("/api/progress/history?kind=sat", { headers: bearer(account) });
  const items = ((await history.json()) as { items: { type: string; ref?: { id: string } }[] }).items;
  expect(items.filter((item) => item.ref?.id === attemptId).map((item) => item.type)).toEqual(["sat_reading_writing_completed"]);
});

test("practice by skill checks an answer at once, and a reload resumes the set at the next question", async ({ page }) => {
  await englishLearner(page);
  await page.goto("/sat/practice?section=reading_writing");
  // A skill's own button ("Practise Words in Context"), not a whole domain's ("Practise all its skills: …").
  await page
    .getByRole("button", { name: /^Practise (?!all its skills)/ })
    .first()
    .click();
  const progress = page.getByText(/^Question \d+ of \d+ · Score \d+ of \d+$/);
  await expect(progress).toHaveText(/^Question 1 of \d+ · Score 0 of 0$/, SLOW);
  await expect(page).toHaveURL(/[?&]set=[0-9a-f-]{36}/);

  await page.getByRole("radio").first().check();
  await page.getByRole("button", { name: "Check answer" }).click();
  await expect(page.getByRole("heading", { name: "Feedback" })).toBeVisible(SLOW);
  await expect(progress).toHaveText(/^Question 1 of \d+ · Score [01] of 1$/);

  // The set is in the address and its verdicts on the server: a reload carries on after the checked question.
  await page.reload();
  await expect(progress).toHaveText(/^Question 2 of \d+ · Score [01] of 1$/, SLOW);
  await expect(page.getByRole("heading", { name: "Feedback" })).toHaveCount(0);

  await page.getByRole("button", { name: "Choose another skill" }).click();
  await expect(page).not.toHaveURL(/[?&]set=/);
  await expect(page.getByRole("button", { name: /^Practise (?!all its skills)/ }).first()).toBeVisible();
});
