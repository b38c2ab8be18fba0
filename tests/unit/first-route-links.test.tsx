import { fireEvent, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { ReactNode } from "react";
import { describe, expect, it } from "vitest";
import { useLocation, useNavigationType } from "react-router";
import { AppRouter } from "../../src/app/AppRouter";
import { Link, NavLink, isActivePath } from "../../src/components/ui/Link";

/** Where the router is, and how it got there. */
function Where() {
  const { pathname, search } = useLocation();
  return <output aria-label="where">{`${useNavigationType()} ${pathname}${search}`}</output>;
}

const where = () => screen.getByRole("status", { name: "where" }).textContent;

function renderAt(path: string, links: ReactNode) {
  window.history.replaceState(null, "", path);
  return render(
    <AppRouter>
      {links}
      <Where />
    </AppRouter>,
  );
}

describe("the first screen's links (header, tab bar, home page)", () => {
  it("open their screen in the page, adding it to the browser history", async () => {
    renderAt(
      "/",
      <Link to="/auth?tab=signup" className="button">
        Sign up
      </Link>,
    );
    const link = screen.getByRole("link", { name: "Sign up" });
    expect(link.getAttribute("href")).toBe("/auth?tab=signup");
    expect(link.className).toBe("button");
    const historyLength = window.history.length;
    await userEvent.click(link);
    expect(where()).toBe("PUSH /auth?tab=signup");
    expect(window.location.pathname + window.location.search).toBe("/auth?tab=signup");
    expect(window.history.length).toBe(historyLength + 1);
  });

  it("replace the entry when they lead to the page already open", async () => {
    renderAt("/dictionary", <Link to="/dictionary">Dictionary</Link>);
    await userEvent.click(screen.getByRole("link", { name: "Dictionary" }));
    expect(where()).toBe("REPLACE /dictionary");
  });

  it("leave a click with a modifier key, another button or another target to the browser", () => {
    renderAt(
      "/",
      <>
        <Link to="/dictionary">Dictionary</Link>
        <Link to="/review" target="_blank">
          Review
        </Link>
      </>,
    );
    // Whether the app took the click over, seen after its handlers; the test's browser then stays put.
    const takenOver: boolean[] = [];
    const record = (event: MouseEvent) => {
      takenOver.push(event.defaultPrevented);
      event.preventDefault();
    };
    window.addEventListener("click", record);
    const dictionary = screen.getByRole("link", { name: "Dictionary" });
    for (const click of [{ ctrlKey: true }, { metaKey: true }, { shiftKey: true }, { altKey: true }, { button: 1 }]) {
      fireEvent.click(dictionary, click);
    }
    fireEvent.click(screen.getByRole("link", { name: "Review" }));
    fireEvent.click(dictionary);
    window.removeEventListener("click", record);
    expect(takenOver).toEqual([false, false, false, false, false, false, true]);
    expect(where()).toBe("PUSH /dictionary");
  });

  it("run their own click handler first, and stay put when it prevents the default", async () => {
    renderAt(
      "/",
      <Link to="/review" onClick={(event) => event.preventDefault()}>
        Review
      </Link>,
    );
    await userEvent.click(screen.getByRole("link", { name: "Review" }));
    expect(where()).toBe("POP /");
  });

  it("open by keyboard", async () => {
    renderAt("/", <Link to="/progress">Progress</Link>);
    await userEvent.tab();
    expect(document.activeElement).toBe(screen.getByRole("link", { name: "Progress" }));
    await userEvent.keyboard("{Enter}");
    expect(where()).toBe("PUSH /progress");
  });

  it("mark the navigation link of the current page as active, and the others not", async () => {
    const classes = ({ isActive }: { isActive: boolean }) => (isActive ? "active" : "idle");
    renderAt(
      "/",
      <nav>
        <NavLink to="/" end className={classes}>
          Home
        </NavLink>
        <NavLink to="/ielts/reading" className={classes}>
          Reading
        </NavLink>
        <NavLink to="/dictionary" className={classes}>
          Dictionary
        </NavLink>
      </nav>,
    );
    const state = () =>
      screen.getAllByRole("link").map((link) => `${link.textContent}:${link.className}:${link.getAttribute("aria-current") ?? "-"}`);
    expect(state()).toEqual(["Home:active:page", "Reading:idle:-", "Dictionary:idle:-"]);
    await userEvent.click(screen.getByRole("link", { name: "Reading" }));
    expect(state()).toEqual(["Home:idle:-", "Reading:active:page", "Dictionary:idle:-"]);
  });

  it("count the pages below a navigation link as its own, as the router does", () => {
    expect(isActivePath("/ielts/reading", "/ielts/reading", false)).toBe(true);
    expect(isActivePath("/IELTS/Reading", "/ielts/reading", true)).toBe(true);
    expect(isActivePath("/tests/sample-quiz", "/tests", false)).toBe(true);
    expect(isActivePath("/tests/sample-quiz", "/tests", true)).toBe(false);
    expect(isActivePath("/tests-history", "/tests", false)).toBe(false);
    expect(isActivePath("/dictionary", "/", false)).toBe(false);
    expect(isActivePath("/", "/", true)).toBe(true);
  });
});

describe("the app's router", () => {
  it("follows the browser's back button", async () => {
    renderAt("/", <Link to="/review">Review</Link>);
    await userEvent.click(screen.getByRole("link", { name: "Review" }));
    expect(where()).toBe("PUSH /review");
    window.history.back();
    await screen.findByText("POP /");
  });
});
