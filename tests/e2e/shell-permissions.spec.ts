import { expect as baseExpect, test, type Page } from "@playwright/test";
import config from "../../playwright.config";
import { bearer, signUpAndSignIn, type TestAccount } from "./support/account";

// Sign-in derives PBKDF2 keys and lazy screens load on a shared, busy machine: give the UI time.
const expect = baseExpect.configure({ timeout: 20_000 });
test.describe.configure({ timeout: 180_000 });

// The permissions gate (spec §2, §4) in Chromium with fake media devices: the fake UI answers the
// microphone prompt with a grant, and a fake device provides the audio stream.

test.use({
  viewport: { width: 1280, height: 800 },
  launchOptions: {
    ...config.use?.launchOptions,
    args: [...(config.use?.launchOptions?.args ?? []), "--use-fake-ui-for-media-stream", "--use-fake-device-for-media-stream"],
  },
});

/**
 * With the fake UI Chromium reports the microphone as granted before anyone asked; until the app asks,
 * this tab reports 'prompt' instead, as a browser does on a first visit. Every stream the app opens is
 * kept, so the test can see it was stopped.
 */
async function firstVisitMicrophone(page: Page) {
  await page.addInitScript(() => {
    const query = navigator.permissions.query.bind(navigator.permissions);
    // Until the app has asked once in this tab; then the browser's own answer.
    navigator.permissions.query = (descriptor) =>
      descriptor.name === ("microphone" as PermissionName) && !sessionStorage.getItem("microphone-asked")
        ? Promise.resolve({ state: "prompt" } as PermissionStatus)
        : query(descriptor);
    const open = navigator.mediaDevices.getUserMedia.bind(navigator.mediaDevices);
    const opened: MediaStream[] = [];
    (window as unknown as { openedStreams: MediaStream[] }).openedStreams = opened;
    navigator.mediaDevices.getUserMedia = async (constraints) => {
      const stream = await open(constraints);
      opened.push(stream);
      sessionStorage.setItem("microphone-asked", "yes");
      return stream;
    };
  });
}

/** English screens: the profile's language wins over `?lng=` once the account is loaded. */
const inEnglish = async (page: Page, account: TestAccount) =>
  expect((await page.request.patch("/api/profile", { headers: bearer(account), data: { preferredLanguage: "en" } })).status()).toBe(200);

test("the gate asks for notifications and the microphone and shows what it guards once both are granted", async ({ page, context }) => {
  await firstVisitMicrophone(page);
  await inEnglish(page, await signUpAndSignIn(page, "permissions"));
  await page.goto("/profile?lng=en");
  const gate = page.getByRole("region", { name: "Permissions Required" });
  await expect(gate).toBeVisible();
  await expect(page.getByTestId("voice-ready")).toHaveCount(0);

  await gate.getByRole("button", { name: "Enable Microphone" }).click();
  await expect(gate.getByRole("button", { name: "Enable Microphone" })).toHaveCount(0);
  await expect(gate.getByText("Enabled", { exact: true })).toBeVisible();
  // One audio stream was opened to ask, and stopped at once: nothing is recording.
  const streams = await page.evaluate(() =>
    (window as unknown as { openedStreams: MediaStream[] }).openedStreams.map((stream) =>
      stream.getTracks().map((track) => [track.kind, track.readyState]),
    ),
  );
  expect(streams).toEqual([[["audio", "ended"]]]);
  await expect(page.getByTestId("voice-ready")).toHaveCount(0);

  await context.grantPermissions(["notifications"]);
  await gate.getByRole("button", { name: "Enable Notifications" }).click();
  await expect(page.getByTestId("voice-ready")).toBeVisible();
  await expect(gate).toHaveCount(0);

  // Granted before: the next visit goes straight through once the browser reports both as granted.
  await context.grantPermissions(["notifications", "microphone"]);
  await page.reload();
  await expect(page.getByTestId("voice-ready")).toBeVisible();
});

test("a refused notification prompt leaves the gate closed and says how to unblock it", async ({ page }) => {
  await firstVisitMicrophone(page);
  await inEnglish(page, await signUpAndSignIn(page, "permissions"));
  await page.goto("/profile?lng=en");
  const gate = page.getByRole("region", { name: "Permissions Required" });
  await gate.getByRole("button", { name: "Enable Microphone" }).click();
  await page.evaluate(() => {
    // What Chromium answers once the person has blocked notifications for the site.
    Object.defineProperty(Notification, "requestPermission", { value: () => Promise.resolve("denied") });
  });
  await gate.getByRole("button", { name: "Enable Notifications" }).click();
  await expect(gate.getByText("Blocked", { exact: true })).toBeVisible();
  await expect(gate.getByText(/Notifications are blocked/)).toBeVisible();
  await expect(page.getByTestId("voice-ready")).toHaveCount(0);
});
