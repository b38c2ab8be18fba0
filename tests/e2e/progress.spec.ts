import {
  expect as baseExpect,
  devices,
  test,
  type APIRequestContext,
  type Browser,
  type Locator,
  type Page,
  type WebSocket,
} from "@playwright/test";
import { bearer, createAccount, type TestAccount } from "./support/account";
import { seriousViolations } from "./support/axe";

// Progress and motivation against the real Worker and UserHub: events recorded by the
// server reach the open page over the tab's socket, raise the live notification and refresh the
// Overview without a reload; a review made while the page is offline arrives once after it is back.

test.use({ locale: "en-US", viewport: { width: 1280, height: 800 } });
// The machine running these is shared: lazy chunks and first API answers can take more than 5 s.
const expect = baseExpect.configure({ timeout: 30_000 });
test.describe.configure({ timeout: 240_000 });

const WORDS = ["harbour", "lantern", "meadow", "whisper"];

/**
 * A new learner, signed in through /auth (done once the screen has sent them on), whose profile
 * prefers English (a new profile prefers Russian, spec §4).
 */
async function englishLearner(page: Page, prefix: string): Promise<TestAccount> {
  const account = await createAccount(page.request, prefix);
  await page.goto("/auth?lng=en");
  await page.getByLabel("Email").fill(account.email);
  await page.getByLabel("Password", { exact: true }).fill(account.password);
  await page.getByRole("button", { name: "Sign in", exact: true }).click();
  await expect(page).not.toHaveURL(/\/auth/);
  const saved = await page.request.patch("/api/profile", { headers: bearer(account), data: { preferredLanguage: "en" } });
  expect(saved.status(), await saved.text()).toBe(200);
  return account;
}

async function addWords(request: APIRequestContext, account: TestAccount): Promise<string[]> {
  const ids: string[] = [];
  for (const word of WORDS) {
    const response = await request.post("/api/words", { headers: bearer(account), data: { word } });
    expect(response.status(), await response.text()).toBe(201);
    ids.push(((await response.json()) as { id: string }).id);
  }
  return ids;
}

/** Generates a quiz from the dictionary and answers `correct` of its 4 questions right. */
async function finishQuiz(request: APIRequestContext, account: TestAccount, correct: number): Promise<number> {
  const created = await request.post("/api/quizzes", { headers: bearer(account), data: { source: "dictionary", questionCount: 4 } });
  expect(created.status(), await created.text()).toBe(201);
  const quiz = (await created.json()) as { id: string; questions: { correctIndex: number }[] };
  const answers = quiz.questions.map((q, i) => (i < correct ? q.correctIndex : (q.correctIndex + 1) % 4));
  const saved = await request.post(`/api/quizzes/${quiz.id}/results`, { headers: bearer(account), data: { answers } });
  expect(saved.status(), await saved.text()).toBe(201);
  return ((await saved.json()) as { result: { score: number } }).result.score;
}

/** Opens `path` and waits until the tab's socket to the hub has said hello. */
async function openWithSocket(page: Page, path: string) {
  // The frame listener is attached as the socket opens, so a quick "hello" cannot slip past it.
  let onHello = () => {};
  const hello = new Promise<void>((resolve) => (onHello = resolve));
  const listen = (ws: WebSocket) => {
    if (ws.url().includes("/api/realtime")) ws.on("framereceived", (frame) => String(frame.payload).includes('"hello"') && onHello());
  };
  page.on("websocket", listen);
  await page.goto(path);
  await hello;
  page.off("websocket", listen);
}

/**
 * A second socket of the same learner, from another (online) browser, connected to the hub before it
 * returns: `progressEvent` settles when the hub pushes the next progress event to the learner's sockets.
 */
async function hubWitness(browser: Browser, account: TestAccount) {
  const context = await browser.newContext({ baseURL: test.info().project.use.baseURL });
  const page = await context.newPage();
  await page.goto("/api/health");
  await page.evaluate(async (token) => {
    const response = await fetch("/api/realtime/ticket", { method: "POST", headers: { Authorization: `Bearer ${token}` } });
    const { ticket } = (await response.json()) as { ticket: string };
    const socket = new WebSocket(`${location.origin.replace(/^http/, "ws")}/api/realtime?ticket=${encodeURIComponent(ticket)}`);
    const witness = window as unknown as { progressEvent: Promise<void> };
    witness.progressEvent = new Promise((resolve) =>
      socket.addEventListener("message", ({ data }) => String(data).includes('"progress_update"') && resolve()),
    );
    await new Promise((resolve) => socket.addEventListener("message", ({ data }) => String(data).includes('"hello"') && resolve(null)));
  }, account.accessToken);
  return {
    progressEvent: page.evaluate(() => (window as unknown as { progressEvent: Promise<void> }).progressEvent),
    close: () => context.close(),
  };
}

