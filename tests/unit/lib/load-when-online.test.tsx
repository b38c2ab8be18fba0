import { act, render, screen } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { FramePart } from "../../../src/app/error-boundary";
import { lazyWhenOnline, loadWhenOnline, sharedLoad } from "../../../src/lib/load-when-online";

/** Sets what navigator.onLine says and fires the event the browser fires with it. */
function goOnline(online: boolean) {
  vi.spyOn(navigator, "onLine", "get").mockReturnValue(online);
  window.dispatchEvent(new Event(online ? "online" : "offline"));
}

const chunkError = () => new TypeError("Failed to fetch dynamically imported module: /assets/Part.js");

describe("a chunk that fails to download offline", () => {
  it("is fetched again once the browser is back online, and what waited for it gets it", async () => {
    goOnline(false);
    const load = vi.fn().mockRejectedValueOnce(chunkError()).mockResolvedValue({ value: "the part" });
    let settled: unknown;
    const loading = loadWhenOnline(load).then((loaded) => (settled = loaded));
    await vi.waitFor(() => expect(load).toHaveBeenCalledTimes(1));
    await Promise.resolve();
    expect(settled).toBeUndefined();

    goOnline(true);
    await loading;
    expect(settled).toEqual({ value: "the part" });
    expect(load).toHaveBeenCalledTimes(2);
  });

  it("fails at once when the browser is online: nothing to wait for", async () => {
    goOnline(true);
    const load = vi.fn().mockRejectedValue(chunkError());
    await expect(loadWhenOnline(load)).rejects.toThrow("Failed to fetch dynamically imported module");
    expect(load).toHaveBeenCalledTimes(1);
  });

  it("shows a lazy part of the frame once the connection returns, with no error page", async () => {
    goOnline(false);
    const load = vi
      .fn()
      .mockRejectedValueOnce(chunkError())
      .mockResolvedValue({ default: () => <p>Join the Lexora community</p> });
    const Invitation = lazyWhenOnline(load);
    render(
      <FramePart>
        <Invitation />
      </FramePart>,
    );
    await vi.waitFor(() => expect(load).toHaveBeenCalledTimes(1));
    expect(screen.queryByText("Join the Lexora community")).toBeNull();

    act(() => goOnline(true));
    expect(await screen.findByText("Join the Lexora community")).toBeTruthy();
  });
});

describe("a shared load", () => {
  it("is made once for every caller, and tried again after a failure", async () => {
    goOnline(true);
    const load = vi.fn().mockRejectedValueOnce(chunkError()).mockResolvedValue("the query client");
    const shared = sharedLoad(load);
    await expect(shared()).rejects.toThrow("Failed to fetch dynamically imported module");
    expect(await Promise.all([shared(), shared()])).toEqual(["the query client", "the query client"]);
    expect(load).toHaveBeenCalledTimes(2);
  });
});

describe("a part of the frame that fails", () => {
  it("is left out while the page and the other parts stay", () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    function BrokenOverlay(): never {
      throw chunkError();
    }
    render(
      <main>
        <h1>Dictionary</h1>
        <FramePart>
          <BrokenOverlay />
        </FramePart>
        <FramePart>
          <p>Translator</p>
        </FramePart>
      </main>,
    );
    expect(screen.getByRole("heading", { name: "Dictionary" })).toBeTruthy();
    expect(screen.getByText("Translator")).toBeTruthy();
    expect(screen.queryByTestId("error-page")).toBeNull();
  });
});
