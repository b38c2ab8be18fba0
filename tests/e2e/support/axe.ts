import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";

/** The WCAG 2.1 A/AA rules and axe's best practices. */
const TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "best-practice"];

/**
 * The serious and critical axe violations on the page as it is now (or inside `include`), one line
 * each: rule, help and the first elements. Only violations are collected in detail, which keeps a
 * scan quick on a slow machine.
 */
export async function seriousViolations(page: Page, { include, label }: { include?: string; label?: string } = {}): Promise<string[]> {
  let builder = new AxeBuilder({ page }).withTags(TAGS).options({ resultTypes: ["violations"] });
  if (include) builder = builder.include(include);
  const { violations } = await builder.analyze();
  return violations
    .filter((v) => v.impact === "serious" || v.impact === "critical")
    .map((v) => `${label ? `${label}: ` : ""}${v.id} (${v.impact}) ${v.help} — ${v.nodes.slice(0, 5).map((n) => n.target.join(" ")).join(" | ")}`);
}
