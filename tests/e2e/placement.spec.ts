import { readFileSync } from "node:fs";
import { expect, test } from "@playwright/test";
import { bearer, createAccount, signIn } from "./support/account";
import { seriousViolations } from "./support/axe";

type Item = { prompt: string; options: string[]; answer: number };
const items: Item[] = (JSON.parse(readFileSync("content/placement/items.json", "utf8")) as { items: Item[] }).items;

test("the placement test, answered like a C2 learner, changes the level of the words of the day", async ({ page }) => {
  // Twenty answers, each a round trip to the server, and two axe scans: slow on a busy 2-core machine.
  test.setTimeout(120_000);
  const account = await createAccount(page.request, "placement");
  const profile = await page.request.patch("/api/profile", { headers: bearer(account), data: { preferredLanguage: "en" } });
  expect(profile.ok(), await profile.text()).toBe(true);
  await signIn(page, account);
  await page.goto("/");
  const level = page.getByText(/^Level [ABC][12] —/);
  await expect(level).toHaveText("Level B1 — take the placement test to set it");
  await expect(page.getByText("Word levels come from the CEFR-J Vocabulary Profile.")).toBeVisible();
  const wordsBefore = await page.locator('section[aria-labelledby="home-words-title"] li span[lang=en]').allTextContents();

  await page.goto("/test");
  await page.getByRole("button", { name: "Start the test" }).click();
  const question = page.getByTestId("placement-question");
  for (let n = 1; n <= 20; n += 1) {
    await expect(question.getByText(`Question ${n} of 20`)).toBeVisible();
    if (n === 1) expect(await seriousViolations(page, { include: "main", label: "placement question" })).toEqual([]);
    const prompt = await question.getByRole("heading").textContent();
    const item = items.find((i) => i.prompt === prompt)!;
    await question.getByRole("radio", { name: item.options[item.answer], exact: true }).check();
    await question.getByRole("button", { name: "Answer" }).click();
  }
  const result = page.getByTestId("placement-result");
  await expect(result.getByText("Level C2")).toBeVisible();
  await expect(result.getByText("Indicative IELTS band: 8.5–9")).toBeVisible();
  // The level now changes at most once a day, and the page says until when.
  await expect(page.getByTestId("placement-level-rule")).toContainText("does not change your level");
  expect(await seriousViolations(page, { include: "main", label: "placement result" })).toEqual([]);

  await result.getByRole("link", { name: "Words of the day for your level" }).click();
  await expect(level).toHaveText("Level C2 — from your placement test");
  await expect(
    page.getByText("The CEFR-J Vocabulary Profile ends at B2: words for C2 are less common general words beyond it."),
  ).toBeVisible();
  await expect(page.locator('section[aria-labelledby="home-words-title"] li span[lang=en]').first()).toBeVisible();
  expect(await page.locator('section[aria-labelledby="home-words-title"] li span[lang=en]').allTextContents()).not.toEqual(wordsBefore);
});
