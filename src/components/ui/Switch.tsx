import { Field, Label, Switch as HeadlessSwitch } from "@headlessui/react";
import { classNames, focusRing } from "./class-names";

type SwitchProps = {
  label: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
  disabled?: boolean;
  className?: string;
};

/** An on/off switch with a visible label. */
export function Switch({ label, checked, onChange, disabled, className }: SwitchProps) {
  return (
    <Field disabled={disabled} className={classNames("flex items-center justify-between gap-4", className)}>
      <Label className="text-sm text-slate-800 data-disabled:opacity-50 dark:text-slate-200">{label}</Label>
      <HeadlessSwitch
        checked={checked}
        onChange={onChange}
        className={classNames(
          "group relative inline-flex h-6 w-11 shrink-0 cursor-pointer rounded-full bg-slate-300 transition-colors data-checked:bg-indigo-600 data-disabled:cursor-not-allowed data-disabled:opacity-50 dark:bg-slate-600 dark:data-checked:bg-indigo-500",
          focusRing,
        )}
      >
        <span className="pointer-events-none mt-0.5 ml-0.5 inline-block size-5 rounded-full bg-white shadow transition-transform group-data-checked:translate-x-5" />
      </HeadlessSwitch>
    </Field>
  );
}
