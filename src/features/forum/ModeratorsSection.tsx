/**
 * The forum's moderators, for forum admins: who moderates, appointing someone by the email
 * address of their account, and taking the grant back. Moderation is appointed, never self-declared.
 */
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useId, useState, type FormEvent } from "react";
import { FORUM_ERROR_CODES, type ForumModerator } from "../../../worker/contract/forum";
import { Button } from "../../components/ui/Button";
import { LoadFailed } from "../../components/ui/LoadFailed";
import { ApiRequestError } from "../../lib/api";
import { appointModerator, dismissModerator, fetchModerators, forumKeys } from "./api";
import { ErrorText, fieldClasses } from "./fields";
import { useForumDate } from "./PostMeta";
import { useForumTranslation } from "./translations";

function ModeratorItem({ userId, moderator }: { userId: string; moderator: ForumModerator }) {
  const { t } = useForumTranslation();
  const date = useForumDate();
  const queryClient = useQueryClient();
  const dismiss = useMutation({
    mutationFn: () => dismissModerator(moderator.id),
    onSettled: () => void queryClient.invalidateQueries({ queryKey: forumKeys.moderators(userId) }),
  });
  const name = moderator.display_name || moderator.email;
  return (
    <li className="flex flex-wrap items-center justify-between gap-2 py-2" data-testid="forum-moderator">
      <p className="min-w-0 text-sm break-words text-slate-800 dark:text-slate-100">
        {t("moderators.item", { name, email: moderator.email, date: date(moderator.appointed_at) })}
      </p>
      <Button size="sm" variant="secondary" disabled={dismiss.isPending} onClick={() => dismiss.mutate()}>
        {t("moderators.dismissOf", { name })}
      </Button>
      <ErrorText error={dismiss.error} />
    </li>
  );
}

export function ModeratorsSection({ userId }: { userId: string }) {
  const { t } = useForumTranslation();
  const headingId = useId();
  const fieldId = useId();
  const queryClient = useQueryClient();
  const [email, setEmail] = useState("");
  const moderators = useQuery({ queryKey: forumKeys.moderators(userId), queryFn: fetchModerators });
  const appoint = useMutation({
    mutationFn: () => appointModerator({ email: email.trim() }),
    onSuccess: () => setEmail(""),
    onSettled: () => void queryClient.invalidateQueries({ queryKey: forumKeys.moderators(userId) }),
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    appoint.mutate();
  };
  const unknownAccount = appoint.error instanceof ApiRequestError && appoint.error.code === FORUM_ERROR_CODES.accountNotFound;
  return (
    <section aria-labelledby={headingId} className="mb-6 flex flex-col gap-3 border-b border-slate-200 pb-6 dark:border-slate-700">
      <h2 id={headingId} className="text-lg font-semibold text-slate-900 dark:text-white">
        {t("moderators.title")}
      </h2>
      <p className="text-sm text-slate-600 dark:text-slate-300">{t("moderators.intro")}</p>
      {moderators.isError ? (
        <LoadFailed message={t("loadFailed")} retryLabel={t("retry")} onRetry={() => void moderators.refetch()} />
      ) : moderators.data?.moderators.length === 0 ? (
        <p className="text-sm text-slate-600 dark:text-slate-300">{t("moderators.none")}</p>
      ) : (
        <ul className="divide-y divide-slate-200 dark:divide-slate-700">
          {moderators.data?.moderators.map((moderator) => (
            <ModeratorItem key={moderator.id} userId={userId} moderator={moderator} />
          ))}
        </ul>
      )}
      <form onSubmit={submit} className="flex flex-col gap-1">
        <label htmlFor={fieldId} className="text-sm font-medium text-slate-900 dark:text-white">
          {t("moderators.email")}
        </label>
        <div className="flex flex-wrap gap-2">
          <input
            id={fieldId}
            type="email"
            required
            autoComplete="off"
            value={email}
            onChange={(e) => setEmail(e.target.value)}
            className={`${fieldClasses} flex-1 basis-48`}
          />
          <Button type="submit" disabled={appoint.isPending}>
            {t("moderators.appoint")}
          </Button>
        </div>
        {unknownAccount ? (
          <p role="alert" className="text-sm text-red-700 dark:text-red-300">
            {t("moderators.unknownAccount")}
          </p>
        ) : (
          <ErrorText error={appoint.error} />
        )}
      </form>
    </section>
  );
}
