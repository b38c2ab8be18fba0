/** Labelled inputs of the account forms, with their validation message tied to the field. */
import { useId, type ComponentProps, type ReactNode } from "react";
import { classNames, focusRing } from "../../components/ui/class-names";

type TextFieldProps = Omit<ComponentProps<"input">, "id" | "className"> & {
  label: string;
  /** Validation message shown under the field, already translated. */
  error?: string;
};

export function TextField({ label, error, ...input }: TextFieldProps) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={id} className="text-sm font-medium text-slate-800 dark:text-slate-200">
        {label}
      </label>
      <input
        id={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        className={classNames(
          "h-10 rounded-lg border bg-white px-3 text-sm text-slate-900 dark:bg-slate-800 dark:text-slate-100",
          error ? "border-red-500 dark:border-red-400" : "border-slate-300 dark:border-slate-600",
          focusRing,
        )}
        {...input}
      />
      {error && <FieldError id={errorId}>{error}</FieldError>}
    </div>
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

export function FieldError({ id, children }: { id?: string; children: ReactNode }) {
  return (
    <p id={id} className="text-sm text-red-600 dark:text-red-400">
      {children}
    </p>
  );
}

/** A form-level message: an error the server answered, or a notice. */
export function FormMessage({ tone = "error", children }: { tone?: "error" | "info"; children: ReactNode }) {
  return (
    <div
      role={tone === "error" ? "alert" : "status"}
      className={classNames(
        "rounded-lg px-3 py-2 text-sm",
        tone === "error"
          ? "bg-red-50 text-red-800 dark:bg-red-950 dark:text-red-200"
          : "bg-indigo-50 text-indigo-900 dark:bg-indigo-950 dark:text-indigo-100",
      )}
    >
      {children}
    </div>
  );
}
