import { devices, expect, test, type Page } from "@playwright/test";
import { ROUTE_PATHS, ROUTES } from "../../src/app/route-table";
import { bearer, signUpAndSignIn } from "./support/account";
import { networkWatch, openInApp } from "./support/navigation";

// An iPhone's user agent in Chromium (the device preset's WebKit default does not apply here), on a 390×844 screen.
const { defaultBrowserType: _webkit, ...iPhone } = devices["iPhone 13"];

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1024, height: 768 };
/** What floats over the desktop pages: the translator and chat toggles and the translator's side tab. */
const FLOATING_OVERLAYS = ':is([data-testid="translator-side-tab"], :has(> [data-testid="translator-toggle"]))';

type LayoutProblem = string;

/**
 * What a phone user would notice on the current screen: the page scrolls sideways, an element sticks
 * out past the right edge, or a fixed/sticky bar or button lies over something they need to tap.
 */
async function layoutProblems(page: Page, screenWidth: number, coveringOnly?: string): Promise<LayoutProblem[]> {
  return page.evaluate(
    ([width, coveringOnly]) => {
      const problems: string[] = [];
      const describe = (el: Element) => {
        const label = (el.getAttribute("aria-label") ?? el.textContent ?? "").trim().replace(/\s+/g, " ").slice(0, 40);
        const id = el.id ? `#${el.id}` : "";
        const testId = el.getAttribute("data-testid");
        return `<${el.tagName.toLowerCase()}${id}${testId ? ` data-testid=${testId}` : ""}> "${label}"`;
      };
      // A phone widens its layout viewport (innerWidth) to the widest content: compare with the screen's width.
      const scroller = document.scrollingElement ?? document.documentElement;
      if (scroller.scrollWidth > width) problems.push(`the page is ${scroller.scrollWidth} px wide on a ${width} px screen`);

      // Inside a box that scrolls or clips sideways (a table, a tab strip) an element may lie past the edge.
      const clippedSideways = (el: Element) => {
        for (let parent = el.parentElement; parent && parent !== document.body; parent = parent.parentElement) {
          const overflowX = getComputedStyle(parent).overflowX;
          if (overflowX !== "visible") return true;
        }
        return false;
      };
      const visible = (el: Element) => {
        const box = el.getBoundingClientRect();
        if (box.width === 0 || box.height === 0) return false;
        const style = getComputedStyle(el);
        return style.visibility !== "hidden" && style.display !== "none" && Number(style.opacity) > 0;
      };
      for (const el of document.body.querySelectorAll("*")) {
        if (!visible(el)) continue;
        const right = el.getBoundingClientRect().right;
        if (right > width + 1 && !clippedSideways(el)) problems.push(`${describe(el)} reaches ${Math.round(right)} px`);
      }

      const fixedOrSticky = (el: Element): Element | null => {
        for (let node: Element | null = el; node; node = node.parentElement) {
          const position = getComputedStyle(node).position;
          if (position === "fixed" || position === "sticky") return node;
        }
        return null;
      };
      const interactive = [
        ...document.body.querySelectorAll<HTMLElement>(
          "a[href], button, input:not([type=hidden]), select, textarea, summary, [role=button], [role=tab], [role=link], [role=checkbox], [role=radio], [tabindex]:not([tabindex='-1'])",
        ),
      ].filter((el) => visible(el) && !el.closest("[inert], [aria-hidden=true], .sr-only") && !el.hasAttribute("disabled"));
      const coverAtCentre = (el: HTMLElement): Element | null => {
        // The centre of the part on screen: an element taller than the screen is tapped where it shows.
        const box = el.getBoundingClientRect();
        const x = (Math.max(box.left, 0) + Math.min(box.right, width)) / 2;
        const y = (Math.max(box.top, 0) + Math.min(box.bottom, window.innerHeight)) / 2;
        const hit = document.elementFromPoint(x, y);
        if (!hit || hit === el || el.contains(hit) || hit.contains(el)) return null;
        const cover = fixedOrSticky(hit);
        if (!cover || cover.contains(el)) return null;
        return coveringOnly && !cover.matches(coveringOnly) ? null : cover;
      };
      for (const el of interactive) {
        // Things that are themselves in a fixed bar (the header, the tab bar) are where they belong.
        if (fixedOrSticky(el)) continue;
        // Where scrolling (or moving the focus) down to it brings it, and where scrolling up to it does: at
        // the bottom edge, then at the top edge of the screen, as far as the page can scroll.
        // Hit testing lays the page out at the new scroll offset at once (nothing in the app moves on scroll
        // events), so no frame is awaited: a long screen has hundreds of controls.
        for (const block of ["end", "start"] as const) {
          el.scrollIntoView({ block, inline: "nearest" });
          const cover = coverAtCentre(el);
          if (cover) problems.push(`${describe(el)} is covered by ${describe(cover)}`);
        }
      }
      window.scrollTo(0, 0);
      return problems;
    },
    [screenWidth, coveringOnly] as const,
  );
}

