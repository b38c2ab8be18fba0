import { LoadFailed } from "../../components/ui/LoadFailed";
import { useProgressTranslation } from "./translations";

/** A progress section whose data could not be loaded: says so and offers to try again. */
export function LoadError({ onRetry }: { onRetry: () => void }) {
  const { t } = useProgressTranslation();
  return <LoadFailed message={t("loadFailed")} retryLabel={t("retry")} onRetry={onRetry} className="p-4" />;
}
