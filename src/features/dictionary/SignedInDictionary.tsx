/**
 * The dictionary of a signed-in learner: tabs words list, Review Words and Edit Words; refresh,
 * category filter, sort, search, category management, the add-word form, import and export. A chunk of
 * its own, so a signed-out visitor's screen does not wait for it.
 */
import { useQueryClient } from "@tanstack/react-query";
import { Suspense, useState } from "react";
import { toast } from "sonner";
import { Button } from "../../components/ui/Button";
import { Card } from "../../components/ui/Card";
import { classNames } from "../../components/ui/class-names";
import { DropdownMenu, DropdownMenuAction } from "../../components/ui/Menu";
import { Loading } from "../../components/ui/Spinner";
import { Tabs } from "../../components/ui/Tabs";
import { downloadExport, type ExportFormat } from "./api";
import { AddWordForm } from "./AddWordForm";
import { CategoryManager } from "./CategoryManager";
import { EditWordsTab } from "./EditWordsTab";
import { failureReason } from "./error-messages";
import { Notice } from "../../components/ui/form-fields";
import { DownloadIcon, FolderIcon, PlusIcon, RefreshIcon, UploadIcon } from "../../components/button-icons";
import { ImportDialog } from "./ImportDialog";
import { ListControls, ListCounts } from "./ListControls";
import { useDictionaryTranslation } from "./translations";
import { invalidateDictionary, useCategories, useWordList } from "./use-dictionary";
import { DICTIONARY_TABS, useDictionaryView } from "./use-dictionary-view";
import { WordsTab } from "./WordsTab";
import { lazyWhenOnline } from "../../lib/load-when-online";

// Owned by the review feature; loaded only when its tab is opened.
const ReviewSession = lazyWhenOnline(() => import("../practice/review/ReviewSession"));

type Dialogs = "none" | "categories" | "import";

