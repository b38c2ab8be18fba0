import { describe, expect, it } from "vitest";
import { deepLinkPath } from "../../../src/features/native/deep-links";

describe("deep links of the native app", () => {
  it.each([
    ["lexora://lesson/abc-123", "/lesson/abc-123"],
    ["lexora:///lesson/abc-123", "/lesson/abc-123"],
    ["lexora://forum/post_42", "/forum/post_42"],
    ["lexora://forum", "/forum"],
    ["lexora://join/K7PQ2M", "/join/K7PQ2M"],
    ["https://lexora.example.com/join/K7PQ2M", "/join/K7PQ2M"],
    ["https://lexora.example.com/lesson/abc?utm=1#x", "/lesson/abc"],
  ])("opens %s at %s", (link, path) => {
    expect(deepLinkPath(link)).toBe(path);
  });

  it.each([
    "lexora://settings",
    "lexora://lesson",
    "lexora://join",
    "lexora://lesson/a/b",
    "lexora://lesson/..%2F..%2Fprofile",
    "lexora://lesson/a.b",
    "javascript:alert(1)",
    "otherapp://lesson/abc",
    "not a url",
    "",
  ])("opens the home page for %j", (link) => {
    expect(deepLinkPath(link)).toBe("/");
  });
});
