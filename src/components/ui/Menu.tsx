import { Menu, MenuButton, MenuItem, MenuItems } from "@headlessui/react";
import type { ReactNode } from "react";
import { classNames, focusRing } from "./class-names";

type DropdownMenuProps = {
  /** What the trigger button shows. */
  trigger: ReactNode;
  /** Accessible name of the trigger when it shows only an icon. */
  label?: string;
  triggerClassName?: string;
  children: ReactNode;
};

/** A button that opens a list of menu items, navigable with the arrow keys. */
export function DropdownMenu({ trigger, label, triggerClassName, children }: DropdownMenuProps) {
  return (
    <Menu as="div" className="relative">
      <MenuButton aria-label={label} className={classNames(triggerClassName, focusRing)}>
        {trigger}
      </MenuButton>
      <MenuItems
        anchor="bottom end"
        className="z-40 mt-1 min-w-44 rounded-lg border border-slate-200 bg-white p-1 shadow-lg focus:outline-none dark:border-slate-700 dark:bg-slate-900"
      >
        {children}
      </MenuItems>
    </Menu>
  );
}

const itemClasses =
  "flex w-full items-center gap-2 rounded-md px-3 py-2 text-left text-sm text-slate-700 data-focus:bg-slate-100 data-focus:text-slate-900 dark:text-slate-200 dark:data-focus:bg-slate-800 dark:data-focus:text-white";

export function DropdownMenuAction({ onSelect, children }: { onSelect: () => void; children: ReactNode }) {
  return (
    <MenuItem>
      <button type="button" onClick={onSelect} className={itemClasses}>
        {children}
      </button>
    </MenuItem>
  );
}
