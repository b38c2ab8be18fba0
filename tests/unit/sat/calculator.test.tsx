import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { Calculator } from "../../../src/features/sat/tools/Calculator";
import { addToHistory, calculate, HISTORY_LIMIT } from "../../../src/features/sat/tools/calculator";
import { I18nextProvider } from "react-i18next";
import { createI18n } from "../../../src/lib/i18n";

describe("the calculator's rules (mathjs)", () => {
  it.each([
    ["2^10 + sqrt(16)", "rad", "1028"],
    ["sin(30)", "deg", "0.5"],
    ["cos(60)", "deg", "0.5"],
    ["sin(pi/6)", "rad", "0.5"],
    ["asin(1)", "deg", "90"],
    ["atan(1)", "rad", "0.7853981634"],
    ["1/3", "rad", "0.3333333333"],
    ["3×4÷2", "rad", "6"],
    ["√(49) + π - pi", "deg", "7"],
    ["2(3 + 4)", "rad", "14"],
    ["5!", "rad", "120"],
  ] as const)("%s in %s is %s", (expression, angle, result) => {
    expect(calculate(expression, angle)).toMatchObject({ ok: true, result });
  });

  it("uses the last result as ans", () => {
    expect(calculate("ans * 2", "rad", 21)).toMatchObject({ ok: true, result: "42" });
  });

  it.each(["3 +", "sin(", "", "import({}, {})", 'evaluate("1")', 'createUnit("foo")', "f(x) = x^2"])("refuses %j", (expression) => {
    expect(calculate(expression, "rad").ok).toBe(false);
  });

  it("keeps the newest calculations first, at most the limit", () => {
    let history = [{ expression: "0", result: "0" }];
    for (let i = 1; i <= HISTORY_LIMIT + 5; i++) history = addToHistory(history, { expression: String(i), result: String(i) });
    expect(history).toHaveLength(HISTORY_LIMIT);
    expect(history[0]!.expression).toBe(String(HISTORY_LIMIT + 5));
  });
});

function renderCalculator() {
  const i18n = createI18n();
  void i18n.changeLanguage("en");
  return render(
    <I18nextProvider i18n={i18n}>
      <Calculator />
    </I18nextProvider>,
  );
}

describe("<Calculator>", () => {
  it("evaluates from the keyboard, switches to radians, recalls with ↑ and lists the history", async () => {
    const user = userEvent.setup();
    renderCalculator();
    const field = screen.getByLabelText("Expression");
    await user.type(field, "sin(90){Enter}");
    expect(screen.getByRole("status").textContent).toBe("sin(90) = 1");
    expect((field as HTMLInputElement).value).toBe("");

    await user.click(screen.getByRole("radio", { name: "Radians" }));
    await user.type(field, "sin(pi/2) + ans{Enter}");
    expect(screen.getByRole("status").textContent).toBe("sin(pi/2) + ans = 2");

    await user.type(field, "{ArrowUp}");
    expect((field as HTMLInputElement).value).toBe("sin(pi/2) + ans");
    const history = screen.getByRole("list", { name: "History" });
    expect(history.querySelectorAll("li")).toHaveLength(2);
    expect([...history.querySelectorAll("li")].map((li) => li.textContent)).toEqual(["sin(pi/2) + ans = 2", "sin(90) = 1"]);
  });

  it("builds an expression with its keys and says when it cannot calculate", async () => {
    const user = userEvent.setup();
    renderCalculator();
    for (const key of ["√(", "8", "1", ")", "×", "2"]) await user.click(screen.getByRole("button", { name: key }));
    expect((screen.getByLabelText("Expression") as HTMLInputElement).value).toBe("√(81)×2");
    await user.click(screen.getByRole("button", { name: "Evaluate" }));
    expect(screen.getByRole("status").textContent).toBe("√(81)×2 = 18");

    await user.type(screen.getByLabelText("Expression"), "2 +{Enter}");
    expect(screen.getByRole("status").textContent).toBe("Cannot calculate this: check the expression.");
    expect(screen.getByLabelText("Expression").getAttribute("aria-invalid")).toBe("true");
    await user.click(screen.getByRole("button", { name: "Clear" }));
    expect((screen.getByLabelText("Expression") as HTMLInputElement).value).toBe("");
  });
});
