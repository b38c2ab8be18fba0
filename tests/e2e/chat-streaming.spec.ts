import { expect as baseExpect, test, type Page } from "@playwright/test";
import { startLocalAiStack, type LocalAiStack } from "../support/local-ai-stack.mjs";
import { createChatInDialog, messages, recordReplyGrowth, replyLengths } from "./support/chat";

// The real @ai-sdk/openai path: a copy of the built Worker (tests/support/local-ai-worker.mjs) talks
// to the local OpenAI-compatible server (tests/support/openai-compatible-server.mjs), which thinks
// for a moment before its first token and then sends one word every CHUNK_DELAY_MS.

const CHUNK_DELAY_MS = 700;
const FIRST_TOKEN_DELAY_MS = 1500;

test.use({ viewport: { width: 1280, height: 800 } });
// One worker runs this file's tests in order (the suite is otherwise fully parallel): they share the one local model stack its beforeAll starts.
test.describe.configure({ mode: "default", timeout: 240_000 });
const expect = baseExpect.configure({ timeout: 30_000 });

let stack: LocalAiStack;

test.beforeAll(async () => {
  test.setTimeout(180_000);
  stack = await startLocalAiStack({ name: "chat-streaming", chunkDelayMs: CHUNK_DELAY_MS, firstTokenDelayMs: FIRST_TOKEN_DELAY_MS });
});

test.afterAll(async () => {
  await stack?.stop();
});

/** The reply the local model streams for `message`. */
const modelReply = (message: string) => `Local model reply to: ${message}. Practise a little every day and you will improve.`;
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
/** The whole bubble of a reply: the screen-reader label, then exactly the model's text once. */
const exactReply = (message: string) => new RegExp(`^AI-помощник: ${escape(modelReply(message))}$`);

/** A new account on the local-model Worker (sign-ups are confirmed at once there), signed in through /auth. */
async function signedInOnLocalWorker(page: Page): Promise<void> {
  const id = `${Date.now()}-${Math.random().toString(36).slice(2, 8)}`;
  const email = `stream-${id}@example.com`;
  const password = `pw-${id}`;
  const signUp = await page.request.post(`${stack.url}/auth/v1/signup`, {
    headers: { apikey: stack.apiKey },
    data: { email, password, data: { full_name: `Stream ${id}` } },
  });
  expect(signUp.status(), await signUp.text()).toBe(200);
  await page.goto(`${stack.url}/auth?lng=ru`);
  await page.getByLabel("Электронная почта").fill(email);
  await page.getByLabel("Пароль", { exact: true }).fill(password);
  await page.getByRole("button", { name: "Войти", exact: true }).click();
  await expect(page.getByRole("banner").getByRole("button", { name: `Stream ${id}` })).toBeVisible();
}

async function openChatPage(page: Page, title: string) {
  await signedInOnLocalWorker(page);
  await page.goto(`${stack.url}/ai-chat`);
  // `wrangler dev` serves each script of the build on its first request more slowly than workerd's preview.
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible({ timeout: 60_000 });
  await createChatInDialog(page, title);
  return page.getByPlaceholder("Спросите что-нибудь...");
}

test("the model's tokens render as they arrive, after 'Печатает...'", async ({ page }) => {
  const input = await openChatPage(page, "Streaming");
  await expect(page.getByTestId("ai-offline-note")).toHaveCount(0);
  const question = "How do I use the present perfect?";
  await recordReplyGrowth(page);
  await input.fill(question);
  await input.press("Enter");
  await expect(page.getByText("Печатает...", { exact: true }).first()).toBeVisible();
  await expect(page.getByRole("button", { name: "Отправить" })).toBeDisabled();

  const reply = messages(page, "assistant").nth(1);
  await expect(reply).toHaveAttribute("data-status", "streaming");
  await expect(reply).toHaveAttribute("data-status", "complete", { timeout: 30_000 });
  await expect(reply).toHaveText(exactReply(question));
  // One word every CHUNK_DELAY_MS: the bubble grew many times before it was complete.
  expect((await replyLengths(page)).length).toBeGreaterThan(8);

  // The model saw the greeting and the question, oldest first.
  const lastRequest = stack.model.requests.at(-1);
  expect(lastRequest?.messages?.filter((m) => m.role !== "system").map((m) => m.role)).toEqual(["assistant", "user"]);
});

test("a reload in the middle of an answer resumes it, and the answer is there exactly once", async ({ page }) => {
  const input = await openChatPage(page, "Resume after reload");
  // A long question makes a long answer (the local model repeats it): ~45 words, 700 ms apart, outlast the reload.
  const question =
    "Explain the difference between since and for in the present perfect, with three examples of each, and tell me which mistakes learners make most often with them in IELTS essays";
  await input.fill(question);
  await input.press("Enter");
  const reply = messages(page, "assistant").nth(1);
  await expect(reply).toContainText("Local model reply to:");
  await expect(reply).toHaveAttribute("data-status", "streaming");

  const frames: { type?: string; requestId?: string }[] = [];
  page.on("websocket", (socket) => socket.on("framereceived", ({ payload }) => frames.push(JSON.parse(String(payload)))));
  await page.reload();

  // Back on the socket mid-answer: the hub announces the reply, replays what was sent meanwhile, and
  // the rest streams live.
  await expect.poll(() => frames.some((frame) => frame.type === "chat.resuming"), { timeout: 60_000 }).toBe(true);
  const resumed = messages(page, "assistant").nth(1);
  await expect(resumed).toHaveAttribute("data-status", "complete", { timeout: 60_000 });
  const types = frames.map((frame) => frame.type);
  expect(types).toContain("chat.replay_complete");
  expect(types.lastIndexOf("chat.chunk")).toBeGreaterThan(types.indexOf("chat.replay_complete"));
  await expect(resumed).toHaveText(exactReply(question));
  await expect(messages(page, "assistant")).toHaveCount(2);
  await expect(messages(page, "user")).toHaveCount(1);

  await page.reload();
  await expect(messages(page, "assistant").nth(1)).toHaveText(exactReply(question));
  await expect(messages(page, "assistant")).toHaveCount(2);
});

test("'Остановить' ends the answer where it is and keeps that part", async ({ page }) => {
  const input = await openChatPage(page, "Cancel");
  const question = "Write me a long essay about climate change";
  await input.fill(question);
  await input.press("Enter");
  const reply = messages(page, "assistant").nth(1);
  await expect(reply).toContainText("Local model reply to:");
  await page.getByRole("button", { name: "Остановить" }).click();
  await expect(reply).toHaveAttribute("data-status", "partial");
  await expect(reply).toContainText("Ответ неполный");
  await expect(reply).not.toContainText("you will improve.");
  await expect(page.locator("[data-sonner-toast]").filter({ hasText: "Ошибка AI Чата" })).toHaveCount(0);

  await page.reload();
  await expect(messages(page, "assistant").nth(1)).toHaveAttribute("data-status", "partial");
});

test("with the socket turned off the answer streams over HTTP (SSE fallback)", async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem("disable-websocket", "true"));
  const input = await openChatPage(page, "Without a socket");
  const sockets: string[] = [];
  page.on("websocket", (ws) => sockets.push(ws.url()));
  const question = "Is there a fallback?";
  await recordReplyGrowth(page);
  await input.fill(question);
  await input.press("Enter");
  const reply = messages(page, "assistant").nth(1);
  await expect(reply).toHaveAttribute("data-status", "complete", { timeout: 30_000 });
  await expect(reply).toHaveText(exactReply(question));
  expect((await replyLengths(page)).length).toBeGreaterThan(8);
  expect(sockets).toEqual([]);
});
