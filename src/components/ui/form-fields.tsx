/** Labelled form fields, each with its hint and validation message tied to the control. */
import { useId, type ComponentProps, type ReactNode } from "react";
import { classNames, focusRing } from "./class-names";

export const controlClasses = (invalid = false, className?: string) =>
  classNames(
    "w-full rounded-lg border bg-white px-3 text-sm text-slate-900 placeholder:text-slate-500 dark:bg-slate-800 dark:text-slate-100 dark:placeholder:text-slate-400",
    invalid ? "border-red-500 dark:border-red-400" : "border-slate-300 dark:border-slate-600",
    focusRing,
    className,
  );

export type FieldProps = {
  label: string;
  /** Validation message shown under the field, already translated. */
  error?: string;
  hint?: ReactNode;
  className?: string;
};

/** The label, hint and error around one control; `children` gets the ids to wire them. */
export function Field({
  label,
  error,
  hint,
  className,
  children,
}: FieldProps & { children: (ids: { id: string; describedBy?: string }) => ReactNode }) {
  const id = useId();
  const describedBy = [hint ? `${id}-hint` : "", error ? `${id}-error` : ""].filter(Boolean).join(" ") || undefined;
  return (
    <div className={classNames("flex flex-col gap-1.5", className)}>
      <label htmlFor={id} className="text-sm font-medium text-slate-800 dark:text-slate-200">
        {label}
      </label>
      {children({ id, describedBy })}
      {hint && (
        <p id={`${id}-hint`} className="text-xs text-slate-600 dark:text-slate-400">
          {hint}
        </p>
      )}
      {error && <FieldError id={`${id}-error`}>{error}</FieldError>}
    </div>
  );
}

type TextFieldProps = Omit<ComponentProps<"input">, "id" | "className"> & FieldProps;

export function TextField({ label, error, hint, className, ...input }: TextFieldProps) {
  return (
    <Field label={label} error={error} hint={hint} className={className}>
      {({ id, describedBy }) => (
        <input
          id={id}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          className={controlClasses(!!error, "h-10")}
          {...input}
        />
      )}
    </Field>
  );
}

type TextAreaProps = Omit<ComponentProps<"textarea">, "id" | "className"> & FieldProps;

export function TextArea({ label, error, hint, className, rows = 2, ...textarea }: TextAreaProps) {
  return (
    <Field label={label} error={error} hint={hint} className={className}>
      {({ id, describedBy }) => (
        <textarea
          id={id}
          rows={rows}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          className={controlClasses(!!error, "py-2")}
          {...textarea}
        />
      )}
    </Field>
  );
}

type CheckboxFieldProps = Omit<ComponentProps<"input">, "id" | "type" | "className"> & { label: ReactNode; describedBy?: string };

export function CheckboxField({ label, describedBy, ...input }: CheckboxFieldProps) {
  const id = useId();
  return (
    <div className="flex items-start gap-2">
      <input
        id={id}
        type="checkbox"
        aria-describedby={describedBy}
        className={classNames("mt-0.5 size-4 rounded border-slate-300 accent-indigo-600", focusRing)}
        {...input}
      />
      <label htmlFor={id} className="text-sm text-slate-700 dark:text-slate-300">
        {label}
      </label>
    </div>
  );
}

/** A field's validation message; the field points at it with aria-describedby, so it is not an alert of its own. */
export function FieldError({ id, children }: { id?: string; children: ReactNode }) {
  return (
    <p id={id} className="text-sm text-red-700 dark:text-red-300">
      {children}
    </p>
  );
}

/** A message about the whole form or screen: an error the server answered, or a notice. */
export function Notice({
  tone = "error",
  children,
  className,
}: {
  tone?: "error" | "info" | "warning";
  children: ReactNode;
  className?: string;
}) {
  return (
    <div
      // A warning is part of the page, not news: it is read in place, not announced.
      role={tone === "error" ? "alert" : tone === "info" ? "status" : undefined}
      className={classNames(
        "rounded-lg px-3 py-2 text-sm",
        tone === "error" && "bg-red-50 text-red-800 dark:bg-red-950 dark:text-red-200",
        tone === "info" && "bg-indigo-50 text-indigo-900 dark:bg-indigo-950 dark:text-indigo-100",
        tone === "warning" &&
          "border border-amber-300 bg-amber-50 text-amber-900 dark:border-amber-700 dark:bg-amber-950 dark:text-amber-100",
        className,
      )}
    >
      {children}
    </div>
  );
}
