import { expect as baseExpect, devices, test } from "@playwright/test";
import config from "../../playwright.config";
import { bearer, signUpAndSignIn } from "./support/account";

// Sign-in derives PBKDF2 keys and lazy screens load on a shared, busy machine: give the UI time.
const expect = baseExpect.configure({ timeout: 20_000 });
test.describe.configure({ timeout: 120_000 });

// Chromium's fake microphone and its fake permission prompt; the e2e server runs in AI offline mode,
// so the tutor answers with canned voice replies. Headless Chromium has no speech recognition service:
// the screen falls back to typing there.
// An iPhone's user agent in Chromium on a 390×844 screen, as tests/e2e/layout.spec.ts.
const { defaultBrowserType: _webkit, ...iPhone } = devices["iPhone 13"];
test.use({
  ...iPhone,
  viewport: { width: 390, height: 844 },
  hasTouch: true,
  isMobile: true,
  launchOptions: {
    ...config.use?.launchOptions,
    args: [...(config.use?.launchOptions?.args ?? []), "--use-fake-ui-for-media-stream", "--use-fake-device-for-media-stream"],
  },
});

test("a turn goes in, the tutor's reply streams into the conversation and is spoken", async ({ page, context }) => {
  // Every utterance the page asks the browser to speak.
  await page.addInitScript(() => {
    const spoken: string[] = [];
    (window as unknown as { spokenTexts: string[] }).spokenTexts = spoken;
    const speak = window.speechSynthesis.speak.bind(window.speechSynthesis);
    window.speechSynthesis.speak = (utterance) => {
      spoken.push(utterance.text);
      speak(utterance);
    };
  });
  await context.grantPermissions(["notifications", "microphone"]);
  const account = await signUpAndSignIn(page, "voice");
  expect((await page.request.patch("/api/profile", { headers: bearer(account), data: { preferredLanguage: "en" } })).status()).toBe(200);

  await page.goto("/mobile-voice-assistant?lng=en");
  await expect(page.getByTestId("ai-offline-note").first()).toBeVisible();
  await page.getByRole("button", { name: "Start a conversation" }).tap();
  const conversation = page.getByRole("log");
  await expect(conversation.locator('[data-role="assistant"]').first()).toContainText("I'm your speaking partner");
  await expect(page.getByTestId("voice-input-mode")).toContainText(/speech recognition|speech-to-text|typing/);

  // Where recognition exists the big button starts it; headless Chromium's fails and the screen says typing.
  const talk = page.getByRole("button", { name: "Talk" });
  if (await talk.isVisible()) {
    await talk.tap();
    // It fails once the browser finds its recognition service unreachable, which can take a while.
    await expect(page.getByTestId("voice-input-mode")).toContainText("typing", { timeout: 45_000 });
  }
  await page.getByLabel("Type your turn").fill("I want to practise for my IELTS speaking test");
  await page.getByRole("button", { name: "Send", exact: true }).tap();

  await expect(conversation.locator('[data-role="user"]')).toContainText("I want to practise for my IELTS speaking test");
  await expect(conversation.locator('[data-role="assistant"]').nth(1)).toContainText("In the speaking test, try to answer with an opinion");
  await expect
    .poll(() => page.evaluate(() => (window as unknown as { spokenTexts: string[] }).spokenTexts))
    .toContain("In the speaking test, try to answer with an opinion, a reason and an example.");
  await expect(page.getByTestId("caption-you")).toContainText("I want to practise for my IELTS speaking test");

  // Nothing sideways on a 390 px phone.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
});
