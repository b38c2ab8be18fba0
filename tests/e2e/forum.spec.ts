import { expect, test } from "@playwright/test";
import { signIn } from "./support/account";
import { appointForumModerator } from "./support/local-d1";
import { seriousViolations } from "./support/axe";
import { englishAccount, expectNoSidewaysScroll, LOADED, personBrowser } from "./support/teaching";

// Issue 18, forum: a learner asks a question; another learner, on a phone, opens its shareable link and
// answers; the answer appears in the asker's open thread without a reload, and the asker accepts it.
// The answerer reports the question; an appointed moderator finds the report in the moderation
// queue and hides it, after which the answerer no longer sees it and the asker sees it marked hidden.

// Unique per run: the e2e database keeps earlier runs' posts and reports.
const TITLE = `How do I link paragraphs in Task 2? (${Date.now().toString(36)})`;

test.use({ locale: "en-US", viewport: { width: 1280, height: 900 } });

test("ask, answer from another account live, accept, report and hide as a moderator", async ({ page, browser }) => {
  test.setTimeout(300_000);
  const asker = await englishAccount(page, "asker");
  await signIn(page, asker);
  await page.goto("/forum?lng=en");
  await expect(page.getByRole("heading", { name: "Forum", level: 1 })).toBeVisible({ timeout: LOADED });
  await expect(page.getByRole("tab", { name: "Newest" })).toBeVisible();
  expect(await seriousViolations(page, { label: "/forum" })).toEqual([]);

  await page.getByRole("button", { name: "Ask a question" }).click();
  const ask = page.getByRole("dialog", { name: "Ask a question" });
  await ask.getByLabel("Title").fill(TITLE);
  await ask.getByLabel("Category").selectOption({ label: "IELTS Writing" });
  await ask.getByLabel("Tags").fill("cohesion, task-2");
  await ask
    .getByLabel("Your question")
    .fill('My paragraphs feel **choppy**. <img src=x onerror="window.forumXss=1"><script>window.forumXss=2</script>');
  expect(await seriousViolations(page, { label: "/forum ask dialog" })).toEqual([]);
  await ask.getByRole("button", { name: "Post the question" }).click();

  await expect(page).toHaveURL(/\/forum\?post=[\w-]+/, { timeout: LOADED });
  await expect(page.getByRole("heading", { name: TITLE, level: 1 })).toBeVisible({ timeout: LOADED });
  await expect(page.locator("strong", { hasText: "choppy" })).toBeVisible();
  await expect(page.getByRole("article").locator("img, script")).toHaveCount(0);
  expect(await page.evaluate(() => (window as { forumXss?: number }).forumXss)).toBeUndefined();
  await expect(page.getByRole("link", { name: "#cohesion" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "0 answers" })).toBeVisible();
  expect(await seriousViolations(page, { label: "/forum thread" })).toEqual([]);
  const threadUrl = page.url();

  // Another learner answers on a phone, from the shared link.
  const { context: answererContext, page: phone } = await personBrowser(browser, { phone: true });
  const answerer = await englishAccount(phone, "answerer");
  await signIn(phone, answerer);
  await phone.goto(`${new URL(threadUrl).pathname}${new URL(threadUrl).search}&lng=en`);
  await expect(phone.getByRole("heading", { name: TITLE, level: 1 })).toBeVisible({ timeout: LOADED });
  await phone.getByLabel("Your answer").fill("Use *linking words* such as however and moreover.");
  await phone.getByRole("button", { name: "Post the answer" }).click();
  await expect(phone.getByRole("heading", { name: "1 answer" })).toBeVisible({ timeout: LOADED });
  await expectNoSidewaysScroll(phone);

  // Live: the asker's open thread shows the answer without a reload, and the asker gets the toast. Sooner
  // than the thread's 30 s safety poll (src/features/forum/use-thread-live.ts): the hub event brings it.
  const answer = page.getByTestId("forum-reply").filter({ hasText: "such as however" });
  await expect(answer).toBeVisible({ timeout: 20_000 });
  await expect(page.getByText(`replied to “${TITLE}”`)).toBeVisible({ timeout: LOADED });
  await answer.getByRole("button", { name: "Accept this answer" }).click();
  await expect(answer.getByText("Accepted answer")).toBeVisible({ timeout: LOADED });

  // The answerer reports the question.
  await phone.reload();
  await expect(phone.getByTestId("forum-reply").getByText("Accepted answer")).toBeVisible({ timeout: LOADED });
  await phone.getByRole("button", { name: "Report the question" }).click();
  const reportDialog = phone.getByRole("dialog", { name: "Report this question" });
  await reportDialog.getByLabel("Why are you reporting it?").fill("Posted in the wrong place");
  await reportDialog.getByRole("button", { name: "Send the report" }).click();
  await expect(reportDialog.getByText("the moderators have your report")).toBeVisible({ timeout: LOADED });
  await reportDialog.getByRole("button", { name: "Done" }).click();

  // A moderator hides it from the moderation queue.
  const { context: moderatorContext, page: moderatorPage } = await personBrowser(browser);
  const moderator = await englishAccount(moderatorPage, "moderator");
  await appointForumModerator(moderator.email);
  await signIn(moderatorPage, moderator);
  await moderatorPage.goto("/forum?lng=en");
  await moderatorPage.getByRole("tab", { name: "Moderation" }).click({ timeout: LOADED });
  const report = moderatorPage.getByTestId("forum-report").filter({ hasText: TITLE });
  await expect(report.getByText(/Posted in the wrong place/)).toBeVisible({ timeout: LOADED });
  expect(await seriousViolations(moderatorPage, { label: "/forum moderation" })).toEqual([]);
  await report.getByRole("button", { name: "Hide" }).click();
  await expect(report).toHaveCount(0, { timeout: LOADED });

  await phone.reload();
  await expect(phone.getByText("This question does not exist or was removed.")).toBeVisible({ timeout: LOADED });
  await page.reload();
  await expect(page.getByText("Hidden by a moderator: only you and moderators see it")).toBeVisible({ timeout: LOADED });

  await answererContext.close();
  await moderatorContext.close();
});

test("the forum on a 390 px phone: nothing sideways, and a signed-out visitor is asked to sign in", async ({ browser }) => {
  test.setTimeout(120_000);
  const { context, page } = await personBrowser(browser, { phone: true });
  await page.goto("/forum?lng=en");
  await expect(page.getByTestId("sign-in-prompt")).toBeVisible({ timeout: LOADED });
  const learner = await englishAccount(page, "phone");
  await signIn(page, learner);
  await page.goto("/forum?lng=en");
  await expect(page.getByRole("button", { name: "Ask a question" })).toBeVisible({ timeout: LOADED });
  await expectNoSidewaysScroll(page);
  expect(await seriousViolations(page, { label: "/forum phone" })).toEqual([]);
  await context.close();
});
