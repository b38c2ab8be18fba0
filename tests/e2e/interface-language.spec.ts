import { expect as baseExpect, test, type APIRequestContext, type APIResponse, type Page } from "@playwright/test";
import { ROUTES } from "../../src/app/route-table";
import { bearer, createAccount, signIn, type TestAccount } from "./support/account";
import { networkWatch, openInApp } from "./support/navigation";

// Sign-in derives PBKDF2 keys and lazy screens load on a shared, busy machine: give the UI time.
const expect = baseExpect.configure({ timeout: 20_000 });

/**
 * Issue 33: a Russian or Kazakh learner reads no English on any screen outside the English being taught,
 * which the page marks lang="en". Every route is opened signed in, with data behind it (words, a finished
 * quiz, an evaluated essay, a SAT result, a placement result, notifications), and the visible text and
 * the labels read aloud are searched for a run of four English words.
 */

/** Names that stay as they are in every language, and so are not English words on a Russian screen. */
const PROPER_NAMES = [
  "Lexora",
  "IELTS",
  "SAT",
  "Google",
  "CEFR-J",
  "CEFR",
  "Anki",
  "FSRS",
  "GNU General Public License",
  "British Council",
  "Cambridge",
  "IDP",
  // The exams' sections keep their English names in every interface, as the exams do.
  "Reading and Writing",
  "Reading",
  "Listening",
  "Writing",
  "Speaking",
  "Math",
];

/** Labels the interface translates although they are one word: parts of speech and the default category. */
const LABELS = /^(noun|verb|adjective|adverb|general)$/i;

type Finding = { route: string; text: string };

/**
 * English runs on screen outside lang="en" (text nodes joined within inline content, and aria-label,
 * placeholder, alt and title), and the one-word labels that are shown translated.
 */
async function englishOnScreen(page: Page, names: string[]): Promise<string[]> {
  return page.evaluate(
    ([properNames, labels]) => {
      const label = new RegExp(labels, "i");
      const found: string[] = [];
      const run = /[A-Za-zÀ-ÿ][A-Za-zÀ-ÿ'’-]*(?:[\s,.:;!?()"“”«»/–—-]+[A-Za-zÀ-ÿ][A-Za-zÀ-ÿ'’-]*){3,}/g;
      const names = new RegExp(`\\b(?:${properNames.map((n) => n.replace(/[-]/g, "\\-")).join("|")})\\b`, "g");
      const check = (text: string) => {
        for (const match of text.replace(names, " | ").matchAll(run)) found.push(match[0].trim());
      };
      // The nearest lang attribute decides, so interface text marked inside a figure of the test counts again.
      const taught = (el: Element | null) => /^en(?:-|$)/.test(el?.closest("[lang]")?.getAttribute("lang") ?? "");
      const hidden = (el: Element) => !el.checkVisibility({ visibilityProperty: true, opacityProperty: false });
      // Text of one block: consecutive text nodes whose nearest block-level ancestor is the same.
      let buffer = "";
      let block: Element | null = null;
      const flush = () => {
        check(buffer);
        buffer = "";
      };
      const blockOf = (el: Element): Element => {
        let current: Element | null = el;
        while (current && getComputedStyle(current).display.startsWith("inline")) current = current.parentElement;
        return current ?? document.body;
      };
      const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const parent = node.parentElement;
        if (!parent || ["SCRIPT", "STYLE", "NOSCRIPT", "TEMPLATE"].includes(parent.tagName)) continue;
        if (hidden(parent)) continue;
        const text = node.textContent ?? "";
        if (!text.trim()) continue;
        if (label.test(text.trim()) && !taught(parent)) found.push(text.trim());
        const here = blockOf(parent);
        if (here !== block) {
          flush();
          block = here;
        }
        buffer += taught(parent) ? " | " : text;
      }
      flush();
      for (const el of document.body.querySelectorAll("[aria-label], [placeholder], img[alt], [title]")) {
        if (taught(el) || hidden(el)) continue;
        for (const attribute of ["aria-label", "placeholder", "alt", "title"]) {
          const value = el.getAttribute(attribute);
          if (value) check(value);
        }
      }
      return [...new Set(found)];
    },
    [names, LABELS.source] as const,
  );
}

type Learner = { account: TestAccount; paths: Map<string, string> };

