import { expect, test } from "@playwright/test";
import { bearer, createAccount, signIn } from "./support/account";

test("a Russian interface shows the word's Russian gloss on the review card", async ({ page }) => {
  const account = await createAccount(page.request, "glosses");
  const profile = await page.request.patch("/api/profile", { headers: bearer(account), data: { preferredLanguage: "ru" } });
  expect(profile.ok(), await profile.text()).toBe(true);
  const res = await page.request.post("/api/words", { headers: bearer(account), data: { word: "dog" } });
  expect(res.status(), await res.text()).toBe(201);
  const { id } = (await res.json()) as { id: string };
  expect((await page.request.post(`/api/words/${id}/srs`, { headers: bearer(account) })).status()).toBe(201);
  await signIn(page, account);

  await page.goto("/review?lng=ru");
  await expect(page.getByTestId("review-word")).toHaveText("dog");
  await page.getByRole("button", { name: "Показать ответ" }).click();
  // The Müller dictionary's first senses of the noun, imported at setup.
  await expect(page.getByTestId("review-gloss")).toContainText("собака, пёс");
  await expect(page.getByTestId("review-gloss")).toHaveAttribute("lang", "ru");
});
