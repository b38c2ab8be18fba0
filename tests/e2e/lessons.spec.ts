import { expect, test, type Page } from "@playwright/test";
import { seriousViolations } from "./support/axe";
import { bearer, signIn } from "./support/account";
import { englishAccount, expectNoSidewaysScroll, LOADED, personBrowser } from "./support/teaching";

// Issue 15, a lesson from the teacher's builder to a learner's finish: the teacher starts a blank lesson
// from the creation choice, adds a text, a vocabulary set of two lexicon words and a one-question quiz,
// moves the quiz up by keyboard (handle, Space, ArrowUp, Space), reloads and finds the order saved,
// publishes and shares it with their class on /shared-content. A learner of the class opens it from
// /student-shared-content, adds its words to their dictionary and reviews in one click, answers the
// quiz, finishes, and gets 'Lesson completed with 100% score!'. axe on every screen it passes.

test.use({ locale: "en-US", viewport: { width: 1280, height: 900 } });

const blocks = (page: Page) => page.locator("li[data-block-id]");
const blockOrder = (page: Page) => blocks(page).locator("h3 [aria-hidden='true']").allInnerTexts();
const saved = (page: Page) => expect(page.getByRole("status").filter({ hasText: "All changes saved" })).toBeVisible({ timeout: LOADED });

async function addWord(block: ReturnType<typeof blocks>, word: string, ipa: string) {
  const search = block.getByRole("combobox", { name: "Find a word in the dictionary" });
  await search.fill(word);
  await expect(block.getByRole("option").first()).toContainText(word, { timeout: LOADED });
  await search.press("ArrowDown");
  await search.press("Enter");
  await expect(block.getByRole("listitem").filter({ hasText: word }).getByText(`/${ipa}/`)).toBeVisible({ timeout: LOADED });
}

