/**
 * The scientific calculator: type (or tap keys into) an expression, Enter evaluates it with mathjs; degrees or
 * radians; a history whose entries can be reused; ↑ recalls the last expression.
 */
import { useId, useRef, useState, type KeyboardEvent } from "react";
import { Button } from "../../../components/ui/Button";
import { classNames, focusRing } from "../../../components/ui/class-names";
import { addToHistory, calculate, type AngleUnit, type HistoryEntry } from "./calculator";
import { useSatToolsTranslation } from "./translations";

/** What each key puts into the expression. */
const KEYS = [
  "sin(",
  "cos(",
  "tan(",
  "√(",
  "^",
  "π",
  "(",
  ")",
  "7",
  "8",
  "9",
  "÷",
  "4",
  "5",
  "6",
  "×",
  "1",
  "2",
  "3",
  "-",
  "0",
  ".",
  "ans",
  "+",
] as const;

export function Calculator() {
  const { t } = useSatToolsTranslation();
  const inputId = useId();
  const resultId = useId();
  const input = useRef<HTMLInputElement>(null);
  const [expression, setExpression] = useState("");
  const [angle, setAngle] = useState<AngleUnit>("deg");
  const [history, setHistory] = useState<HistoryEntry[]>([]);
  const [ans, setAns] = useState<unknown>(0);
  const [error, setError] = useState(false);

  const run = () => {
    const outcome = calculate(expression, angle, ans);
    if (!outcome.ok) {
      setError(expression.trim() !== "");
      return;
    }
    setError(false);
    setAns(outcome.value);
    setHistory((h) => addToHistory(h, { expression: expression.trim(), result: outcome.result }));
    setExpression("");
  };

  const insert = (text: string) => {
    const field = input.current;
    const start = field?.selectionStart ?? expression.length;
    const end = field?.selectionEnd ?? expression.length;
    setExpression(expression.slice(0, start) + text + expression.slice(end));
    setError(false);
    requestAnimationFrame(() => {
      field?.focus();
      field?.setSelectionRange(start + text.length, start + text.length);
    });
  };

  const clear = () => {
    setExpression("");
    setError(false);
    input.current?.focus();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === "Enter") {
      event.preventDefault();
      run();
    } else if (event.key === "ArrowUp" && history[0]) {
      event.preventDefault();
      setExpression(history[0].expression);
    }
  };

  return (
    <div className="space-y-4">
      <fieldset className="flex flex-wrap items-center gap-3">
        <legend className="sr-only">{t("calculator.angleUnit")}</legend>
        {(["deg", "rad"] as const).map((unit) => (
          <label key={unit} className="flex items-center gap-1 text-sm text-slate-800 dark:text-slate-200">
            <input type="radio" name={`${inputId}-angle`} checked={angle === unit} onChange={() => setAngle(unit)} />
            {unit === "deg" ? t("calculator.degrees") : t("calculator.radians")}
          </label>
        ))}
      </fieldset>
      <div>
        <label htmlFor={inputId} className="block text-sm font-medium text-slate-800 dark:text-slate-200">
          {t("calculator.expression")}
        </label>
        <div className="mt-1 flex gap-2">
          <input
            id={inputId}
            ref={input}
            value={expression}
            onChange={(event) => {
              setExpression(event.target.value);
              setError(false);
            }}
            onKeyDown={onKeyDown}
            inputMode="text"
            autoComplete="off"
            autoCapitalize="off"
            spellCheck={false}
            aria-describedby={resultId}
            aria-invalid={error || undefined}
            className={classNames(
              "min-w-0 flex-1 rounded-lg border border-slate-300 bg-white px-3 py-2 font-mono text-slate-900 dark:border-slate-600 dark:bg-slate-950 dark:text-slate-100",
              focusRing,
            )}
          />
          <Button onClick={run}>{t("calculator.evaluate")}</Button>
        </div>
        <p id={resultId} role="status" className="mt-1 min-h-5 text-sm text-slate-600 dark:text-slate-300">
          {error ? t("calculator.error") : history[0] ? `${history[0].expression} = ${history[0].result}` : t("calculator.hint")}
        </p>
      </div>
      <div role="group" aria-label={t("calculator.keys")} className="grid grid-cols-4 gap-2">
        {KEYS.map((key) => (
          <Button key={key} variant="secondary" size="sm" className="font-mono" onClick={() => insert(key)}>
            {key}
          </Button>
        ))}
        <Button variant="secondary" size="sm" className="col-span-4" onClick={clear}>
          {t("calculator.clear")}
        </Button>
      </div>
      <section aria-labelledby={`${inputId}-history`}>
        <h3 id={`${inputId}-history`} className="text-sm font-semibold text-slate-900 dark:text-white">
          {t("calculator.history")}
        </h3>
        {history.length === 0 ? (
          <p className="text-sm text-slate-600 dark:text-slate-400">{t("calculator.noHistory")}</p>
        ) : (
          <ol className="mt-1 max-h-40 space-y-1 overflow-y-auto text-sm" aria-label={t("calculator.history")}>
            {history.map((entry, i) => (
              <li key={`${history.length - i}`}>
                <button
                  type="button"
                  onClick={() => insert(entry.result)}
                  className={classNames(
                    "w-full rounded px-2 py-1 text-left font-mono text-slate-800 hover:bg-slate-100 dark:text-slate-200 dark:hover:bg-slate-800",
                    focusRing,
                  )}
                >
                  {entry.expression} = {entry.result}
                </button>
              </li>
            ))}
          </ol>
        )}
      </section>
    </div>
  );
}
