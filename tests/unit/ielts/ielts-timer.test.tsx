import { act, fireEvent, render, screen } from "@testing-library/react";
import { I18nextProvider } from "react-i18next";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { IeltsTimer } from "../../../src/features/ielts/timer/IeltsTimer";
import { ieltsTimerStore } from "../../../src/features/ielts/timer/timer-store";
import { createI18n } from "../../../src/lib/i18n";

const T0 = Date.UTC(2026, 0, 10, 9, 0, 0);

function renderTimer(section: "reading" | "speaking") {
  const i18n = createI18n();
  void i18n.changeLanguage("en");
  return render(
    <I18nextProvider i18n={i18n}>
      <IeltsTimer section={section} />
    </I18nextProvider>,
  );
}

const clock = () => screen.getByRole("timer", { name: "Time left" });
/** The polite live region: the only text a screen reader is told about on its own. */
const liveRegion = (container: HTMLElement) => container.querySelector("[aria-live='polite']")!;
const advance = (ms: number) => act(() => vi.advanceTimersByTime(ms));

beforeEach(() => {
  vi.useFakeTimers({ now: T0 });
});

afterEach(() => {
  act(() => ieltsTimerStore().remove());
  act(() => ieltsTimerStore().setEnabled(true));
  vi.useRealTimers();
});

describe("the IELTS timer on a section's screen", () => {
  it("shows the section's full time and counts down in mm:ss once started", () => {
    renderTimer("reading");
    expect(clock().textContent).toContain("60:00");
    fireEvent.click(screen.getByRole("button", { name: "Start" }));
    advance(61_000);
    expect(clock().textContent).toContain("58:59");
  });

  it("announces changes politely and stays quiet on ordinary ticks", () => {
    const { container } = renderTimer("reading");
    fireEvent.click(screen.getByRole("button", { name: "Start" }));
    expect(liveRegion(container).textContent).toContain("Reading timer started: 60:00.");
    advance(45_000);
    expect(liveRegion(container).textContent).toContain("Reading timer started: 60:00.");
    fireEvent.click(screen.getByRole("button", { name: "Pause" }));
    expect(liveRegion(container).textContent).toContain("Reading timer paused with 59:15 left.");
    advance(60_000);
    expect(clock().textContent).toContain("59:15");
    fireEvent.click(screen.getByRole("button", { name: "Resume" }));
    expect(liveRegion(container).textContent).toContain("Reading timer resumed with 59:15 left.");
  });

  it("speaks at 10 minutes left and when the time is up", () => {
    const { container } = renderTimer("speaking");
    fireEvent.click(screen.getByRole("button", { name: "Start" }));
    advance(5 * 60_000);
    expect(liveRegion(container).textContent).toContain("Speaking: 10 min left.");
    advance(10 * 60_000);
    expect(liveRegion(container).textContent).toContain("Speaking time is up.");
    expect(screen.getByText("Time is up")).toBeTruthy();
    expect(localStorage.getItem("ielts-timer")).toBeNull();
  });

  it("switching the timer off stops it and hides the clock", () => {
    renderTimer("reading");
    fireEvent.click(screen.getByRole("button", { name: "Start" }));
    fireEvent.click(screen.getByRole("switch", { name: "Section timer" }));
    expect(screen.queryByRole("timer")).toBeNull();
    expect(ieltsTimerStore().getState()).toMatchObject({ isRunning: false, isEnabled: false });
    expect(localStorage.getItem("ielts-timer-enabled")).toBe("false");
  });

  it("tells another section's screen that the timer is taken and lets it take over", () => {
    act(() => ieltsTimerStore().start("speaking"));
    renderTimer("reading");
    expect(screen.getByText(/The Speaking timer is running \(15:00 left\)/)).toBeTruthy();
    expect(clock().textContent).toContain("60:00");
    fireEvent.click(screen.getByRole("button", { name: "Start" }));
    expect(ieltsTimerStore().getState()).toMatchObject({ section: "reading", timeLeft: 3600 });
  });
});
