import type { ComponentProps } from "react";
import { classNames } from "./class-names";

export function Card({ className, ...props }: ComponentProps<"div">) {
  return (
    <div
      className={classNames("rounded-xl border border-slate-200 bg-white p-5 shadow-sm dark:border-slate-700 dark:bg-slate-900", className)}
      {...props}
    />
  );
}
