import { expect as baseExpect, test } from "@playwright/test";
import config from "../../playwright.config";
import { signUpAndSignIn } from "./support/account";

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

test("the gate asks for notifications and the microphone and shows what it guards once both are granted", async ({ page, context }) => {
  await signUpAndSignIn(page, "permissions");
  await page.goto("/profile?lng=en");
  const gate = page.getByRole("region", { name: "Permissions Required" });
  await expect(gate).toBeVisible();
  await expect(page.getByTestId("voice-ready")).toHaveCount(0);

  await gate.getByRole("button", { name: "Enable Microphone" }).click();
  await expect(gate.getByRole("button", { name: "Enable Microphone" })).toHaveCount(0);
  await expect(gate.getByText("Enabled")).toBeVisible();
  await expect(page.getByTestId("voice-ready")).toHaveCount(0);

  await context.grantPermissions(["notifications"]);
  await gate.getByRole("button", { name: "Enable Notifications" }).click();
  await expect(page.getByTestId("voice-ready")).toBeVisible();
  await expect(gate).toHaveCount(0);

  // Granted before: the next visit goes straight through.
  await page.reload();
  await expect(page.getByTestId("voice-ready")).toBeVisible();
});

test("a refused notification prompt leaves the gate closed and says how to unblock it", async ({ page }) => {
  await signUpAndSignIn(page, "permissions");
  await page.goto("/profile?lng=en");
  const gate = page.getByRole("region", { name: "Permissions Required" });
  await gate.getByRole("button", { name: "Enable Microphone" }).click();
  await page.evaluate(() => {
    // What Chromium answers once the person has blocked notifications for the site.
    Object.defineProperty(Notification, "requestPermission", { value: () => Promise.resolve("denied") });
  });
  await gate.getByRole("button", { name: "Enable Notifications" }).click();
  await expect(gate.getByText("Blocked")).toBeVisible();
  await expect(gate.getByText(/Notifications are blocked/)).toBeVisible();
  await expect(page.getByTestId("voice-ready")).toHaveCount(0);
});
