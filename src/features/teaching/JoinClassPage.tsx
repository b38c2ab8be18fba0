/**
 * /join/:code: a signed-in learner sees the class and its teacher and joins with one click,
 * then lands on the home page. Signed-out visitors get the sign-in prompt of account routes, which
 * brings them back here (src/features/auth/redirect.ts).
 */
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useNavigate, useParams } from "react-router";
import { toast } from "sonner";
import type { ScreenProps } from "../../app/screen";
import { Button, buttonClasses } from "../../components/ui/Button";
import { Loading } from "../../components/ui/Spinner";
import { Card } from "../../components/ui/Card";
import { ApiRequestError } from "../../lib/api";
import { useAuth } from "../../lib/auth/AuthProvider";
import { useDocumentTitle } from "../../lib/document-title";
import { fetchInvitation, joinClass, teachingKeys } from "./api";
import { failure } from "./rules";
import { useTeachingTranslation } from "./translations";

function Invitation({ userId, code }: { userId: string; code: string }) {
  const { t } = useTeachingTranslation();
  const { t: tCommon } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [pending, setPending] = useState(false);
  const invitation = useQuery({ queryKey: teachingKeys.invitation(userId, code), queryFn: () => fetchInvitation(code) });

  const join = async () => {
    setPending(true);
    try {
      const { membership } = await joinClass(code);
      await queryClient.invalidateQueries({ queryKey: teachingKeys.memberships(userId) });
      toast.success(t("join.joined", { name: membership.name }));
      void navigate("/");
    } catch (error) {
      const message =
        error instanceof ApiRequestError && error.code === "own_class"
          ? t("join.ownClass")
          : error instanceof ApiRequestError && error.status === 404
            ? t("join.wrongCode")
            : t("join.failed", { message: failure(error) });
      toast.error(message);
    } finally {
      setPending(false);
    }
  };

  if (invitation.isPending) return <Loading label={tCommon("loading")} />;
  if (invitation.isError) {
    const wrong = invitation.error instanceof ApiRequestError && invitation.error.status === 404;
    return (
      <div role="alert" className="flex flex-col items-start gap-3">
        <p className="text-slate-800 dark:text-slate-100" data-testid="join-error">
          {wrong ? t("join.wrongCode") : t("join.failed", { message: invitation.error.message })}
        </p>
        <Link to="/" className={buttonClasses({ variant: "secondary" })}>
          {t("join.toHome")}
        </Link>
      </div>
    );
  }
  const { name, teacher_name: teacherName, focus, already_member: alreadyMember } = invitation.data;
  return (
    <Card className="flex flex-col gap-4">
      <div>
        <p className="text-sm text-slate-600 dark:text-slate-300">{t("join.invited")}</p>
        <h2 className="mt-1 text-xl font-semibold text-slate-900 dark:text-white" data-testid="join-class-name">
          {name}
        </h2>
        <p className="mt-1 text-sm text-slate-700 dark:text-slate-200">
          {t(`focus.${focus}`)} · {t("join.teacher", { name: teacherName })}
        </p>
      </div>
      <p className="text-sm text-slate-600 dark:text-slate-300">{t("join.privacy")}</p>
      {alreadyMember ? (
        <div className="flex flex-wrap items-center gap-3">
          <p className="text-slate-800 dark:text-slate-100">{t("join.already")}</p>
          <Link to="/" className={buttonClasses({ variant: "secondary" })}>
            {t("join.toHome")}
          </Link>
        </div>
      ) : (
        <div>
          <Button onClick={() => void join()} disabled={pending}>
            {t("join.join")}
          </Button>
        </div>
      )}
    </Card>
  );
}

export default function JoinClassPage({ titleKey }: ScreenProps) {
  const { t: tPages } = useTranslation("pages");
  const { user } = useAuth();
  const { code = "" } = useParams();
  const title = tPages(`routes.${titleKey}`);
  useDocumentTitle(title);
  if (!user) return null;
  return (
    <div className="mx-auto flex max-w-xl flex-col gap-6 px-3 py-5 sm:px-4 sm:py-10">
      <h1 className="text-2xl font-semibold text-slate-900 dark:text-white">{title}</h1>
      <Invitation userId={user.id} code={code} />
    </div>
  );
}
