import { expect, test } from "@playwright/test";
import type { ListWordsResponse } from "../../worker/contract/words";
import { bearer, createAccount, signIn } from "./support/account";
import { LOADED } from "./support/teaching";

// A Russian-speaking learner meets "board" in the article about board games: the card shows the meaning the
// sentence has with its Russian translation (the Müller dictionary, imported at setup), the word's other
// meanings to choose from, and the word is kept in that meaning: its review card and dictionary row show it.
test("a word tapped in a text is kept in the meaning it has there, with its Russian translation", async ({ page }) => {
  test.setTimeout(120_000);
  const account = await createAccount(page.request, "glosses");
  const profile = await page.request.patch("/api/profile", { headers: bearer(account), data: { preferredLanguage: "ru" } });
  expect(profile.ok(), await profile.text()).toBe(true);
  await signIn(page, account);

  await page.goto("/article/the-return-of-board-games");
  await page.locator('[data-word="board"]').first().click();
  const card = page.getByRole("dialog", { name: "Карточка слова" });
  const sense = card.getByTestId("word-card-sense");
  await expect(sense).toContainText("a flat portable surface", { timeout: LOADED });
  await expect(sense.getByText("a flat portable surface")).toHaveAttribute("lang", "en");
  await expect(card.getByTestId("word-card-gloss")).toContainText("доска");
  await expect(card.getByTestId("word-card-gloss")).toHaveAttribute("lang", "ru");

  await card.getByRole("button", { name: "Другие значения" }).click();
  const meanings = card.getByRole("radiogroup", { name: "Какое значение?" });
  await expect(meanings.getByRole("radio", { checked: true })).toContainText("a flat portable surface");
  await expect(meanings.getByRole("radio", { name: /a committee having supervisory powers/ })).toBeVisible();
  await card.getByRole("button", { name: "Добавить в SRS" }).click();
  await expect(card.getByRole("status")).toHaveText("«board» в вашем словаре и в SRS.");

  const saved = (await (await page.request.get("/api/words?q=board", { headers: bearer(account) })).json()) as ListWordsResponse;
  expect(saved.words).toHaveLength(1);
  expect(saved.words[0]!.definition).toMatch(/^a flat portable surface/);
  expect(saved.words[0]!.gloss).toContain("доска");
  expect(saved.words[0]!.example).toContain("board");

  await page.goto("/review");
  await expect(page.getByTestId("review-word")).toHaveText("board", { timeout: LOADED });
  await page.getByRole("button", { name: "Показать ответ" }).click();
  await expect(page.getByTestId("review-gloss")).toContainText("доска");
  await expect(page.getByTestId("review-gloss")).toHaveAttribute("lang", "ru");

  await page.goto("/dictionary");
  const row = page.getByRole("article", { name: "board" });
  await expect(row.getByTestId("word-gloss")).toContainText("доска", { timeout: LOADED });
  await expect(row.getByText("a flat portable surface", { exact: false })).toHaveAttribute("lang", "en");
});
