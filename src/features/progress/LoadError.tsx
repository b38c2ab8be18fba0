import { Button } from "../../components/ui/Button";
import { useProgressTranslation } from "./translations";

/** A section whose data could not be loaded: says so and offers to try again. */
export function LoadError({ onRetry }: { onRetry: () => void }) {
  const { t } = useProgressTranslation();
  return (
    <div role="alert" className="flex flex-wrap items-center gap-3 p-4 text-sm text-red-700 dark:text-red-300">
      <span>{t("loadFailed")}</span>
      <Button size="sm" variant="secondary" onClick={onRetry}>
        {t("retry")}
      </Button>
    </div>
  );
}
