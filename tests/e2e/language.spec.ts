import { expect, test } from "@playwright/test";

test("switching the language changes the visible text and is remembered", async ({ page }) => {
  await page.goto("/?lng=en");
  const nav = page.getByRole("navigation", { name: "Main navigation" });
  await expect(nav.getByRole("link", { name: "Dictionary" })).toBeVisible();

  await page.getByRole("combobox", { name: "Language" }).selectOption("ru");
  await expect(page.locator("html")).toHaveAttribute("lang", "ru");
  await expect(page.getByRole("navigation", { name: "Основная навигация" }).getByRole("link", { name: "Словарь" })).toBeVisible();

  await page.goto("/dictionary");
  await expect(page.locator("html")).toHaveAttribute("lang", "ru");

  await page.getByRole("combobox", { name: "Язык" }).selectOption("kk");
  await expect(page.locator("html")).toHaveAttribute("lang", "kk");
  await expect(page.getByRole("link", { name: "Сөздік" }).first()).toBeVisible();
});

test("a script-injection value in ?lng= is ignored", async ({ page }) => {
  await page.goto("/?lng=%3Cscript%3Ealert(1)%3C%2Fscript%3E");
  await expect(page.locator("html")).toHaveAttribute("lang", /^(en|ru|kk)$/);
  await expect(page.getByTestId("error-page")).toHaveCount(0);
});
