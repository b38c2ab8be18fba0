/**
 * Managing categories: add, rename, delete (its words move to General). General itself cannot be
 * renamed or deleted. Names are trimmed, 1–60 characters and unique per learner in any case.
 */
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useState, type FormEvent, type KeyboardEvent } from "react";
import { toast } from "sonner";
import { CATEGORY_NAME_MAX_LENGTH, DEFAULT_CATEGORY_NAME } from "../../../worker/contract/vocabulary-constants";
import { categoryKey, categoryNameSchema, type Category } from "../../../worker/contract/words";
import { isSafeText } from "../../../worker/contract/text";
import { Button } from "../../components/ui/Button";
import { Dialog } from "../../components/ui/Dialog";
import { ApiRequestError } from "../../lib/api";
import { createCategory, deleteCategory, renameCategory, retryOnceUnlessRefused } from "./api";
import { failureReason } from "./error-messages";
import { controlClasses, Notice } from "../../components/ui/form-fields";
import { PencilIcon, TrashIcon } from "../../components/button-icons";
import { useDictionaryTranslation, type DictionaryT } from "./translations";
import { invalidateDictionary } from "./use-dictionary";
import { categoryLabel } from "./WordBadges";

/** Why `name` cannot be used (already translated), or undefined if it can. */
function categoryNameProblem(t: DictionaryT, name: string, categories: readonly Category[], exceptId?: string): string | undefined {
  const parsed = categoryNameSchema.safeParse(name);
  if (!parsed.success) {
    if (name.trim() === "") return t("categories.nameRequired");
    return isSafeText(name) ? t("categories.nameTooLong", { max: CATEGORY_NAME_MAX_LENGTH }) : t("categories.nameUnsafe");
  }
  const taken = categories.find((c) => c.id !== exceptId && categoryKey(c.name) === categoryKey(parsed.data));
  return taken ? t("errors.categoryExists", { name: categoryLabel(t, taken.name, taken.isDefault) }) : undefined;
}

type CategoryManagerProps = {
  userId: string;
  open: boolean;
  onClose: () => void;
  categories: readonly Category[];
  /** A category was deleted (the list may be filtered by it). */
  onDeleted: (id: string) => void;
};

export function CategoryManager({ userId, open, onClose, categories, onDeleted }: CategoryManagerProps) {
  const { t } = useDictionaryTranslation();
  // The modal dialog hides the rest of the page (the toasts too) from assistive technology, so the
  // outcome of the last change is also said inside it.
  const [outcome, setOutcome] = useState("");
  const succeeded = (message: string) => {
    setOutcome(message);
    toast.success(message);
  };
  return (
    <Dialog open={open} onClose={onClose} title={t("categories.title")} description={t("categories.description")} className="max-w-lg">
      <AddCategory userId={userId} categories={categories} onSuccess={succeeded} />
      <p role="status" className="mt-2 min-h-5 text-sm font-medium text-emerald-800 dark:text-emerald-300">
        {outcome}
      </p>
      <ul aria-label={t("categories.listLabel")} className="mt-3 divide-y divide-slate-200 dark:divide-slate-700">
        {categories.map((category) => (
          <CategoryRow
            key={category.id}
            userId={userId}
            category={category}
            categories={categories}
            onDeleted={onDeleted}
            onSuccess={succeeded}
          />
        ))}
      </ul>
    </Dialog>
  );
}

type Outcome = { onSuccess: (message: string) => void };

function AddCategory({ userId, categories, onSuccess }: { userId: string; categories: readonly Category[] } & Outcome) {
  const { t } = useDictionaryTranslation();
  const queryClient = useQueryClient();
  const [name, setName] = useState("");
  const [problem, setProblem] = useState<string>();
  const create = useMutation({
    mutationFn: (trimmed: string) => createCategory(trimmed),
    retry: retryOnceUnlessRefused,
    onSuccess: (category) => {
      onSuccess(t("categories.added", { name: category.name }));
      setName("");
      void invalidateDictionary(queryClient, userId);
    },
    onError: (error, trimmed) => {
      const reason = failureReason(t, error, { category: trimmed });
      setProblem(reason);
      toast.error(t("categories.createFailed"), { description: reason });
    },
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = categoryNameProblem(t, name, categories);
    setProblem(found);
    if (!found) create.mutate(name.trim());
  };

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-1.5">
      <label htmlFor="new-category-name" className="text-sm font-medium text-slate-800 dark:text-slate-200">
        {t("categories.newName")}
      </label>
      <div className="flex gap-2">
        <input
          id="new-category-name"
          value={name}
          maxLength={CATEGORY_NAME_MAX_LENGTH + 20}
          aria-invalid={problem ? true : undefined}
          aria-describedby={problem ? "new-category-problem" : undefined}
          onChange={(event) => {
            setName(event.target.value);
            setProblem(undefined);
          }}
          className={controlClasses(!!problem, "h-10")}
        />
        <Button type="submit" disabled={create.isPending}>
          {t("categories.add")}
        </Button>
      </div>
      {problem && (
        <p id="new-category-problem" role="alert" className="text-sm text-red-700 dark:text-red-300">
          {problem}
        </p>
      )}
    </form>
  );
}

type RowMode = "view" | "rename" | "confirmDelete";

