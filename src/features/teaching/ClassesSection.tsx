/**
 * The profile's "Classes" section: join by typing a code, the classes the learner is in with the
 * teachers who can see their progress, and leaving a class.
 */
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useState, type FormEvent } from "react";
import { toast } from "sonner";
import type { Membership } from "../../../worker/contract/classes";
import { Button } from "../../components/ui/Button";
import { LoadFailed } from "../../components/ui/LoadFailed";
import { ApiRequestError } from "../../lib/api";
import { TextField } from "../../components/ui/form-fields";
import { Section } from "../../components/ui/Section";
import { fetchMemberships, joinClass, leaveClass, teachingKeys } from "./api";
import { ClassAnnouncements } from "./ClassAnnouncements";
import { ConfirmDialog } from "../../components/ui/ConfirmDialog";
import { failure } from "./rules";
import { useTeachingTranslation } from "./translations";

export function ClassesSection({ userId }: { userId: string }) {
  const { t } = useTeachingTranslation();
  const queryClient = useQueryClient();
  const memberships = useQuery({ queryKey: teachingKeys.memberships(userId), queryFn: fetchMemberships });
  const [code, setCode] = useState("");
  const [codeError, setCodeError] = useState<string | undefined>();
  const [pending, setPending] = useState(false);
  const [leaving, setLeaving] = useState<Membership | null>(null);
  const refresh = () => queryClient.invalidateQueries({ queryKey: teachingKeys.memberships(userId) });

  const join = async (event: FormEvent) => {
    event.preventDefault();
    if (!code.trim()) return setCodeError(t("join.wrongCode"));
    setPending(true);
    setCodeError(undefined);
    try {
      const { membership } = await joinClass(code);
      toast.success(t("join.joined", { name: membership.name }));
      setCode("");
      await refresh();
    } catch (error) {
      if (error instanceof ApiRequestError && error.code === "own_class") setCodeError(t("join.ownClass"));
      else if (error instanceof ApiRequestError && (error.status === 404 || error.status === 400)) setCodeError(t("join.wrongCode"));
      else toast.error(t("join.failed", { message: failure(error) }));
    } finally {
      setPending(false);
    }
  };

  const leave = async (membership: Membership) => {
    try {
      await leaveClass(membership.class_id);
      toast.success(t("profile.left", { name: membership.name }));
      setLeaving(null);
      await refresh();
    } catch (error) {
      toast.error(t("class.actionFailed", { message: failure(error) }));
    }
  };

  return (
    <Section title={t("profile.title")} description={t("profile.description")}>
      <form onSubmit={(event) => void join(event)} className="flex flex-wrap items-end gap-2" noValidate>
        <div className="min-w-48 flex-1">
          <TextField
            label={t("profile.codeLabel")}
            name="classCode"
            autoComplete="off"
            autoCapitalize="characters"
            value={code}
            maxLength={32}
            onChange={(event) => setCode(event.target.value)}
            error={codeError}
          />
        </div>
        <Button type="submit" variant="secondary" disabled={pending} className={codeError ? "mb-6" : undefined}>
          {t("profile.join")}
        </Button>
      </form>
      {memberships.isError && (
        <LoadFailed message={t("profile.loadFailed")} retryLabel={t("actions.retry")} onRetry={() => void memberships.refetch()} />
      )}
      {memberships.isSuccess &&
        (memberships.data.length === 0 ? (
          <p className="text-sm text-slate-600 dark:text-slate-300">{t("profile.empty")}</p>
        ) : (
          <ul className="flex flex-col divide-y divide-slate-200 dark:divide-slate-700" data-testid="my-classes">
            {memberships.data.map((membership) => (
              <li key={membership.class_id} className="flex flex-wrap items-center justify-between gap-2 py-2">
                <div>
                  <p className="font-medium text-slate-900 dark:text-white">{membership.name}</p>
                  <p className="text-sm text-slate-600 dark:text-slate-300">
                    {membership.teacher_can_see
                      ? t("profile.canSee", { name: membership.teacher_name })
                      : t("profile.cannotSee", { name: membership.teacher_name })}
                  </p>
                </div>
                <Button
                  size="sm"
                  variant="secondary"
                  aria-label={t("profile.leaveLabel", { name: membership.name })}
                  onClick={() => setLeaving(membership)}
                >
                  {t("profile.leave")}
                </Button>
                {membership.teacher_can_see && (
                  <div className="w-full">
                    <ClassAnnouncements userId={userId} classId={membership.class_id} canWrite={false} />
                  </div>
                )}
              </li>
            ))}
          </ul>
        ))}
      <ConfirmDialog
        open={leaving !== null}
        title={leaving ? t("profile.leaveTitle", { name: leaving.name }) : ""}
        description={t("profile.leaveConfirm")}
        confirmLabel={t("profile.leave")}
        destructive
        onConfirm={() => (leaving ? leave(leaving) : Promise.resolve())}
        onClose={() => setLeaving(null)}
      />
    </Section>
  );
}
