import { expect as baseExpect, devices, test, type Page } from "@playwright/test";
import { readFile } from "node:fs/promises";
import { bearer, createAccount, type TestAccount } from "./support/account";
import { seriousViolationsInBothThemes } from "./support/axe";

// Each test is a whole user flow (sign-up included) on a machine shared with other builds.
test.describe.configure({ timeout: 240_000 });
const expect = baseExpect.configure({ timeout: 15_000 });

/**
 * Signs a new learner in through /auth with an English interface (a new profile's language is
 * Russian) and opens the dictionary; waits as long as a busy machine needs.
 */
async function openDictionary(page: Page): Promise<TestAccount> {
  const account = await createAccount(page.request, "dictionary");
  await page.goto("/auth?lng=en");
  await page.getByLabel("Email").fill(account.email);
  await page.getByLabel("Password", { exact: true }).fill(account.password);
  await page.getByRole("button", { name: "Sign in", exact: true }).click();
  await expect(page.getByRole("banner").getByRole("button", { name: account.name })).toBeVisible({ timeout: 30_000 });
  const saved = await page.request.patch("/api/profile", { headers: bearer(account), data: { preferredLanguage: "en" } });
  expect(saved.ok(), await saved.text()).toBe(true);
  await page.goto("/dictionary?lng=en");
  await expect(page.getByRole("heading", { level: 1, name: "Dictionary" })).toBeVisible({ timeout: 20_000 });
  await expect(page.getByTestId("count-total")).toBeVisible({ timeout: 20_000 });
  return account;
}

const addWordViaApi = async (page: Page, account: TestAccount, word: string, categoryId?: string) => {
  const response = await page.request.post("/api/words", {
    headers: bearer(account),
    data: { word, ...(categoryId ? { categoryId } : {}) },
  });
  expect(response.status(), await response.text()).toBe(201);
};

const toast = (page: Page, text: string) => page.getByRole("region", { name: /Notifications/ }).getByText(text, { exact: true });

test("a learner adds a word with autocomplete, adds it to SRS and sees until when", async ({ page }) => {
  await openDictionary(page);
  await expect(page.getByText("Your dictionary is empty")).toBeVisible();

  await page.getByRole("button", { name: "Add word" }).first().click();
  const word = page.getByRole("combobox", { name: "Word" });
  await page.getByRole("button", { name: "Add to dictionary" }).click();
  await expect(page.getByText("Enter a word.")).toBeVisible();

  await word.fill("serendip");
  const suggestion = page.getByRole("option", { name: /serendipity/ });
  await expect(suggestion).toBeVisible();
  await expect(word).toHaveAttribute("aria-expanded", "true");
  await word.press("ArrowDown");
  await expect(suggestion).toHaveAttribute("aria-selected", "true");
  await word.press("Enter");
  await expect(word).toHaveValue("serendipity");
  await expect(page.getByLabel("Definition", { exact: true })).toHaveValue(/fortunate discoveries/);
  await expect(page.getByLabel("IPA", { exact: true })).toHaveValue("ˌsɛrənˈdɪpɪti");
  await expect(page.getByLabel("Difficulty", { exact: true })).toHaveValue("Hard");

  await page.getByRole("button", { name: "Add to dictionary" }).click();
  await expect(toast(page, "“serendipity” added to General.")).toBeVisible();
  const row = page.getByRole("article", { name: "serendipity" });
  await expect(row).toBeVisible();
  await expect(row.getByText("no date")).toBeVisible();
  await expect(page.getByTestId("count-total")).toHaveText("1");

  // The same word again in the same category is refused with a clear message.
  await word.fill("Serendipity");
  await page.getByRole("button", { name: "Add to dictionary" }).click();
  await expect(page.getByText("“Serendipity” is already in the category “General”.")).toBeVisible();
  await expect(page.getByTestId("count-total")).toHaveText("1");

  await row.getByRole("button", { name: "Add to SRS" }).click();
  await expect(toast(page, "Word added to SRS")).toBeVisible();
  const today = await page.evaluate(() => new Intl.DateTimeFormat("en", { dateStyle: "medium" }).format(new Date()));
  await expect(row.getByText(`in SRS until ${today}`)).toBeVisible();
  await expect(row.getByRole("button", { name: "Add to SRS" })).toHaveCount(0);
  await expect(page.getByTestId("count-srs")).toHaveText("1");

  // Still there after a reload: it was saved, not only shown.
  await page.reload();
  await expect(page.getByRole("article", { name: "serendipity" }).getByText(`in SRS until ${today}`)).toBeVisible();

  await page.getByRole("tab", { name: "Review Words" }).click();
  await expect(page).toHaveURL(/tab=review/);
  await expect(page.getByRole("tab", { name: "Review Words", selected: true })).toBeVisible();
});

