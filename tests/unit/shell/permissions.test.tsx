import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { I18nextProvider } from "react-i18next";
import { describe, expect, it, vi } from "vitest";
import { PermissionsGate } from "../../../src/features/shell/PermissionsGate";
import { readPermissions, request, type NativePush, type PermissionsPlatform } from "../../../src/features/shell/permissions";
import { createI18n } from "../../../src/lib/i18n";

/** A fake microphone: grants with a stream whose tracks record being stopped, or refuses with `error`. */
function fakeMicrophone(error?: DOMException) {
  const tracks = [{ stop: vi.fn() }, { stop: vi.fn() }];
  const getUserMedia = vi.fn(async () => {
    if (error) throw error;
    return { getTracks: () => tracks } as unknown as MediaStream;
  });
  return { getUserMedia, tracks };
}

function fakeNotification(initial: NotificationPermission, answer: NotificationPermission) {
  const notification = {
    permission: initial,
    requestPermission: vi.fn(async () => {
      notification.permission = answer;
      return answer;
    }),
  };
  return notification;
}

const fakePermissions = (microphone: PermissionState | "unknown") => ({
  query: vi.fn(async () => {
    if (microphone === "unknown") throw new TypeError("'microphone' is not a valid permission name");
    return { state: microphone } as PermissionStatus;
  }),
});

function fakeNativePush(current: string, answer: string): NativePush & { register: ReturnType<typeof vi.fn> } {
  return {
    checkPermissions: vi.fn(async () => ({ receive: current })),
    requestPermissions: vi.fn(async () => ({ receive: answer })),
    register: vi.fn(async () => undefined),
  };
}

describe("permissions state machine (spec §4)", () => {
  it("starts at 'prompt' for both where the browser does not tell", async () => {
    expect(
      await readPermissions({ permissions: fakePermissions("unknown"), notification: fakeNotification("default", "granted") }),
    ).toEqual({ push: "prompt", microphone: "prompt" });
    expect(await readPermissions({})).toEqual({ push: "prompt", microphone: "prompt" });
  });

  it("reads states the platform already knows, without asking", async () => {
    const notification = fakeNotification("granted", "granted");
    const microphone = fakeMicrophone();
    const state = await readPermissions({ permissions: fakePermissions("denied"), notification, mediaDevices: microphone });
    expect(state).toEqual({ push: "granted", microphone: "denied" });
    expect(notification.requestPermission).not.toHaveBeenCalled();
    expect(microphone.getUserMedia).not.toHaveBeenCalled();
  });

  it("requests the microphone by opening an audio stream and stopping every track at once", async () => {
    const microphone = fakeMicrophone();
    expect(await request("microphone", { mediaDevices: microphone })).toBe("granted");
    expect(microphone.getUserMedia).toHaveBeenCalledWith({ audio: true });
    for (const track of microphone.tracks) expect(track.stop).toHaveBeenCalledOnce();
  });

  it.each([
    ["refused by the person", new DOMException("Permission denied", "NotAllowedError")],
    ["no microphone connected", new DOMException("Requested device not found", "NotFoundError")],
  ])("marks the microphone denied when %s", async (_case, error) => {
    expect(await request("microphone", { mediaDevices: fakeMicrophone(error) })).toBe("denied");
  });

  it("marks the microphone denied where the browser has no media devices (insecure page)", async () => {
    expect(await request("microphone", {})).toBe("denied");
  });

  it.each([
    ["granted", "granted"],
    ["denied", "denied"],
    ["default", "prompt"],
  ] as const)("on the web, asks the Notification permission: %s → %s", async (answer, state) => {
    expect(await request("push", { notification: fakeNotification("default", answer) })).toBe(state);
  });

  it("natively, requests push from the wrapper's plugin and registers the device after a grant", async () => {
    const nativePush = fakeNativePush("prompt", "granted");
    const notification = fakeNotification("default", "granted");
    expect(await request("push", { nativePush, notification })).toBe("granted");
    expect(nativePush.register).toHaveBeenCalledOnce();
    expect(notification.requestPermission).not.toHaveBeenCalled();
  });

  it("natively, does not register a device whose push was denied", async () => {
    const nativePush = fakeNativePush("prompt-with-rationale", "denied");
    expect(await readPermissions({ nativePush })).toMatchObject({ push: "prompt" });
    expect(await request("push", { nativePush })).toBe("denied");
    expect(nativePush.register).not.toHaveBeenCalled();
  });
});

function renderGate(platform: PermissionsPlatform) {
  const i18n = createI18n();
  void i18n.changeLanguage("en");
  return render(
    <I18nextProvider i18n={i18n}>
      <PermissionsGate platform={platform}>
        <p>Speaking recorder</p>
      </PermissionsGate>
    </I18nextProvider>,
  );
}

describe("PermissionsGate", () => {
  it("shows 'Permissions Required' until both are granted, then its children", async () => {
    const user = userEvent.setup();
    renderGate({
      mediaDevices: fakeMicrophone(),
      notification: fakeNotification("default", "granted"),
      permissions: fakePermissions("prompt"),
    });
    expect(await screen.findByRole("heading", { name: "Permissions Required" })).toBeTruthy();
    expect(screen.queryByText("Speaking recorder")).toBeNull();

    await user.click(screen.getByRole("button", { name: "Enable Microphone" }));
    expect(await screen.findByText("Enabled")).toBeTruthy();
    expect(screen.queryByText("Speaking recorder")).toBeNull();
    expect(screen.queryByRole("button", { name: "Enable Microphone" })).toBeNull();

    await user.click(screen.getByRole("button", { name: "Enable Notifications" }));
    expect(await screen.findByText("Speaking recorder")).toBeTruthy();
    expect(screen.queryByRole("heading", { name: "Permissions Required" })).toBeNull();
  });

  it("explains how to unblock a denied permission and keeps the children hidden", async () => {
    const user = userEvent.setup();
    renderGate({
      mediaDevices: fakeMicrophone(new DOMException("no", "NotAllowedError")),
      notification: fakeNotification("granted", "granted"),
      permissions: fakePermissions("prompt"),
    });
    await user.click(await screen.findByRole("button", { name: "Enable Microphone" }));
    expect(await screen.findByText("Blocked")).toBeTruthy();
    expect(screen.getByText(/The microphone is blocked or missing/)).toBeTruthy();
    expect(screen.queryByText("Speaking recorder")).toBeNull();
  });

  it("shows the children at once when both were granted before", async () => {
    renderGate({
      mediaDevices: fakeMicrophone(),
      notification: fakeNotification("granted", "granted"),
      permissions: fakePermissions("granted"),
    });
    expect(await screen.findByText("Speaking recorder")).toBeTruthy();
  });

  it("needs only the microphone where the browser has no notifications", async () => {
    const user = userEvent.setup();
    renderGate({ mediaDevices: fakeMicrophone(), permissions: fakePermissions("prompt") });
    const enableMicrophone = await screen.findByRole("button", { name: "Enable Microphone" });
    expect(screen.queryByRole("button", { name: "Enable Notifications" })).toBeNull();
    await user.click(enableMicrophone);
    expect(await screen.findByText("Speaking recorder")).toBeTruthy();
  });
});