export default function SignedInDictionary({ userId, compact }: { userId: string; compact: boolean }) {
  const { t } = useDictionaryTranslation();
  const queryClient = useQueryClient();
  const [view, changeView] = useDictionaryView();
  const [showForm, setShowForm] = useState(false);
  const [dialog, setDialog] = useState<Dialogs>("none");
  const categories = useCategories(userId);
  const categoryList = categories.data ?? [];
  // A filter by a category that no longer exists shows everything.
  const categoryId = categories.data && !categories.data.some((c) => c.id === view.categoryId) ? undefined : view.categoryId;
  const list = useWordList(userId, { categoryId, q: view.q || undefined, sort: view.sort, order: view.order });
  const firstPage = list.data?.pages[0];
  const words = list.data?.pages.flatMap((page) => page.words) ?? [];

  const refresh = () => {
    void categories.refetch();
    void list.refetch();
  };

  const exportAs = (format: ExportFormat) =>
    downloadExport(format, categoryId).then(
      () => toast.success(t("export.done")),
      (error: unknown) => toast.error(t("export.failed"), { description: failureReason(t, error) }),
    );

  const tabIndex = DICTIONARY_TABS.indexOf(view.tab);
  const listLoaded = list.isSuccess && firstPage !== undefined;

  const toolbar = (
    <div className="flex flex-wrap items-center gap-2">
      <Button
        size="sm"
        variant={showForm ? "secondary" : "primary"}
        aria-expanded={showForm}
        aria-controls="add-word-panel"
        onClick={() => setShowForm((shown) => !shown)}
      >
        <PlusIcon />
        {showForm ? t("toolbar.hideForm") : t("toolbar.showForm")}
      </Button>
      <Button
        size="sm"
        variant="secondary"
        onClick={refresh}
        disabled={list.isFetching}
        aria-label={compact ? t("toolbar.refresh") : undefined}
      >
        <RefreshIcon className={classNames("size-4", list.isFetching && "motion-safe:animate-spin")} />
        <span className={compact ? "sr-only" : undefined}>{t("toolbar.refresh")}</span>
      </Button>
      <Button size="sm" variant="secondary" onClick={() => setDialog("categories")} disabled={!categories.data}>
        <FolderIcon />
        {t("toolbar.categories")}
      </Button>
      <Button size="sm" variant="secondary" onClick={() => setDialog("import")} disabled={!categories.data}>
        <UploadIcon />
        {t("toolbar.import")}
      </Button>
      <DropdownMenu
        trigger={
          <>
            <DownloadIcon />
            {t("toolbar.export")}
          </>
        }
        triggerClassName="inline-flex h-8 items-center gap-1.5 rounded-lg bg-white px-3 text-sm font-medium text-slate-900 shadow-sm ring-1 ring-slate-300 ring-inset hover:bg-slate-50 dark:bg-slate-800 dark:text-slate-100 dark:ring-slate-600 dark:hover:bg-slate-700"
      >
        <DropdownMenuAction onSelect={() => void exportAs("csv")}>{t("export.csv")}</DropdownMenuAction>
        <DropdownMenuAction onSelect={() => void exportAs("anki")}>{t("export.anki")}</DropdownMenuAction>
      </DropdownMenu>
    </div>
  );

  const listArea = (mode: "words" | "edit") => {
    if (list.isError && !list.data) return <Notice>{t("load.failed", { reason: failureReason(t, list.error) })}</Notice>;
    if (!listLoaded) return <Loading label={t("load.loading")} />;
    if (firstPage.total === 0) return <EmptyDictionary onAdd={() => setShowForm(true)} />;
    if (firstPage.matching === 0)
      return (
        <p className="rounded-xl border border-dashed border-slate-300 p-8 text-center text-slate-600 dark:border-slate-700 dark:text-slate-300">
          {t("list.noMatches")}
        </p>
      );
    return mode === "words" ? (
      <WordsTab userId={userId} words={words} count={firstPage.matching} onNeedMore={list.loadUpTo} compact={compact} />
    ) : (
      <EditWordsTab
        userId={userId}
        words={words}
        count={firstPage.matching}
        categories={categoryList}
        onNeedMore={list.loadUpTo}
        compact={compact}
      />
    );
  };

  const listTab = (mode: "words" | "edit") => (
    <div className="flex flex-col gap-4">
      {toolbar}
      {categories.isError && <Notice>{t("categories.loadFailed")}</Notice>}
      {showForm && categories.data && (
        <Card id="add-word-panel" className={compact ? "p-4" : undefined}>
          <AddWordForm userId={userId} categories={categories.data} initialCategoryId={categoryId} onClose={() => setShowForm(false)} />
        </Card>
      )}
      <ListControls view={view} onChange={changeView} categories={categoryList} compact={compact} />
      {firstPage && <ListCounts total={firstPage.total} shown={firstPage.matching} inSrs={firstPage.inSrs} />}
      {list.isError && list.data && <Notice>{t("load.failed", { reason: failureReason(t, list.error) })}</Notice>}
      {listArea(mode)}
    </div>
  );

  return (
    <>
      <Tabs
        label={t("tabs.label")}
        className="mt-4"
        selectedIndex={tabIndex}
        onChange={(index) => {
          // Reviews move due dates: the list shows the new ones when the learner comes back to it.
          if (view.tab === "review") void invalidateDictionary(queryClient, userId);
          changeView({ tab: DICTIONARY_TABS[index] });
        }}
        items={[
          { id: "words", label: t("tabs.words"), panel: listTab("words") },
          {
            id: "review",
            label: t("tabs.review"),
            panel: (
              <Suspense fallback={<Loading label={t("load.loading")} />}>
                <ReviewSession />
              </Suspense>
            ),
          },
          { id: "edit", label: t("tabs.edit"), panel: listTab("edit") },
        ]}
      />
      {dialog === "categories" && (
        <CategoryManager
          userId={userId}
          open
          onClose={() => setDialog("none")}
          categories={categoryList}
          onDeleted={(id) => {
            if (view.categoryId === id) changeView({ categoryId: undefined });
          }}
        />
      )}
      {dialog === "import" && <ImportDialog userId={userId} open onClose={() => setDialog("none")} categories={categoryList} />}
    </>
  );
}

function EmptyDictionary({ onAdd }: { onAdd: () => void }) {
  const { t } = useDictionaryTranslation();
  return (
    <div className="rounded-xl border border-dashed border-slate-300 p-8 text-center dark:border-slate-700">
      <p className="font-medium text-slate-900 dark:text-white">{t("list.emptyTitle")}</p>
      <p className="mt-1 text-sm text-slate-600 dark:text-slate-300">{t("list.empty")}</p>
      <Button className="mt-4" onClick={onAdd}>
        <PlusIcon />
        {t("toolbar.showForm")}
      </Button>
    </div>
  );
}
