import { expect, test } from "@playwright/test";
import { bearer, signIn } from "./support/account";
import { executeLocalSql } from "./support/local-d1";
import { englishAccount, expectNoSidewaysScroll, LOADED, personBrowser } from "./support/teaching";

// Issue 36, item 8: a teacher starts a live game from a quiz of theirs; a student of the class (signed in,
// desktop) and a guest with a nickname (a 390 px phone) join at /play with the PIN and play two questions;
// each sees whether they were right after every question and the final leaderboard; the student's
// result lands in the class's gradebook.

test.use({ locale: "en-US", viewport: { width: 1280, height: 900 } });

/** Two questions with known answers: "apple" is right in the first, "horse" in the second. */
const PROMPTS = ["A round fruit with red or green skin", "A large animal that can be ridden"] as const;
const QUESTIONS = [
  { prompt: PROMPTS[0], options: ["pear", "apple", "plum", "grape"], correctIndex: 1, word: "apple" },
  { prompt: PROMPTS[1], options: ["horse", "mouse", "fish", "bird"], correctIndex: 0, word: "horse" },
].map((q, i) => ({ id: `q${i + 1}`, type: "definition_to_word", wordId: null, difficulty: "Easy", explanation: "", ...q }));

test("a live class game: a teacher hosts, a student and a guest play two questions, results reach the gradebook", async ({
  page,
  browser,
}) => {
  test.setTimeout(300_000);
  const teacher = await englishAccount(page, "host", "teacher");
  const made = await page.request.post("/api/classes", {
    headers: bearer(teacher),
    data: { name: "Game night", focus: "general_english" },
  });
  expect(made.status(), await made.text()).toBe(201);
  const schoolClass = (await made.json()) as { id: string; join_code: string };
  const me = (await (await page.request.get("/api/profile", { headers: bearer(teacher) })).json()) as { id: string };
  // A quiz of the teacher's with two questions (the quiz screens make five or more).
  await executeLocalSql(
    `INSERT INTO quizzes (id, user_id, source, questions, question_count, created_at) VALUES ('${crypto.randomUUID()}', '${me.id}', 'dictionary', '${JSON.stringify(QUESTIONS).replaceAll("'", "''")}', 2, ${Date.now()})`,
  );

  const { context: studentContext, page: studentPage } = await personBrowser(browser);
  const student = await englishAccount(studentPage, "player");
  const joinedClass = await studentPage.request.post("/api/classes/join", {
    headers: bearer(student),
    data: { code: schoolClass.join_code },
  });
  expect(joinedClass.status()).toBe(201);
  await studentPage.request.patch("/api/profile", { headers: bearer(student), data: { fullName: "Aigerim" } });

  await signIn(page, teacher);
  await page.goto("/teacher-dashboard?lng=en");
  await page.getByRole("button", { name: "Start a live game with Game night" }).click({ timeout: LOADED });
  const dialog = page.getByRole("dialog", { name: "Start a live game" });
  await expect(dialog.getByLabel("Questions from")).toContainText("2 questions", { timeout: LOADED });
  await dialog.getByRole("switch", { name: "Guests may join with a nickname" }).click();
  await dialog.getByRole("button", { name: "Open the game" }).click();
  const pin = (await page.getByTestId("game-pin").textContent({ timeout: LOADED }))!.replace(/\s/g, "");
  expect(pin).toMatch(/^\d{6}$/);

  // The student, signed in on a desktop, joins with the PIN alone.
  await signIn(studentPage, student);
  await studentPage.goto("/play?lng=en");
  await studentPage.getByLabel("Game PIN").fill(pin);
  await studentPage.getByRole("button", { name: "Join" }).click();
  await expect(studentPage.getByText("You're in!")).toBeVisible({ timeout: LOADED });

  // The guest, signed out on a phone, chooses a nickname.
  const { context: guestContext, page: guestPage } = await personBrowser(browser, { phone: true });
  await guestPage.goto("/play?lng=en");
  await guestPage.getByLabel("Game PIN").fill(pin);
  await guestPage.getByLabel("Nickname").fill("Fox");
  await guestPage.getByRole("button", { name: "Join" }).click();
  await expect(guestPage.getByText("You're in!")).toBeVisible({ timeout: LOADED });
  await expectNoSidewaysScroll(guestPage);

  // The host sees both, each with a button that names them.
  await expect(page.getByRole("button", { name: "Remove Aigerim from the game" })).toBeVisible();
  await expect(page.getByRole("button", { name: "Remove Fox from the game" })).toBeVisible();
  await page.getByRole("button", { name: "Start the game" }).click();

  // Question 1 on every device at once; the student is right, the guest is not.
  for (const p of [page, studentPage, guestPage]) await expect(p.getByTestId("game-prompt")).toHaveText(PROMPTS[0]);
  await expect(guestPage.getByTestId("game-countdown")).toBeVisible();
  await expectNoSidewaysScroll(guestPage);
  await studentPage.getByRole("button", { name: "apple" }).click();
  await expect(page.getByTestId("game-answer-count")).toHaveText("1 of 2 have answered");
  await guestPage.getByRole("button", { name: "pear" }).click();
  await expect(studentPage.getByText(/^Right! \+\d+ points$/)).toBeVisible();
  await expect(guestPage.getByText("Not this time.")).toBeVisible();
  await expect(page.getByTestId("game-leaderboard").getByRole("listitem").first()).toContainText("Aigerim");

  // Question 2: both are right.
  await page.getByRole("button", { name: "Next question" }).click();
  for (const p of [studentPage, guestPage]) await expect(p.getByTestId("game-prompt")).toHaveText(PROMPTS[1]);
  await guestPage.getByRole("button", { name: "horse" }).click();
  await studentPage.getByRole("button", { name: "horse" }).click();
  await expect(guestPage.getByText(/^Right! \+\d+ points$/)).toBeVisible();
  await page.getByRole("button", { name: "Show the final results" }).click();

  await expect(studentPage.getByTestId("game-final-standing")).toContainText("You finished in place 1", { timeout: LOADED });
  await expect(guestPage.getByTestId("game-final-standing")).toContainText("place 2");
  await expectNoSidewaysScroll(guestPage);
  await expect(page.getByText("The game has ended.")).toBeVisible();

  // The student's result is a column of the class's gradebook: both answers right.
  await page.goto("/teacher-dashboard?lng=en");
  const card = page.getByRole("region", { name: "Game night" });
  await card.getByRole("tab", { name: "Gradebook" }).click({ timeout: LOADED });
  await expect(card.getByRole("columnheader", { name: /Live game/ })).toBeVisible({ timeout: LOADED });
  await expect(card.getByRole("row", { name: /Aigerim/ })).toContainText("100%");

  await studentContext.close();
  await guestContext.close();
});
