/**
 * The "Share" dialog of /shared-content: one of the teacher's open classes, then the whole class
 * (students who join later too) or chosen members of it. The server checks the same rules.
 */
import { useState, type FormEvent } from "react";
import type { ShareTargetClass } from "../../../worker/contract/sharing";
import { Button } from "../../components/ui/Button";
import { Dialog } from "../../components/ui/Dialog";
import { FieldError } from "../../components/ui/form-fields";
import { RecipientsFieldset } from "../teaching";
import { Select } from "../../components/ui/Select";
import { useSharingTranslation } from "./translations";

export type ShareTarget = { class_id: string; student_ids: string[] | null };

type ShareDialogProps = {
  title: string;
  classes: readonly ShareTargetClass[];
  onSubmit: (target: ShareTarget) => Promise<void>;
  onClose: () => void;
};

export function ShareDialog({ title, classes, onSubmit, onClose }: ShareDialogProps) {
  const { t } = useSharingTranslation();
  const [classId, setClassId] = useState(classes.length === 1 ? classes[0]!.id : "");
  const [wholeClass, setWholeClass] = useState(true);
  const [chosen, setChosen] = useState<string[]>([]);
  const [tried, setTried] = useState(false);
  const [pending, setPending] = useState(false);
  const students = classes.find((c) => c.id === classId)?.students ?? [];
  const errors = {
    class: classId === "" ? t("shareDialog.classRequired") : undefined,
    students: !wholeClass && chosen.length === 0 ? t("shareDialog.studentsRequired") : undefined,
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setTried(true);
    if (errors.class || errors.students) return;
    setPending(true);
    try {
      await onSubmit({ class_id: classId, student_ids: wholeClass ? null : chosen });
    } finally {
      setPending(false);
    }
  };

  return (
    <Dialog open onClose={() => !pending && onClose()} title={t("shareDialog.title", { title })}>
      {classes.length === 0 ? (
        <div className="flex flex-col gap-4">
          <p className="text-sm text-slate-700 dark:text-slate-200">{t("shareDialog.noClasses")}</p>
          <div className="flex justify-end">
            <Button variant="secondary" onClick={onClose}>
              {t("cancel")}
            </Button>
          </div>
        </div>
      ) : (
        <form onSubmit={(event) => void submit(event)} className="flex flex-col gap-4" noValidate>
          <div className="flex flex-col gap-1">
            <Select
              stacked
              label={t("shareDialog.class")}
              name="class"
              value={classId}
              options={[{ value: "", label: t("shareDialog.pickClass") }, ...classes.map((c) => ({ value: c.id, label: c.name }))]}
              onChange={(value) => {
                setClassId(value);
                setChosen([]);
              }}
            />
            {tried && errors.class && <FieldError>{errors.class}</FieldError>}
          </div>
          {classId !== "" && (
            <RecipientsFieldset
              labels={{ legend: t("shareDialog.for"), wholeClass: t("shareDialog.wholeClass"), noStudents: t("shareDialog.noStudents") }}
              wholeClass={wholeClass}
              onWholeClassChange={setWholeClass}
              students={students.map((s) => ({ id: s.id, name: s.display_name }))}
              chosen={chosen}
              onChosenChange={setChosen}
              error={tried ? errors.students : undefined}
            />
          )}
          <div className="flex flex-wrap justify-end gap-2">
            <Button variant="secondary" onClick={onClose} disabled={pending}>
              {t("cancel")}
            </Button>
            <Button type="submit" disabled={pending}>
              {t("shareDialog.submit")}
            </Button>
          </div>
        </form>
      )}
    </Dialog>
  );
}
