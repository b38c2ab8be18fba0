/** The forum's form field look and its error line (a posting-limit refusal in the reader's language). */
import { FORUM_RATE_LIMITED } from "../../../worker/contract/forum";
import { classNames, focusRing } from "../../components/ui/class-names";
import { ApiRequestError } from "../../lib/api";
import { failure } from "./rules";
import { useForumTranslation } from "./translations";

export const fieldClasses = classNames(
  "w-full min-w-0 rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm text-slate-900 dark:border-slate-600 dark:bg-slate-800 dark:text-slate-100",
  focusRing,
);

export function ErrorText({ error }: { error: unknown }) {
  const { t } = useForumTranslation();
  if (!error) return null;
  const limited = error instanceof ApiRequestError && error.code === FORUM_RATE_LIMITED;
  return (
    <p role="alert" className="text-sm text-red-700 dark:text-red-300">
      {limited ? t("rateLimited") : t("failed", { message: failure(error) })}
    </p>
  );
}