/** From now on, the title of every progress notice the page shows, in order (other notices are left out). */
async function recordToasts(page: Page): Promise<() => Promise<string[]>> {
  await page.evaluate(() => {
    const titles: string[] = [];
    (window as unknown as { shownToasts: string[] }).shownToasts = titles;
    const seen = new WeakSet<Element>();
    new MutationObserver(() => {
      for (const toast of document.querySelectorAll("[data-sonner-toast]")) {
        if (seen.has(toast)) continue;
        seen.add(toast);
        titles.push(toast.querySelector("[data-title]")?.textContent ?? "");
      }
    }).observe(document.body, { childList: true, subtree: true });
  });
  const progress = /^(SRS review completed!|Quiz completed with)/;
  return async () =>
    (await page.evaluate(() => (window as unknown as { shownToasts: string[] }).shownToasts)).filter((title) => progress.test(title));
}

/** The value of a summary figure on the Overview, by its label. */
const stat = (page: Page, label: string) => page.locator(`xpath=//dt[normalize-space()="${label}"]/following-sibling::dd[1]`);

test("a finished quiz raises its toast and updates the Overview without a reload", async ({ page }) => {
  const account = await englishLearner(page, "progress");
  await addWords(page.request, account);
  await openWithSocket(page, "/progress?lng=en");
  await expect(page.getByRole("heading", { level: 1, name: "Progress" })).toBeVisible();
  await expect(stat(page, "Quizzes completed")).toHaveText("0");

  const score = await finishQuiz(page.request, account, 3);
  expect(score).toBe(75);
  await expect(page.getByText(`Quiz completed with ${score}% score!`)).toBeVisible();
  await expect(stat(page, "Quizzes completed")).toHaveText("1");
  await expect(page.getByText(`Last quiz: ${score}%`)).toBeVisible();
  // The first activity also unlocks "First Step": shown after the progress toast, one at a time.
  await expect(page.getByText("Achievement Unlocked!")).toBeVisible();
  await expect(page.getByText(`Quiz completed with ${score}% score!`)).toBeHidden();
});

test("a review made while the page is offline arrives once when it is back online", async ({ page, context, browser }) => {
  const account = await englishLearner(page, "offline");
  const [wordId] = await addWords(page.request, account);
  const added = await page.request.post(`/api/words/${wordId}/srs`, { headers: bearer(account) });
  expect(added.ok(), await added.text()).toBe(true);
  await openWithSocket(page, "/progress?lng=en");
  await expect(stat(page, "SRS reviews today")).toHaveText("0");
  const shown = await recordToasts(page);
  const witness = await hubWitness(browser, account);

  await context.setOffline(true);
  const review = await page.request.post("/api/srs/reviews", {
    headers: bearer(account),
    data: { wordId, rating: "good", idempotencyKey: `review-${Date.now()}` },
  });
  expect(review.ok(), await review.text()).toBe(true);
  // The hub has pushed the event to the learner's sockets: the online one has it, the offline tab shows nothing.
  await witness.progressEvent;
  const toast = page.locator("[data-sonner-toast]", { hasText: "SRS review completed!" });
  expect(await shown()).toEqual([]);
  await witness.close();

  await context.setOffline(false);
  await expect(toast).toHaveCount(1);
  await expect(stat(page, "SRS reviews today")).toHaveText("1");
  await expect(toast).toHaveCount(0);

  // Events reach the tab in order and their notices show in order: once the quiz's notice shows, a second
  // delivery of the review's would have shown before it.
  const score = await finishQuiz(page.request, account, 4);
  await expect(page.getByText(`Quiz completed with ${score}% score!`)).toBeVisible();
  expect(await shown()).toEqual(["SRS review completed!", `Quiz completed with ${score}% score!`]);
  await expect(stat(page, "SRS reviews today")).toHaveText("1");
});

test("the Analytics tab draws its charts with data and a table for each", async ({ page }) => {
  const account = await englishLearner(page, "analytics");
  await addWords(page.request, account);
  await finishQuiz(page.request, account, 4);
  await finishQuiz(page.request, account, 2);
  await page.goto("/progress?lng=en");
  await page.getByRole("tab", { name: "Analytics" }).click();
  await expect(page).toHaveURL(/tab=analytics/);

  const daily = page.getByRole("figure", { name: "Daily activity" });
  await expect(daily).toContainText("2 activities on 1 of the last 14 days");
  await expect(daily.locator(".recharts-bar-rectangle").first()).toBeVisible();
  const scores = page.getByRole("figure", { name: /Skill scores/ });
  await expect(scores).toContainText("Vocabulary with 75%");
  await scores.getByText("Show the data as a table").click();
  await expect(scores.getByRole("row", { name: /Vocabulary 75% 2/ })).toBeVisible();
  await page.getByRole("tab", { name: "History" }).click();
  await expect(page.getByRole("row")).toHaveCount(3);
  await page
    .getByRole("button", { name: /Details of Quiz/ })
    .first()
    .click();
  const dialog = page.getByRole("dialog");
  await expect(dialog.getByText("Your answers")).toBeVisible();
  await dialog.getByRole("button", { name: "Show JSON" }).click();
  await expect(dialog.locator("pre")).toContainText('"kind": "quiz"');
});

