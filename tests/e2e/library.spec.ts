import { expect, test } from "@playwright/test";
import type { PodcastDetail } from "../../worker/contract/library";
import type { ListWordsResponse } from "../../worker/contract/words";
import { bearer, signIn } from "./support/account";
import { seriousViolations } from "./support/axe";
import { englishAccount, expectNoSidewaysScroll, LOADED, personBrowser } from "./support/teaching";

// Issue 17: the library's article and podcast seeded by the setup (content/library), its audio spoken
// into local R2. A word tapped in an article goes to SRS with its sentence; the podcast transcript
// highlights the turn being spoken as the audio's time moves (set directly, the highlight follows timeupdate).

test.use({ locale: "en-US", viewport: { width: 1280, height: 900 } });
// Each takes a few seconds; the shared test machine is sometimes very busy.
test.describe.configure({ timeout: 120_000 });

const SENTENCE =
  "City councils from northern Europe to East Asia now describe trees, parks and green roofs as infrastructure, in the same category as drains and power lines, because they do measurable work for the people who live nearby.";

test("a word tapped in an article is added to SRS with its sentence", async ({ page }) => {
  const learner = await englishAccount(page, "reader");
  await signIn(page, learner);
  await page.goto("/article/urban-green-spaces?lng=en");
  await expect(page.getByRole("heading", { level: 1, name: "Why Cities Are Making Room for Green Spaces" })).toBeVisible({
    timeout: LOADED,
  });
  await expect(page.getByText("Level B2")).toBeVisible();
  await expect(page.getByText("4 min read")).toBeVisible();

  await page.locator('[data-word="infrastructure"]').first().click();
  const card = page.getByRole("dialog", { name: "Word card" });
  await expect(card.getByRole("heading", { name: "infrastructure" })).toBeVisible({ timeout: LOADED });
  await expect(card.getByTestId("word-card-sentence")).toHaveText(SENTENCE);
  await card.getByRole("button", { name: "Add to SRS" }).click();
  await expect(card.getByRole("status")).toHaveText("“infrastructure” is in your dictionary and in SRS.");

  const res = await page.request.get("/api/words?q=infrastructure", { headers: bearer(learner) });
  const { words } = (await res.json()) as ListWordsResponse;
  expect(words.map((w) => ({ word: w.word, example: w.example, inSrs: w.srs !== null }))).toEqual([
    { word: "infrastructure", example: SENTENCE, inSrs: true },
  ]);
  await card.getByRole("button", { name: "Close" }).click();
  expect(await seriousViolations(page, { label: "/article/urban-green-spaces" })).toEqual([]);
});

test("the podcast transcript follows playback on a phone", async ({ browser }) => {
  const { context, page } = await personBrowser(browser, { phone: true });
  const learner = await englishAccount(page, "listener");
  await signIn(page, learner);
  const episode = (await (
    await page.request.get("/api/library/podcasts/sleep-and-memory", { headers: bearer(learner) })
  ).json()) as PodcastDetail;
  await page.goto("/podcast/sleep-and-memory?lng=en");
  const audio = page.locator("audio");
  await expect.poll(() => audio.evaluate((a: HTMLAudioElement) => a.readyState), { timeout: LOADED }).toBeGreaterThanOrEqual(1);
  const turns = page.getByTestId("transcript-turn");

  for (const index of [3, 8]) {
    const start = episode.transcript[index]!.startSeconds!;
    await audio.evaluate((a: HTMLAudioElement, seconds: number) => {
      a.currentTime = seconds;
    }, start + 0.5);
    await expect(turns.nth(index)).toHaveAttribute("aria-current", "true");
    await expect(page.locator('[data-testid="transcript-turn"][aria-current="true"]')).toHaveCount(1);
  }
  await expectNoSidewaysScroll(page);
  expect(await seriousViolations(page, { label: "/podcast/sleep-and-memory" })).toEqual([]);
  await context.close();
});