/**
 * Visits every path on one page and collects each path's problems: the first loads the app, the others
 * open inside it as its links do.
 */
async function checkPaths(
  page: Page,
  paths: readonly string[],
  screenWidth: number,
  coveringOnly?: string,
): Promise<Record<string, LayoutProblem[]>> {
  const found: Record<string, LayoutProblem[]> = {};
  const network = networkWatch(page);
  for (const [index, path] of paths.entries()) {
    if (index === 0) {
      await page.goto(path);
      await expect(page.locator("h1").first(), path).toBeVisible({ timeout: 15_000 });
      await expect(page.getByText("Loading..."), path).toHaveCount(0);
      // The shell's overlays load when the browser is first idle.
      await page.waitForLoadState("networkidle");
    } else {
      await openInApp(page, path);
    }
    // The screen's data arrives after the first paint: wait for it so what it draws is checked too.
    await network.quiet();
    const problems = await layoutProblems(page, screenWidth, coveringOnly);
    if (problems.length > 0) found[path] = [...new Set(problems)].slice(0, 8);
  }
  return found;
}

const ACCOUNT_PATHS = ROUTES.filter((route) => route.requiresAccount).map((route) => route.example);
/** Screens inside the account routes: a reading test (split too), a listening test, flashcards with cards. */
const SESSION_PATHS = [
  "/ielts/reading?test=reading-test-1",
  "/ielts/reading-split?test=reading-test-1",
  "/ielts/listening?test=listening-test-1",
];

/**
 * Gives a new account four words, so flashcards and the dictionary show their controls, and a finished
 * quiz on them, whose achievements leave unread notifications.
 */
async function addWordsAndFinishAQuiz(page: Page, account: Awaited<ReturnType<typeof signUpAndSignIn>>) {
  for (const word of ["abandon", "happy", "receive", "friend"]) {
    const res = await page.request.post("/api/words", { headers: bearer(account), data: { word } });
    expect(res.status(), await res.text()).toBe(201);
  }
  const created = await page.request.post("/api/quizzes", { headers: bearer(account), data: { source: "dictionary", questionCount: 4 } });
  expect(created.status(), await created.text()).toBe(201);
  const quiz = (await created.json()) as { id: string; questions: { correctIndex: number }[] };
  const answers = quiz.questions.map((question) => question.correctIndex);
  const saved = await page.request.post(`/api/quizzes/${quiz.id}/results`, { headers: bearer(account), data: { answers } });
  expect(saved.status(), await saved.text()).toBeLessThan(300);
}

/** The header's bell tells how many notifications are unread and leads to them. */
async function expectBellWithUnreadCount(page: Page) {
  await page.goto("/");
  // In the profile's language, English or Russian.
  const bell = page.getByRole("banner").getByRole("link", { name: /^(Notifications|Уведомления), \d+ (unread|непрочитан)/ });
  await expect(bell).toBeVisible({ timeout: 15_000 });
  await bell.click();
  await expect(page).toHaveURL("/notifications");
  await expect(page.getByRole("heading", { level: 1, name: /^(Notifications|Уведомления)$/ })).toBeVisible();
}

