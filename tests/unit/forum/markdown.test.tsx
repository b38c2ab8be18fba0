/** Posts and replies render their Markdown without raw HTML or script addresses, even if such text reached the store. */
import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { ForumMarkdown } from "../../../src/features/forum/ForumMarkdown";

describe("forum Markdown", () => {
  it("renders Markdown and drops raw HTML, event handlers and javascript: links", () => {
    const { container } = render(
      <ForumMarkdown>
        {'**bold** <img src=x onerror="alert(1)"> <script>alert(2)</script>\n\n[safe](https://example.com) [bad](javascript:alert(3))'}
      </ForumMarkdown>,
    );
    expect(screen.getByText("bold").tagName).toBe("STRONG");
    expect(container.querySelector("img, script")).toBeNull();
    expect(screen.getByRole("link", { name: "safe" }).getAttribute("href")).toBe("https://example.com");
    expect(screen.getByRole("link", { name: "safe" }).getAttribute("rel")).toBe("noopener noreferrer nofollow ugc");
    expect(screen.getByText("bad").getAttribute("href") ?? "").not.toMatch(/javascript/i);
  });
});
