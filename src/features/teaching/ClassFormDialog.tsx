import { useState, type FormEvent } from "react";
import { CLASS_FOCUSES, CLASS_NAME_MAX_LENGTH, isValidTarget, type ClassFocus, type TeacherClass } from "../../../worker/contract/classes";
import { Button } from "../../components/ui/Button";
import { Dialog } from "../../components/ui/Dialog";
import { TextField } from "../../components/ui/form-fields";
import { Select } from "../../components/ui/Select";
import { parseTarget, targetLabelKey } from "./rules";
import { useTeachingTranslation } from "./translations";

export type ClassFormValues = { name: string; focus: ClassFocus; target: number | null; exam_date: string | null };

type ClassFormDialogProps = {
  open: boolean;
  /** The class being edited; none for a new class. */
  editing?: TeacherClass;
  onClose: () => void;
  onSubmit: (values: ClassFormValues) => Promise<void>;
};

/** Create or edit a class: name, focus, a target that fits the focus, an optional exam date. */
export function ClassFormDialog({ open, editing, onClose, onSubmit }: ClassFormDialogProps) {
  const { t } = useTeachingTranslation();
  const [name, setName] = useState(editing?.name ?? "");
  const [focus, setFocus] = useState<ClassFocus>(editing?.focus ?? "ielts_academic");
  const [target, setTarget] = useState(editing?.target?.toString() ?? "");
  const [examDate, setExamDate] = useState(editing?.exam_date ?? "");
  const [tried, setTried] = useState(false);
  const [pending, setPending] = useState(false);

  const parsedTarget = parseTarget(target);
  const targetError =
    parsedTarget === "invalid" || (parsedTarget !== null && !isValidTarget(focus, parsedTarget)) ? t("form.invalidTarget") : undefined;
  const nameError = name.trim() === "" ? t("form.nameRequired") : undefined;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setTried(true);
    if (nameError || targetError || parsedTarget === "invalid") return;
    setPending(true);
    try {
      await onSubmit({ name: name.trim(), focus, target: parsedTarget, exam_date: examDate || null });
    } finally {
      setPending(false);
    }
  };

  return (
    <Dialog open={open} onClose={() => !pending && onClose()} title={editing ? t("form.editTitle") : t("form.createTitle")}>
      <form onSubmit={(event) => void submit(event)} className="flex flex-col gap-4" noValidate>
        <TextField
          label={t("form.name")}
          name="className"
          value={name}
          maxLength={CLASS_NAME_MAX_LENGTH}
          autoComplete="off"
          onChange={(event) => setName(event.target.value)}
          error={tried ? nameError : undefined}
        />
        <Select
          stacked
          label={t("form.focus")}
          name="focus"
          value={focus}
          options={CLASS_FOCUSES.map((value) => ({ value, label: t(`focus.${value}`) }))}
          onChange={setFocus}
        />
        <TextField
          label={t(targetLabelKey(focus))}
          name="target"
          inputMode="decimal"
          value={target}
          onChange={(event) => setTarget(event.target.value)}
          error={tried || target !== "" ? targetError : undefined}
        />
        <TextField
          label={t("form.examDate")}
          name="examDate"
          type="date"
          value={examDate}
          onChange={(event) => setExamDate(event.target.value)}
        />
        <div className="flex flex-wrap justify-end gap-2">
          <Button variant="secondary" onClick={onClose} disabled={pending}>
            {t("actions.cancel")}
          </Button>
          <Button type="submit" disabled={pending}>
            {editing ? t("form.save") : t("form.create")}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