/** The size in CSS pixels at which each Task 1 chart label is drawn (font size × the SVG's scale). */
async function chartLabelSizes(page: Page): Promise<number[]> {
  await expect(page.locator("figure svg text").first()).toBeVisible({ timeout: 15_000 });
  return page.locator("figure svg text").evaluateAll((texts) =>
    texts.map((text) => {
      const svg = (text as SVGTextElement).ownerSVGElement!;
      const scale = svg.getBoundingClientRect().width / (svg.viewBox.baseVal.width || svg.getBoundingClientRect().width);
      return Math.round(parseFloat(getComputedStyle(text).fontSize) * scale * 10) / 10;
    }),
  );
}

test.describe("the phone layout at 390×844", () => {
  test.use({ ...iPhone, viewport: PHONE, hasTouch: true, isMobile: true });

  test("the check itself finds a control under a fixed bar and a page wider than the screen", async ({ page }) => {
    await page.setContent(`
      <meta name="viewport" content="width=device-width, initial-scale=1">
      <main style="height: 3000px"><p style="height: 1500px"></p><button>Under the bar</button></main>
      <div style="position: fixed; bottom: 0; left: 0; right: 0; height: 200px; background: white">Sheet</div>
      <div style="width: 500px">Wide</div>`);
    const problems = await layoutProblems(page, PHONE.width);
    expect(problems).toContain('<button> "Under the bar" is covered by <div> "Sheet"');
    expect(problems).toContainEqual(expect.stringMatching(/^the page is 5\d\d px wide on a 390 px screen$/));
  });

  test("signed out, no route scrolls sideways and nothing fixed covers a control", async ({ page }) => {
    test.setTimeout(240_000);
    expect(await checkPaths(page, ROUTE_PATHS, PHONE.width)).toEqual({});
  });

  test("signed in, no account screen scrolls sideways and nothing fixed covers a control", async ({ page }) => {
    test.setTimeout(240_000);
    const account = await signUpAndSignIn(page, "layout");
    await addWordsAndFinishAQuiz(page, account);
    await expectBellWithUnreadCount(page);
    expect(await checkPaths(page, [...ACCOUNT_PATHS, ...SESSION_PATHS], PHONE.width)).toEqual({});
  });

  test("'More' opens every other section and the quick translator, by touch and by keyboard", async ({ page }) => {
    await page.goto("/?lng=en");
    const more = page.getByRole("navigation", { name: "Mobile navigation" }).getByRole("button", { name: "More" });
    await more.focus();
    await page.keyboard.press("Enter");
    const sheet = page.getByRole("dialog", { name: "More" });
    await expect(sheet.getByRole("link", { name: "Notifications" })).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(sheet).toHaveCount(0);
    await expect(more).toBeFocused();

    await more.tap();
    await sheet.getByRole("button", { name: "Quick translator" }).tap();
    await expect(sheet).toHaveCount(0);
    const translator = page.getByTestId("translator-sheet");
    await expect(translator.getByLabel("Text to translate")).toBeFocused();
    // A notification raised in the sheet lies below the sheet's header, clear of its close button.
    await translator.getByRole("button", { name: "Listen" }).tap();
    const toast = page.locator("[data-sonner-toast]").filter({ hasText: "Translate something first" });
    await expect(toast).toBeVisible();
    const close = (await translator.getByRole("button", { name: "Close the translator" }).boundingBox())!;
    await expect.poll(async () => (await toast.boundingBox())!.y).toBeGreaterThanOrEqual(close.y + close.height);
    await page.keyboard.press("Escape");
    await expect(translator).toHaveCount(0);
    await expect(more).toBeFocused();

    await more.tap();
    await sheet.getByRole("link", { name: "Writing" }).tap();
    await expect(page).toHaveURL("/ielts/writing");
    await expect(sheet).toHaveCount(0);
  });

  test("a dialog taller than the screen opens at its top and scrolls to its last row; a growing list leaves Add in place", async ({
    page,
  }) => {
    const account = await signUpAndSignIn(page, "layout-dialog");
    for (let n = 1; n <= 20; n += 1) {
      const res = await page.request.post("/api/categories", { headers: bearer(account), data: { name: `Topic ${n}` } });
      expect(res.status(), await res.text()).toBe(201);
    }
    const english = await page.request.patch("/api/profile", { headers: bearer(account), data: { preferredLanguage: "en" } });
    expect(english.ok(), await english.text()).toBe(true);
    await page.goto("/dictionary?lng=en");
    await expect(page.getByRole("heading", { level: 1, name: "Dictionary" })).toBeVisible({ timeout: 20_000 });
    await page.getByRole("button", { name: "Categories" }).tap();
    const dialog = page.getByRole("dialog", { name: "Manage categories" });
    const rows = dialog.getByRole("list", { name: "Your categories" }).getByRole("listitem");
    await expect(rows).toHaveCount(21);
    await expect(dialog.getByRole("heading", { name: "Manage categories" })).toBeInViewport({ ratio: 1 });

    const add = dialog.getByRole("button", { name: "Add", exact: true });
    const before = (await add.boundingBox())!;
    await dialog.getByLabel("New category").fill("Travel");
    await add.tap();
    await expect(rows).toHaveCount(22);
    expect((await add.boundingBox())!.y).toBe(before.y);

    await rows.last().scrollIntoViewIfNeeded();
    await expect(rows.last()).toBeInViewport({ ratio: 1 });
  });

  test("the Task 1 chart labels are at least 12 px", async ({ page }) => {
    await signUpAndSignIn(page, "layout-chart");
    await page.goto("/ielts/writing");
    expect(Math.min(...(await chartLabelSizes(page)))).toBeGreaterThanOrEqual(12);
  });
});

