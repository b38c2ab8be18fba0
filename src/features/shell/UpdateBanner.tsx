/** 'A new version is available!' with 'Update' (reloads into it) and 'Later' (dismisses) — spec §2 "Global overlays". */
import { Button } from "../../components/ui/Button";
import { useShellTranslation } from "./translations";

export default function UpdateBanner({ onUpdate, onLater }: { onUpdate: () => void; onLater: () => void }) {
  const { t } = useShellTranslation();
  return (
    <div
      role="status"
      className="fixed inset-x-2 top-20 z-50 mx-auto flex max-w-md flex-wrap items-center justify-between gap-3 rounded-xl border border-indigo-200 bg-white px-4 py-3 shadow-lg dark:border-indigo-800 dark:bg-slate-900"
    >
      <p className="text-sm font-medium text-slate-900 dark:text-white">{t("update.available")}</p>
      <div className="flex gap-2">
        <Button size="sm" variant="secondary" onClick={onLater}>
          {t("update.later")}
        </Button>
        <Button size="sm" onClick={onUpdate}>
          {t("update.update")}
        </Button>
      </div>
    </div>
  );
}
