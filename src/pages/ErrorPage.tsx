import { useTranslation } from "react-i18next";
import { Button } from "../components/ui/Button";

export type ErrorDetails = { message: string; stack?: string };

export function describeError(error: unknown): ErrorDetails {
  if (error instanceof Error) return { message: error.message, stack: error.stack };
  return { message: String(error) };
}

/**
 * The page for a fatal render error: the message and stack (spec §1). Kept out of the lazy pages,
 * since a failed chunk download is one of the errors it reports.
 */
export function ErrorPage({ message, stack }: ErrorDetails) {
  const { t } = useTranslation();
  return (
    <div data-testid="error-page" className="mx-auto flex min-h-dvh max-w-3xl flex-col justify-center gap-4 px-4 py-10">
      <h1 className="text-2xl font-semibold text-slate-900 dark:text-white">{t("errorPage.title")}</h1>
      <p className="rounded-lg bg-red-50 p-4 text-red-800 dark:bg-red-950 dark:text-red-200">{message}</p>
      {stack && (
        <section>
          <h2 className="mb-2 text-sm font-medium text-slate-700 dark:text-slate-300">{t("errorPage.stack")}</h2>
          <pre className="max-h-80 overflow-auto rounded-lg bg-slate-100 p-4 text-xs text-slate-800 dark:bg-slate-800 dark:text-slate-200">
            {stack}
          </pre>
        </section>
      )}
      <div className="flex gap-3">
        <Button onClick={() => window.location.reload()}>{t("errorPage.reload")}</Button>
        <Button variant="secondary" onClick={() => window.location.assign("/")}>
          {t("errorPage.goHome")}
        </Button>
      </div>
    </div>
  );
}
