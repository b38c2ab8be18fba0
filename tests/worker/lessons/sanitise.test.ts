/** Server-side Markdown sanitising of lesson text (worker/lessons/sanitise.ts) against the usual XSS payloads. */
import { describe, expect, it } from "vitest";
import { isSafeUrl, sanitiseMarkdown } from "../../../worker/lessons/sanitise";

describe("sanitiseMarkdown", () => {
  it.each([
    // Inline tags go; what was between them stays as inert text.
    ["a script element", "Before <script>alert(1)</script> after", "Before alert(1) after"],
    ["a script block", "<script>\nalert(1)\n</script>\n\nText", "Text"],
    ["an image with onerror", 'Look <img src="x" onerror="alert(1)"> here', "Look  here"],
    ["an iframe", '<iframe src="https://evil.example"></iframe>\n\nSafe', "Safe"],
    ["a javascript: link", "[click me](javascript:alert(1))", "click me"],
    ["an upper-case JavaScript: link", "[click me](JaVaScRiPt:alert(1))", "click me"],
    ["an entity-encoded javascript: link", "[click me](javascript&#58;alert(1))", "click me"],
    ["a javascript: link with a tab", "[click me](java&#9;script:alert(1))", "click me"],
    ["a javascript: autolink", "<javascript:alert(1)>", "javascript:alert(1)"],
    ["a data: image", "![a cat](data:text/html;base64,PHNjcmlwdD4=)", "a cat"],
    ["a vbscript: link", "[x](vbscript:msgbox)", "x"],
    ["a javascript: reference definition", "[click][evil]\n\n[evil]: javascript:alert(1)", "click"],
    ["an inline event handler in a span", '<span onmouseover="alert(1)">hover</span>', "hover"],
    ["an svg with onload", "<svg onload=alert(1)>", ""],
  ])("removes %s", (_what, input, expected) => {
    expect(sanitiseMarkdown(input)).toBe(expected);
  });

  it("keeps ordinary Markdown, http(s), mailto and relative links", () => {
    const text =
      "## Plan\n\n1. **Introduction**\n2. *Body*\n\n[BBC](https://www.bbc.co.uk) [mail](mailto:t@example.com) [next](/lesson/abc)\n\n![map](https://example.com/map.png)";
    const out = sanitiseMarkdown(text);
    expect(out).toContain("## Plan");
    expect(out).toContain("**Introduction**");
    expect(out).toContain("[BBC](https://www.bbc.co.uk)");
    expect(out).toContain("[mail](mailto:t@example.com)");
    expect(out).toContain("[next](/lesson/abc)");
    expect(out).toContain("![map](https://example.com/map.png)");
  });

  it("keeps HTML-looking text in code as text", () => {
    expect(sanitiseMarkdown("Write `<b>` for bold")).toBe("Write `<b>` for bold");
  });
});

describe("isSafeUrl", () => {
  it.each([
    ["https://example.com", true],
    ["http://example.com", true],
    ["mailto:a@b.c", true],
    ["/relative", true],
    ["#anchor", true],
    ["javascript:alert(1)", false],
    [" javascript:alert(1)", false],
    ["\u0001javascript:alert(1)", false],
    ["data:text/html,<script>", false],
    ["file:///etc/passwd", false],
  ])("%s → %s", (url, safe) => {
    expect(isSafeUrl(url)).toBe(safe);
  });
});
