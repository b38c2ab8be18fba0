/**
 * A class's gradebook: students × assignments and graded work, each cell done / late / missing /
 * open with its band or score, a teacher's grade marked; filters by kind and date; the same as CSV for a
 * spreadsheet. The table scrolls inside its own box, so the page never scrolls sideways on a phone.
 */
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { toast } from "sonner";
import type { TeacherClass } from "../../../worker/contract/classes";
import { GRADEBOOK_KINDS, type GradebookCell, type GradebookKind } from "../../../worker/contract/gradebook";
import { Button } from "../../components/ui/Button";
import { LoadFailed } from "../../components/ui/LoadFailed";
import { Select } from "../../components/ui/Select";
import { Loading } from "../../components/ui/Spinner";
import { classNames, focusRing } from "../../components/ui/class-names";
import { TextField } from "../../components/ui/form-fields";
import { downloadGradebookCsv, fetchGradebook, teachingKeys } from "./api";
import { failure } from "./rules";
import { useTeachingTranslation } from "./translations";

const STATUS_CLASSES = {
  done: "text-emerald-800 dark:text-emerald-300",
  late: "text-amber-800 dark:text-amber-300",
  missing: "text-red-800 dark:text-red-300",
  open: "text-slate-700 dark:text-slate-300",
} as const;

function CellText({ cell }: { cell: GradebookCell | null }) {
  const { t } = useTeachingTranslation();
  if (cell === null) return <span className="text-slate-500 dark:text-slate-400">{t("gradebook.notSet")}</span>;
  return (
    <span className="flex flex-col items-center">
      {cell.status && (
        <span className={classNames("font-medium", STATUS_CLASSES[cell.status])}>{t(`gradebook.status.${cell.status}`)}</span>
      )}
      {cell.band !== null && (
        <span className="tabular-nums">
          {t(cell.by_teacher ? "gradebook.teacherBand" : "gradebook.band", { band: cell.band.toFixed(1) })}
        </span>
      )}
      {cell.score !== null && <span className="tabular-nums">{t("gradebook.score", { score: cell.score })}</span>}
    </span>
  );
}

export function Gradebook({ userId, schoolClass }: { userId: string; schoolClass: TeacherClass }) {
  const { t, i18n } = useTeachingTranslation();
  const { t: tCommon } = useTranslation();
  const [kind, setKind] = useState<GradebookKind | "all">("all");
  const [from, setFrom] = useState("");
  const [to, setTo] = useState("");
  const [downloading, setDownloading] = useState(false);
  const query = { ...(kind !== "all" && { kind }), ...(from && { from }), ...(to && { to }) };
  const book = useQuery({
    queryKey: [...teachingKeys.gradebook(userId, schoolClass.id), query],
    queryFn: () => fetchGradebook(schoolClass.id, query),
  });
  const date = (iso: string) => new Intl.DateTimeFormat(i18n.language, { dateStyle: "medium" }).format(new Date(iso));

  const download = async () => {
    setDownloading(true);
    try {
      await downloadGradebookCsv(schoolClass.id, query, `${schoolClass.name}.csv`);
    } catch (error) {
      toast.error(t("gradebook.downloadFailed", { message: failure(error) }));
    } finally {
      setDownloading(false);
    }
  };

  return (
    <div className="flex flex-col gap-3" data-testid="gradebook">
      <div className="flex flex-wrap items-end gap-3">
        <Select
          label={t("gradebook.kind")}
          value={kind}
          options={[
            { value: "all", label: t("gradebook.kinds.all") },
            ...GRADEBOOK_KINDS.map((value) => ({ value, label: t(`gradebook.kinds.${value}`) })),
          ]}
          onChange={setKind}
        />
        <TextField label={t("gradebook.from")} type="date" value={from} max={to || undefined} onChange={(e) => setFrom(e.target.value)} />
        <TextField label={t("gradebook.to")} type="date" value={to} min={from || undefined} onChange={(e) => setTo(e.target.value)} />
        <Button size="sm" variant="secondary" onClick={() => void download()} disabled={downloading}>
          {t("gradebook.download")}
        </Button>
      </div>
      {book.isPending ? (
        <Loading label={tCommon("loading")} className="justify-start p-2" />
      ) : book.isError ? (
        <LoadFailed message={t("gradebook.loadFailed")} retryLabel={t("actions.retry")} onRetry={() => void book.refetch()} />
      ) : book.data.students.length === 0 ? (
        <p className="text-sm text-slate-600 dark:text-slate-300">{t("heatmap.empty")}</p>
      ) : book.data.columns.length === 0 ? (
        <p className="text-sm text-slate-600 dark:text-slate-300">{t("gradebook.empty")}</p>
      ) : (
        <div
          role="region"
          aria-label={t("gradebook.scrollLabel")}
          tabIndex={0}
          className={classNames("relative max-w-full overflow-x-auto rounded-lg border border-slate-200 dark:border-slate-700", focusRing)}
        >
          <table className="min-w-max border-collapse text-left text-sm">
            <caption className="sr-only">{t("gradebook.caption", { name: schoolClass.name })}</caption>
            <thead className="text-xs text-slate-700 dark:text-slate-200">
              <tr>
                <th scope="col" className="sticky left-0 bg-white px-2 py-2 font-semibold dark:bg-slate-900">
                  {t("heatmap.student")}
                </th>
                {book.data.columns.map((column) => (
                  <th
                    key={column.id}
                    scope="col"
                    className="w-32 max-w-32 px-2 py-2 align-bottom font-medium break-words whitespace-normal"
                  >
                    <span className="block">{column.title}</span>
                    <span className="block font-normal text-slate-600 dark:text-slate-400">
                      {t(`gradebook.columnKinds.${column.kind}`)} · {date(column.date)}
                    </span>
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {book.data.students.map((student) => (
                <tr key={student.student_id} className="border-t border-slate-200 dark:border-slate-700">
                  <th
                    scope="row"
                    className="sticky left-0 max-w-40 truncate bg-white px-2 py-1.5 font-medium text-slate-900 dark:bg-slate-900 dark:text-white"
                  >
                    {student.display_name}
                  </th>
                  {book.data.columns.map((column) => (
                    <td key={column.id} className="px-2 py-1.5 text-center">
                      <CellText cell={student.cells[column.id] ?? null} />
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </div>
  );
}
