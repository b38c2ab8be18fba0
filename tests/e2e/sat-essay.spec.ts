import { expect, test } from "@playwright/test";
import { bearer, createAccount, signIn } from "./support/account";

// The SAT Essay on a 390 px phone against the real Worker in AI offline mode: the discontinued-essay notice,
// the draft surviving a reload, and the three scores labelled as an offline estimate.

test.use({ locale: "en-US", viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

/** How long a screen may take to load its data: the shared test machine is sometimes very busy. */
const LOADED = 60_000;

const ESSAY = [
  `In her column, Miriam Okafor argues that Millbrook should shield its outdoor lights. To persuade her neighbors she uses a personal anecdote, evidence and emotional word choice.`,
  `First, Okafor opens with an anecdote about her grandfather, who said the Milky Way "used to hang over our porch." This appeal to emotion makes the reader feel the loss, and the contrast with the "eleven stars" her daughter counted emphasizes how much has changed.`,
  `Second, the author supports her claim with evidence: a county study found that wasted light is "costing the town and its businesses about $410,000 a year." This statistic appeals to logic in order to show that the change saves money.`,
  `In conclusion, Okafor combines a story, facts and a warm tone to convince her audience that protecting the night sky is practical and right.`,
].join("\n\n");

test("a learner writes an essay and sees Reading, Analysis and Writing as an offline estimate", async ({ page }) => {
  const account = await createAccount(page.request, "sat-essay");
  expect((await page.request.patch("/api/profile", { headers: bearer(account), data: { preferredLanguage: "en" } })).status()).toBe(200);
  await signIn(page, account);
  await page.goto("/sat/essay?lng=en");
  await expect(page.getByRole("heading", { level: 1, name: "SAT Essay" })).toBeVisible({ timeout: LOADED });
  await expect(page.getByText(/discontinued in June 2021/)).toBeVisible();
  await expect(page.getByText(/offline estimate from measurable features/)).toBeVisible();

  await page.getByLabel("Passage").selectOption("sat-essay-night-sky");
  await expect(page.getByText(/how Miriam Okafor builds an argument to persuade the audience/)).toBeVisible();
  await expect(page.getByRole("timer")).toHaveText(/^(50:00|49:\d\d)$/);
  await page.getByRole("textbox", { name: "Your essay" }).fill(ESSAY);
  await page.reload();
  await page.getByLabel("Passage").selectOption("sat-essay-night-sky");
  await expect(page.getByRole("textbox", { name: "Your essay" })).toHaveValue(ESSAY, { timeout: LOADED });

  await page.getByRole("button", { name: "Submit essay" }).click();
  await expect(page.getByRole("heading", { name: "Your scores" })).toBeFocused({ timeout: LOADED });
  await expect(page.getByText("Offline estimate", { exact: true })).toBeVisible();
  for (const [id, name] of [
    ["reading", "Reading"],
    ["analysis", "Analysis"],
    ["writing", "Writing"],
  ] as const) {
    const score = page.getByTestId(`sat-essay-score-${id}`);
    await expect(score.getByText(name, { exact: true })).toBeVisible();
    await expect(score.getByText(/^[2-8] of 8$/)).toBeVisible();
    await expect(score.getByText(/^Readers: [1-4] \+ [1-4]$/)).toBeVisible();
  }
  // Nothing runs past a phone's right edge.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
});
