import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { HISTORY_KINDS, type HistoryItem, type HistoryKind } from "../../../../worker/contract/progress";
import { Button } from "../../../components/ui/Button";
import { Select } from "../../../components/ui/Select";
import { Loading } from "../../../components/ui/Spinner";
import { LoadError } from "../LoadError";
import { activityLabel, formatBand, formatDateTime, formatPercent } from "../format";
import { fetchHistory, progressKeys, useStudentId, useUserId } from "../api";
import { useProgressTranslation } from "../translations";
import { SubmissionDetailDialog } from "./SubmissionDetailDialog";

const HISTORY_PAGE_SIZE = 20;
type KindFilter = HistoryKind | "all";

/** History (spec §2): every quiz and submission, newest first, a page at a time, each with its detail. */
export function HistoryTab({ compact, initialKind = "all" }: { compact: boolean; initialKind?: KindFilter }) {
  const { t } = useProgressTranslation();
  const userId = useUserId();
  const studentId = useStudentId();
  const [kind, setKind] = useState<KindFilter>(initialKind);
  // Cursors of the pages before the current one; the last is the current page's.
  const [cursors, setCursors] = useState<(string | null)[]>([null]);
  const [open, setOpen] = useState<HistoryItem | null>(null);
  const cursor = cursors.at(-1) ?? null;
  const page = useQuery({
    queryKey: [...progressKeys.history(userId ?? "", kind, studentId), cursor],
    queryFn: () => fetchHistory(kind, cursor, HISTORY_PAGE_SIZE, studentId),
    enabled: userId !== null,
    placeholderData: keepPreviousData,
  });

  const changeKind = (next: KindFilter) => {
    setKind(next);
    setCursors([null]);
  };

  return (
    <div className="space-y-4">
      <Select<KindFilter>
        label={t("history.filter")}
        value={kind}
        onChange={changeKind}
        options={[
          { value: "all", label: t("history.kinds.all") },
          ...HISTORY_KINDS.map((k) => ({ value: k, label: t(`history.kinds.${k}`) })),
        ]}
      />
      {page.isError ? (
        <LoadError onRetry={() => void page.refetch()} />
      ) : !page.data ? (
        <Loading label={t("loading")} />
      ) : page.data.items.length === 0 ? (
        <p className="rounded-lg border border-dashed border-slate-300 p-6 text-center text-slate-600 dark:border-slate-600 dark:text-slate-300">
          {t("history.empty")}
        </p>
      ) : compact ? (
        <HistoryCards items={page.data.items} onOpen={setOpen} />
      ) : (
        <HistoryTable items={page.data.items} onOpen={setOpen} />
      )}
      {page.data && (cursors.length > 1 || page.data.next_cursor) && (
        <nav aria-label={t("history.pages")} className="flex items-center justify-between gap-3">
          <Button variant="secondary" size="sm" disabled={cursors.length <= 1} onClick={() => setCursors((c) => c.slice(0, -1))}>
            {t("history.previous")}
          </Button>
          <span className="text-sm text-slate-600 dark:text-slate-300">{t("history.page", { page: cursors.length })}</span>
          <Button
            variant="secondary"
            size="sm"
            disabled={!page.data.next_cursor || page.isPlaceholderData}
            onClick={() => setCursors((c) => [...c, page.data.next_cursor])}
          >
            {t("history.next")}
          </Button>
        </nav>
      )}
      <SubmissionDetailDialog item={open} onClose={() => setOpen(null)} />
    </div>
  );
}

function useCells(item: HistoryItem) {
  const { t, i18n } = useProgressTranslation();
  const lang = i18n.language;
  const score = [
    item.score === null ? null : formatPercent(item.score, lang),
    item.band === null ? null : t(item.graded_by_teacher ? "history.teacherBand" : "history.band", { band: formatBand(item.band, lang) }),
  ]
    .filter(Boolean)
    .join(" · ");
  return {
    date: formatDateTime(item.date, lang),
    type: activityLabel(t, item.type),
    score: score || "—",
    task: item.task ?? "—",
    section: item.section ? t(`sections.${item.section}`, { defaultValue: item.section }) : "—",
    part: item.part ?? "—",
    passage: item.passage ?? "—",
  };
}

const COLUMNS = ["date", "type", "score", "task", "section", "part", "passage"] as const;

/**
 * The language of a row's task and passage: a test's or an item's own title and an IELTS passage or question
 * are English being taught; the Worker writes the rest (a practice set's skill, an estimate) in the interface's.
 */
