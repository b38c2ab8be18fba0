import { useId, type ChangeEvent } from "react";
import { classNames, focusRing } from "./class-names";

/** `lang` marks an option whose label is English being taught (a test's title) in another interface language. */
export type SelectOption<T extends string> = { value: T; label: string; lang?: "en" };

type SelectProps<T extends string> = {
  label: string;
  /** Keeps the label for screen readers only, where the context makes it obvious. */
  hideLabel?: boolean;
  value: T;
  options: ReadonlyArray<SelectOption<T>>;
  onChange: (value: T) => void;
  className?: string;
};

/** A labelled native select: the platform picker works best on phones and with screen readers. */
export function Select<T extends string>({ label, hideLabel, value, options, onChange, className }: SelectProps<T>) {
  const id = useId();
  const handleChange = (event: ChangeEvent<HTMLSelectElement>) => {
    const chosen = options.find((option) => option.value === event.target.value);
    if (chosen) onChange(chosen.value);
  };
  return (
    <div className={classNames("flex items-center gap-2", className)}>
      <label htmlFor={id} className={hideLabel ? "sr-only" : "text-sm text-slate-700 dark:text-slate-300"}>
        {label}
      </label>
      <select
        id={id}
        value={value}
        onChange={handleChange}
        className={classNames(
          "h-9 rounded-lg border border-slate-300 bg-white px-2 text-sm text-slate-900 dark:border-slate-600 dark:bg-slate-800 dark:text-slate-100",
          focusRing,
        )}
      >
        {options.map((option) => (
          <option key={option.value} value={option.value} lang={option.lang}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}