test("categories are added, renamed and deleted, and the deleted one's words move to General", async ({ page }) => {
  const account = await openDictionary(page);
  await page.getByRole("button", { name: "Categories" }).click();
  const dialog = page.getByRole("dialog", { name: "Manage categories" });
  await expect(dialog.getByText("General cannot be renamed or deleted")).toBeVisible();
  await expect(dialog.getByRole("button", { name: /Rename General|Delete General/ })).toHaveCount(0);

  await dialog.getByLabel("New category").fill("   ");
  await dialog.getByRole("button", { name: "Add", exact: true }).click();
  await expect(dialog.getByText("Enter a category name.")).toBeVisible();
  await dialog.getByLabel("New category").fill("x".repeat(61));
  await dialog.getByRole("button", { name: "Add", exact: true }).click();
  await expect(dialog.getByText("A category name can be at most 60 characters.")).toBeVisible();

  await dialog.getByLabel("New category").fill("  Travel  ");
  await dialog.getByRole("button", { name: "Add", exact: true }).click();
  const outcome = dialog.getByRole("status");
  await expect(outcome).toHaveText('Category "Travel" added.');
  // The list shows the new category once it is read again (the dialog grows, and its Add button moves).
  await expect(dialog.getByRole("button", { name: "Rename Travel" })).toBeVisible();
  await dialog.getByLabel("New category").fill("travel");
  await dialog.getByRole("button", { name: "Add", exact: true }).click();
  await expect(dialog.getByText("A category named “Travel” already exists.")).toBeVisible();

  const categories = (await (await page.request.get("/api/categories", { headers: bearer(account) })).json()) as {
    categories: { id: string; name: string }[];
  };
  const travel = categories.categories.find((c) => c.name === "Travel")!;
  await addWordViaApi(page, account, "airport", travel.id);

  await dialog.getByRole("button", { name: "Rename Travel" }).click();
  await dialog.getByLabel("New name for Travel").fill("Trips");
  await dialog.getByLabel("New name for Travel").press("Enter");
  await expect(outcome).toHaveText('Category renamed to "Trips".');

  await dialog.getByRole("button", { name: "Delete Trips" }).click();
  await dialog.getByRole("button", { name: "Delete category" }).click();
  await expect(outcome).toHaveText('Category "Trips" deleted. Words moved to "General".');
  await page.keyboard.press("Escape");

  await page.getByRole("button", { name: "Refresh" }).click();
  const airport = page.getByRole("article", { name: "airport" });
  await expect(airport.getByText("General", { exact: true })).toBeVisible();
  await expect(page.getByRole("combobox", { name: "Category" }).locator("option")).toHaveText(["All categories", "General, words: 1"]);
});

test("the list filters by category, sorts both ways, and a word is copied, edited and deleted", async ({ page, context }) => {
  await context.grantPermissions(["clipboard-read", "clipboard-write"]);
  const account = await openDictionary(page);
  const created = await page.request.post("/api/categories", { headers: bearer(account), data: { name: "Animals" } });
  const animals = (await created.json()) as { id: string };
  for (const word of ["banana", "apple"]) await addWordViaApi(page, account, word);
  await addWordViaApi(page, account, "cat", animals.id);
  await page.getByRole("button", { name: "Refresh" }).click();

  const names = page.getByRole("list", { name: "Your words" }).getByRole("heading", { level: 3 });
  await expect(names).toHaveText(["cat", "apple", "banana"]);
  await page.getByRole("combobox", { name: "Sort by" }).selectOption("word");
  await expect(names).toHaveText(["cat", "banana", "apple"]);
  await page.getByRole("button", { name: /^Order: Descending/ }).click();
  await expect(names).toHaveText(["apple", "banana", "cat"]);
  await page.getByRole("combobox", { name: "Category" }).selectOption({ label: "Animals, words: 1" });
  await expect(names).toHaveText(["cat"]);
  await expect(page.getByTestId("count-shown")).toHaveText("1");
  await expect(page.getByTestId("count-total")).toHaveText("3");
  await page.getByRole("combobox", { name: "Category" }).selectOption({ label: "All categories" });
  await page.getByRole("searchbox", { name: "Search your words" }).fill("AN");
  await expect(names).toHaveText(["banana"]);
  await page.getByRole("searchbox", { name: "Search your words" }).fill("");
  await expect(names).toHaveCount(3);

  await page.getByRole("button", { name: "Copy “apple”" }).click();
  await expect(toast(page, "Copied “apple”.")).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe("apple");

  await page.getByRole("tab", { name: "Edit Words" }).click();
  await expect(page.getByText("For advanced users")).toBeVisible();
  const definition = page.getByRole("textbox", { name: "Definition of “banana”" });
  await definition.fill("a long yellow fruit");
  await definition.press("Enter");
  await expect(toast(page, "Changes to “banana” saved.")).toBeVisible();
  await page.getByRole("textbox", { name: "Word of “banana”" }).fill("apple");
  await page.getByRole("form", { name: "Edit “banana”" }).getByRole("button", { name: "Save" }).click();
  await expect(page.getByText("Not saved: “apple” is already in the category “General”.")).toBeVisible();
  await page.getByRole("form", { name: "Edit “banana”" }).getByRole("button", { name: "Discard" }).click();

  await page.getByRole("tab", { name: "Words", exact: true }).click();
  await expect(page.getByRole("article", { name: "banana" }).getByText("a long yellow fruit")).toBeVisible();
  await page.getByRole("button", { name: "Delete “banana”" }).click();
  await page.getByRole("dialog", { name: "Delete “banana”?" }).getByRole("button", { name: "Delete" }).click();
  await expect(toast(page, "Word deleted.")).toBeVisible();
  await expect(names).toHaveText(["apple", "cat"]);
  await expect(page.getByTestId("count-total")).toHaveText("2");
});