function contentLang(item: HistoryItem, column: "task" | "passage"): "en" | undefined {
  if (column === "passage") return item.kind === "ielts" ? "en" : undefined;
  return item.kind === "ielts" || item.kind === "library" || (item.kind === "sat" && !item.type.startsWith("sat_practice"))
    ? "en"
    : undefined;
}

function HistoryTable({ items, onOpen }: { items: HistoryItem[]; onOpen: (item: HistoryItem) => void }) {
  const { t } = useProgressTranslation();
  return (
    <div className="overflow-x-auto rounded-xl border border-slate-200 dark:border-slate-700">
      <table className="w-full text-left text-sm">
        <caption className="sr-only">{t("history.caption")}</caption>
        <thead className="bg-slate-50 text-slate-700 dark:bg-slate-800 dark:text-slate-200">
          <tr>
            {COLUMNS.map((column) => (
              <th key={column} scope="col" className="px-3 py-2 font-medium">
                {t(`history.columns.${column}`)}
              </th>
            ))}
            <th scope="col" className="px-3 py-2">
              <span className="sr-only">{t("history.columns.detail")}</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {items.map((item) => (
            <HistoryRow key={`${item.source}:${item.id}`} item={item} onOpen={onOpen} />
          ))}
        </tbody>
      </table>
    </div>
  );
}

function HistoryRow({ item, onOpen }: { item: HistoryItem; onOpen: (item: HistoryItem) => void }) {
  const { t } = useProgressTranslation();
  const cells = useCells(item);
  return (
    <tr className="border-t border-slate-200 bg-white dark:border-slate-700 dark:bg-slate-900">
      <td className="px-3 py-2 whitespace-nowrap">{cells.date}</td>
      <th scope="row" className="px-3 py-2 font-medium text-slate-900 dark:text-white">
        {cells.type}
      </th>
      <td className="px-3 py-2 whitespace-nowrap">{cells.score}</td>
      <td lang={item.task ? contentLang(item, "task") : undefined} className="px-3 py-2">
        {cells.task}
      </td>
      <td className="px-3 py-2">{cells.section}</td>
      <td className="px-3 py-2">{cells.part}</td>
      <td
        lang={item.passage ? contentLang(item, "passage") : undefined}
        className="max-w-56 truncate px-3 py-2"
        title={item.passage ?? undefined}
      >
        {cells.passage}
      </td>
      <td className="px-3 py-2 text-right">
        <Button
          size="sm"
          variant="ghost"
          onClick={() => onOpen(item)}
          aria-label={t("history.openDetail", { type: cells.type, date: cells.date })}
        >
          {t("history.details")}
        </Button>
      </td>
    </tr>
  );
}

function HistoryCards({ items, onOpen }: { items: HistoryItem[]; onOpen: (item: HistoryItem) => void }) {
  return (
    <ul className="space-y-3">
      {items.map((item) => (
        <HistoryCard key={`${item.source}:${item.id}`} item={item} onOpen={onOpen} />
      ))}
    </ul>
  );
}

function HistoryCard({ item, onOpen }: { item: HistoryItem; onOpen: (item: HistoryItem) => void }) {
  const { t } = useProgressTranslation();
  const cells = useCells(item);
  return (
    <li className="rounded-xl border border-slate-200 bg-white p-4 dark:border-slate-700 dark:bg-slate-900">
      <div className="flex items-start justify-between gap-2">
        <div>
          <h3 className="font-medium text-slate-900 dark:text-white">{cells.type}</h3>
          <p className="text-xs text-slate-600 dark:text-slate-400">{cells.date}</p>
        </div>
        <span className="text-lg font-semibold text-slate-900 dark:text-white">{cells.score}</span>
      </div>
      <dl className="mt-2 grid grid-cols-2 gap-x-3 gap-y-1 text-sm">
        {(["task", "section", "part", "passage"] as const).map((column) => (
          <div key={column} className={column === "passage" ? "col-span-2" : undefined}>
            <dt className="inline text-slate-600 dark:text-slate-400">{t(`history.columns.${column}`)}: </dt>
            <dd
              lang={(column === "task" || column === "passage") && item[column] ? contentLang(item, column) : undefined}
              className="inline text-slate-900 dark:text-slate-100"
            >
              {cells[column]}
            </dd>
          </div>
        ))}
      </dl>
      <Button
        size="sm"
        variant="secondary"
        className="mt-3"
        onClick={() => onOpen(item)}
        aria-label={t("history.openDetail", { type: cells.type, date: cells.date })}
      >
        {t("history.details")}
      </Button>
    </li>
  );
}
