import AxeBuilder from "@axe-core/playwright";
import { expect, type Page } from "@playwright/test";

/** The WCAG 2.1 A/AA rules and axe's best practices. */
const TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "best-practice"];

type ScanOptions = { include?: string; label?: string };

async function serious(builder: AxeBuilder, label?: string): Promise<string[]> {
  const { violations } = await builder.options({ resultTypes: ["violations"] }).analyze();
  return violations
    .filter((v) => v.impact === "serious" || v.impact === "critical")
    .map(
      (v) =>
        `${label ? `${label}: ` : ""}${v.id} (${v.impact}) ${v.help} — ${v.nodes
          .slice(0, 5)
          .map((n) => n.target.join(" "))
          .join(" | ")}`,
    );
}

/**
 * The serious and critical axe violations on the page as it is now (or inside `include`), one line
 * each: rule, help and the first elements. Only violations are collected in detail, which keeps a
 * scan quick on a slow machine.
 */
export function seriousViolations(page: Page, { include, label }: ScanOptions = {}): Promise<string[]> {
  const builder = new AxeBuilder({ page }).withTags(TAGS);
  return serious(include ? builder.include(include) : builder, label);
}

/**
 * The same screen in the light and the dark theme: every rule in the light one; in the dark one, switched
 * live by the app's system-theme listener (nothing stored), the rule a theme can change — colour
 * contrast — since the markup is the same. Leaves the page in the light theme.
 */
export async function seriousViolationsInBothThemes(page: Page, { include, label }: ScanOptions = {}): Promise<string[]> {
  await page.emulateMedia({ colorScheme: "light" });
  await expect(page.locator("html")).toHaveClass(/\blight\b/);
  const found = await seriousViolations(page, { include, label: `${label ?? page.url()} [light]` });
  await page.emulateMedia({ colorScheme: "dark" });
  await expect(page.locator("html")).toHaveClass(/\bdark\b/);
  // Links fade their colour (transition-colors): contrast is measured once every transition has ended
  // (or was cancelled; reading the animations first makes the browser start them).
  await page.evaluate(() =>
    Promise.all(document.getAnimations().flatMap((a) => (a instanceof CSSTransition ? [a.finished.catch(() => undefined)] : []))),
  );
  const contrast = new AxeBuilder({ page }).withRules(["color-contrast"]);
  found.push(...(await serious(include ? contrast.include(include) : contrast, `${label ?? page.url()} [dark]`)));
  await page.emulateMedia({ colorScheme: "light" });
  return found;
}