type CategoryRowProps = { userId: string; category: Category; categories: readonly Category[]; onDeleted: (id: string) => void } & Outcome;

function CategoryRow({ userId, category, categories, onDeleted, onSuccess }: CategoryRowProps) {
  const { t } = useDictionaryTranslation();
  const queryClient = useQueryClient();
  const [mode, setMode] = useState<RowMode>("view");
  const [name, setName] = useState(category.name);
  const [problem, setProblem] = useState<string>();
  const label = categoryLabel(t, category.name, category.isDefault);
  const inputId = `rename-${category.id}`;

  const rename = useMutation({
    mutationFn: (trimmed: string) => renameCategory(category.id, trimmed),
    retry: retryOnceUnlessRefused,
    onSuccess: (renamed) => {
      onSuccess(t("categories.renamed", { name: renamed.name }));
      setMode("view");
      void invalidateDictionary(queryClient, userId);
    },
    onError: (error, trimmed) => {
      const reason = failureReason(t, error, { category: trimmed });
      setProblem(reason);
      toast.error(t("categories.renameFailed"), { description: reason });
    },
  });

  const remove = useMutation({
    mutationFn: () => deleteCategory(category.id),
    retry: retryOnceUnlessRefused,
    onSuccess: (result) => {
      onSuccess(t("categories.deleted", { name: result.deleted, general: categoryLabel(t, result.movedTo) }));
      onDeleted(category.id);
      void invalidateDictionary(queryClient, userId);
    },
    onError: (error) => {
      setMode("view");
      // A category someone else (another tab) already deleted is gone either way.
      if (error instanceof ApiRequestError && error.status === 404) void invalidateDictionary(queryClient, userId);
      toast.error(t("categories.deleteFailed"), { description: failureReason(t, error, { category: category.name }) });
    },
  });

  const saveRename = () => {
    if (name.trim() === category.name) return setMode("view");
    const found = categoryNameProblem(t, name, categories, category.id);
    setProblem(found);
    if (!found) rename.mutate(name.trim());
  };

  const onRenameKey = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === "Enter") {
      event.preventDefault();
      saveRename();
    } else if (event.key === "Escape") {
      // Escape leaves rename mode, not the whole dialog.
      event.preventDefault();
      event.stopPropagation();
      setMode("view");
    }
  };

  const words = t("categories.wordCount", { n: category.wordCount });

  if (mode === "rename") {
    return (
      <li className="flex flex-col gap-1.5 py-3">
        <label htmlFor={inputId} className="text-sm font-medium text-slate-800 dark:text-slate-200">
          {t("categories.renameLabel", { name: label })}
        </label>
        <div className="flex gap-2">
          <input
            id={inputId}
            autoFocus
            value={name}
            aria-invalid={problem ? true : undefined}
            aria-describedby={problem ? `${inputId}-problem` : undefined}
            onChange={(event) => {
              setName(event.target.value);
              setProblem(undefined);
            }}
            onKeyDown={onRenameKey}
            className={controlClasses(!!problem, "h-9")}
          />
          <Button size="sm" className="h-9" onClick={saveRename} disabled={rename.isPending}>
            {t("categories.save")}
          </Button>
          <Button size="sm" variant="secondary" className="h-9" onClick={() => setMode("view")}>
            {t("categories.cancel")}
          </Button>
        </div>
        {problem && (
          <p id={`${inputId}-problem`} role="alert" className="text-sm text-red-700 dark:text-red-300">
            {problem}
          </p>
        )}
      </li>
    );
  }

  return (
    <li className="py-3">
      <div className="flex items-center gap-3">
        <div className="min-w-0 flex-1">
          <p className="truncate font-medium text-slate-900 dark:text-white">{label}</p>
          <p className="text-xs text-slate-600 dark:text-slate-400">
            {category.isDefault ? t("categories.generalLocked", { words }) : words}
          </p>
        </div>
        {!category.isDefault && mode === "view" && (
          <div className="flex gap-1">
            <Button
              size="sm"
              variant="ghost"
              aria-label={t("categories.renameNamed", { name: label })}
              onClick={() => {
                setName(category.name);
                setProblem(undefined);
                setMode("rename");
              }}
            >
              <PencilIcon />
              <span className="max-sm:sr-only">{t("categories.rename")}</span>
            </Button>
            <Button
              size="sm"
              variant="ghost"
              aria-label={t("categories.deleteNamed", { name: label })}
              onClick={() => setMode("confirmDelete")}
            >
              <TrashIcon />
              <span className="max-sm:sr-only">{t("categories.delete")}</span>
            </Button>
          </div>
        )}
      </div>
      {mode === "confirmDelete" && (
        <Notice tone="warning" className="mt-2">
          <p>
            {t("categories.confirmDelete", { name: label, n: category.wordCount, general: categoryLabel(t, DEFAULT_CATEGORY_NAME, true) })}
          </p>
          <div className="mt-2 flex gap-2">
            <Button size="sm" variant="destructive" autoFocus onClick={() => remove.mutate()} disabled={remove.isPending}>
              {t("categories.confirmDeleteButton")}
            </Button>
            <Button size="sm" variant="secondary" onClick={() => setMode("view")}>
              {t("categories.cancel")}
            </Button>
          </div>
        </Notice>
      )}
    </li>
  );
}
