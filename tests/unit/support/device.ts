import { vi } from "vitest";

export const IPHONE_USER_AGENT =
  "Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1";

export function useUserAgent(userAgent: string): void {
  vi.spyOn(navigator, "userAgent", "get").mockReturnValue(userAgent);
}

export function useTouchScreen(): void {
  vi.spyOn(navigator, "maxTouchPoints", "get").mockReturnValue(5);
}

export function resizeWindow(width: number): void {
  vi.spyOn(window, "innerWidth", "get").mockReturnValue(width);
  window.dispatchEvent(new Event("resize"));
}