test("a Quizlet file is imported with a report of its rows, and the dictionary is exported as CSV and for Anki", async ({ page }) => {
  await openDictionary(page);
  await page.getByRole("button", { name: "Import" }).click();
  const dialog = page.getByRole("dialog", { name: "Import words" });
  const quizlet = "ephemeral\tlasting a very short time\r\nubiquitous\tpresent everywhere\r\nEphemeral\tagain\r\n\tno word here\r\n";
  await dialog.getByLabel("File").setInputFiles({ name: "quizlet.txt", mimeType: "text/plain", buffer: Buffer.from(quizlet) });
  await dialog.getByRole("button", { name: "Import", exact: true }).click();
  const report = dialog.getByRole("status", { name: "Import report" });
  await expect(report.getByText("Words added: 2 (rows read: 4)")).toBeVisible();
  await expect(report.getByText("Duplicates ignored: 1")).toBeVisible();
  await expect(report.getByText("Rows with errors: 1")).toBeVisible();
  await expect(report.getByRole("row", { name: "4 The row has no word." })).toBeVisible();

  const tooMany = Array.from({ length: 10_001 }, (_, i) => `word${i}\tmeaning ${i}`).join("\n");
  await dialog.getByLabel("File").setInputFiles({ name: "big.tsv", mimeType: "text/tab-separated-values", buffer: Buffer.from(tooMany) });
  await dialog.getByRole("button", { name: "Import", exact: true }).click();
  await expect(
    dialog.getByText(
      "Import failed: The file is too large: at most 10,000 rows can be imported at once. Split the file and import the parts.",
    ),
  ).toBeVisible();
  await dialog.getByRole("button", { name: "Cancel" }).click();

  await expect(page.getByRole("article", { name: "ephemeral" }).getByText("lasting a very short time")).toBeVisible();
  await expect(page.getByRole("article", { name: "ubiquitous" })).toBeVisible();
  await expect(page.getByTestId("count-total")).toHaveText("2");

  await page.getByRole("button", { name: "Export" }).click();
  const [csv] = await Promise.all([page.waitForEvent("download"), page.getByRole("menuitem", { name: "CSV file" }).click()]);
  expect(csv.suggestedFilename()).toBe("lexora-words.csv");
  const csvText = await readFile((await csv.path())!, "utf8");
  expect(csvText.split(/\r?\n/)[0]).toContain("word,definition,category,difficulty");
  expect(csvText).toContain("ephemeral,lasting a very short time,General");

  await page.getByRole("button", { name: "Export" }).click();
  const [anki] = await Promise.all([page.waitForEvent("download"), page.getByRole("menuitem", { name: "Anki text file" }).click()]);
  expect(anki.suggestedFilename()).toBe("lexora-words-anki.txt");
  expect(await readFile((await anki.path())!, "utf8")).toContain("ubiquitous");
});

test("pronunciation that the browser cannot play says so", async ({ page }) => {
  await page.addInitScript(() => {
    Object.defineProperty(window, "speechSynthesis", { value: undefined });
  });
  const account = await openDictionary(page);
  await addWordViaApi(page, account, "hello");
  await page.getByRole("button", { name: "Refresh" }).click();
  await page.getByRole("button", { name: "Play the pronunciation of “hello”" }).click();
  await expect(toast(page, "Failed to play pronunciation.")).toBeVisible();
});