test("home shows the words of the day, today's progress, the goal and a quote whose like survives a reload", async ({ page }) => {
  await englishLearner(page, "home");
  await page.goto("/?lng=en");
  const words = page.getByRole("region", { name: "Words of the day" });
  await expect(words.getByRole("listitem").first()).toBeVisible();
  await expect(page.getByRole("region", { name: "Progress today" })).toContainText("Activities today");
  await expect(page.getByRole("progressbar", { name: "Daily goal" })).toHaveAttribute("aria-valuetext", "0 of 3 activities");

  const quote = page.getByRole("region", { name: "Motivation of the day" });
  await expect(quote.getByRole("blockquote")).toBeVisible();
  await expect(quote.getByRole("link", { name: /inspirational-quotes \(MIT licence\)/ })).toBeVisible();
  const like = quote.getByRole("button", { name: "Like this quote" });
  await expect(like).toHaveAttribute("aria-pressed", "false");
  const liked = page.waitForResponse((r) => r.url().endsWith("/api/daily/quote/like") && r.ok());
  await like.click();
  await liked;
  await expect(like).toHaveAttribute("aria-pressed", "true");
  const text = await quote.getByRole("blockquote").textContent();

  await page.reload();
  await expect(quote.getByRole("blockquote")).toHaveText(text!);
  await expect(like).toHaveAttribute("aria-pressed", "true");

  const next = page.waitForResponse((r) => r.url().endsWith("/api/daily/quote/next") && r.ok());
  await quote.getByRole("button", { name: "Another quote" }).click();
  await next;
  await expect(quote.getByRole("blockquote")).not.toHaveText(text!);
  await page.reload();
  await expect(quote.getByRole("blockquote")).not.toHaveText(text!);
});

test("a signed-out visitor sees the hero, the features and a call to sign up, and no daily sections", async ({ page }) => {
  await page.goto("/?lng=en");
  await expect(page.getByRole("heading", { level: 1, name: "Lexora" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Platform features" })).toBeVisible();
  await expect(
    page.getByRole("region", { name: "Make every day count" }).getByRole("link", { name: "Create a free account" }),
  ).toHaveAttribute("href", "/auth?tab=signup");
  await expect(page.getByRole("region", { name: "Words of the day" })).toHaveCount(0);
});

const { defaultBrowserType: _webkit, ...iPhone } = devices["iPhone 13"];
const SCREENS: { path: string; name: string; ready: (page: Page) => Locator }[] = [
  { path: "/progress?lng=en", name: "overview", ready: (page) => page.getByRole("heading", { name: "Learning streak" }) },
  { path: "/progress?tab=analytics&lng=en", name: "analytics", ready: (page) => page.getByRole("figure", { name: "Daily activity" }) },
  { path: "/progress?tab=history&lng=en", name: "history", ready: (page) => page.getByRole("button", { name: /^Details of Quiz/ }) },
  { path: "/achievements?lng=en", name: "achievements", ready: (page) => page.getByRole("heading", { name: "Unlocked (1)" }) },
  { path: "/notifications?lng=en", name: "notifications", ready: (page) => page.getByRole("heading", { name: "Achievement Unlocked!" }) },
  { path: "/?lng=en", name: "home", ready: (page) => page.getByRole("region", { name: "Motivation of the day" }).getByRole("blockquote") },
];

// The desktop screens are scanned in both themes by tests/e2e/accessibility.spec.ts; here the phone ones, with data, dark.
test.describe("progress screens on a phone", () => {
  test.use({
    ...iPhone,
    viewport: { width: 375, height: 812 },
    hasTouch: true,
    isMobile: true,
    colorScheme: "dark",
    reducedMotion: "reduce",
  });

  test("show the learner's data with no serious accessibility problem", async ({ page }) => {
    test.setTimeout(600_000);
    const account = await englishLearner(page, "screens");
    await addWords(page.request, account);
    await finishQuiz(page.request, account, 3);
    for (const screen of SCREENS) {
      await page.goto(screen.path);
      await expect(screen.ready(page)).toBeVisible({ timeout: 60_000 });
      expect(await seriousViolations(page, { label: screen.name })).toEqual([]);
    }

    await page.goto("/notifications?lng=en");
    // The quiz, First Step, and the day and words streaks.
    await expect(page.getByText(/^\d+ unread$/)).toHaveText("4 unread");
    await page.getByRole("button", { name: "Mark as read: Achievement Unlocked!" }).click();
    await expect(page.getByText("3 unread")).toBeVisible();
    await page.getByRole("button", { name: "Mark all as read" }).click();
    await expect(page.getByText("0 unread")).toBeVisible();
  });
});
