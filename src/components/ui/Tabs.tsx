import { Tab, TabGroup, TabList, TabPanel, TabPanels } from "@headlessui/react";
import type { ReactNode } from "react";
import { classNames, focusRing } from "./class-names";

export type TabItem = { id: string; label: ReactNode; panel: ReactNode };

type TabsProps = {
  /** Accessible name of the tab list. */
  label: string;
  items: TabItem[];
  selectedIndex?: number;
  onChange?: (index: number) => void;
  className?: string;
};

/** Tabs with arrow-key navigation between tabs. */
export function Tabs({ label, items, selectedIndex, onChange, className }: TabsProps) {
  return (
    <TabGroup selectedIndex={selectedIndex} onChange={onChange} className={className}>
      <TabList aria-label={label} className="flex gap-1 rounded-lg bg-slate-100 p-1 dark:bg-slate-800">
        {items.map((item) => (
          <Tab
            key={item.id}
            className={classNames(
              "flex-1 rounded-md px-3 py-1.5 text-sm font-medium text-slate-600 data-hover:text-slate-900 data-selected:bg-white data-selected:text-slate-900 data-selected:shadow-sm dark:text-slate-300 dark:data-hover:text-white dark:data-selected:bg-slate-900 dark:data-selected:text-white",
              focusRing,
            )}
          >
            {item.label}
          </Tab>
        ))}
      </TabList>
      <TabPanels className="mt-4">
        {items.map((item) => (
          <TabPanel key={item.id} className={classNames("rounded-lg", focusRing)}>
            {item.panel}
          </TabPanel>
        ))}
      </TabPanels>
    </TabGroup>
  );
}