test("a dictionary of 5,000 words keeps only the rows in view in the page and loads the rest as the learner scrolls", async ({ page }) => {
  const account = await openDictionary(page);
  const rows = Array.from({ length: 5000 }, (_, i) => `word${String(i).padStart(4, "0")}\tmeaning number ${i}`).join("\n");
  const imported = await page.request.post("/api/words/import", {
    headers: { ...bearer(account), "Content-Type": "text/plain" },
    data: rows,
  });
  expect(imported.status(), await imported.text()).toBe(200);

  await page.goto("/dictionary?lng=en&sort=word&order=asc");
  await expect(page.getByRole("article", { name: "word0000" })).toBeVisible({ timeout: 20_000 });
  await expect(page.getByTestId("count-total")).toHaveText("5,000");
  const list = page.getByRole("list", { name: "Your words" });
  expect(await list.getByRole("listitem").count()).toBeLessThan(40);

  await expect(async () => {
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await expect(page.getByRole("article", { name: "word4999" })).toBeVisible({ timeout: 1000 });
  }).toPass({ timeout: 60_000 });
  expect(await list.getByRole("listitem").count()).toBeLessThan(40);
});

test("the dictionary has no serious accessibility problems in the light and dark themes", async ({ page }) => {
  test.setTimeout(300_000);
  const account = await openDictionary(page);
  await addWordViaApi(page, account, "serendipity");
  await addWordViaApi(page, account, "run");
  await page.reload();
  await page.getByRole("article", { name: "run" }).getByRole("button", { name: "Add to SRS" }).click();
  await expect(page.getByRole("article", { name: "run" }).getByText(/^in SRS until/)).toBeVisible();

  // Scoped to this screen (the page content, or the open dialog): the shell is scanned by its own tests.
  const serious = (scope = "#main-content") => seriousViolationsInBothThemes(page, { include: scope });

  await page.getByRole("tab", { name: "Words", exact: true }).click();
  await page.getByRole("button", { name: "Add word" }).first().click();
  await page.getByRole("combobox", { name: "Word" }).fill("happ");
  await expect(page.getByRole("listbox", { name: "Suggestions from the dictionary" })).toBeVisible();
  expect(await serious(), "words tab").toEqual([]);
  await page.getByRole("button", { name: "Hide form" }).first().click();

  await page.getByRole("tab", { name: "Edit Words" }).click();
  await expect(page.getByText("For advanced users")).toBeVisible();
  expect(await serious(), "Edit Words").toEqual([]);

  await page.getByRole("button", { name: "Categories" }).click();
  await expect(page.getByRole("dialog", { name: "Manage categories" }).getByLabel("New category")).toBeVisible();
  expect(await serious('[role="dialog"]'), "categories").toEqual([]);
  await page.keyboard.press("Escape");
});

test("a signed-out visitor sees why the dictionary does not load, can look words up and is asked to log in to add to SRS", async ({
  page,
}) => {
  // The look-up's code loads once the visitor reaches for its field (held here until they have typed).
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/LexiconLookUp-[\w-]+\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  await page.goto("/dictionary?lng=en");
  await expect(page.getByRole("heading", { level: 1, name: "Dictionary" })).toBeVisible({ timeout: 20_000 });
  await expect(page.getByRole("alert").filter({ hasText: "Failed to load dictionary: user not authorized" })).toBeVisible();
  await expect(page.getByTestId("sign-in-prompt")).toHaveCount(0);

  // What was typed before it arrived stays, with the focus, and its suggestions open.
  const word = page.getByRole("combobox", { name: "Word" });
  await word.fill("went");
  release();
  await expect(word).toHaveAttribute("aria-controls");
  await expect(word).toBeFocused();
  await expect(word).toHaveValue("went");
  await page
    .getByRole("option", { name: /^go \// })
    .first()
    .click();
  await expect(page.getByRole("heading", { level: 3, name: "go" })).toBeVisible();
  await page.getByRole("link", { name: "Login to add to SRS" }).click();
  await expect(page).toHaveURL("/auth?redirect=%2Fdictionary%3Flng%3Den");
});

test.describe("on a phone", () => {
  const { defaultBrowserType: _webkit, ...iPhone } = devices["iPhone 13"];
  test.use({ ...iPhone, viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  test("the mobile dictionary adds and lists words", async ({ page }) => {
    await openDictionary(page);
    await expect(page.locator('[data-variant="mobile"]')).toBeVisible();
    await page.getByRole("button", { name: "Add word" }).first().click();
    await page.getByRole("combobox", { name: "Word" }).fill("happy");
    await page.getByRole("option", { name: /^happy \// }).click();
    await expect(page.getByLabel("Definition", { exact: true })).toHaveValue(/joy/);
    await page.getByRole("button", { name: "Add to dictionary" }).click();
    await expect(toast(page, "“happy” added to General.")).toBeVisible();
    await page.getByRole("button", { name: "Hide form" }).first().click();
    const row = page.getByRole("article", { name: "happy" });
    await row.getByRole("button", { name: "Add to SRS" }).click();
    await expect(row.getByText(/^in SRS until /)).toBeVisible();
  });
});
