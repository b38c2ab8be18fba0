/**
 * Who a teacher's work is for: the whole class (students who join later included) or chosen members.
 * Used by the assignment form and the share dialog.
 */
import { CheckboxField, FieldError } from "../../components/ui/form-fields";

type Props = {
  labels: { legend: string; wholeClass: string; noStudents: string };
  wholeClass: boolean;
  onWholeClassChange: (wholeClass: boolean) => void;
  students: { id: string; name: string }[];
  chosen: string[];
  onChosenChange: (chosen: string[]) => void;
  error?: string | undefined;
};

export function RecipientsFieldset({ labels, wholeClass, onWholeClassChange, students, chosen, onChosenChange, error }: Props) {
  return (
    <fieldset className="flex flex-col gap-2">
      <legend className="mb-1 text-sm font-medium text-slate-800 dark:text-slate-200">{labels.legend}</legend>
      <CheckboxField label={labels.wholeClass} checked={wholeClass} onChange={(event) => onWholeClassChange(event.target.checked)} />
      {!wholeClass &&
        (students.length === 0 ? (
          <p className="text-sm text-slate-600 dark:text-slate-300">{labels.noStudents}</p>
        ) : (
          <div className="flex flex-col gap-1 pl-6">
            {students.map((s) => (
              <CheckboxField
                key={s.id}
                label={s.name}
                checked={chosen.includes(s.id)}
                onChange={(event) => onChosenChange(event.target.checked ? [...chosen, s.id] : chosen.filter((id) => id !== s.id))}
              />
            ))}
          </div>
        ))}
      {error && <FieldError>{error}</FieldError>}
    </fieldset>
  );
}
