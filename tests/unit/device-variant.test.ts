import { describe, expect, it } from "vitest";
import { MOBILE_WIDTH_THRESHOLD } from "../../src/lib/constants";
import { detectDeviceVariant, type DeviceTraits, type DeviceVariant } from "../../src/lib/device";

const UA = {
  iPhone:
    "Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1",
  androidPhone: "Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Mobile Safari/537.36",
  iPad: "Mozilla/5.0 (iPad; CPU OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1",
  iPadOsDesktopMode:
    "Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Safari/605.1.15",
  androidTablet: "Mozilla/5.0 (Linux; Android 13; SM-X710) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36",
  desktopChrome: "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36",
};

const cases: Array<[string, DeviceTraits, DeviceVariant]> = [
  ["an iPhone on a wide viewport", { userAgent: UA.iPhone, width: 1024, hasTouch: true }, "mobile"],
  ["an iPhone on a narrow viewport", { userAgent: UA.iPhone, width: 390, hasTouch: true }, "mobile"],
  ["an Android phone", { userAgent: UA.androidPhone, width: 412, hasTouch: true }, "mobile"],
  ["an iPad at 700 px with touch", { userAgent: UA.iPad, width: 700, hasTouch: true }, "desktop"],
  ["an iPad sending the desktop Safari user agent at 700 px", { userAgent: UA.iPadOsDesktopMode, width: 700, hasTouch: true }, "desktop"],
  ["an Android tablet on a narrow viewport with touch", { userAgent: UA.androidTablet, width: 600, hasTouch: true }, "desktop"],
  ["desktop Chrome at 500 px with touch", { userAgent: UA.desktopChrome, width: 500, hasTouch: true }, "mobile"],
  ["desktop Chrome at 500 px without touch", { userAgent: UA.desktopChrome, width: 500, hasTouch: false }, "desktop"],
  ["desktop Chrome at 1280 px", { userAgent: UA.desktopChrome, width: 1280, hasTouch: false }, "desktop"],
  ["desktop Chrome at exactly 768 px with touch", { userAgent: UA.desktopChrome, width: 768, hasTouch: true }, "desktop"],
  ["desktop Chrome at 767 px with touch", { userAgent: UA.desktopChrome, width: 767, hasTouch: true }, "mobile"],
  ["a Mac without touch at 700 px", { userAgent: UA.iPadOsDesktopMode, width: 700, hasTouch: false }, "desktop"],
];

describe("device variant (spec §2)", () => {
  it("uses 768 px as the mobile width threshold", () => {
    expect(MOBILE_WIDTH_THRESHOLD).toBe(768);
  });

  it.each(cases)("chooses the right variant for %s", (_name, traits, expected) => {
    expect(detectDeviceVariant(traits)).toBe(expected);
  });
});