/**
 * A learner with something on every screen, made through the API as the screens would make it, and the
 * paths that show it: a route whose example names an item nobody has gets one of the learner's own.
 */
async function learnerWithData(request: APIRequestContext, language: "ru" | "kk"): Promise<Learner> {
  const account = await createAccount(request, `walk-${language}`);
  const headers = bearer(account);
  const ok = async (response: Promise<APIResponse>) => {
    const res = await response;
    expect(res.ok(), `${res.url()}: ${await res.text()}`).toBe(true);
    return res.json() as Promise<Record<string, unknown>>;
  };
  await ok(request.patch("/api/profile", { headers, data: { preferredLanguage: language } }));
  for (const word of ["abandon", "happy", "receive", "friend", "delicious"])
    await ok(request.post("/api/words", { headers, data: { word } }));
  const quiz = (await ok(request.post("/api/quizzes", { headers, data: { source: "dictionary", questionCount: 4 } }))) as {
    id: string;
    questions: { correctIndex: number }[];
  };
  await ok(
    request.post(`/api/quizzes/${quiz.id}/results`, {
      headers,
      data: { answers: quiz.questions.map((q, i) => (i === 0 ? (q.correctIndex + 1) % 4 : q.correctIndex)) },
    }),
  );
  const essay =
    "Some people believe that cities should ban cars from their centres. I partly agree with this view, because traffic causes pollution and noise.\n\n" +
    "On the one hand, cars make the air dirty and the streets dangerous for children. On the other hand, shops need deliveries and old people need to drive.\n\n" +
    "In conclusion, I think cities should limit cars in the centre but allow deliveries and buses.";
  await ok(
    request.post("/api/ielts/submissions", {
      headers,
      data: { section: "writing", promptId: "writing-task2-car-free-centres", user_writing: essay, clientId: `walk-writing-${Date.now()}` },
    }),
  );
  const started = (await ok(
    request.post("/api/sat/attempts", { headers, data: { section: "reading_writing", testId: "sat-reading-writing-1", mode: "full" } }),
  )) as {
    attempt: { id: string };
  };
  const attempt = started.attempt.id;
  await ok(
    request.post(`/api/sat/attempts/${attempt}/modules/module1/submit`, {
      headers,
      data: { clientId: `walk-m1-${attempt}`, answers: {} },
    }),
  );
  await ok(
    request.post(`/api/sat/attempts/${attempt}/modules/module2_easier/submit`, {
      headers,
      data: { clientId: `walk-m2-${attempt}`, answers: {} },
    }),
  );
  let session = (await ok(request.post("/api/placement/sessions", { headers }))) as { id: string; question: { id: string } | null };
  while (session.question) {
    session = (await ok(
      request.post(`/api/placement/sessions/${session.id}/answers`, { headers, data: { questionId: session.question.id, choice: 0 } }),
    )) as typeof session;
  }
  const library = (await ok(request.get("/api/library", { headers }))) as { items: { id: string; kind: "article" | "podcast" }[] };
  const first = (kind: "article" | "podcast") => library.items.find((item) => item.kind === kind)!.id;
  const paths = new Map([
    ["/tests/:quizId", `/tests/${quiz.id}`],
    ["/article/:articleId", `/article/${first("article")}`],
    ["/podcast/:podcastId", `/podcast/${first("podcast")}`],
    ["/sat/reading", `/sat/reading?results=${attempt}`],
  ]);
  return { account, paths };
}

for (const language of ["ru", "kk"] as const) {
  test(`no English outside the English being taught on any screen, in ${language}`, async ({ page }) => {
    test.setTimeout(180_000);
    const { account, paths } = await learnerWithData(page.request, language);
    const network = networkWatch(page);
    await signIn(page, account);
    await expect(page.locator("html")).toHaveAttribute("lang", language);
    const findings: Finding[] = [];
    for (const route of ROUTES) {
      // The sign-in screen is for someone signed out.
      if (route.example === "/auth") continue;
      const path = paths.get(route.pattern) ?? route.example;
      // Signed in on "/": the first screen is already open.
      if (path !== "/") await openInApp(page, path);
      // "Loading..." is English only: the screen's data has come when no request is open.
      await network.quiet();
      for (const text of await englishOnScreen(page, PROPER_NAMES)) findings.push({ route: path, text });
    }
    expect(findings).toEqual([]);
  });
}
