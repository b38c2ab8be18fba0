/**
 * Importing a file of words: Quizlet's export ("term<TAB>definition" per line), a CSV/TSV with a
 * header or an Anki text file, read by the Worker. The report names every row that could not be imported and how many duplicates were ignored.
 */
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useId, useState, type FormEvent } from "react";
import { toast } from "sonner";
import { IMPORT_MAX_BYTES, IMPORT_MAX_ROWS } from "../../../worker/contract/vocabulary-constants";
import type { Category, ImportResponse, ImportRowError } from "../../../worker/contract/words";
import { Button } from "../../components/ui/Button";
import { Dialog } from "../../components/ui/Dialog";
import { importWords, retryOnceUnlessRefused } from "./api";
import { failureReason } from "./error-messages";
import { controlClasses, Notice } from "../../components/ui/form-fields";
import { Select } from "../../components/ui/Select";
import { useDictionaryTranslation, type DictionaryT } from "./translations";
import { invalidateDictionary } from "./use-dictionary";
import { categoryLabel } from "./WordBadges";

/** A row error of the import in the reader's language (the Worker's codes, its English text otherwise). */
export function importRowMessage(t: DictionaryT, error: ImportRowError): string {
  const tooLong = /^(definition|example|ipa|notes)_too_long$/.exec(error.code);
  if (tooLong)
    return t("import.rowErrors.fieldTooLong", { field: t(`import.fields.${tooLong[1] as "definition" | "example" | "ipa" | "notes"}`) });
  switch (error.code) {
    case "missing_word":
      return t("import.rowErrors.missingWord");
    case "word_too_long":
      return t("import.rowErrors.wordTooLong");
    case "word_unsafe":
      return t("form.wordUnsafe");
    case "invalid_category":
      return t("import.rowErrors.invalidCategory");
    case "invalid_difficulty":
      return t("import.rowErrors.invalidDifficulty");
    default:
      return error.message;
  }
}

class FileTooLarge extends Error {}

type ImportDialogProps = { userId: string; open: boolean; onClose: () => void; categories: readonly Category[] };

export function ImportDialog({ userId, open, onClose, categories }: ImportDialogProps) {
  const { t } = useDictionaryTranslation();
  const queryClient = useQueryClient();
  const fileId = useId();
  const [file, setFile] = useState<File | null>(null);
  const general = categories.find((c) => c.isDefault);
  const [categoryId, setCategoryId] = useState(general?.id ?? "");
  const [report, setReport] = useState<ImportResponse>();

  const run = useMutation({
    mutationFn: async (chosen: File) => {
      if (chosen.size > IMPORT_MAX_BYTES) throw new FileTooLarge();
      return importWords(await chosen.text(), categoryId || undefined);
    },
    retry: (count, error) => !(error instanceof FileTooLarge) && retryOnceUnlessRefused(count, error),
    onSuccess: (result) => {
      setReport(result);
      toast.success(t("import.done", { n: result.imported }));
      void invalidateDictionary(queryClient, userId);
    },
  });

  const close = () => {
    onClose();
    setReport(undefined);
    setFile(null);
    run.reset();
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (file) run.mutate(file);
  };

  const error =
    run.error instanceof FileTooLarge
      ? t("import.tooLarge", { max: IMPORT_MAX_ROWS })
      : run.error
        ? failureReason(t, run.error)
        : undefined;

  return (
    <Dialog open={open} onClose={close} title={t("import.title")} description={t("import.description")} className="max-w-xl">
      <form onSubmit={submit} className="flex flex-col gap-4">
        <div className="flex flex-col gap-1.5">
          <label htmlFor={fileId} className="text-sm font-medium text-slate-800 dark:text-slate-200">
            {t("import.file")}
          </label>
          <input
            id={fileId}
            type="file"
            accept=".csv,.tsv,.txt,text/csv,text/tab-separated-values,text/plain"
            onChange={(event) => {
              setFile(event.target.files?.[0] ?? null);
              setReport(undefined);
              run.reset();
            }}
            className={controlClasses(
              false,
              "py-2 file:mr-3 file:rounded-md file:border-0 file:bg-indigo-50 file:px-3 file:py-1 file:text-indigo-800 dark:file:bg-indigo-950 dark:file:text-indigo-100",
            )}
          />
          <p className="text-xs text-slate-600 dark:text-slate-400">{t("import.formats", { max: IMPORT_MAX_ROWS })}</p>
        </div>
        <Select
          stacked
          label={t("import.category")}
          hint={t("import.categoryHint")}
          value={categoryId}
          onChange={setCategoryId}
          options={categories.map((c) => ({ value: c.id, label: categoryLabel(t, c.name, c.isDefault) }))}
        />
        {error && <Notice>{t("import.failed", { reason: error })}</Notice>}
        {report && <ImportReport report={report} />}
        <div className="flex flex-wrap gap-3">
          <Button type="submit" disabled={!file || run.isPending}>
            {run.isPending ? t("import.importing") : t("import.submit")}
          </Button>
          <Button variant="secondary" onClick={close}>
            {report ? t("import.close") : t("categories.cancel")}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}

function ImportReport({ report }: { report: ImportResponse }) {
  const { t } = useDictionaryTranslation();
  return (
    <div
      role="status"
      aria-label={t("import.reportLabel")}
      className="rounded-lg border border-slate-200 p-3 text-sm dark:border-slate-700"
    >
      <ul className="space-y-1 text-slate-800 dark:text-slate-200">
        <li>{t("import.imported", { n: report.imported, rows: report.rows })}</li>
        <li>{t("import.duplicates", { n: report.duplicates })}</li>
        {report.createdCategories.length > 0 && <li>{t("import.createdCategories", { names: report.createdCategories.join(", ") })}</li>}
        <li>{t("import.errorCount", { n: report.errors.length })}</li>
      </ul>
      {report.errors.length > 0 && (
        <div className="mt-3 max-h-56 overflow-y-auto">
          <table className="w-full text-left">
            <caption className="sr-only">{t("import.errorsCaption")}</caption>
            <thead>
              <tr className="text-xs text-slate-600 dark:text-slate-400">
                <th scope="col" className="py-1 pr-3 font-medium">
                  {t("import.line")}
                </th>
                <th scope="col" className="py-1 font-medium">
                  {t("import.problem")}
                </th>
              </tr>
            </thead>
            <tbody>
              {report.errors.map((error) => (
                <tr key={`${error.line}-${error.code}`} className="border-t border-slate-200 dark:border-slate-700">
                  <td className="py-1 pr-3 align-top tabular-nums">{error.line}</td>
                  <td className="py-1 text-red-800 dark:text-red-200">{importRowMessage(t, error)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </div>
  );
}
