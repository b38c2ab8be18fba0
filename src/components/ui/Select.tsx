import { useId, type ChangeEvent, type ReactNode } from "react";
import { classNames, focusRing } from "./class-names";
import { Field, controlClasses } from "./form-fields";

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
  /** A form's field: the label above, with a hint and a validation message under the select. */
  stacked?: boolean;
  name?: string;
  disabled?: boolean;
  hint?: ReactNode;
  error?: string;
};

/** A labelled native select: the platform picker works best on phones and with screen readers. */
export function Select<T extends string>({
  label,
  hideLabel,
  value,
  options,
  onChange,
  className,
  stacked,
  hint,
  error,
  name,
  disabled,
}: SelectProps<T>) {
  const id = useId();
  const handleChange = (event: ChangeEvent<HTMLSelectElement>) => {
    const chosen = options.find((option) => option.value === event.target.value);
    if (chosen) onChange(chosen.value);
  };
  const optionList = options.map((option) => (
    <option key={option.value} value={option.value} lang={option.lang}>
      {option.label}
    </option>
  ));
  if (stacked)
    return (
      <Field label={label} error={error} hint={hint} className={className}>
        {({ id: fieldId, describedBy }) => (
          <select
            id={fieldId}
            name={name}
            value={value}
            disabled={disabled}
            aria-invalid={error ? true : undefined}
            aria-describedby={describedBy}
            onChange={handleChange}
            className={controlClasses(!!error, "h-10 px-2 disabled:opacity-50")}
          >
            {optionList}
          </select>
        )}
      </Field>
    );
  return (
    <div className={classNames("flex items-center gap-2", className)}>
      <label htmlFor={id} className={hideLabel ? "sr-only" : "text-sm text-slate-700 dark:text-slate-300"}>
        {label}
      </label>
      <select
        id={id}
        name={name}
        value={value}
        disabled={disabled}
        onChange={handleChange}
        className={classNames(
          "h-9 rounded-lg border border-slate-300 bg-white px-2 text-sm text-slate-900 dark:border-slate-600 dark:bg-slate-800 dark:text-slate-100",
          focusRing,
        )}
      >
        {optionList}
      </select>
    </div>
  );
}