test.describe("the desktop layout at 1024×768", () => {
  test.use({ viewport: DESKTOP });

  test("the floating toggles and the translator tab cover no control, and toasts stay below the header", async ({ page }) => {
    test.setTimeout(240_000);
    const account = await signUpAndSignIn(page, "layout-desktop");
    // A language the profile cannot save is reported in a toast: it leaves the header's controls free.
    await page.route("**/api/profile", (route) =>
      route.request().method() === "PATCH" ? route.fulfill({ status: 503, json: { error: "unavailable" } }) : route.fallback(),
    );
    const banner = page.getByRole("banner");
    await banner.getByLabel(/^(Language|Язык)$/).selectOption("en");
    await banner.getByLabel(/^(Language|Язык)$/).selectOption("ru");
    const toast = page.locator("[data-sonner-toast]").first();
    await expect(toast).toBeVisible();
    const header = (await banner.boundingBox())!;
    // Polled: the toast slides in from above before it settles.
    await expect.poll(async () => (await toast.boundingBox())!.y).toBeGreaterThanOrEqual(header.y + header.height);
    await banner.getByRole("button", { name: account.name }).click({ trial: true });
    await page.unroute("**/api/profile");

    await addWordsAndFinishAQuiz(page, account);
    await expectBellWithUnreadCount(page);
    expect(
      await checkPaths(page, ["/", "/dictionary", "/flashcards", "/ielts/writing", ...SESSION_PATHS], DESKTOP.width, FLOATING_OVERLAYS),
    ).toEqual({});
    await page.goto("/ielts/writing");
    expect(Math.min(...(await chartLabelSizes(page)))).toBeGreaterThanOrEqual(12);

    // A desktop window narrowed to a phone's width stays on the desktop layout (spec §2): the navigation
    // moves to a second header row that scrolls within itself, and the page does not scroll sideways.
    await page.setViewportSize({ width: PHONE.width, height: DESKTOP.height });
    expect(await checkPaths(page, ["/", "/dictionary"], PHONE.width, FLOATING_OVERLAYS)).toEqual({});
    // The interface is Russian since the language switch above.
    await expect(banner.getByRole("navigation").locator('a[href="/dictionary"]')).toBeVisible();
    await expect(banner.getByRole("button", { name: account.name })).toBeVisible();
  });
});
