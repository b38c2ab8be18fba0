import { AccountArea } from "./AccountArea";
import { AppNameLink } from "./AppNameLink";
import { LanguageSwitcher } from "./LanguageSwitcher";
import { ThemeSwitcher } from "./ThemeSwitcher";

export function MobileHeader() {
  return (
    <header className="sticky top-0 z-30 border-b border-slate-200 bg-white/90 pt-[env(safe-area-inset-top)] backdrop-blur dark:border-slate-800 dark:bg-slate-950/90">
      <div className="flex h-14 items-center justify-between gap-2 px-3">
        <AppNameLink compact />
        <div className="flex items-center gap-1">
          <LanguageSwitcher />
          <ThemeSwitcher />
          <AccountArea compact />
        </div>
      </div>
    </header>
  );
}