test("a teacher builds a lesson, reorders it by keyboard, publishes and shares it; a learner adds its words and finishes it", async ({
  page,
  browser,
}) => {
  test.setTimeout(360_000);
  const teacher = await englishAccount(page, "builder", "teacher");
  await signIn(page, teacher);

  await page.goto("/lesson-builder?lng=en");
  await expect(page.getByText("You have not built anything yet.")).toBeVisible({ timeout: LOADED });
  await page.getByRole("link", { name: "New lesson" }).click();

  await expect(page.getByRole("heading", { level: 1, name: "Create a lesson" })).toBeVisible({ timeout: LOADED });
  await expect(page.getByRole("heading", { name: "IELTS Task 2 opinion essay" })).toBeVisible({ timeout: LOADED });
  await expect(page.getByRole("link", { name: "Open the custom lesson creator" })).toHaveAttribute("href", "/custom-lesson-creator");
  expect(await seriousViolations(page, { label: "lesson creation choice" })).toEqual([]);
  await page.getByRole("button", { name: "Blank lesson" }).click();

  await expect(page).toHaveURL(/\/lesson-builder\?id=/, { timeout: LOADED });
  const title = page.getByLabel("Title", { exact: true });
  await expect(title).toHaveValue("Untitled lesson", { timeout: LOADED });
  await title.fill("Linking words");
  await page.getByLabel("Level").selectOption("B2");

  await page.getByRole("button", { name: "Add Text" }).click();
  await blocks(page)
    .nth(0)
    .getByLabel("Text (Markdown)")
    .fill("## However and although\n\nUse **however** to start a contrasting sentence.");
  await expect(blocks(page).nth(0).getByRole("heading", { name: "However and although" })).toBeVisible();

  await page.getByRole("button", { name: "Add Vocabulary" }).click();
  await addWord(blocks(page).nth(1), "happy", "ˈhæpi");
  await addWord(blocks(page).nth(1), "dog", "dɔɡ");

  await page.getByRole("button", { name: "Add Quiz" }).click();
  const quiz = blocks(page).nth(2);
  await quiz.getByLabel("Question", { exact: true }).fill("Which word starts a contrasting sentence?");
  await quiz.getByLabel("Option 1", { exact: true }).fill("Moreover");
  await quiz.getByLabel("Option 2", { exact: true }).fill("However");
  await quiz.getByLabel("Right answer: option 2").check();
  await quiz.getByLabel("Explanation (shown after answering)").fill("'However' contrasts; 'moreover' adds.");
  await saved(page);
  expect(await blockOrder(page)).toEqual(["1. Text", "2. Vocabulary", "3. Quiz"]);

  // Keyboard reordering: pick the quiz up by its handle, one place up, drop.
  const handle = quiz.getByRole("button", { name: "Move block 3: Quiz" });
  await handle.focus();
  await page.keyboard.press("Space");
  await expect(handle).toHaveAttribute("aria-pressed", "true");
  await page.keyboard.press("ArrowUp");
  await expect(page.getByText("Block 3 is over position 2.")).toBeAttached();
  await page.keyboard.press("Space");
  await expect.poll(() => blockOrder(page)).toEqual(["1. Text", "2. Quiz", "3. Vocabulary"]);
  await expect(page.getByText("Block 3 was dropped at position 2.")).toBeAttached();
  await saved(page);

  await page.reload();
  await expect(title).toHaveValue("Linking words", { timeout: LOADED });
  expect(await blockOrder(page)).toEqual(["1. Text", "2. Quiz", "3. Vocabulary"]);
  await expect(blocks(page).nth(2).getByRole("listitem").getByText("/dɔɡ/")).toBeVisible({ timeout: LOADED });
  await expect(blocks(page).nth(1).getByLabel("Option 2", { exact: true })).toHaveValue("However");
  expect(await seriousViolations(page, { label: "lesson builder" })).toEqual([]);

  await page.getByLabel("Offer in the teachers' library").check();
  await page.getByRole("button", { name: "Publish", exact: true }).click();
  await expect(page.getByText(/Published on .* · Offered in the teachers' library/)).toBeVisible({ timeout: LOADED });
  await expect(page.getByRole("link", { name: "Preview as a student" })).toHaveAttribute("href", /^\/lesson\//);

  const builderUrl = page.url();

  await page.goto("/lesson-builder?lng=en");
  await expect(page.getByText("Lesson · Published · 3 blocks · B2", { exact: false })).toBeVisible({ timeout: LOADED });
  await page.getByRole("link", { name: "Edit Linking words" }).click();
  await expect(title).toHaveValue("Linking words", { timeout: LOADED });

  // A phone (iPhone user agent, 390 px): nothing in the builder scrolls sideways.
  const { context: phone, page: phonePage } = await personBrowser(browser, { phone: true });
  await signIn(phonePage, teacher);
  await phonePage.goto(builderUrl);
  await expect(phonePage.getByLabel("Title", { exact: true })).toHaveValue("Linking words", { timeout: LOADED });
  await expect(blocks(phonePage).nth(2).getByRole("listitem").getByText("/dɔɡ/")).toBeVisible({ timeout: LOADED });
  await expectNoSidewaysScroll(phonePage);
  await phone.close();

  // A class with one learner in it (made through the API: classes have their own spec).
  const created = await page.request.post("/api/classes", {
    headers: bearer(teacher),
    data: { name: "Linking group", focus: "ielts_academic" },
  });
  expect(created.status(), await created.text()).toBe(201);
  const { join_code: code } = (await created.json()) as { join_code: string };
  const { context: learnerContext, page: learnerPage } = await personBrowser(browser);
  const learner = await englishAccount(learnerPage, "lesson-learner");
  const joined = await learnerPage.request.post("/api/classes/join", { headers: bearer(learner), data: { code } });
  expect(joined.status(), await joined.text()).toBe(201);

  await page.goto("/shared-content?lng=en");
  const item = page.getByTestId("shareable-item").filter({ hasText: "Linking words" });
  await item.getByRole("button", { name: "Share Linking words" }).click({ timeout: LOADED });
  await page.getByRole("dialog", { name: "Share “Linking words”" }).getByRole("button", { name: "Share", exact: true }).click();
  await expect(item.getByText("Opened 0 of 1 · finished 0")).toBeVisible({ timeout: LOADED });

  // The learner opens it from what is shared with them.
  await signIn(learnerPage, learner);
  await learnerPage.goto("/student-shared-content?lng=en");
  const shared = learnerPage.getByTestId("shared-lesson").filter({ hasText: "Linking words" });
  await expect(shared.getByText("New", { exact: true })).toBeVisible({ timeout: LOADED });
  await shared.getByRole("link", { name: "Open Linking words" }).click();
  await expect(learnerPage.getByRole("heading", { level: 1, name: "Linking words" })).toBeVisible({ timeout: LOADED });
  await expect(learnerPage.getByText("Step 1 of 4")).toBeVisible();
  await expect(learnerPage.getByText("Preview — nothing is saved")).toHaveCount(0);
  await expect(learnerPage.getByRole("heading", { name: "However and although" })).toBeVisible();

  // The quiz the teacher moved up comes second, and the server checks the answer.
  await learnerPage.getByRole("button", { name: "Next", exact: true }).click();
  await learnerPage.getByRole("radio", { name: "However" }).check();
  await learnerPage.getByRole("button", { name: "Check answers" }).click();
  await expect(learnerPage.getByTestId("lesson-question").getByRole("status")).toContainText("Right", { timeout: LOADED });
  await expect(learnerPage.getByTestId("lesson-question").getByRole("status")).toContainText("'However' contrasts; 'moreover' adds.");
  expect(await seriousViolations(learnerPage, { label: "lesson player (learner), quiz" })).toEqual([]);

  // The words: into the dictionary and the review queue in one click.
  await learnerPage.getByRole("button", { name: "Next", exact: true }).click();
  await expect(learnerPage.getByTestId("lesson-word")).toHaveCount(2);
  await learnerPage.getByRole("button", { name: "Add all to my dictionary" }).click();
  await expect(learnerPage.getByText("Added 2 words to your dictionary and reviews.")).toBeVisible({ timeout: LOADED });
  const dictionary = (await (await learnerPage.request.get("/api/words", { headers: bearer(learner) })).json()) as {
    words: { word: string; srs: unknown }[];
  };
  expect(
    dictionary.words
      .filter((w) => w.srs !== null)
      .map((w) => w.word)
      .sort(),
  ).toEqual(["dog", "happy"]);

  await learnerPage.getByRole("button", { name: "Next", exact: true }).click();
  await learnerPage.getByRole("button", { name: "Finish lesson" }).click();
  await expect(learnerPage.getByTestId("lesson-result")).toContainText("Quiz: 1 of 1 right, 100%", { timeout: LOADED });
  await expect(learnerPage.getByText("Lesson completed with 100% score!")).toBeVisible({ timeout: LOADED });

  // The teacher's shared content counts the learner as having opened and finished it.
  await page.reload();
  await expect(item.getByText("Opened 1 of 1 · finished 1")).toBeVisible({ timeout: LOADED });
  await learnerContext.close();
});
